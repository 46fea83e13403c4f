import * as v from "valibot";
import { BOOTH_BUILDS } from "~/domain/booths";
import { BUDGET_RANGES } from "~/model/model";
import { type FieldLimits, type FormValues, readFields, validateFields } from "~/components/forms/form-fields";
import { textKey } from "~/i18n/translator";
import { LISTINGS, type ListingKind } from "~/domain/listings";

/**
 * The quotation request form: every field read as text (sent back on an error), checked by valibot with
 * messages that are i18n keys, then shaped into the `data` of the kind's quotation collection. Which fields are
 * required differs per kind: a venue needs the dates, a contractor the booth type and size.
 */
export const REQUEST_LIMITS = {
  event_name: 200,
  start_date: 10,
  end_date: 10,
  area: 12,
  booth_type: 20,
  attendees: 12,
  budget_range: 20,
  services: 400,
  message: 4000,
  contact_name: 120,
  company_name: 200,
  email: 200,
  phone: 40,
} as const satisfies FieldLimits<string>;
export type RequestField = keyof typeof REQUEST_LIMITS;
export type RequestValues = FormValues<RequestField>;

const E = "quotations.errors.";
const TOO_LONG = textKey("quotations.errors.tooLong");
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^\+?\(?\d[\d\s().-]{6,30}$/;

const isRealDate = (value: string) => ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, TOO_LONG));
const required = (max: number, message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(max, TOO_LONG));

/** A date on or after `today` (Bangkok time); empty allowed unless `requiredMessage`. */
function dateField(today: string, requiredMessage?: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s !== "" || !requiredMessage, requiredMessage ?? ""),
    v.check((s) => s === "" || isRealDate(s), textKey("quotations.errors.dateInvalid")),
    v.check((s) => s === "" || s >= today, textKey("quotations.errors.dateInPast")),
  );
}

/** A whole number from 1 to `max`, typed with or without thousands separators; empty allowed unless `requiredMessage`. */
function countField(max: number, requiredMessage?: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => s.replace(/[,\s]/g, "")),
    v.check((s) => s !== "" || !requiredMessage, requiredMessage ?? ""),
    v.check((s) => s === "" || /^\d+$/.test(s) && Number(s) >= 1, textKey("quotations.errors.numberInvalid")),
    v.check((s) => s === "" || Number(s) <= max, textKey("quotations.errors.numberTooLarge")),
  );
}

const choice = <T extends readonly string[]>(options: T, requiredMessage?: string) =>
  v.pipe(
    v.string(),
    v.check((s) => s !== "" || !requiredMessage, requiredMessage ?? ""),
    v.check((s) => s === "" || options.includes(s), textKey("quotations.errors.choiceInvalid")),
  );

function requestSchema(kind: ListingKind, today: string) {
  const services: readonly string[] = LISTINGS[kind].services;
  return v.pipe(
    v.object({
      event_name: required(REQUEST_LIMITS.event_name, `${E}eventNameRequired`),
      start_date: dateField(today, kind === "venue" ? `${E}startDateRequired` : undefined),
      end_date: dateField(today, kind === "venue" ? `${E}endDateRequired` : undefined),
      area: countField(kind === "contractor" ? 100_000 : 100_000_000, kind === "contractor" ? `${E}boothSizeRequired` : undefined),
      booth_type: choice(BOOTH_BUILDS, kind === "contractor" ? `${E}boothTypeRequired` : undefined),
      attendees: countField(10_000_000),
      budget_range: choice(BUDGET_RANGES),
      services: v.pipe(
        v.string(),
        v.check((s) => s === "" || s.split(",").every((code) => services.includes(code)), textKey("quotations.errors.choiceInvalid")),
      ),
      message: text(REQUEST_LIMITS.message),
      contact_name: required(REQUEST_LIMITS.contact_name, `${E}contactNameRequired`),
      company_name: text(REQUEST_LIMITS.company_name),
      email: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(textKey("quotations.errors.emailRequired")),
        v.toLowerCase(),
        v.email(textKey("quotations.errors.emailInvalid")),
        v.maxLength(REQUEST_LIMITS.email, TOO_LONG),
      ),
      phone: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(textKey("quotations.errors.phoneRequired")),
        v.maxLength(REQUEST_LIMITS.phone, TOO_LONG),
        v.regex(PHONE, textKey("quotations.errors.phoneInvalid")),
      ),
    }),
    v.forward(
      v.check((f) => f.start_date === "" || f.end_date === "" || f.end_date >= f.start_date, textKey("quotations.errors.endBeforeStart")),
      ["end_date"],
    ),
  );
}

export type ParsedRequest = v.InferOutput<ReturnType<typeof requestSchema>>;

/** Checkboxes arrive as repeated `services` fields; kept as one comma-separated value so an error can echo them. */
export function readRequest(form: FormData): RequestValues {
  const values = readFields(form, REQUEST_LIMITS);
  values.services = form
    .getAll("services")
    .filter((s): s is string => typeof s === "string" && s !== "")
    .join(",");
  return values;
}

export function parseRequest(kind: ListingKind, values: RequestValues, today: string) {
  return validateFields(requestSchema(kind, today), values, REQUEST_LIMITS);
}

const orNull = (s: string) => (s === "" ? null : s);
const numberOrNull = (s: string) => (s === "" ? null : Number(s));

/** The `data` of a create in the kind's collection; the owner (`user`) is set by the service from the token. */
export function requestData(kind: ListingKind, parsed: ParsedRequest, targetId: number, locale: "th" | "en", attachments: readonly unknown[]) {
  const def = LISTINGS[kind];
  return {
    [kind]: targetId,
    [def.eventField]: parsed.event_name,
    start_date: orNull(parsed.start_date),
    end_date: orNull(parsed.end_date),
    [def.areaField]: numberOrNull(parsed.area),
    ...(kind === "contractor" ? { booth_type: parsed.booth_type } : {}),
    attendees: numberOrNull(parsed.attendees),
    budget_range: orNull(parsed.budget_range),
    services: parsed.services === "" ? [] : parsed.services.split(","),
    message: orNull(parsed.message),
    contact_name: parsed.contact_name,
    company_name: orNull(parsed.company_name),
    email: parsed.email,
    phone: parsed.phone,
    locale,
    attachments,
  };
}
