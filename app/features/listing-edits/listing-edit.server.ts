import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { localized } from "~/content/localized";
import { appContext } from "~/context";
import { fileProblem, PICTURE_FILE, PICTURE_FORM_BYTES } from "~/domain/file-rules";
import { LISTING_CHANGES_PER_DAY } from "~/domain/listing-changes";
import { LISTINGS, type ListingKind } from "~/domain/listings";
import type { TextKey } from "~/i18n/translator";
import { bangkokDay } from "~/lib/dates";
import { documentPath } from "~/lib/document-url";
import { changeWindowStart, editVersion, ownerFormFields, ownerFormValues, strangeNames, withUnsentInputs } from "~/lib/listing-edit";
import { changedData } from "~/lib/model-form/changed-data";
import { hasMasterFields, masterChoices, masterOptions, strayMasterFields } from "~/lib/model-form/master-options";
import { masterDataOf } from "~/content/master-data.server";
import { serverT } from "~/i18n/server";
import { LISTING_CHANGES_API } from "~/lib/listing-changes";
import { LISTING_PAGES } from "~/lib/listing-pages";
import { localizePath } from "~/lib/locale";
import type { FormField } from "~/lib/model-form/form-model";
import { type FieldErrors, type FormValues, parseContentForm, uploadOf } from "~/lib/model-form/form-values";
import { pagePath } from "~/lib/paths";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { portalStore } from "~/portal-store/portal-store.server";
import { claimSaveTurn } from "~/portal-store/save-turn.server";
import { readFormWithFiles } from "~/server/form-body.server";
import { requireIdParam, throwInvalid } from "~/server/not-found.server";
import { pageLocale, requireMember } from "~/session/guard.server";
import { runsListing } from "~/session/owned-listings.server";
import type { Member } from "~/session/session.server";
import { changesSentSince, lastDecidedChange, waitingChange } from "./listing-changes.server";
import { type EditErrorKey, inListingTexts } from "./error-texts";

type Context = Readonly<RouterContextProvider>;
type Entity = { id: number; attributes: Record<string, unknown> };

const VERSION_FIELD = "version";

export interface EditPage {
  kind: ListingKind;
  id: number;
  name: string;
  publicPath: string;
  fields: FormField[];
  values: FormValues;
  /** The master-data fields' entries (province, country), a stored value in none kept and marked. */
  choices: Record<string, { value: string; label: string }[]>;
  version: string;
  waiting: { reference: string; day: string; fields: string[] } | null;
  declined: { reference: string; reason: string } | null;
  /** The newest change a trusted owner published at once. */
  published: { reference: string } | null;
  /** The site team trusts the listing's owners: a save publishes at once. */
  trusted: boolean;
}

export interface EditAnswer {
  values: FormValues;
  errors: FieldErrors<EditErrorKey>;
  alert: TextKey;
  alertValues?: Record<string, string | number>;
  version: string;
}

/** The listing of this kind and id the signed-in member runs; anyone else's (or none) is a 404. */
async function ownListing(request: Request, context: Context, kind: ListingKind, rawId: string | undefined): Promise<{ member: Member; listing: Entity }> {
  const member = await requireMember(request, context, "company");
  const id = Number(requireIdParam(request, rawId));
  if (!Number.isSafeInteger(id) || !runsListing(member.owned, kind, id)) throwInvalid(request);
  const result = await contentClient(request, context, "server").findOne<{ data: Entity }>(LISTINGS[kind].api, id, { publicationState: "preview" });
  if (!result.ok) {
    if (result.status === 404) throwInvalid(request);
    throw new Error(`${kind} ${id} not read: ${result.status}`);
  }
  return { member, listing: result.data.data };
}

const publicPathOf = (request: Request, kind: ListingKind, listing: Entity) =>
  localizePath(pagePath(LISTING_PAGES[kind].detail, { id: String(listing.attributes.slug ?? listing.id) }), pageLocale(request).locale);

