import { collectionByPlural, type FieldDef } from "~/model/model";
import { editableFields, type FormField, formFieldsOf } from "./model-form/form-model";
import { BOOTH_ROWS, boothInput } from "./booth-rows";
import { changedAttributes, changedData } from "./model-form/changed-data";
import { type FieldErrors, type FormValues, parseContentForm } from "./model-form/form-values";
import { type MasterLists, strayMasterFields } from "./model-form/master-options";

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

/** More rows than any form offers: a post claiming more is refused as strange. */
const MAX_BOOTH_ROWS = 40;

/** The rows a sent form has (its highest `booth.<n>.` index plus one), within the most a form offers. */
export function boothRowsSent(form: FormData): number {
  let rows = 0;
  for (const name of form.keys()) {
    const row = /^booth\.(\d{1,2})\./.exec(name);
    if (row) rows = Math.max(rows, Number(row[1]) + 1);
  }
  return Math.min(rows, MAX_BOOTH_ROWS);
}

/** Every input name of the form: the organizer it is for (a new show), the show, each booth row and its id. */
export function submissionInputNames(rows: number): string[] {
  const inputs = (fields: readonly FormField[]) =>
    fields.flatMap((field) =>
      field.control === "image" ? [field.name, `${field.name}.alt`, `${field.name}.alt_en`, `${field.name}.file`] : field.localized ? [field.name, `${field.name}_en`] : [field.name],
    );
  const booths = Array.from({ length: rows }, (_, row) => [...inputs(BOOTH_FIELDS), "id"].map((name) => boothInput(row, name)));
  return ["organizer", ...inputs(SHOW_FIELDS), ...booths.flat()];
}

/** What a submission is checked against: the portal's venues and industries, and the Bangkok day it is sent on. */
export interface SubmissionChoices {
  venues: ReadonlySet<number>;
  /** The master data the show's industry, province and country come from. */
  masters: MasterLists;
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
 * The show's own checks beyond the model's: a venue of the portal's own, master-data values (industry, province,
 * country) among the entries wherever `changed` sets them, days in order, a new start not past.
 */
function checkShow(show: Record<string, unknown>, errors: FieldErrors<SubmissionErrorKey>, choices: SubmissionChoices, changed: Record<string, unknown>) {
  if (show.venue !== null && show.venue !== undefined && !errors.venue && !choices.venues.has(Number(show.venue))) errors.venue = { key: "content.errors.option" };
  for (const name of strayMasterFields(SHOW_FIELDS, choices.masters, changed)) errors[name] ??= { key: "content.errors.option" };
  const startChanged = "start_date" in changed;
  if (startChanged && !errors.start_date && typeof show.start_date === "string" && show.start_date < choices.today) errors.start_date = { key: "listings.errors.startPast" };
  if (!errors.end_date && typeof show.start_date === "string" && typeof show.end_date === "string" && show.end_date < show.start_date) {
    errors.end_date = { key: "listings.errors.endBeforeStart" };
  }
}

/** Each booth row's typed values kept under the row's names; the rows with anything typed, parsed. */
function readBoothRows(form: FormData, rows: number, values: FormValues, errors: FieldErrors<SubmissionErrorKey>) {
  const read: { row: number; id: string; typed: FormValues; data: Record<string, unknown>; ok: boolean }[] = [];
  for (let row = 0; row < rows; row++) {
    for (const field of BOOTH_FIELDS) for (const name of field.localized ? [field.name, `${field.name}_en`] : [field.name]) values[boothInput(row, name)] = String(form.get(boothInput(row, name)) ?? "");
    const own = rowForm(form, row);
    if (!own) continue;
    const booth = parseContentForm(BOOTH_FIELDS, own);
    for (const [name, error] of Object.entries(booth.errors)) errors[boothInput(row, name)] = error;
    read.push({ row, id: String(own.get("id") ?? ""), typed: booth.values, data: booth.data, ok: Object.keys(booth.errors).length === 0 });
  }
  return read;
}

/**
 * Reads and checks a new show's form: the show's fields as the model says, a venue and an industry of the portal's
 * own, an end not before the start, a start not in the past, and each booth row that has anything typed as a whole
 * booth type. Rows left empty are no booth types.
 */
export function parseShowSubmission(form: FormData, choices: SubmissionChoices): ParsedSubmission {
  const parsed = parseContentForm(SHOW_FIELDS, form);
  const values: FormValues = { ...parsed.values };
  const errors: FieldErrors<SubmissionErrorKey> = { ...parsed.errors };
  const show = parsed.data;
  checkShow(show, errors, choices, show);
  const booths = readBoothRows(form, BOOTH_ROWS, values, errors).map((row) => row.data);
  const prices = booths.map((booth) => booth.price).filter((price): price is number => typeof price === "number");
  return {
    values,
    errors,
    show: { ...show, reservation_open: booths.length > 0, ...(prices.length > 0 ? { booth_price_from: Math.min(...prices), booth_currency: "THB" } : {}) },
    booths,
  };
}

/** A published show as its edit compares against: its attributes and its booth types with what is booked of each. */
export interface CurrentShow {
  show: Record<string, unknown>;
  booths: { id: number; reserved: number; attributes: Record<string, unknown> }[];
}

export interface ParsedShowEdit {
  values: FormValues;
  errors: FieldErrors<SubmissionErrorKey>;
  /** The show's attributes the edit changes, with their new values. */
  show: Record<string, unknown>;
  /** Booth types the edit changes: each `{id, ...changed attributes}`. */
  updates: Record<string, unknown>[];
  /** New booth types. */
  booths: Record<string, unknown>[];
}

const pick = (from: Record<string, unknown>, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, from[name] ?? null]));

/**
 * Reads and checks an organizer's edit of its published show: the same checks as a new show (a first day already
 * past may stay as it is), each of its booth types by id (never another show's, and its stock never below what
 * is booked), and new types in the empty rows. Only what differs from the show as published is kept.
 */
export function parseShowEdit(form: FormData, choices: SubmissionChoices, current: CurrentShow, uploaded: ReadonlySet<string>): ParsedShowEdit {
  const parsed = parseContentForm(SHOW_FIELDS, form);
  const values: FormValues = { ...parsed.values };
  const errors: FieldErrors<SubmissionErrorKey> = { ...parsed.errors };
  const show = changedData(SHOW_FIELDS, current.show, parsed.values, parsed.data, uploaded);
  checkShow(parsed.data, errors, choices, show);
  const updates: Record<string, unknown>[] = [];
  const booths: Record<string, unknown>[] = [];
  for (const row of readBoothRows(form, boothRowsSent(form), values, errors)) {
    values[boothInput(row.row, "id")] = row.id;
    if (!row.id) {
      if (row.ok) booths.push(row.data);
      continue;
    }
    const booth = current.booths.find((b) => String(b.id) === row.id);
    if (!booth) {
      errors[boothInput(row.row, "name")] = { key: "content.errors.option" };
      continue;
    }
    if (!row.ok) continue;
    if (typeof row.data.quantity === "number" && row.data.quantity < booth.reserved) {
      errors[boothInput(row.row, "quantity")] = { key: "listings.errors.belowBooked", values: { booked: booth.reserved } };
      continue;
    }
    const names = changedAttributes(BOOTH_FIELDS, booth.attributes, row.typed, new Set());
    if (names.length > 0) updates.push({ id: booth.id, ...pick(row.data, names) });
  }
  return { values, errors, show, updates, booths };
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
