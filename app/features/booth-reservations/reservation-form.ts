import * as v from "valibot";
import { bookingReference } from "~/domain/references";
import { textKey } from "~/i18n/translator";
import { rangeOf } from "~/model/limits";
import { emailField, modelLimits, optionalText, readFields, requiredPhone, requiredText, TOO_LONG, validateFields } from "~/components/forms/form-fields";
import type { Locale } from "~/domain/locales";

/** Each field's limit, as the booth-reservations collection stores it. */
export const RESERVATION_LIMITS = modelLimits("booth-reservations", [
  "booth_type",
  "booth_count",
  "company_name",
  "contact_name",
  "email",
  "phone",
  "company_address",
  "company_website",
  "products",
  "message",
]);
const BOOTH_COUNT = rangeOf("booth-reservations", "booth_count");
export type ReservationField = keyof typeof RESERVATION_LIMITS;

const positiveId = v.pipe(v.string(), v.trim(), v.regex(/^[1-9]\d{0,11}$/, textKey("booths.errors.boothTypeRequired")), v.transform(Number));

const boothCount = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{1,2}$/, textKey("booths.errors.countInvalid")),
  v.transform(Number),
  v.minValue(BOOTH_COUNT.min, textKey("booths.errors.countInvalid")),
  v.maxValue(BOOTH_COUNT.max, textKey("booths.errors.countInvalid")),
);

const website = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(RESERVATION_LIMITS.company_website, TOO_LONG),
  v.check((value) => value === "" || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), textKey("booths.errors.websiteInvalid")),
);

export const ReservationSchema = v.object({
  booth_type: positiveId,
  booth_count: boothCount,
  company_name: requiredText(RESERVATION_LIMITS.company_name, textKey("booths.errors.companyRequired")),
  contact_name: requiredText(RESERVATION_LIMITS.contact_name, textKey("booths.errors.contactRequired")),
  email: emailField(RESERVATION_LIMITS.email),
  phone: requiredPhone(RESERVATION_LIMITS.phone),
  company_address: optionalText(RESERVATION_LIMITS.company_address),
  company_website: website,
  products: optionalText(RESERVATION_LIMITS.products),
  message: optionalText(RESERVATION_LIMITS.message),
});

export type ReservationInput = v.InferOutput<typeof ReservationSchema>;

export function parseReservationForm(form: FormData) {
  return validateFields(ReservationSchema, readFields(form, RESERVATION_LIMITS), RESERVATION_LIMITS);
}

/** What the content service stores: empty optional fields are left out rather than saved as "". */
export function reservationData(input: ReservationInput, showId: number, locale: Locale): Record<string, unknown> {
  const optional = Object.fromEntries(
    (["company_address", "company_website", "products", "message"] as const).filter((name) => input[name] !== "").map((name) => [name, input[name]]),
  );
  return {
    trade_show: showId,
    booth_type: input.booth_type,
    booth_count: input.booth_count,
    company_name: input.company_name,
    contact_name: input.contact_name,
    email: input.email,
    phone: input.phone,
    locale,
    ...optional,
  };
}

/** The reference an exhibitor quotes to the organizer: the reservation's id, padded (BR-000042). */
export function reservationReference(id: number): string {
  return bookingReference(id);
}
