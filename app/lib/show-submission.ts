import { collectionByPlural, type FieldDef } from "~/model/model";
import { editableFields, type FormField, formFieldsOf } from "./model-form/form-model";
import { type FieldErrors, type FormValues, parseContentForm } from "./model-form/form-values";

/**
 * An organizer's new show with its booth types (docs/decisions/061), checked like the back office's forms: the
 * model's fields of a trade show and of a booth type, narrowed to what an organizer says about its show. The venue
 * and the industry are picked from the portal's own venues and master data, never typed.
 */

function fieldsOf(plural: string, names: readonly string[]): FormField[] {
  const collection = collectionByPlural(plural);
  if (!collection) throw new Error(`no collection ${plural}`);
  const editable = new Map(editableFields(collection));
  return formFieldsOf(names.map((name): [string, FieldDef] => [name, editable.get(name) ?? fail(plural, name)]));
}

const fail = (plural: string, name: string): never => {
  throw new Error(`${plural} has no field ${name} staff write`);
};

/** The show's own fields, in the order the form asks them. */
export const SHOW_FIELDS = fieldsOf("trade-shows", [
  "name",
  "scope",
  "start_date",
  "end_date",
  "opening_hours",
  "venue",
  "industry",
  "attendance_mode",
  "summary",
  "description",
  "cover_img",
  "website",
  "registration_url",
  "ticket_info",
  "booth_info",
  "reservation_deadline",
  "expected_visitors",
  "exhibitors_count",
]);

/** A booth type's fields; its show is the new one. */
export const BOOTH_FIELDS = fieldsOf("booth-types", ["name", "kind", "size_sqm", "price", "quantity", "description"]);

/** The booth type rows the form offers (a show with more types adds them after approval, or asks the team). */
export const BOOTH_ROWS = 4;

export const boothInput = (row: number, name: string) => `booth.${row}.${name}`;

/** Every input name of the form (the organizer it is for, the show, each booth row). */
export function submissionInputNames(): string[] {
  const inputs = (fields: readonly FormField[]) =>
    fields.flatMap((field) =>
      field.control === "image" ? [field.name, `${field.name}.alt`, `${field.name}.alt_en`, `${field.name}.file`] : field.localized ? [field.name, `${field.name}_en`] : [field.name],
    );
  const booths = Array.from({ length: BOOTH_ROWS }, (_, row) => inputs(BOOTH_FIELDS).map((name) => boothInput(row, name)));
  return ["organizer", ...inputs(SHOW_FIELDS), ...booths.flat()];
}

/** What a submission is checked against: the portal's venues and industries, and the Bangkok day it is sent on. */
export interface SubmissionChoices {
  venues: ReadonlySet<number>;
  industries: ReadonlySet<string>;
  today: string;
}

export type SubmissionErrorKey = `content.errors.${string}` | `listings.errors.${string}`;

export interface ParsedSubmission {
  values: FormValues;
  errors: FieldErrors<SubmissionErrorKey>;
  show: Record<string, unknown>;
  booths: Record<string, unknown>[];
}

/** One booth row's inputs as a form of their own (the row's prefix taken off). */
function rowForm(form: FormData, row: number): FormData | null {
  const prefix = `booth.${row}.`;
  const own = new FormData();
  let typed = false;
  for (const [name, value] of form) {
    if (!name.startsWith(prefix) || typeof value !== "string") continue;
    own.set(name.slice(prefix.length), value);
    if (value.trim() !== "") typed = true;
  }
  return typed ? own : null;
}

/**
 * Reads and checks the form: the show's fields as the model says, a venue and an industry of the portal's own, an
 * end not before the start, a start not in the past, and each booth row that has anything typed as a whole booth
 * type. Rows left empty are no booth types.
 */
export function parseShowSubmission(form: FormData, choices: SubmissionChoices): ParsedSubmission {
  const parsed = parseContentForm(SHOW_FIELDS, form);
  const values: FormValues = { ...parsed.values };
  const errors: FieldErrors<SubmissionErrorKey> = { ...parsed.errors };
  const show = parsed.data;
  if (show.venue !== null && !errors.venue && !choices.venues.has(Number(show.venue))) errors.venue = { key: "content.errors.option" };
  const industry = String(show.industry ?? "");
  if (industry && !choices.industries.has(industry)) errors.industry = { key: "content.errors.option" };
  if (!errors.start_date && typeof show.start_date === "string" && show.start_date < choices.today) errors.start_date = { key: "listings.errors.startPast" };
  if (!errors.end_date && typeof show.start_date === "string" && typeof show.end_date === "string" && show.end_date < show.start_date) {
    errors.end_date = { key: "listings.errors.endBeforeStart" };
  }
  const booths: Record<string, unknown>[] = [];
  for (let row = 0; row < BOOTH_ROWS; row++) {
    const own = rowForm(form, row);
    for (const field of BOOTH_FIELDS) for (const name of field.localized ? [field.name, `${field.name}_en`] : [field.name]) values[boothInput(row, name)] = String(form.get(boothInput(row, name)) ?? "");
    if (!own) continue;
    const booth = parseContentForm(BOOTH_FIELDS, own);
    for (const [name, error] of Object.entries(booth.errors)) errors[boothInput(row, name)] = error;
    booths.push(booth.data);
  }
  const prices = booths.map((booth) => booth.price).filter((price): price is number => typeof price === "number");
  return {
    values,
    errors,
    show: { ...show, reservation_open: booths.length > 0, ...(prices.length > 0 ? { booth_price_from: Math.min(...prices), booth_currency: "THB" } : {}) },
    booths,
  };
}

/**
 * The address of an approved show: its English name (or the reference's number when it has none in Latin letters)
 * and its first day's year, in the characters a slug takes (`northern-food-fair-2031`).
 */
export function showSlug(show: Record<string, unknown>, changeId: number): string {
  const latin = String(show.name_en ?? "")
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  const year = String(show.start_date ?? "").slice(0, 4);
  return [latin || `show-${changeId}`, /^\d{4}$/.test(year) && !latin.endsWith(year) ? year : ""].filter(Boolean).join("-");
}
