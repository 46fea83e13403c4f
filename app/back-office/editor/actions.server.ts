import { data, redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { contentPath } from "~/back-office/pages/content-paths";
import { localeFromPath } from "~/lib/locale";
import { backOfficeStore } from "~/back-office/store/back-office-store.server";
import { portalStore } from "~/portal-store/portal-store.server";
import type { CollectionDef } from "~/model/model";
import type { StrapiEntity, StrapiErrorBody, StrapiSingle } from "~/model/types";
import { readForm } from "~/server/form-body.server";
import type { StaffMember } from "../staff/accounts.server";
import { recordStaffWrite } from "../staff/audit.server";
import { contentFormFields, managedCollection } from "./collections";
import { api, loadRecord, relationChoices, serverClient, strayMasterValues, type Option } from "./content.server";
import { flatRecord } from "./flat-record";
import type { FormField } from "~/lib/model-form/form-model";
import { changedData } from "~/lib/model-form/changed-data";
import { detailPathOf } from "~/lib/detail-paths";
import { firstFreeSlug } from "~/lib/slug";
import { slugBaseOf, slugFieldOf, takenSlugs } from "./slugs.server";
import { type FormValues, parseContentForm, uploadOf } from "~/lib/model-form/form-values";
import type { FieldErrors } from "./field-errors";
import { claimSaveTurn } from "~/portal-store/save-turn.server";
import { changesSince, isStale } from "./version";
import { conflictForm, mergeOf, openedRecord } from "./merge";
import { saveSchedule } from "./schedule.server";
import type { StaffTextKey } from "../texts/staff-texts";
import { portalNow } from "~/domain/clock";
import { libraryPictureOf, pictureValueOf } from "./media-library";
import { libraryPictureAt } from "./media.server";
import { changedPictures, missingAltTexts } from "./picture-alt";
import { pickedValues, pickerIntent, pickerPage, type PickerAnswer } from "./picture-picker.server";

type Context = Readonly<RouterContextProvider>;

/** A content form with an image takes the upload's 10 MB and the rest of the form. */
const CONTENT_FORM_LIMIT = 11 * 1024 * 1024;

export type Done = "created" | "saved" | "merged" | "published" | "unpublished" | "unchanged" | "scheduled";

/** What a refused form answers: the values typed, the errors beside their fields, the message above the form. */
export interface ContentFormAnswer {
  values: FormValues;
  errors: FieldErrors;
  alert: StaffTextKey | null;
  /** A refused stale save: who saved since and the fields they changed (empty when not known). */
  stale?: { who: string[]; fields: string[] };
  /** The version the form now carries (after a refused stale save: the stored one). */
  updatedAt?: string;
  /** After a conflict: the stored value of each input both editors changed, shown beside this editor's. */
  theirs?: FormValues;
  /** Relation choices narrowed by the picker's Find. */
  choices?: Record<string, Option[]>;
  found?: { field: string; q: string };
  /** A page of the media library in one picture field's picker, and the field a picture was just picked into. */
  picker?: PickerAnswer;
  picked?: string;
}

const answer = (status: number, body: ContentFormAnswer) => data(body, { status });

/** A field error from the service's 400 (a duplicate unique value, a related record gone) beside its field. */
function serviceErrors(error: StrapiErrorBody, fields: readonly FormField[]): FieldErrors {
  const errors: FieldErrors = {};
  const known = new Set(fields.flatMap((field) => [field.name, `${field.name}_en`]));
  for (const issue of error.details.errors ?? []) {
    const name = issue.path[0];
    if (!name || !known.has(name)) continue;
    const key: StaffTextKey = /unique/i.test(issue.message) ? "content.errors.unique" : /does not exist/i.test(issue.message) ? "content.errors.missing" : "content.errors.refused";
    errors[name] = { key, values: { message: issue.message } };
  }
  return errors;
}

/** A picture uploaded in the form goes into the media library with its alt texts, and into the record with its sizes. */
async function uploadImages(request: Request, context: Context, fields: readonly FormField[], form: FormData, values: FormValues, written: Record<string, unknown>): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const field of fields.filter((f) => f.control === "image")) {
    const file = uploadOf(form, field);
    if (!file) continue;
    const info = { alternativeText: values[`${field.name}.alt`] ?? "", caption: values[`${field.name}.alt_en`] ?? "" };
    const uploaded = await serverClient(request, context).upload([file], [info]);
    const stored = uploaded.ok ? uploaded.data[0] : undefined;
    if (!stored) {
      errors[field.name] = { key: "content.errors.image" };
      continue;
    }
    values[field.name] = stored.url;
    written[field.name] = { ...(written[field.name] as object), ...pictureValueOf(libraryPictureOf(stored)) };
  }
  return errors;
}

