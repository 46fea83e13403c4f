import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { localized } from "~/content/localized";
import { appContext } from "~/context";
import { fileProblem, PICTURE_FILE, PICTURE_FORM_BYTES } from "~/domain/file-rules";
import { LISTING_CHANGES_PER_DAY } from "~/domain/listing-changes";
import type { TextKey } from "~/i18n/translator";
import { bangkokDay, bangkokToday } from "~/lib/dates";
import { documentPath } from "~/lib/document-url";
import { changeWindowStart, editVersion } from "~/lib/listing-edit";
import { type ListingChange, LISTING_CHANGE_POPULATE, LISTING_CHANGES_API, listingChangeOf } from "~/lib/listing-changes";
import { floorPlanEditPath } from "~/lib/listing-edit-paths";
import { localizePath } from "~/lib/locale";
import { type FieldErrors, type FormValues, recordToValues, uploadOf } from "~/lib/model-form/form-values";
import { tradeShowPath } from "~/lib/paths";
import { boothInput, NEW_BOOTH_ROWS_ON_EDIT } from "~/lib/booth-rows";
import { BOOTH_FIELDS, boothRowsSent, type CurrentShow, parseShowEdit, SHOW_FIELDS, submissionInputNames } from "~/lib/show-submission";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import { portalStore } from "~/portal-store/portal-store.server";
import { claimSaveTurn } from "~/portal-store/save-turn.server";
import { readFormWithFiles } from "~/server/form-body.server";
import { requireIdParam, throwInvalid } from "~/server/not-found.server";
import { pageLocale } from "~/session/guard.server";
import { type EditErrorKey, inListingTexts } from "./error-texts";
import { changesSentSince } from "./listing-changes.server";
import { choiceLists, choicesFor, formChoices, organizersOf, SHOW_FORM_FIELDS, type ShowFormChoices, type ShowFormFields } from "./show-submission.server";

type Context = Readonly<RouterContextProvider>;
type Entity = { id: number; attributes: Record<string, unknown> };

const VERSION_FIELD = "version";

/** A booth type row of the editor: its id and how many of it are booked (the stock may not go below). */
export interface BoothRow {
  id: number | null;
  booked: number;
}

export interface ShowEditPage {
  id: number;
  name: string;
  publicPath: string;
  /** The show's floor plan editor. */
  planPath: string;
  choices: ShowFormChoices;
  fields: ShowFormFields;
  values: FormValues;
  rows: BoothRow[];
  version: string;
  waiting: { reference: string; day: string } | null;
  declined: { reference: string; reason: string } | null;
}

export interface ShowEditAnswer {
  values: FormValues;
  errors: FieldErrors<EditErrorKey>;
  alert: TextKey;
  alertValues?: Record<string, string | number>;
  version: string;
}

const server = (request: Request, context: Context) => contentClient(request, context, "server");

/** The show of this id, published or not, if one of the member's organizers runs it; anything else is a 404. */
async function ownShow(request: Request, context: Context, rawId: string | undefined) {
  const { member, locale, organizers } = await organizersOf(request, context);
  const id = Number(requireIdParam(request, rawId));
  const found = Number.isSafeInteger(id) ? await server(request, context).findOne<{ data: Entity }>("api/trade-shows", id, { populate: { organizer: { fields: ["id"] } }, publicationState: "preview" }) : null;
  const organizer = found?.ok ? (found.data.data.attributes.organizer as { data: { id: number } | null } | undefined)?.data?.id : undefined;
  if (!found?.ok || !organizers.some((o) => o.id === organizer)) throwInvalid(request);
  const booths = await server(request, context).query<{ data: Entity[] }>("api/booth-types", { filters: { trade_show: { id: { $eq: id } } }, sort: ["sort_order:asc", "id:asc"], pagination: { pageSize: 100 } });
  if (!booths.ok) throw new Error(`booth types of show ${id} not read: ${booths.status}`);
  const current: CurrentShow = {
    show: found.data.data.attributes,
    booths: booths.data.data.map((b) => ({ id: b.id, reserved: Number(b.attributes.booths_reserved ?? 0), attributes: b.attributes })),
  };
  return { member, locale, organizers, organizerId: organizer!, showId: id, current };
}

