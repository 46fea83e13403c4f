import * as v from "valibot";
import { PASSWORD_MAX, PASSWORD_MIN } from "../domain/password-policy.ts";
import { collectionNamed, inputLengthOf, limitsOf } from "./limits.ts";

/**
 * Where a valibot schema of a form or of the content service says otherwise than the model: a literal limit or
 * a second list of values. The tests that keep each limit written once (the forms, users-permissions) read
 * their schemas back with these.
 */
type Item = { type: string; requirement?: unknown; pipe?: Item[]; wrapped?: Item; entries?: Record<string, Item> };

/** The field schemas of an object schema, through pipes. */
function entriesOf(schema: v.GenericSchema): Record<string, Item> {
  const item = schema as unknown as Item;
  const entries = item.entries ?? item.pipe?.[0]?.entries;
  if (!entries) throw new Error("not an object schema");
  return entries;
}

/** The requirements of every action of this type in a field schema, through pipes and optional wrappers. */
function requirements(field: Item, type: string): unknown[] {
  const found: unknown[] = [];
  const visit = (item: Item) => {
    if (item.wrapped) visit(item.wrapped);
    if (item.type === type) found.push(item.requirement);
    for (const step of item.pipe ?? []) if (step !== item) visit(step);
  };
  visit(field);
  return found;
}

/** A form field named otherwise than its model field (`area` for `area_sqm`). */
export type FieldMap = Readonly<Record<string, string>>;

/**
 * Every check of a field that stands for a model field must be the model's: its maximum lengths, number
 * bounds, its format where the model gives one and, for an enumeration, every value and nothing beside (a form
 * may offer a few texts for a plain text field, as the contact form's subjects). A password field takes a new
 * password by the domain's rule (app/domain/password-policy.ts), not as long as the hash's column.
 */
export function schemaDisagreements(collection: string, schema: v.GenericSchema, names: FieldMap = {}): string[] {
  const limits = limitsOf(collection);
  const { fields } = collectionNamed(collection);
  const found: string[] = [];
  for (const [name, field] of Object.entries(entriesOf(schema))) {
    const modelName = names[name] ?? name;
    const limit = limits[modelName];
    if (!limit) continue;
    const password = fields[modelName]?.type === "password";
    const where = `${collection}.${modelName}`;
    const differs = (what: string, values: unknown[], expected: unknown) => {
      for (const value of values) if (value !== expected) found.push(`${where}: ${what} ${String(value)}, the model ${String(expected)}`);
    };
    differs("maxLength", requirements(field, "max_length"), password ? PASSWORD_MAX : limit.maxLength);
    if (password) differs("minLength", requirements(field, "min_length"), PASSWORD_MIN);
    differs("min", requirements(field, "min_value"), limit.min);
    differs("max", requirements(field, "max_value"), limit.max);
    const parses = (value: string) => v.safeParse(field as unknown as v.GenericSchema, value).success;
    for (const option of limit.options ?? []) if (!parses(option)) found.push(`${where}: refuses ${option}`);
    if (limit.options && parses("not-an-option")) found.push(`${where}: takes a value the model does not`);
    if (limit.pattern) {
      const pattern = String(limit.pattern);
      for (const regex of requirements(field, "regex")) if (String(regex) !== pattern) found.push(`${where}: format ${String(regex)}, the model ${pattern}`);
      if (parses("x")) found.push(`${where}: takes "x", which the model's format refuses`);
    }
  }
  return found;
}

/** What a form echoes back must be cut where the model cuts (lists sent as one text have no model length). */
export function echoDisagreements(collection: string, echo: Readonly<Record<string, number>>, names: FieldMap = {}): string[] {
  const { fields } = collectionNamed(collection);
  return Object.entries(echo).flatMap(([name, cut]) => {
    const modelName = names[name] ?? name;
    const field = fields[modelName];
    if (!field || field.type === "json") return [];
    const expected = inputLengthOf(collection, modelName);
    return cut === expected ? [] : [`${collection}.${modelName}: the form cuts at ${cut}, the model at ${expected}`];
  });
}
