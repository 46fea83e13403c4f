import type { Locale } from "~/domain/locales";
import type { MasterDataList } from "~/model/model";
import type { FormField } from "./form-model";

/**
 * What a master-data field (`control: "master"`) offers and takes: the entries of its list, never free text.
 * The back office and the companies' editors both read the lists from the master data and ask here.
 */
export interface MasterEntry {
  value: string;
  th: string;
  en: string;
  /** The sectors' group (industry, venue, organizer, contractor). */
  group?: string;
}

export type MasterLists = Readonly<Partial<Record<MasterDataList, readonly MasterEntry[]>>>;

/** A picker's choice; `stray` marks a stored value that is in no entry, kept so that opening and saving changes nothing. */
export interface MasterOption {
  value: string;
  label: string;
  stray?: true;
}

const masterFields = (fields: readonly FormField[]) => fields.filter((field) => field.control === "master" && field.list);

/** The entries a field takes: its list's, of its group where it names one. */
export const masterEntriesOf = (field: FormField, lists: MasterLists) => (lists[field.list!] ?? []).filter((entry) => !field.group || entry.group === field.group);

/**
 * Each master-data field's choices, labelled in the page's language (with the other beside it when `bilingual`,
 * so typing either finds it), a stored value in no entry first and marked.
 */
export function masterOptions(fields: readonly FormField[], lists: MasterLists, values: Readonly<Record<string, string>>, locale: Locale, bilingual = false): Record<string, MasterOption[]> {
  const other: Locale = locale === "th" ? "en" : "th";
  return Object.fromEntries(
    masterFields(fields).map((field) => {
      const entries = masterEntriesOf(field, lists);
      const options: MasterOption[] = entries.map((entry) => ({
        value: entry.value,
        label: bilingual && entry[other] && entry[other] !== entry[locale] ? `${entry[locale]} (${entry[other]})` : entry[locale] || entry.value,
      }));
      const stored = values[field.name] ?? "";
      if (stored && !entries.some((entry) => entry.value === stored)) options.unshift({ value: stored, label: stored, stray: true });
      return [field.name, options];
    }),
  );
}

/** The choices a page lists: a stray value labelled by `strayLabel` (the page's words for a value in no entry). */
export function masterChoices(options: Readonly<Record<string, readonly MasterOption[]>>, strayLabel: (value: string) => string): Record<string, { value: string; label: string }[]> {
  return Object.fromEntries(
    Object.entries(options).map(([name, list]) => [name, list.map((option) => ({ value: option.value, label: option.stray ? strayLabel(option.label) : option.label }))]),
  );
}

/** The master-data fields a save sets to a value in no entry of their list (empty clears, and is no stray). */
export function strayMasterFields(fields: readonly FormField[], lists: MasterLists, changed: Readonly<Record<string, unknown>>): string[] {
  return masterFields(fields)
    .filter((field) => typeof changed[field.name] === "string" && changed[field.name] !== "")
    .filter((field) => !masterEntriesOf(field, lists).some((entry) => entry.value === changed[field.name]))
    .map((field) => field.name);
}

/** Whether a form has master-data fields at all (so a page without any reads no master data). */
export const hasMasterFields = (fields: readonly FormField[]) => masterFields(fields).length > 0;