/** A picture picked from the media library (or its address typed) is written with the sizes the library stored. */
async function addLibrarySizes(request: Request, context: Context, names: readonly string[], written: Record<string, unknown>) {
  for (const name of names) {
    const value = written[name];
    if (typeof value !== "object" || value === null) continue;
    const picture = await libraryPictureAt(request, context, String((value as { path?: unknown }).path ?? ""));
    if (picture) written[name] = { ...value, ...pictureValueOf(picture) };
  }
}

/**
 * A record saved without a slug gets one (issue 47): from its English title by the slug rule, else its Thai
 * title's Latin part, else the collection's name, with a suffix when another record has it. The form's value is
 * set too, so the save counts it as a change.
 */
async function fillEmptySlug(request: Request, context: Context, collection: CollectionDef, id: number | null, sent: Record<string, unknown>, values: FormValues) {
  const slug = slugFieldOf(collection);
  if (!slug || !(slug.name in sent) || sent[slug.name]) return;
  const base = slugBaseOf(collection, sent);
  sent[slug.name] = firstFreeSlug(base, await takenSlugs(serverClient(request, context), collection, [base], id));
  values[slug.name] = String(sent[slug.name]);
}

/** A published record whose address changed keeps its old one answering 301 to the new (pages, sitemap and feeds use the new). */
async function keepFormerAddress(env: Env, collection: CollectionDef, before: StrapiEntity | null, after: StrapiEntity | null) {
  if (!before?.attributes.publishedAt || !after) return;
  const from = detailPathOf(collection.plural, { id: before.id, slug: before.attributes.slug, scope: before.attributes.scope });
  const to = detailPathOf(collection.plural, { id: after.id, slug: after.attributes.slug, scope: after.attributes.scope });
  if (from && to && from !== to) await portalStore(env).pathRedirects.add(from, to);
}

const INTENTS = ["save", "publish", "unpublish"] as const;
type Intent = (typeof INTENTS)[number];

function publicationOf(intent: Intent, creating: boolean): Record<string, string | null> {
  if (intent === "publish") return { publishedAt: portalNow().toISOString() };
  if (intent === "unpublish" || creating) return { publishedAt: null };
  return {};
}

/** Checks the collection and the record id of a content page; anything else is the back office's 404. */
export function contentTarget(params: { plural?: string; id?: string }): { collection: CollectionDef; id: number | null } {
  const collection = managedCollection(params.plural);
  if (!collection) throw data(null, { status: 404 });
  if (params.id === undefined) return { collection, id: null };
  if (!/^[1-9]\d{0,14}$/.test(params.id)) throw data(null, { status: 404 });
  return { collection, id: Number(params.id) };
}

/**
 * The content form's action, new or edit: a Find in a relation picker, or a save (as draft, publishing or
 * unpublishing) checked field by field, refused when the record changed since the page loaded, uploaded
 * images first, then written through the service and logged.
 */
