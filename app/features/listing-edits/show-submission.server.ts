import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { masterDataOf } from "~/content/master-data.server";
import { listOf, pageCountOf } from "~/content/server";
import { localized } from "~/content/localized";
import { fileProblem, PICTURE_FILE, PICTURE_FORM_BYTES } from "~/domain/file-rules";
import { LISTING_CHANGES_PER_DAY } from "~/domain/listing-changes";
import { serverT } from "~/i18n/server";
import type { TextKey } from "~/i18n/translator";
import { bangkokToday } from "~/lib/dates";
import { changeWindowStart } from "~/lib/listing-edit";
import { LISTING_CHANGES_API } from "~/lib/listing-changes";
import { localizePath } from "~/lib/locale";
import type { FieldErrors, FormValues } from "~/lib/model-form/form-values";
import { uploadOf } from "~/lib/model-form/form-values";
import { type MasterLists, masterChoices, masterOptions } from "~/lib/model-form/master-options";
import { pagePath } from "~/lib/paths";
import { BOOTH_ROWS } from "~/lib/booth-rows";
import { BOOTH_FIELDS, parseShowSubmission, SHOW_FIELDS, submissionInputNames } from "~/lib/show-submission";
import { SUBMISSION_KEY_FIELD } from "~/lib/submission-key";
import type { VenueAttributes } from "~/model/entities";
import { readFormWithFiles } from "~/server/form-body.server";
import { throwInvalid } from "~/server/not-found.server";
import { pageLocale, requireMember } from "~/session/guard.server";
import { ownedListingsOf } from "~/session/owned-listings.server";
import { changesSentSince } from "./listing-changes.server";
import { type EditErrorKey, inListingTexts } from "./error-texts";

type Context = Readonly<RouterContextProvider>;
type Option = { value: string; label: string };


/** The model's fields of the show form, sent with the page's data so the browser's scripts need not carry the model. */
export const SHOW_FORM_FIELDS = { show: SHOW_FIELDS, booth: BOOTH_FIELDS };
export type ShowFormFields = typeof SHOW_FORM_FIELDS;

/** What the new-show form offers: the member's organizers, the portal's venues, the master data's entries. */
export interface ShowFormChoices {
  organizers: Option[];
  venues: Option[];
  /** Industry, province and country: each field's entries (a stored value in none kept, marked). */
  masters: Record<string, Option[]>;
}

export interface ShowSubmissionAnswer {
  values: FormValues;
  errors: FieldErrors<EditErrorKey>;
  alert: TextKey;
  alertValues?: Record<string, string | number>;
}

