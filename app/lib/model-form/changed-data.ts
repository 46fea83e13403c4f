import type { FormField } from "./form-model";
import { CONTACT_PARTS, IMAGE_PARTS } from "./form-parts";
import { type FormValues, imagePathOf, recordToValues } from "./form-values";

/**
 * What a save of a generated form changes against the stored record, so a save writes only that: the owners'
 * change requests (app/lib/listing-edit.ts) and the back office's content form alike.
 */

/** The inputs one field has: a localised pair, an image's path, alt texts and upload, a contact box's parts. */
export function inputNamesOf(field: FormField): string[] {
  if (field.control === "image") return [field.name, ...IMAGE_PARTS.map((part) => `${field.name}.${part}`), `${field.name}.file`];
  if (field.control === "contact") return CONTACT_PARTS.map((part) => `${field.name}.${part}`);
  return field.localized ? [field.name, `${field.name}_en`] : [field.name];
}

/** The attribute an input writes: an image's and a contact box's parts write their field, the rest themselves. */
const attributeOf = (field: FormField, input: string) => (field.control === "image" || field.control === "contact" ? field.name : input);

/**
 * The attributes a save changes against the stored record: an attribute counts when any of its inputs reads
 * differently (so a stored shape the form spells another way is no change), or when a picture was uploaded.
 */
export function changedAttributes(fields: readonly FormField[], stored: Record<string, unknown>, typed: FormValues, uploaded: ReadonlySet<string>): string[] {
  const opened = recordToValues(fields, stored);
  const changed = new Set<string>();
  for (const field of fields) {
    for (const input of inputNamesOf(field)) {
      if (input.endsWith(".file")) continue;
      if ((opened[input] ?? "") !== (typed[input] ?? "")) changed.add(attributeOf(field, input));
    }
    if (uploaded.has(field.name)) changed.add(field.name);
  }
  return [...changed];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A picture whose file stays keeps what is stored with it (its sizes, its formats) under the alt texts the form
 * sends; a new file, or a stored bare path, is written as the form has it.
 */
function keptPicture(stored: unknown, written: unknown): unknown {
  if (!isRecord(stored) || !isRecord(written) || imagePathOf(stored) !== imagePathOf(written)) return written;
  const kept: Record<string, unknown> = { ...stored };
  for (const part of IMAGE_PARTS) delete kept[part];
  return { ...kept, ...written };
}

/** Only the attributes that changed, from what the parsed form would write; nothing when nothing changed. */
export function changedData(
  fields: readonly FormField[],
  stored: Record<string, unknown>,
  typed: FormValues,
  written: Record<string, unknown>,
  uploaded: ReadonlySet<string>,
): Record<string, unknown> {
  const pictures = new Set(fields.filter((field) => field.control === "image").map((field) => field.name));
  const data: Record<string, unknown> = {};
  for (const name of changedAttributes(fields, stored, typed, uploaded)) {
    if (!(name in written)) continue;
    data[name] = pictures.has(name) && !uploaded.has(name) ? keptPicture(stored[name], written[name]) : written[name];
  }
  return data;
}