export async function saveContentForm(request: Request, context: Context, staff: StaffMember, collection: CollectionDef, id: number | null, form: FormData) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const fields = contentFormFields(collection);
  const parsed = parseContentForm(fields, form);
  const intentText = String(form.get("intent") ?? "save");

  if (intentText.startsWith("find:")) {
    const field = intentText.slice("find:".length);
    const q = String(form.get(`${field}.find`) ?? "").trim().slice(0, 200);
    const choices = await relationChoices(request, context, fields, parsed.values, managedCollection, { field, q });
    return answer(200, { values: parsed.values, errors: {}, alert: null, choices, found: { field, q } });
  }
  const picker = pickerIntent(intentText, fields);
  if (picker?.kind === "library") {
    const q = String(form.get(`${picker.field}.library`) ?? "");
    return answer(200, { values: parsed.values, errors: {}, alert: null, picker: await pickerPage(request, context, picker.field, q, picker.page) });
  }
  if (picker?.kind === "pick") {
    const values = await pickedValues(request, context, parsed.values, picker.field, picker.id);
    if (!values) return answer(404, { values: parsed.values, errors: { [picker.field]: { key: "content.errors.missing" } }, alert: "content.errors.alert" });
    return answer(200, { values, errors: {}, alert: null, picked: picker.field });
  }
  const intent: Intent = (INTENTS as readonly string[]).includes(intentText) ? (intentText as Intent) : "save";
  const loadedAt = String(form.get("updatedAt") ?? "");
  const refuse = (status: number, errors: FieldErrors, alert: StaffTextKey, more: Partial<ContentFormAnswer> = {}) =>
    answer(status, { values: parsed.values, errors, alert, updatedAt: loadedAt, ...more });

  if (Object.keys(parsed.errors).length > 0) return refuse(400, parsed.errors, "content.errors.alert");

  const { env } = context.get(appContext);
  const before = id === null ? null : await loadRecord(request, context, collection, id);
  if (id !== null && !before) return refuse(404, {}, "content.errors.gone");
  const uploaded = new Set(fields.filter((field) => uploadOf(form, field)).map((field) => field.name));
  // A picture a public page will show needs its alt texts in both languages.
  const altErrors = missingAltTexts(fields, before?.attributes ?? null, parsed.values, uploaded);
  if (Object.keys(altErrors).length > 0) return refuse(400, altErrors, "content.errors.alert");
  const since = () => backOfficeStore(env).staffAudit.entriesAfter(collection.plural, id!, Number(form.get("auditMark") ?? 0));
  const refuseStale = async (stored: unknown) => refuse(409, {}, "content.errors.stale", { stale: changesSince(await since()), updatedAt: String(stored) });
  // Saved by someone else since this form was opened: merged field by field (app/back-office/editor/merge.ts).
  let version = loadedAt;
  let mine: ReadonlySet<string> | null = null;
  if (before && isStale(loadedAt, before.attributes.updatedAt)) {
    const entries = await since();
    // Changed where the log does not see it (a remote Strapi's own admin): what changed is unknown, so no merge.
    if (entries.length === 0) return refuseStale(before.attributes.updatedAt);
    const current = flatRecord(before.attributes);
    const merge = mergeOf(fields, current, openedRecord(current, entries), parsed.values, uploaded);
    if (merge.conflicts.length > 0) {
      const { values, theirs } = conflictForm(fields, current, parsed.values, merge);
      const stale = { who: changesSince(entries).who, fields: merge.conflicts };
      return refuse(409, {}, "content.errors.conflict", { stale, values, theirs, updatedAt: String(before.attributes.updatedAt) });
    }
    mine = new Set(merge.mine);
    version = String(before.attributes.updatedAt);
  }
  // A master-data field takes an entry of its list; a stored value in none stays until someone changes it.
  const stray = await strayMasterValues(request, context, fields, before ? changedData(fields, before.attributes, parsed.values, parsed.data, new Set()) : parsed.data);
  if (stray.length > 0) return refuse(400, Object.fromEntries(stray.map((name) => [name, { key: "content.errors.option" }])), "content.errors.alert");

  const turn = id === null ? null : await claimSaveTurn(portalStore(env), collection.plural, id, version);
  // Another save of this very version came first: the form then carries whatever is stored now.
  if (id !== null && !turn) return refuseStale((await loadRecord(request, context, collection, id))?.attributes.updatedAt ?? loadedAt);
  const sent = { ...parsed.data };
  await fillEmptySlug(request, context, collection, id, sent, parsed.values);
  await addLibrarySizes(request, context, changedPictures(fields, before?.attributes ?? null, parsed.values, uploaded).filter((name) => !uploaded.has(name)), sent);
  const uploadErrors = await uploadImages(request, context, fields, form, parsed.values, sent);
  if (Object.keys(uploadErrors).length > 0) {
    await turn?.release();
    return refuse(400, uploadErrors, "content.errors.alert");
  }
  // An edit writes only the fields whose value changed: what nobody touched (a picture's stored sizes, a field
  // another editor saved meanwhile) stays as stored, and the audit entry lists only what changed.
  const changed = before ? changedData(fields, before.attributes, parsed.values, sent, uploaded) : sent;
  // A merged save writes only what this editor changed: the other editor's fields stay as they saved them.
  const own = mine ? Object.fromEntries(Object.entries(changed).filter(([name]) => mine.has(name))) : changed;
  const written = { ...own, ...publicationOf(intent, id === null) };
  if (before && Object.keys(written).length === 0) {
    await turn?.release();
    throw redirect(`${contentPath(locale, collection.plural, before.id)}?done=unchanged`, 303);
  }

  const client = serverClient(request, context);
  const result = await (id === null ? client.create<StrapiSingle>(api(collection), { data: written }) : client.update<StrapiSingle>(api(collection), id, { data: written })).catch(async (error: unknown) => {
    await turn?.release();
    throw error;
  });
  if (!result.ok) {
    await turn?.release();
    const errors = result.status === 400 ? serviceErrors(result.error, fields) : {};
    console.error(`content manager write ${collection.plural} answered ${result.status}: ${result.error.message}`);
    return refuse(result.status === 400 ? 400 : 503, errors, Object.keys(errors).length > 0 ? "content.errors.alert" : "content.errors.failed");
  }
  await turn?.done();
  const savedId = result.data.data.id;
  const after = await loadRecord(request, context, collection, savedId);
  await keepFormerAddress(env, collection, before, after);
  await recordStaffWrite(context.get(appContext).env, {
    staff,
    action: id === null ? "create" : intent === "save" ? "update" : intent,
    target: { collection: collection.plural, id: savedId },
    before: before ? flatRecord(before.attributes) : null,
    after: after ? flatRecord(after.attributes) : null,
  });
  const done: Done = intent !== "save" ? `${intent}ed` : id === null ? "created" : mine ? "merged" : "saved";
  throw redirect(`${contentPath(locale, collection.plural, savedId)}?done=${done}`, 303);
}

