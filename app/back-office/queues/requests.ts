import * as v from "valibot";
import { readFields, validateFields } from "~/components/forms/form-fields";
import { LISTING_KINDS, LISTINGS, type ListingKind, quotationOfReference, quotationReference } from "~/domain/listings";
import { bookingReference } from "~/domain/references";
import { inputLengthOf } from "~/model/limits";
import type { StaffTextKey } from "~/back-office/texts/staff-texts";

/** A quotation request to a listing nobody runs and that publishes no address, as the site team's queue shows it. */
export interface UnownedRequest {
  collection: string;
  id: number;
  reference: string;
  kind: ListingKind;
  listing: { id: number; name: string; nameEn: string };
  event: string;
  from: string;
  email: string;
  phone: string;
  createdAt: string;
}

/** The listing kind whose quotation collection `collection` is. */
export const kindOfRequests = (collection: string): ListingKind | undefined => LISTING_KINDS.find((kind) => LISTINGS[kind].quotation.plural === collection);

/** What the API token reads of a request for the queue: its listing's names. */
export const requestPopulate = (kind: ListingKind) => ({ [kind]: { fields: [LISTINGS[kind].nameField, `${LISTINGS[kind].nameField}_en`] } });

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function unownedRequestOf(kind: ListingKind, entity: { id: number; attributes: Record<string, unknown> }): UnownedRequest | null {
  const def = LISTINGS[kind];
  const a = entity.attributes;
  const listing = (a[kind] as { data?: { id: number; attributes?: Record<string, unknown> } | null } | undefined)?.data;
  if (!listing) return null;
  return {
    collection: def.quotation.plural,
    id: entity.id,
    reference: quotationReference(kind, entity.id),
    kind,
    listing: { id: listing.id, name: text(listing.attributes?.[def.nameField]), nameEn: text(listing.attributes?.[`${def.nameField}_en`]) },
    event: text(a[def.eventField]),
    from: [text(a.contact_name), text(a.company_name)].filter(Boolean).join(", "),
    email: text(a.email),
    phone: text(a.phone),
    createdAt: text(a.createdAt),
  };
}

/** A booth booking whose show's organizer nobody runs and publishes no address, so the team forwards it by hand. */
export interface TeamBooking {
  id: number;
  reference: string;
  show: { name: string; nameEn: string };
  /** Null when the show names no organizer. */
  organizer: { id: number; name: string; nameEn: string } | null;
  boothType: { name: string; nameEn: string };
  count: number;
  from: string;
  email: string;
  phone: string;
  createdAt: string;
}

type Related = { data?: { id: number; attributes?: Record<string, unknown> } | null } | undefined;

/** What the API token reads of a booking for the queue: its show with the organizer, and its booth type. */
export const TEAM_BOOKING_POPULATE = {
  trade_show: { fields: ["name", "name_en"], populate: { organizer: { fields: ["company_name", "company_name_en"] } } },
  booth_type: { fields: ["name", "name_en"] },
};

export function teamBookingOf(entity: { id: number; attributes: Record<string, unknown> }): TeamBooking {
  const a = entity.attributes;
  const show = (a.trade_show as Related)?.data;
  const organizer = (show?.attributes?.organizer as Related)?.data;
  const type = (a.booth_type as Related)?.data?.attributes;
  return {
    id: entity.id,
    reference: bookingReference(entity.id),
    show: { name: text(show?.attributes?.name), nameEn: text(show?.attributes?.name_en) },
    organizer: organizer ? { id: organizer.id, name: text(organizer.attributes?.company_name), nameEn: text(organizer.attributes?.company_name_en) } : null,
    boothType: { name: text(type?.name), nameEn: text(type?.name_en) },
    count: typeof a.booth_count === "number" ? a.booth_count : 1,
    from: [text(a.contact_name), text(a.company_name)].filter(Boolean).join(", "),
    email: text(a.email),
    phone: text(a.phone),
    createdAt: text(a.createdAt),
  };
}

const message = (key: StaffTextKey) => key;
const emailSchema = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message("requests.emailRequired")), v.toLowerCase(), v.email(message("requests.emailInvalid")), v.maxLength(max, message("errors.tooLong")));

/** Forwarding names the company's address; assigning names a member's account email. */
export const FORWARD_LIMITS = { address: 200 };
export const ASSIGN_LIMITS = { email: inputLengthOf("users", "email") };
const ForwardSchema = v.object({ address: emailSchema(FORWARD_LIMITS.address) });
const AssignSchema = v.object({ email: emailSchema(ASSIGN_LIMITS.email) });

export const parseForward = (form: FormData) => validateFields(ForwardSchema, readFields(form, FORWARD_LIMITS), FORWARD_LIMITS);
export const parseAssign = (form: FormData) => validateFields(AssignSchema, readFields(form, ASSIGN_LIMITS), ASSIGN_LIMITS);

/** Revoking a signed link names the request by its reference and is ticked as meant: the link stops at once. */
export const REVOKE_LIMITS = { reference: 40, confirm: 3 };
const RevokeSchema = v.object({
  reference: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(message("requests.referenceRequired")),
    v.maxLength(REVOKE_LIMITS.reference, message("errors.tooLong")),
    v.check((text) => quotationOfReference(text) !== null, message("requests.referenceInvalid")),
  ),
  confirm: v.literal("yes", message("requests.confirmRevoke")),
});

export function parseRevoke(form: FormData) {
  const parsed = validateFields(RevokeSchema, readFields(form, REVOKE_LIMITS), REVOKE_LIMITS);
  return parsed.ok ? { ...parsed, request: quotationOfReference(parsed.data.reference)! } : parsed;
}
