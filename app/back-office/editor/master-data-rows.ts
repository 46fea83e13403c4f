import { SECTOR_GROUPS } from "~/domain/sectors";
import { JSON_MAX_BYTES, collectionByPlural } from "~/model/model";
import type { FieldError, FieldErrors } from "./field-errors";

/**
 * The master data editor's rows (/admin/content/master-data-app): each list of the `master-data-app` single
 * type as rows of an id, a Thai and an English name and the list's own extra field. Other records store a row's
 * id (`province`, `sector`, `category`...), so an existing row keeps its id: the form sends it back as `key`
 * and only a new row's id is typed (or made from its English name).
 */
export const MASTER_LISTS = ["sectors", "event_categories", "job_types", "provinces", "countries", "menus"] as const;
export type MasterList = (typeof MASTER_LISTS)[number];

export type StoredRow = { value: string; th: string; en: string } & Record<string, unknown>;

/** A row as the form holds it: every input as typed. `key` is the stored id of an existing row, "" for a new one. */
export interface EditorRow {
  key: string;
  value: string;
  th: string;
  en: string;
  extra: string;
  remove: boolean;
}

interface ListRule {
  /** How a new row's id is made when left empty: a slug of the English name, or the English name as typed. */
  id: "slug" | "english";
  /** The list's own field: a choice, or a pattern (the country code). */
  extra?: { name: string; options: readonly string[] } | { name: string; pattern: RegExp };
  /** The only ids the model lets records store (jobs' `job_type` is an enumeration). */
  allowed?: readonly string[];
  /** Rows carry a numeric `id` too (the news menus' `menu_id`), given to a new row as the next free number. */
  numbered?: true;
}

const jobTypes = collectionByPlural("jobs")?.fields.job_type?.enum ?? [];

export const LIST_RULES: Record<MasterList, ListRule> = {
  sectors: { id: "slug", extra: { name: "group", options: SECTOR_GROUPS } },
  event_categories: { id: "slug" },
  job_types: { id: "slug", allowed: jobTypes },
  provinces: { id: "english", extra: { name: "region", options: ["north", "northeast", "central", "east", "west", "south"] } },
  countries: { id: "english", extra: { name: "code", pattern: /^[A-Z]{2}$/ } },
  menus: { id: "slug", numbered: true },
};

/** What the records that store a row's id allow: `province`, `sector` and the like are 80 characters. */
const ID_MAX = 80;
const NAME_MAX = 200;
const MAX_ROWS = 500;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

export const slugOf = (english: string): string =>
  english
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, ID_MAX)
    .replace(/-+$/, "");

export const blankRow = (): EditorRow => ({ key: "", value: "", th: "", en: "", extra: "", remove: false });

const isBlank = (row: EditorRow) => !row.key && !row.value.trim() && !row.th.trim() && !row.en.trim() && !row.extra.trim();

/** The stored rows of a list; anything that is not a row with a string id is left out. */
export function storedRows(value: unknown): StoredRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter((row): row is StoredRow => typeof row === "object" && row !== null && typeof (row as { value?: unknown }).value === "string");
}

/** The form's rows of a stored list: existing rows with their ids, then one empty row to add to. */
export function editorRows(list: MasterList, stored: readonly StoredRow[]): EditorRow[] {
  const extra = LIST_RULES[list].extra?.name;
  return [...stored.map((row) => ({ key: row.value, value: row.value, th: text(row.th), en: text(row.en), extra: extra ? text(row[extra]) : "", remove: false })), blankRow()];
}

/** The field names of a row's input: `sectors.3.th`. */
export const rowField = (list: MasterList, index: number, part: keyof EditorRow) => `${list}.${index}.${part}`;

/** The rows of a list as the form posted them, in the order of their index. */
export function postedRows(list: MasterList, form: FormData): EditorRow[] {
  const indexes = new Set<number>();
  const pattern = new RegExp(`^${list}\\.(\\d{1,4})\\.`);
  for (const name of form.keys()) {
    const match = pattern.exec(name);
    if (match) indexes.add(Number(match[1]));
  }
  const get = (index: number, part: keyof EditorRow) => String(form.get(rowField(list, index, part)) ?? "");
  return [...indexes]
    .sort((a, b) => a - b)
    .slice(0, MAX_ROWS)
    .map((i) => ({ key: get(i, "key"), value: get(i, "value"), th: get(i, "th"), en: get(i, "en"), extra: get(i, "extra"), remove: get(i, "remove") === "on" }));
}