export async function loadEditPage(request: Request, context: Context, kind: ListingKind, rawId: string | undefined): Promise<EditPage> {
  const { listing } = await ownListing(request, context, kind, rawId);
  const { locale } = pageLocale(request);
  const fields = ownerFormFields(kind);
  const [waiting, decided, trusted] = await Promise.all([
    waitingChange(request, context, kind, listing.id),
    lastDecidedChange(request, context, kind, listing.id),
    portalStore(context.get(appContext).env).trustedListings.has(kind, listing.id),
  ]);
  const values = ownerFormValues(fields, listing.attributes, waiting?.changes ?? null);
  return {
    kind,
    id: listing.id,
    name: localized(listing.attributes, LISTINGS[kind].nameField, locale),
    publicPath: publicPathOf(request, kind, listing),
    fields,
    values,
    choices: await ownerMasterChoices(request, context, fields, values),
    version: editVersion(listing.attributes.updatedAt, waiting?.id ?? null),
    waiting: waiting ? { reference: waiting.reference, day: bangkokDay(waiting.updatedAt), fields: Object.keys(waiting.changes) } : null,
    declined: !waiting && decided?.status === "declined" ? { reference: decided.reference, reason: decided.declineReason } : null,
    published: decided?.status === "published" ? { reference: decided.reference } : null,
    trusted,
  };
}

/** The master-data fields' choices in the page's language; a stored value in none is offered as it is, marked. */
async function ownerMasterChoices(request: Request, context: Context, fields: readonly FormField[], values: FormValues) {
  if (!hasMasterFields(fields)) return {};
  const { locale } = pageLocale(request);
  const t = serverT(locale);
  const options = masterOptions(fields, await masterDataOf(contentClient(request, context, "anonymous")), values, locale);
  return masterChoices(options, (value) => t("listings.edit.stray", { value }));
}

/** Uploads the pictures chosen in the form; the upload's URL becomes the picture's path. */
async function uploadPictures(request: Request, context: Context, fields: readonly FormField[], form: FormData, values: FormValues, written: Record<string, unknown>) {
  const errors: FieldErrors<EditErrorKey> = {};
  const uploaded = new Set<string>();
  for (const field of fields.filter((f) => f.control === "image")) {
    const file = uploadOf(form, field);
    if (!file) continue;
    const answer = fileProblem([file], PICTURE_FILE) ? null : await contentClient(request, context, "server").upload([file]);
    const url = answer?.ok ? answer.data[0]?.url : undefined;
    if (!url) {
      errors[field.name] = { key: "listings.errors.image" };
      continue;
    }
    values[field.name] = url;
    written[field.name] = { ...(written[field.name] as object), path: url };
    uploaded.add(field.name);
  }
  return { errors, uploaded };
}

/**
 * A trusted listing's change (docs/decisions/060) is written to the listing at once and kept as `published` for
 * the team. It was stored as waiting first: a crash or a value the service refuses leaves it in the team's queue.
 */
async function publishTrusted(request: Request, context: Context, kind: ListingKind, listingId: number, changeId: number, changes: Record<string, unknown>): Promise<boolean> {
  if (!(await portalStore(context.get(appContext).env).trustedListings.has(kind, listingId))) return false;
  const client = contentClient(request, context, "server");
  const written = await client.update(LISTINGS[kind].api, listingId, { data: changes });
  if (!written.ok) return false;
  await client.update(LISTING_CHANGES_API, changeId, { data: { change_status: "published" } });
  return true;
}

const pick = (from: Record<string, unknown>, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, from[name] ?? null]));

/**
 * An owner's save (docs/decisions/060): checked field by field like the back office's form, refused whole when it
 * carries a field the page does not edit, when the listing moved on since the page was loaded (another owner, the
 * site team) or past the daily limit; otherwise the changed fields become a change request that replaces the one
 * waiting, and the page says so. Nothing typed is lost on any refusal.
 */
