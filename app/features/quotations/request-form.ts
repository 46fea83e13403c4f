import * as v from "valibot";
import { BOOTH_BUILDS } from "~/domain/booths";
import { BUDGET_RANGES } from "~/domain/budgets";
import { emailField, type FormValues, modelLimits, readFields, requiredPhone, validateFields } from "~/components/forms/form-fields";
import { inputLengthOf, limitsOf, rangeOf } from "~/model/limits";
import { textKey } from "~/i18n/translator";
import { LISTINGS, type ListingKind } from "~/domain/listings";
import type { Locale } from "~/domain/locales";

/**
 * The quotation request form: every field read as text (sent back on an error), checked by valibot with
 * messages that are i18n keys, then shaped into the `data` of the kind's quotation collection. Which fields are
 * required differs per kind: a venue needs the dates, a contractor the booth type and size.
 */
export function requestLimits(kind: ListingKind) {
  const { quotation, eventField, areaField, services } = LISTINGS[kind];
  return {
    ...modelLimits(quotation.plural, {
      event_name: eventField,
      start_date: "start_date",
      end_date: "end_date",
      area: areaField,
      attendees: "attendees",
      budget_range: "budget_range",
      message: "message",
      contact_name: "contact_name",
      company_name: "company_name",
      email: "email",
      phone: "phone",
    }),
    // Only a contractor is asked for a booth; the field is read (and echoed) for every kind.
    booth_type: inputLengthOf(LISTINGS.contractor.quotation.plural, "booth_type"),
    // The checked services, comma-separated.
    services: services.join(",").length,
  };
}
export type RequestField = keyof ReturnType<typeof requestLimits>;
export type RequestValues = FormValues<RequestField>;

const E = "quotations.errors.";
const TOO_LONG = textKey("quotations.errors.tooLong");
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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

/** A whole number within `range`, typed with or without thousands separators; empty allowed unless `requiredMessage`. */
function countField({ min, max }: { min: number; max: number }, requiredMessage?: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => s.replace(/[,\s]/g, "")),
    v.check((s) => s !== "" || !requiredMessage, requiredMessage ?? ""),
    v.check((s) => s === "" || /^\d+$/.test(s) && Number(s) >= min, textKey("quotations.errors.numberInvalid")),
    v.check((s) => s === "" || Number(s) <= max, textKey("quotations.errors.numberTooLarge")),
  );
}

const choice = <T extends readonly string[]>(options: T, requiredMessage?: string) =>
  v.pipe(
    v.string(),
    v.check((s) => s !== "" || !requiredMessage, requiredMessage ?? ""),
    v.check((s) => s === "" || options.includes(s), textKey("quotations.errors.choiceInvalid")),
  );

export function requestSchema(kind: ListingKind, today: string) {
  const { quotation, areaField } = LISTINGS[kind];
  const services: readonly string[] = LISTINGS[kind].services;
  const limits = requestLimits(kind);
  const model = limitsOf(quotation.plural);
  const requiredIn = (field: string, message: string) => (model[field]?.required ? message : undefined);
  return v.pipe(
    v.object({
      event_name: required(limits.event_name, `${E}eventNameRequired`),
      start_date: dateField(today, requiredIn("start_date", `${E}startDateRequired`)),
      end_date: dateField(today, requiredIn("end_date", `${E}endDateRequired`)),
      area: countField(rangeOf(quotation.plural, areaField), requiredIn(areaField, `${E}boothSizeRequired`)),
      booth_type: choice(BOOTH_BUILDS, requiredIn("booth_type", `${E}boothTypeRequired`)),
      attendees: countField(rangeOf(quotation.plural, "attendees")),
      budget_range: choice(BUDGET_RANGES),
      services: v.pipe(
        v.string(),
        v.check((s) => s === "" || s.split(",").every((code) => services.includes(code)), textKey("quotations.errors.choiceInvalid")),
      ),
      message: text(limits.message),
      contact_name: required(limits.contact_name, `${E}contactNameRequired`),
      company_name: text(limits.company_name),
      email: emailField(limits.email, { required: textKey("quotations.errors.emailRequired"), invalid: textKey("quotations.errors.emailInvalid"), tooLong: TOO_LONG }),
      phone: requiredPhone(limits.phone, { required: textKey("quotations.errors.phoneRequired"), invalid: textKey("quotations.errors.phoneInvalid"), tooLong: TOO_LONG }),
    }),
    v.forward(
      v.check((f) => f.start_date === "" || f.end_date === "" || f.end_date >= f.start_date, textKey("quotations.errors.endBeforeStart")),
      ["end_date"],
    ),
  );
}

export type ParsedRequest = v.InferOutput<ReturnType<typeof requestSchema>>;

/** Checkboxes arrive as repeated `services` fields; kept as one comma-separated value so an error can echo them. */
export function readRequest(kind: ListingKind, form: FormData): RequestValues {
  const values = readFields(form, requestLimits(kind));
  values.services = form
    .getAll("services")
    .filter((s): s is string => typeof s === "string" && s !== "")
    .join(",");
  return values;
}

export function parseRequest(kind: ListingKind, values: RequestValues, today: string) {
  return validateFields(requestSchema(kind, today), values, requestLimits(kind));
}

const orNull = (s: string) => (s === "" ? null : s);
const numberOrNull = (s: string) => (s === "" ? null : Number(s));

/** The `data` of a create in the kind's collection; the owner (`user`) is set by the service from the token. */
export function requestData(kind: ListingKind, parsed: ParsedRequest, targetId: number, locale: Locale, attachments: readonly unknown[]) {
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