/** A row moved one place up or down (the form's arrows, without scripts). */
export function moveRow<T>(rows: readonly T[], index: number, direction: "up" | "down"): T[] {
  const other = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || index >= rows.length || other < 0 || other >= rows.length) return [...rows];
  const moved = [...rows];
  [moved[index], moved[other]] = [moved[other]!, moved[index]!];
  return moved;
}

export interface CheckedList {
  /** The list to store, when there is no error. */
  items: StoredRow[];
  errors: FieldErrors;
  /** The stored rows the save would remove: by its row's index when the form still shows it, else -1. */
  removed: { row: StoredRow; index: number }[];
}

/**
 * Checks a list's posted rows against the stored one and builds the list to store: names in both languages,
 * ids unique and well formed, the extra field valid. Empty new rows are skipped; an existing row keeps its id
 * and any other property it has (a menu's numeric id and slug), only its names and extra field change.
 */
export function checkList(list: MasterList, rows: readonly EditorRow[], stored: readonly StoredRow[]): CheckedList {
  const rule = LIST_RULES[list];
  const errors: FieldErrors = {};
  const items: StoredRow[] = [];
  const byValue = new Map(stored.map((row) => [row.value, row]));
  const kept = new Set<string>();
  const seen = new Map<string, number>();
  const fail = (index: number, part: keyof EditorRow, error: FieldError) => {
    errors[rowField(list, index, part)] ??= error;
  };
  let nextId = Math.max(0, ...stored.map((row) => Number(row.id)).filter(Number.isInteger)) + 1;
  const removed: CheckedList["removed"] = [];

  rows.forEach((row, index) => {
    const existing = row.key ? byValue.get(row.key) : undefined;
    if (existing && row.remove) {
      removed.push({ row: existing, index });
      return;
    }
    if (!existing && (row.remove || isBlank(row))) return;
    const th = row.th.trim();
    const en = row.en.trim();
    for (const [part, name] of [["th", th], ["en", en]] as const) {
      if (!name) fail(index, part, { key: "content.master.errors.name" });
      else if (name.length > NAME_MAX) fail(index, part, { key: "content.errors.tooLong", values: { max: NAME_MAX } });
    }
    const value = existing ? existing.value : row.value.trim() || (rule.id === "slug" ? slugOf(en) : en);
    if (existing) kept.add(value);
    else if (!value) fail(index, "value", { key: "content.master.errors.id" });
    else if (value.length > ID_MAX) fail(index, "value", { key: "content.errors.tooLong", values: { max: ID_MAX } });
    else if (rule.id === "slug" && !SLUG.test(value)) fail(index, "value", { key: "content.master.errors.slug" });
    else if (rule.allowed && !rule.allowed.includes(value)) fail(index, "value", { key: "content.master.errors.allowed", values: { ids: rule.allowed.join(", ") } });
    if (value && seen.has(value)) fail(index, existing ? "en" : "value", { key: "content.master.errors.duplicate", values: { id: value, row: seen.get(value)! + 1 } });
    else if (value) seen.set(value, index);

    const extra = rule.extra;
    const extraValue = row.extra.trim();
    if (extra && "options" in extra && !extra.options.includes(extraValue)) fail(index, "extra", { key: "content.errors.option" });
    if (extra && "pattern" in extra && !extra.pattern.test(extraValue)) fail(index, "extra", { key: "content.master.errors.code" });

    const item: StoredRow = existing ? { ...existing, th, en } : { value, th, en };
    if (extra) item[extra.name] = extraValue;
    if (!existing && rule.numbered) Object.assign(item, { id: nextId++, slug: value });
    items.push(item);
  });
  for (const row of stored) if (!kept.has(row.value) && !removed.some((r) => r.row.value === row.value)) removed.push({ row, index: -1 });
  if (Object.keys(errors).length === 0 && new TextEncoder().encode(JSON.stringify(items)).length > JSON_MAX_BYTES) {
    errors[list] = { key: "content.errors.jsonTooLarge", values: { max: JSON_MAX_BYTES } };
  }
  return { items, errors, removed };
}

/** The refusal of removing rows that records still store: beside the row, with how many records use it. */
export function inUseErrors(list: MasterList, removed: CheckedList["removed"], uses: ReadonlyMap<string, number>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { row, index } of removed) {
    const count = uses.get(row.value) ?? 0;
    if (count === 0) continue;
    const error: FieldError = { key: "content.master.errors.inUse", values: { count, name: `${row.th} / ${row.en}` } };
    if (index >= 0) errors[rowField(list, index, "remove")] = error;
    else errors[list] ??= error;
  }
  return errors;
}