/** Deletes a record once the confirmation is ticked, and logs it. */
export async function deleteContent(request: Request, context: Context, staff: StaffMember, collection: CollectionDef, id: number) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const before = await loadRecord(request, context, collection, id);
  if (!before) throw redirect(contentPath(locale, collection.plural), 303);
  const result = await serverClient(request, context).remove(api(collection), id);
  if (!result.ok) throw new Error(`content manager delete ${collection.plural}/${id} answered ${result.status}: ${result.error.message}`);
  await recordStaffWrite(context.get(appContext).env, { staff, action: "delete", target: { collection: collection.plural, id }, before: flatRecord(before.attributes), after: null });
  throw redirect(`${contentPath(locale, collection.plural)}?deleted=${id}`, 303);
}

/** A content page's action: the new record's form, or on a record its form or a delete (once confirmed). */
export async function contentAction(request: Request, context: Context, staff: StaffMember, collection: CollectionDef, id: number | null) {
  const form = await readForm(request, CONTENT_FORM_LIMIT);
  if (id !== null && form.get("intent") === "schedule") return saveSchedule(request, context, staff, collection, id, form);
  if (id === null || form.get("intent") !== "delete") return saveContentForm(request, context, staff, collection, id, form);
  if (form.get("confirm") !== "yes") return data({ deleteRefused: true as const }, { status: 400 });
  return deleteContent(request, context, staff, collection, id);
}
