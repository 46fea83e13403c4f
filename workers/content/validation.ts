import * as v from "valibot";
import { maySet, type Writer } from "../../app/domain/request-rules";
import { type FieldDef, JSON_MAX_BYTES, numberBounds } from "../../app/model/model";
import { validationError, type ApiError } from "./errors";
import type { ColumnValues, LinkChange } from "./repository";
import type { Schema } from "./schema";

/** Write bodies checked against the model: `{data: {...}}` with each attribute's type, limits and requiredness. */
type AnySchema = v.GenericSchema<unknown, unknown>;

const numeric = v.union([v.number(), v.pipe(v.string(), v.trim(), v.decimal(), v.transform(Number))]);
const whole = v.pipe(numeric, v.integer());
const relationId = v.union([v.pipe(whole, v.minValue(1)), v.pipe(v.object({ id: v.pipe(whole, v.minValue(1)) }), v.transform((o) => o.id))]);

function limited(schema: v.GenericSchema<unknown, number>, field: FieldDef): AnySchema {
  const { min, max } = numberBounds(field);
  return v.pipe(schema, v.minValue(min), v.maxValue(max));
}

const utf8 = new TextEncoder();

function jsonValue(field: FieldDef): AnySchema {
  const maxBytes = field.maxBytes ?? JSON_MAX_BYTES;
  return v.pipe(
    v.unknown(),
    v.check((value) => utf8.encode(JSON.stringify(value) ?? "").length <= maxBytes, `Must be at most ${maxBytes} bytes of JSON`),
  );
}

/** A field's format, as Strapi 4 checks `regex`: an empty text passes where the field is not required. */
function format(pattern: RegExp | undefined, required: boolean): v.PipeItem<string, string, v.BaseIssue<unknown>>[] {
  if (!pattern) return [];
  return [v.check((s: string) => (s === "" && !required) || pattern.test(s), `Must match the format ${pattern.source}`)];
}

/** A text field's checks (its length and format), after any of the caller's own (a trim). */
export function text(field: FieldDef, ...extra: v.PipeItem<string, string, v.BaseIssue<unknown>>[]): v.GenericSchema<string, string> {
  const max = field.maxLength === undefined ? [] : [v.maxLength<string, number>(field.maxLength)];
  return v.pipe(v.string(), ...extra, ...max, ...format(field.pattern, field.required === true));
}

export function fieldSchema(field: FieldDef): AnySchema {
  switch (field.type) {
    case "string":
    case "text":
    case "richtext":
    case "password":
      return text(field);
    case "email":
      return text(field, v.trim(), v.email());
    case "uid":
      return text(field, v.regex(/^[A-Za-z0-9\-_.~]*$/, "Must contain only letters, digits and -_.~"));
    case "integer":
      return limited(whole, field);
    case "decimal":
      return limited(numeric, field);
    case "boolean":
      return v.union([v.boolean(), v.pipe(v.picklist(["true", "false"]), v.transform((s) => s === "true"))]);
    case "date":
      return v.pipe(v.string(), v.isoDate());
    case "datetime":
      return v.pipe(
        v.string(),
        v.check((s) => !Number.isNaN(Date.parse(s)), "Invalid datetime"),
        v.transform((s) => new Date(s).toISOString()),
      );
    case "enumeration":
      return v.picklist(field.enum ?? []);
    case "json":
      return jsonValue(field);
    case "relation":
      return relationId;
  }
}

function entrySchema(field: FieldDef, mode: "create" | "update", required: boolean): AnySchema {
  const base = fieldSchema(field);
  if (!required) return v.optional(v.nullable(base));
  return mode === "create" ? v.pipe(base, v.check((x) => x !== null && x !== undefined, "Required")) : v.optional(base);
}


const relationIds = v.pipe(v.array(relationId), v.maxLength(100));
const linkChange: AnySchema = v.union([
  v.pipe(relationIds, v.transform((set): LinkChange => ({ set }))),
  v.strictObject({ set: v.optional(relationIds), connect: v.optional(relationIds), disconnect: v.optional(relationIds) }),
]);

/** A field the sender may not set is dropped, as Strapi 4's input sanitiser drops what a role may not write. */
const dropped = v.pipe(v.optional(v.unknown()), v.transform(() => undefined));

const bodySchemas = new Map<string, AnySchema>();

/**
 * The valibot schema of `data` for a collection, built once per collection, mode and writer. What a writer puts
 * in a field it may not set (FieldDef.setBy) is dropped: the row keeps its default or current value.
 */
export function dataSchema(schema: Schema, mode: "create" | "update", writer: Writer): AnySchema {
  const key = `${schema.collection.plural}:${mode}:${writer}`;
  const cached = bodySchemas.get(key);
  if (cached) return cached;
  const entries: Record<string, AnySchema> = {};
  for (const attr of schema.attributes.values()) {
    if (["id", "createdAt", "updatedAt"].includes(attr.name)) continue;
    if (!maySet(attr.field.setBy, writer)) {
      entries[attr.name] = dropped;
      continue;
    }
    const thaiHalfRequired = attr.field.required === true && !attr.name.endsWith("_en");
    entries[attr.name] = entrySchema(attr.field, mode, attr.name === "publishedAt" ? false : thaiHalfRequired);
  }
  for (const join of schema.joinTables) entries[join.attribute] = writer === "system" ? v.optional(linkChange) : dropped;
  const built = v.strictObject(entries) as AnySchema;
  bodySchemas.set(key, built);
  return built;
}

/** valibot issues in Strapi's `details.errors[{path, message}]` form. */
export function toValidationError(issues: readonly v.BaseIssue<unknown>[], message = "Validation failed"): ApiError {
  return validationError(
    issues.length === 1 ? (issues[0]?.message ?? message) : `${issues.length} errors occurred`,
    issues.map((issue) => {
      const path = (issue.path ?? []).map((p) => String(p.key));
      const name = path.join(".");
      if (issue.kind === "schema" && issue.expected === "never") return { path, message: `${name} is not a valid attribute` };
      if (issue.input === undefined || issue.message === "Required") return { path, message: `${name} must be defined.` };
      return { path, message: issue.message };
    }),
  );
}

/** Checks `body.data` and returns the attributes it sets. */
export function parseData(schema: Schema, body: unknown, mode: "create" | "update", writer: Writer): Record<string, unknown> {
  if (typeof body !== "object" || body === null || !("data" in body) || typeof body.data !== "object" || body.data === null || Array.isArray(body.data)) {
    throw validationError('Missing "data" payload in the request body');
  }
  const result = v.safeParse(dataSchema(schema, mode, writer), body.data);
  if (!result.success) throw toValidationError(result.issues);
  return result.output as Record<string, unknown>;
}

/** Parsed attributes to the columns that store them. */
export function toColumnValues(schema: Schema, data: Record<string, unknown>): ColumnValues {
  const values: ColumnValues = {};
  for (const [name, value] of Object.entries(data)) {
    const attr = schema.attributes.get(name);
    if (!attr || value === undefined) continue;
    if (value === null) values[attr.column] = null;
    else if (attr.field.type === "json") values[attr.column] = JSON.stringify(value);
    else if (attr.field.type === "boolean") values[attr.column] = value ? 1 : 0;
    else values[attr.column] = value as string | number;
  }
  return values;
}

/** The many-to-many changes in parsed attributes, by join table. */
export function linkChanges(schema: Schema, data: Record<string, unknown>) {
  return schema.joinTables.flatMap((join) => {
    const change = data[join.attribute] as LinkChange | undefined;
    return change ? [{ join, change }] : [];
  });
}
