import { describe, expect, it } from "vitest";
import { LISTING_KINDS, LISTINGS } from "~/domain/listings";
import { NewsletterSchema } from "~/lib/newsletter";
import { echoDisagreements, schemaDisagreements } from "~/model/agreement";
import { PROFILE, ProfileSchema, REGISTER, RegisterSchema } from "./account/forms";
import { RESERVATION_LIMITS, ReservationSchema } from "./booth-reservations/reservation-form";
import { CLAIM_LIMITS, ClaimSchema } from "./contracts/claim-form";
import { CONTRACT_LIMITS, contractSchema } from "./contracts/contract-form";
import { CONTACT_LIMITS, ContactSchema } from "./info/contact-form";
import { INQUIRY_LIMITS, InquirySchema } from "./packages/inquiry";
import { requestLimits, requestSchema } from "./quotations/request-form";

/** Each form takes its limits and values from the model (app/model/limits.ts), never from a table of its own. */
describe("the forms agree with the model", () => {
  it.each([
    ["contact", "contact-messages", ContactSchema, CONTACT_LIMITS],
    ["package inquiry", "package-forms", InquirySchema, INQUIRY_LIMITS],
    ["contract", "contract-forms", contractSchema("2026-01-01"), CONTRACT_LIMITS],
    ["claim", "contract-forms", ClaimSchema, CLAIM_LIMITS],
    ["booth reservation", "booth-reservations", ReservationSchema, RESERVATION_LIMITS],
    ["registration", "users", RegisterSchema, REGISTER],
    ["profile", "users", ProfileSchema, PROFILE],
    ["newsletter", "email-subscriptions", NewsletterSchema, {}],
  ] as const)("%s", (_, collection, schema, echo) => {
    expect(schemaDisagreements(collection, schema)).toEqual([]);
    expect(echoDisagreements(collection, echo)).toEqual([]);
  });

  it.each(LISTING_KINDS)("the quotation request to a %s", (kind) => {
    const { quotation, eventField, areaField } = LISTINGS[kind];
    const names = { event_name: eventField, area: areaField };
    expect(schemaDisagreements(quotation.plural, requestSchema(kind, "2026-01-01"), names)).toEqual([]);
    expect(echoDisagreements(quotation.plural, requestLimits(kind), names)).toEqual([]);
  });
});