/** Every published venue by name, page after page (the source answers at most 100 at a time). */
async function allVenues(request: Request, context: Context, locale: "th" | "en"): Promise<Option[]> {
  const client = contentClient(request, context, "anonymous");
  const page = (n: number) => listOf<VenueAttributes>(client, "api/venues", { fields: ["name", "name_en"], sort: ["name:asc"], pagination: { page: n, pageSize: 100 } });
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pageCountOf(first) - 1) }, (_, i) => page(i + 2)));
  return [first, ...rest]
    .flatMap((list) => list.data)
    .map((venue) => ({ value: String(venue.id), label: localized(venue.attributes, "name", locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The organizers the member runs; someone who runs none has no such page (404). */
export async function organizersOf(request: Request, context: Context) {
  const member = await requireMember(request, context, "company");
  const { locale } = pageLocale(request);
  const organizers = ownedListingsOf(member.owned, locale).organizer;
  if (organizers.length === 0) throwInvalid(request);
  return { member, locale, organizers };
}

type ChoiceLists = { venues: Option[]; masters: MasterLists };

/** The portal's venues and master data, which the show form's choices are made of (neither depends on a show). */
export async function choiceLists(request: Request, context: Context, locale: "th" | "en"): Promise<ChoiceLists> {
  const [venues, masters] = await Promise.all([allVenues(request, context, locale), masterDataOf(contentClient(request, context, "anonymous"))]);
  return { venues, masters };
}

/** The form's choices; the stored values go with them, so an industry or province in no master-data entry shows as it is. */
export function formChoices(lists: ChoiceLists, organizers: { id: number; name: string }[], locale: "th" | "en", values: FormValues = {}): ShowFormChoices {
  const t = serverT(locale);
  const masters = masterChoices(masterOptions(SHOW_FIELDS, lists.masters, values, locale), (value) => t("listings.edit.stray", { value }));
  return { organizers: organizers.map((o) => ({ value: String(o.id), label: o.name })), venues: lists.venues, masters };
}

export async function choicesFor(request: Request, context: Context, organizers: { id: number; name: string }[], locale: "th" | "en"): Promise<{ choices: ShowFormChoices; masters: MasterLists }> {
  const lists = await choiceLists(request, context, locale);
  return { choices: formChoices(lists, organizers, locale), masters: lists.masters };
}

export async function loadShowForm(request: Request, context: Context) {
  const { locale, organizers } = await organizersOf(request, context);
  return { choices: (await choicesFor(request, context, organizers, locale)).choices, fields: SHOW_FORM_FIELDS };
}

/**
 * An organizer's new show (docs/decisions/061): checked like the back office's forms and against the portal's own
 * venues and industries, then stored as a change request of its organizer for the site team to review; the page
 * of the company's listings says it was sent. A field the form does not have, an organizer the member does not
 * run, the daily limit: refused with everything typed kept.
 */
export async function submitShow(request: Request, context: Context) {
  const { member, locale, organizers } = await organizersOf(request, context);
  const form = await readFormWithFiles(request, PICTURE_FORM_BYTES);
  const { choices, masters } = await choicesFor(request, context, organizers, locale);
  const parsed = parseShowSubmission(form, { venues: new Set(choices.venues.map((venue) => Number(venue.value))), masters, today: bangkokToday() });
  const values = { ...parsed.values, organizer: String(form.get("organizer") ?? "") };
  const refuse = (status: number, alert: TextKey, more: Partial<ShowSubmissionAnswer> = {}) => data<ShowSubmissionAnswer>({ values, errors: {}, alert, ...more }, { status });

  const known = new Set([...submissionInputNames(BOOTH_ROWS), SUBMISSION_KEY_FIELD]);
  const strange = [...new Set(form.keys())].filter((name) => !known.has(name));
  if (strange.length > 0) return refuse(400, "listings.errors.strange", { alertValues: { fields: strange.join(", ") } });
  const organizer = organizers.find((o) => String(o.id) === values.organizer);
  if (!organizer) return refuse(400, "listings.errors.alert", { errors: { organizer: { key: "listings.errors.option" } } });
  if (Object.keys(parsed.errors).length > 0) return refuse(400, "listings.errors.alert", { errors: inListingTexts(parsed.errors) });
  if ((await changesSentSince(request, context, "organizer", organizer.id, changeWindowStart(new Date()))) >= LISTING_CHANGES_PER_DAY) {
    return refuse(429, "listings.errors.limit", { alertValues: { limit: LISTING_CHANGES_PER_DAY } });
  }
  const client = contentClient(request, context, "server");
  const cover = SHOW_FIELDS.find((field) => field.control === "image");
  const file = cover ? uploadOf(form, cover) : null;
  if (cover && file) {
    const uploaded = fileProblem([file], PICTURE_FILE) ? null : await client.upload([file]);
    const url = uploaded?.ok ? uploaded.data[0]?.url : undefined;
    if (!url) return refuse(400, "listings.errors.alert", { errors: { [cover.name]: { key: "listings.errors.image" } } });
    parsed.show[cover.name] = { ...(parsed.show[cover.name] as object), path: url };
  }
  const created = await client.create<{ data: { id: number } }>(LISTING_CHANGES_API, {
    data: { organizer: organizer.id, user: member.user.id, change_kind: "new-show", changes: { show: parsed.show, booths: parsed.booths }, locale },
  });
  if (!created.ok) {
    console.error(`new show of organizer ${organizer.id} not stored: ${created.status} ${created.error.message}`);
    return refuse(503, "listings.errors.failed");
  }
  throw redirect(`${localizePath(pagePath("myListings"), locale)}?show=sent`, 303);
}
