import * as v from "valibot";
import { PHONE_FORMAT } from "~/domain/phone";
import { type TextKey, textKey } from "~/i18n/translator";
import { inputLengthOf } from "~/model/limits";

/**
 * Form parsing shared by the contact form and the package inquiry: every field is read as a string (what the
 * visitor typed is sent back on errors), checked by a valibot schema whose messages are i18n keys, and the first
 * problem of each field is returned to be shown beside it.
 */
export type FormValues<K extends string> = Record<K, string>;
export type FieldErrors<K extends string> = Partial<Record<K, TextKey>>;

export type ParsedForm<K extends string, T> =
  | { ok: true; data: T; values: FormValues<K> }
  | { ok: false; errors: FieldErrors<K>; values: FormValues<K> };

/** The most characters each field of a form takes; the schema says so in words, the echo is cut to it. */
export type FieldLimits<K extends string> = Record<K, number>;

/**
 * A form's limits from the content model: each form field is the model field of the same name, or the one it is
 * mapped to (`{ area: "area_sqm" }`). Fields the model does not store (a checkbox) add their own beside it.
 */
export function modelLimits<K extends string>(collection: string, fields: readonly K[] | Readonly<Record<K, string>>): FieldLimits<K> {
  const pairs: [K, string][] = Array.isArray(fields) ? fields.map((name: K) => [name, name]) : (Object.entries(fields) as [K, string][]);
  return Object.fromEntries(pairs.map(([name, field]) => [name, inputLengthOf(collection, field)])) as FieldLimits<K>;
}

export function readFields<K extends string>(form: FormData, limits: FieldLimits<K>): FormValues<K> {
  const values = {} as FormValues<K>;
  for (const name of Object.keys(limits) as K[]) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** What is sent back into the form: never more than a field takes, however much arrived. */
function capped<K extends string>(values: FormValues<K>, limits: FieldLimits<K>): FormValues<K> {
  const out = {} as FormValues<K>;
  for (const name of Object.keys(values) as K[]) out[name] = values[name].slice(0, limits[name]);
  return out;
}

export function validateFields<K extends string, S extends v.GenericSchema<FormValues<K>, unknown>>(
  schema: S,
  raw: FormValues<K>,
  limits: FieldLimits<K>,
): ParsedForm<K, v.InferOutput<S>> {
  const result = v.safeParse(schema, raw);
  const values = capped(raw, limits);
  if (result.success) return { ok: true, data: result.output, values };
  const errors: FieldErrors<K> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === "string" && !(key in errors)) errors[key as K] = issue.message as TextKey;
  }
  return { ok: false, errors, values };
}

export const TOO_LONG = textKey("info.form.tooLong");

export const requiredText = (max: number, required: TextKey) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max, TOO_LONG));

export const optionalText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, TOO_LONG));

/** The messages of a field's checks: site text keys by default, a page's own (the back office's staff keys) beside. */
export type FieldMessages = { required: string; invalid: string; tooLong: string };

const EMAIL_MESSAGES: FieldMessages = { required: textKey("info.form.emailRequired"), invalid: textKey("info.form.emailInvalid"), tooLong: TOO_LONG };

/** The one email check of every form: trimmed, lower case, an address, no longer than the model's field. */
export const emailField = (max: number, messages: Partial<FieldMessages> = {}) => {
  const m = { ...EMAIL_MESSAGES, ...messages };
  return v.pipe(v.string(), v.trim(), v.nonEmpty(m.required), v.toLowerCase(), v.email(m.invalid), v.maxLength(max, m.tooLong));
};

const PHONE_MESSAGES: FieldMessages = { required: textKey("info.form.phoneRequired"), invalid: textKey("info.form.phoneInvalid"), tooLong: TOO_LONG };

/** The one phone check of every form: the domain's format (app/domain/phone.ts) within the model field's length. */
export const requiredPhone = (max: number, messages: Partial<FieldMessages> = {}) => {
  const m = { ...PHONE_MESSAGES, ...messages };
  return v.pipe(v.string(), v.trim(), v.nonEmpty(m.required), v.maxLength(max, m.tooLong), v.regex(PHONE_FORMAT, m.invalid));
};

export const optionalPhone = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(max, TOO_LONG),
    v.check((value) => value === "" || PHONE_FORMAT.test(value), PHONE_MESSAGES.invalid),
  );
