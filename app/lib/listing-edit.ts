import { bangkokDay, bangkokMidnight } from "./dates";
import { SITE_TEAM_LISTING_FIELDS } from "~/domain/listing-changes";
import { LISTINGS, type ListingKind } from "~/domain/listings";
import { collectionByPlural } from "~/model/model";
import { editableFields, type FormField, formFieldsOf } from "./model-form/form-model";
import { inputNamesOf } from "./model-form/changed-data";
import { type FormValues, recordToValues } from "./model-form/form-values";

/**
 * A company's editor of its own listing (docs/decisions/060): the back office's generated form, narrowed to what
 * the owners may change, and the rules that turn a save into a change request of only the fields that changed.
 */

const siteTeamOnly = new Set<string>(SITE_TEAM_LISTING_FIELDS);

/**
 * The fields a listing's owners edit: what staff write, less the site team's own (address, ranking) and the JSON
 * that has no form of its own (the gallery, edited in the back office).
 */
export function ownerFormFields(kind: ListingKind): FormField[] {
  const collection = collectionByPlural(LISTINGS[kind].plural);
  if (!collection) throw new Error(`no collection for ${kind}`);
  return formFieldsOf(editableFields(collection).filter(([name, field]) => !siteTeamOnly.has(name) && !(field.type === "json" && !field.shape)));
}

/**
 * The names a sent form carries that are none of the editor's inputs nor `allowed` (its version, the submission
 * key): a site-team field, another kind's field, anything made up. Such a form is refused whole.
 */
export function strangeNames(form: FormData, fields: readonly FormField[], allowed: readonly string[]): string[] {
  const known = new Set([...fields.flatMap(inputNamesOf), ...allowed]);
  return [...new Set([...form.keys()])].filter((name) => !known.has(name));
}

/**
 * The sent form with every input it left out filled from the values the editor opens with: a client that sends
 * only what it changed (a script, an older page) changes only that, and never clears what it did not send.
 */
export function withUnsentInputs(form: FormData, fields: readonly FormField[], opened: FormValues): FormData {
  const complete = new FormData();
  for (const [name, value] of form) complete.append(name, value);
  for (const name of fields.flatMap(inputNamesOf)) if (!name.endsWith(".file") && !form.has(name)) complete.set(name, opened[name] ?? "");
  return complete;
}

/** The values an owner's form opens with: the published listing with their waiting change laid over it. */
export const ownerFormValues = (fields: readonly FormField[], published: Record<string, unknown>, waiting: Record<string, unknown> | null): FormValues =>
  recordToValues(fields, { ...published, ...waiting });

/**
 * The version an owner's form carries: the listing's `updatedAt` and the waiting change it was opened on. A save
 * from an older version (another owner saved, or the site team decided) is refused, never merged silently.
 */
export const editVersion = (listingUpdatedAt: unknown, waitingId: number | null) => `${String(listingUpdatedAt ?? "")}~${waitingId ?? 0}`;

/**
 * Where the daily limit's window starts: the Bangkok day's midnight of the write stamps' real clock (stamps are
 * never on the portal's calendar clock, docs/decisions/052).
 */
export const changeWindowStart = (stampNow: Date) => bangkokMidnight(bangkokDay(stampNow));
