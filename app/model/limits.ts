import { PASSWORD_MAX } from "../domain/password-policy.ts";
import { type CollectionDef, collectionByPlural, type FieldDef, numberBounds } from "./model.ts";
import { systemCollections } from "./system-tables.ts";

/** What the model lets a write put in one field: the limits a form checks before the service does. */
export interface FieldLimit {
  required: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** An enumeration's values. */
  options?: readonly string[];
  /** The format a text must match (an empty text passes where the field is not required). */
  pattern?: RegExp;
}

/** A collection by its plural api id, system tables (`users`) included; an unknown one is a programming error. */
export function collectionNamed(plural: string): CollectionDef {
  const collection = collectionByPlural(plural) ?? systemCollections.find((c) => c.plural === plural);
  if (!collection) throw new Error(`no collection ${plural} in the model`);
  return collection;
}

function limitOf(field: FieldDef): FieldLimit {
  const limit: FieldLimit = { required: field.required === true };
  if (field.maxLength !== undefined) limit.maxLength = field.maxLength;
  if (field.type === "integer" || field.type === "decimal") Object.assign(limit, numberBounds(field));
  if (field.enum) limit.options = field.enum;
  if (field.pattern) limit.pattern = field.pattern;
  return limit;
}

/** Each field's limits, as the model sets them (a localised field's English half has the same). */
export function limitsOf(collection: CollectionDef | string): Record<string, FieldLimit> {
  const def = typeof collection === "string" ? collectionNamed(collection) : collection;
  return Object.fromEntries(Object.entries(def.fields).map(([name, field]) => [name, limitOf(field)]));
}

/** One field's limits; a field the model does not have is a programming error. */
export function limitOfField(collection: CollectionDef | string, name: string): FieldLimit {
  const limit = limitsOf(collection)[name];
  if (!limit) throw new Error(`no field ${name} in ${typeof collection === "string" ? collection : collection.plural}`);
  return limit;
}

/** The most characters of a text field. */
export function maxLengthOf(collection: CollectionDef | string, name: string): number {
  const { maxLength } = limitOfField(collection, name);
  if (maxLength === undefined) throw new Error(`${name} has no maxLength`);
  return maxLength;
}

/** The smallest and largest value of a number field. */
export function rangeOf(collection: CollectionDef | string, name: string): { min: number; max: number } {
  const { min, max } = limitOfField(collection, name);
  if (min === undefined || max === undefined) throw new Error(`${name} is no number`);
  return { min, max };
}

const ISO_DATE_LENGTH = "2026-01-31".length;
const ISO_DATETIME_LENGTH = "2026-01-31T00:00:00.000Z".length;
const ID_LENGTH = String(2 ** 31 - 1).length;

/** A whole number's digits with room for thousands separators and a sign. */
const numberLength = ({ min, max }: { min: number; max: number }) => {
  const digits = String(Math.trunc(Math.max(Math.abs(min), Math.abs(max)))).length;
  return digits + Math.floor((digits - 1) / 3) + (min < 0 ? 1 : 0);
};

/** The most characters a value of this field takes as a person types it into a form. */
export function inputLengthOf(collection: CollectionDef | string, name: string): number {
  const def = typeof collection === "string" ? collectionNamed(collection) : collection;
  const field = def.fields[name];
  if (!field) throw new Error(`no field ${name} in ${def.plural}`);
  switch (field.type) {
    case "integer":
    case "decimal":
      return numberLength(numberBounds(field));
    case "date":
      return ISO_DATE_LENGTH;
    case "datetime":
      return ISO_DATETIME_LENGTH;
    case "enumeration":
      return Math.max(...(field.enum ?? []).map((option) => option.length));
    case "relation":
      return ID_LENGTH;
    // What a person types is a new password (app/domain/password-policy.ts), not the hash the column keeps.
    case "password":
      return PASSWORD_MAX;
    default:
      return maxLengthOf(def, name);
  }
}
