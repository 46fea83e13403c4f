import * as v from "valibot";
import type { FormField } from "./form-model";
import { CONTACT_PARTS, IMAGE_PARTS } from "./form-parts";

/**
 * The generated form's values: every input as the text it holds (sent back on an error, so nothing typed is
 * lost), read into the `data` the content service takes, with the API's checks (app/model/model.ts limits,
 * as workers/content/validation.ts applies them) answered beside each field in the page's language.
 */
export type FormValues = Record<string, string>;

/** What the form's own checks say of a field; each side words it in its own texts (`content.errors.<code>`). */
export type FieldErrorCode = "required" | "tooLong" | "wholeNumber" | "number" | "range" | "email" | "slug" | "date" | "datetime" | "option" | "json" | "jsonTooLarge";

/** A field's error as a text key: the form's checks give `content.errors.*`, a page may add its own keys. */
export interface FieldError<K extends string = `content.errors.${FieldErrorCode}`> {
  key: K;
  values?: Record<string, string | number>;
}

export type FieldErrors<K extends string = `content.errors.${FieldErrorCode}`> = Record<string, FieldError<K>>;


/** Thailand keeps UTC+7 all year: a datetime field is typed in Bangkok time. */
const BANGKOK_OFFSET_MS = 7 * 3600 * 1000;

export const toBangkokInput = (iso: string): string => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
};

export const fromBangkokInput = (local: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const time = Date.parse(`${local}:00+07:00`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

/** An image's path, whichever of its stored shapes it has (a path, `{path}`, a media object's `{url}`). */
export const imagePathOf = (value: unknown): string => (typeof value === "string" ? value : text(record(value).path) || text(record(value).url));

const inputNames = (field: FormField): string[] => (field.localized ? [field.name, `${field.name}_en`] : [field.name]);

/** A stored value as its input's text. */
function valueText(field: FormField, value: unknown): string {
  if (value === null || value === undefined) return "";
  switch (field.control) {
    case "checkbox":
      return value === true ? "on" : "";
    case "datetime":
      return typeof value === "string" ? toBangkokInput(value) : "";
    case "relation":
      return text(record(record(value).data).id) || text(value);
    case "words":
      return Array.isArray(value) ? value.filter((word) => typeof word === "string").join("\n") : "";
    case "json":
      return JSON.stringify(value, null, 2);
    default:
      return text(value);
  }
}

/** A record's attributes as the form's values. */
export function recordToValues(fields: readonly FormField[], attributes: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = attributes[field.name];
    if (field.control === "image") {
      values[field.name] = imagePathOf(value);
      for (const part of IMAGE_PARTS) values[`${field.name}.${part}`] = text(record(value)[part]);
    } else if (field.control === "contact") {
      for (const part of CONTACT_PARTS) {
        const [outer, inner] = part.split(".") as [string, string | undefined];
        const held = record(value)[outer];
        values[`${field.name}.${part}`] = text(inner ? record(held)[inner] : held);
      }
    } else {
      for (const name of inputNames(field)) values[name] = valueText(field, attributes[name]);
    }
  }
  return values;
}

/** A new record's values: the model's defaults. */
export function defaultValues(fields: readonly FormField[], defaults: Record<string, unknown>): FormValues {
  return recordToValues(fields, defaults);
}

const EMAIL = v.pipe(v.string(), v.email());
const ISO_DATE = v.pipe(v.string(), v.isoDate());
const SLUG = /^[A-Za-z0-9\-_.~]*$/;
const utf8 = new TextEncoder();

type Read = { value: unknown } | { error: FieldError };

const tooLong = (field: FormField, typed: string): FieldError | null =>
  field.maxLength !== undefined && typed.length > field.maxLength ? { key: "content.errors.tooLong", values: { max: field.maxLength } } : null;

function number(field: FormField, typed: string, whole: boolean): Read {
  const normalised = typed.replaceAll(",", "");
  const parsed = Number(normalised);
  if (!/^-?\d+(\.\d+)?$/.test(normalised) || Number.isNaN(parsed)) return { error: { key: whole ? "content.errors.wholeNumber" : "content.errors.number" } };
  if (whole && !Number.isInteger(parsed)) return { error: { key: "content.errors.wholeNumber" } };
  if ((field.min !== undefined && parsed < field.min) || (field.max !== undefined && parsed > field.max)) {
    return { error: { key: "content.errors.range", values: { min: field.min ?? "", max: field.max ?? "" } } };
  }
  return { value: parsed };
}

function jsonText(field: FormField, typed: string): Read {
  let value: unknown;
  try {
    value = JSON.parse(typed);
  } catch {
    return { error: { key: "content.errors.json" } };
  }
  const max = field.maxBytes ?? Infinity;
  return utf8.encode(typed).length > max ? { error: { key: "content.errors.jsonTooLarge", values: { max } } } : { value };
}

/** One typed value (not empty) as the service takes it, or what is wrong with it. */
function readTyped(field: FormField, typed: string): Read {
  const long = field.control === "json" || field.control === "words" ? null : tooLong(field, typed);
  if (long) return { error: long };
  switch (field.control) {
    case "email":
      return v.is(EMAIL, typed.trim()) ? { value: typed.trim() } : { error: { key: "content.errors.email" } };
    case "slug":
      return SLUG.test(typed.trim()) ? { value: typed.trim() } : { error: { key: "content.errors.slug" } };
    case "integer":
      return number(field, typed.trim(), true);
    case "decimal":
      return number(field, typed.trim(), false);
    case "date":
      return v.is(ISO_DATE, typed) ? { value: typed } : { error: { key: "content.errors.date" } };
    case "datetime": {
      const iso = fromBangkokInput(typed);
      return iso ? { value: iso } : { error: { key: "content.errors.datetime" } };
    }
    case "select":
      return field.options?.includes(typed) ? { value: typed } : { error: { key: "content.errors.option" } };
    case "relation":
      return /^[1-9]\d{0,9}$/.test(typed.trim()) ? { value: Number(typed.trim()) } : { error: { key: "content.errors.option" } };
    case "words":
      return { value: typed.split("\n").map((word) => word.trim()).filter(Boolean) };
    case "json":
      return jsonText(field, typed);
    default:
      return { value: typed };
  }
}

const formText = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.replaceAll("\r\n", "\n") : "";
};