async function changesOfShow(request: Request, context: Context, showId: number, statuses: readonly string[]): Promise<ListingChange[]> {
  const result = await server(request, context).query<{ data: Entity[] }>(LISTING_CHANGES_API, {
    filters: { trade_show: { id: { $eq: showId } }, change_kind: { $eq: "show-edit" }, change_status: { $in: statuses } },
    populate: LISTING_CHANGE_POPULATE,
    sort: ["id:desc"],
    pagination: { pageSize: 1 },
  });
  if (!result.ok) throw new Error(`changes of show ${showId} not read: ${result.status}`);
  return result.data.data.map(listingChangeOf).filter((change): change is ListingChange => change !== null);
}

/** The editor's values: the show as published with a waiting edit laid over it, its booth types, two empty rows. */
function editorValues(current: CurrentShow, waiting: ListingChange | null): { values: FormValues; rows: BoothRow[] } {
  const pending = (waiting?.changes ?? {}) as { show?: Record<string, unknown>; updates?: Record<string, unknown>[]; booths?: Record<string, unknown>[] };
  const values: FormValues = recordToValues(SHOW_FIELDS, { ...current.show, ...pending.show });
  const rows: BoothRow[] = [];
  const put = (row: number, attributes: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(recordToValues(BOOTH_FIELDS, attributes))) values[boothInput(row, name)] = value;
  };
  for (const booth of current.booths) {
    const update = pending.updates?.find((u) => u.id === booth.id) ?? {};
    put(rows.length, { ...booth.attributes, ...update });
    values[boothInput(rows.length, "id")] = String(booth.id);
    rows.push({ id: booth.id, booked: booth.reserved });
  }
  for (const booth of pending.booths ?? []) {
    put(rows.length, booth);
    rows.push({ id: null, booked: 0 });
  }
  for (let i = 0; i < NEW_BOOTH_ROWS_ON_EDIT; i++) rows.push({ id: null, booked: 0 });
  return { values, rows };
}

export async function loadShowEdit(request: Request, context: Context, rawId: string | undefined): Promise<ShowEditPage> {
  const [{ locale, organizers, showId, current }, lists] = await Promise.all([ownShow(request, context, rawId), choiceLists(request, context, pageLocale(request).locale)]);
  const [[waiting], [decided]] = await Promise.all([changesOfShow(request, context, showId, ["waiting"]), changesOfShow(request, context, showId, ["approved", "declined"])]);
  const { values, rows } = editorValues(current, waiting ?? null);
  return {
    id: showId,
    name: localized(current.show, "name", locale),
    publicPath: localizePath(tradeShowPath({ scope: String(current.show.scope ?? ""), slug: String(current.show.slug ?? showId) }), locale),
    planPath: localizePath(floorPlanEditPath(showId), locale),
    choices: formChoices(lists, organizers, locale, values),
    fields: SHOW_FORM_FIELDS,
    values,
    rows,
    version: editVersion(current.show.updatedAt, waiting?.id ?? null),
    waiting: waiting ? { reference: waiting.reference, day: bangkokDay(waiting.updatedAt) } : null,
    declined: !waiting && decided?.status === "declined" ? { reference: decided.reference, reason: decided.declineReason } : null,
  };
}

/**
 * An organizer's edit of its show (docs/decisions/061): checked like a new show, each booth type's stock never
 * below what is booked; only what differs from the show as published becomes a change request (`show-edit`),
 * replacing the one waiting, for the site team's review. Refusals keep everything typed.
 */