export async function saveListingEdit(request: Request, context: Context, kind: ListingKind, rawId: string | undefined) {
  const { member, listing } = await ownListing(request, context, kind, rawId);
  const { locale } = pageLocale(request);
  const sent = await readFormWithFiles(request, PICTURE_FORM_BYTES);
  const fields = ownerFormFields(kind);
  const waiting = await waitingChange(request, context, kind, listing.id);
  const form = withUnsentInputs(sent, fields, ownerFormValues(fields, listing.attributes, waiting?.changes ?? null));
  const parsed = parseContentForm(fields, form);
  const sentVersion = String(form.get(VERSION_FIELD) ?? "");
  const refuse = (status: number, alert: TextKey, more: Partial<EditAnswer> = {}) =>
    data<EditAnswer>({ values: parsed.values, errors: {}, alert, version: sentVersion, ...more }, { status });

  const strange = strangeNames(form, fields, [VERSION_FIELD, SUBMISSION_KEY_FIELD]);
  if (strange.length > 0) return refuse(400, "listings.errors.strange", { alertValues: { fields: strange.join(", ") } });
  if (Object.keys(parsed.errors).length > 0) return refuse(400, "listings.errors.alert", { errors: inListingTexts(parsed.errors) });

  // A province or country is an entry of the master data; a stored value in none may stay as it is.
  const master = hasMasterFields(fields) ? await masterDataOf(contentClient(request, context, "anonymous")) : {};
  const stray = strayMasterFields(fields, master, changedData(fields, listing.attributes, parsed.values, parsed.data, new Set()));
  if (stray.length > 0) return refuse(400, "listings.errors.alert", { errors: Object.fromEntries(stray.map((name) => [name, { key: "listings.errors.option" }])) });

  const version = editVersion(listing.attributes.updatedAt, waiting?.id ?? null);
  if (sentVersion !== version) return refuse(409, "listings.errors.stale", { version });
  const today = await changesSentSince(request, context, kind, listing.id, changeWindowStart(new Date()));
  if (today >= LISTING_CHANGES_PER_DAY) return refuse(429, "listings.errors.limit", { alertValues: { limit: LISTING_CHANGES_PER_DAY } });

  const store = portalStore(context.get(appContext).env);
  const turn = await claimSaveTurn(store, `listing-changes/${LISTINGS[kind].plural}`, listing.id, version);
  // Another save of this very version came first (a second owner, a double submit): the form then carries the
  // version that save made, so what was typed here can be checked and sent again.
  if (!turn) return refuse(409, "listings.errors.stale", { version: editVersion(listing.attributes.updatedAt, (await waitingChange(request, context, kind, listing.id))?.id ?? null) });
  try {
    const written = { ...parsed.data };
    const pictures = await uploadPictures(request, context, fields, form, parsed.values, written);
    if (Object.keys(pictures.errors).length > 0) {
      await turn.release();
      return refuse(400, "listings.errors.alert", { errors: pictures.errors });
    }
    // A picture whose file stays keeps its stored sizes under new alt texts.
    const changes = changedData(fields, listing.attributes, parsed.values, written, pictures.uploaded);
    const changed = Object.keys(changes);
    const client = contentClient(request, context, "server");
    if (changed.length === 0 && !waiting) {
      await turn.release();
      return refuse(400, "listings.errors.nothing", { version });
    }
    let done: string;
    if (changed.length === 0) {
      await client.update(LISTING_CHANGES_API, waiting!.id, { data: { change_status: "replaced" } });
      done = "withdrawn=1";
    } else {
      const created = await client.create<{ data: { id: number } }>(LISTING_CHANGES_API, {
        data: {
          [kind]: listing.id,
          user: member.user.id,
          changes,
          previous: pick(listing.attributes, changed),
          base_version: String(listing.attributes.updatedAt ?? ""),
          locale,
        },
      });
      if (!created.ok) throw new Error(`listing change not stored: ${created.status} ${created.error.message}`);
      if (waiting) await client.update(LISTING_CHANGES_API, waiting.id, { data: { change_status: "replaced" } });
      done = (await publishTrusted(request, context, kind, listing.id, created.data.data.id, changes)) ? "published=1" : "sent=1";
    }
    await turn.done();
    throw redirect(`${documentPath(request.url).split("?")[0]}?${done}`, 303);
  } catch (error) {
    if (error instanceof Response) throw error;
    await turn.release();
    console.error(`listing edit ${kind}/${listing.id} failed: ${String(error)}`);
    return refuse(503, "listings.errors.failed");
  }
}