/** An image upload chosen in the form, if any. */
export function uploadOf(form: FormData, field: FormField): File | null {
  const file = form.get(`${field.name}.file`);
  return file instanceof File && file.size > 0 ? file : null;
}

export interface ParsedForm {
  values: FormValues;
  errors: FieldErrors;
  /** The attributes to write; empty fields are null, so clearing a field clears it. */
  data: Record<string, unknown>;
}

/** Reads and checks the generated form. An image with a new upload counts as filled: its path comes after the upload. */
export function parseContentForm(fields: readonly FormField[], form: FormData): ParsedForm {
  const values: FormValues = {};
  const errors: FieldErrors = {};
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.control === "image") {
      const path = formText(form, field.name).trim();
      values[field.name] = path;
      for (const part of IMAGE_PARTS) values[`${field.name}.${part}`] = formText(form, `${field.name}.${part}`).trim();
      if (!path && !uploadOf(form, field)) {
        if (field.required) errors[field.name] = { key: "content.errors.required" };
        data[field.name] = null;
        continue;
      }
      const image: Record<string, string> = { path };
      for (const part of IMAGE_PARTS) if (values[`${field.name}.${part}`]) image[part] = values[`${field.name}.${part}`]!;
      data[field.name] = image;
      continue;
    }
    if (field.control === "contact") {
      const contact: Record<string, unknown> = {};
      for (const part of CONTACT_PARTS) {
        const name = `${field.name}.${part}`;
        const typed = formText(form, name).trim();
        values[name] = typed;
        if (!typed) continue;
        if (part === "email" && !v.is(EMAIL, typed)) errors[name] = { key: "content.errors.email" };
        const [outer, inner] = part.split(".") as [string, string | undefined];
        if (inner) contact[outer] = { ...record(contact[outer]), [inner]: typed };
        else contact[outer] = typed;
      }
      data[field.name] = Object.keys(contact).length > 0 ? contact : null;
      continue;
    }
    for (const name of inputNames(field)) {
      const typed = formText(form, name);
      values[name] = field.control === "checkbox" ? (typed ? "on" : "") : typed;
      if (field.control === "checkbox") {
        data[name] = typed !== "";
        continue;
      }
      // The Thai half carries the requiredness (docs/content-model.md, "Localisation: paired fields").
      if (typed.trim() === "") {
        if (field.required && name === field.name) errors[name] = { key: "content.errors.required" };
        data[name] = null;
        continue;
      }
      const read = readTyped(field, typed);
      if ("error" in read) errors[name] = read.error;
      else data[name] = read.value;
    }
  }
  return { values, errors, data };
}