export async function saveShowEdit(request: Request, context: Context, rawId: string | undefined) {
  const { member, locale, organizers, organizerId, showId, current } = await ownShow(request, context, rawId);
  const form = await readFormWithFiles(request, PICTURE_FORM_BYTES);
  const [waiting] = await changesOfShow(request, context, showId, ["waiting"]);
  const version = editVersion(current.show.updatedAt, waiting?.id ?? null);
  const sentVersion = String(form.get(VERSION_FIELD) ?? "");
  const { choices, masters } = await choicesFor(request, context, organizers, locale);
  const cover = SHOW_FIELDS.find((field) => field.control === "image")!;
  const file = uploadOf(form, cover);
  const parsed = parseShowEdit(
    form,
    { venues: new Set(choices.venues.map((v) => Number(v.value))), masters, today: bangkokToday() },
    current,
    new Set(file ? [cover.name] : []),
  );
  const refuse = (status: number, alert: TextKey, more: Partial<ShowEditAnswer> = {}) =>
    data<ShowEditAnswer>({ values: parsed.values, errors: {}, alert, version: sentVersion, ...more }, { status });

  const known = new Set([...submissionInputNames(boothRowsSent(form)), VERSION_FIELD, SUBMISSION_KEY_FIELD]);
  const strange = [...new Set(form.keys())].filter((name) => !known.has(name) || name === "organizer");
  if (strange.length > 0) return refuse(400, "listings.errors.strange", { alertValues: { fields: strange.join(", ") } });
  if (Object.keys(parsed.errors).length > 0) return refuse(400, "listings.errors.alert", { errors: inListingTexts(parsed.errors) });
  if (sentVersion !== version) return refuse(409, "listings.errors.stale", { version });
  if ((await changesSentSince(request, context, "organizer", organizerId, changeWindowStart(new Date()))) >= LISTING_CHANGES_PER_DAY) {
    return refuse(429, "listings.errors.limit", { alertValues: { limit: LISTING_CHANGES_PER_DAY } });
  }
  const nothing = Object.keys(parsed.show).length === 0 && parsed.updates.length === 0 && parsed.booths.length === 0;
  if (nothing && !waiting) return refuse(400, "listings.errors.nothing", { version });
  const turn = await claimSaveTurn(portalStore(context.get(appContext).env), "listing-changes/trade-shows", showId, version);
  if (!turn) return refuse(409, "listings.errors.stale", { version: editVersion(current.show.updatedAt, (await changesOfShow(request, context, showId, ["waiting"]))[0]?.id ?? null) });
  const client = server(request, context);
  if (file) {
    const uploaded = fileProblem([file], PICTURE_FILE) ? null : await client.upload([file]);
    const url = uploaded?.ok ? uploaded.data[0]?.url : undefined;
    if (!url) {
      await turn.release();
      return refuse(400, "listings.errors.alert", { errors: { [cover.name]: { key: "listings.errors.image" } } });
    }
    parsed.show[cover.name] = { ...(parsed.show[cover.name] as object), path: url };
  }
  let done = "withdrawn=1";
  if (!nothing) {
    const label = { th: String(current.show.name ?? ""), en: String(current.show.name_en ?? "") };
    const created = await client.create<{ data: { id: number } }>(LISTING_CHANGES_API, {
      data: { organizer: organizerId, trade_show: showId, user: member.user.id, change_kind: "show-edit", changes: { label, show: parsed.show, updates: parsed.updates, booths: parsed.booths }, locale },
    });
    if (!created.ok) {
      await turn.release();
      console.error(`edit of show ${showId} not stored: ${created.status} ${created.error.message}`);
      return refuse(503, "listings.errors.failed");
    }
    done = "sent=1";
  }
  if (waiting) await client.update(LISTING_CHANGES_API, waiting.id, { data: { change_status: "replaced" } });
  await turn.done();
  throw redirect(`${documentPath(request.url).split("?")[0]}?${done}`, 303);
}

/** The published shows of the member's organizers, newest first, each with its editor (for the listings page). */
export async function showsOf(request: Request, context: Context, organizerIds: readonly number[], locale: "th" | "en") {
  if (organizerIds.length === 0) return [];
  const result = await server(request, context).query<{ data: Entity[] }>("api/trade-shows", {
    filters: { organizer: { id: { $in: organizerIds } } },
    fields: ["name", "name_en", "slug", "scope", "start_date", "end_date"],
    sort: ["start_date:desc"],
    pagination: { pageSize: 50 },
  });
  if (!result.ok) throw new Error(`organizers' shows not read: ${result.status}`);
  return result.data.data.map((show) => ({ id: show.id, name: localized(show.attributes, "name", locale), startDate: String(show.attributes.start_date ?? ""), endDate: String(show.attributes.end_date ?? "") }));
}
