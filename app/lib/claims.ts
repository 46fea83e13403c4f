import { claimDecisionOf, type ClaimDecision } from "~/domain/claims";
import { LISTING_KINDS, LISTINGS, type ListingKind } from "~/domain/listings";
import type { Locale } from "~/domain/locales";
import { relatedEntry } from "./related-entry";

/** A member's request to manage a listing ("Is this your company?"), as the claims queue and its member read it. */
export interface Claim {
  id: number;
  reference: string;
  kind: ListingKind;
  listing: { id: number; name: string; nameEn: string };
  memberId: number | null;
  contactName: string;
  contactRole: string;
  email: string;
  phone: string;
  message: string;
  locale: Locale;
  decision: ClaimDecision | null;
  createdAt: string;
}

/**
 * The query for claims nobody has decided yet, oldest first (the queue is worked from the top), read with the API
 * token: all of them for the site team, or one member's (`memberId`) for that member's own pages.
 */
export function pendingClaimsQuery(pageSize: number, memberId?: number) {
  return {
    filters: { request_kind: { $eq: "claim" }, claim_decision: { $null: true }, ...(memberId === undefined ? {} : { user: { id: { $eq: memberId } } }) },
    populate: CLAIM_POPULATE,
    sort: ["createdAt:asc"],
    pagination: { pageSize },
  };
}

/** What the API token reads of a contract form for the queue: its listing's names and the member's id. */
export const CLAIM_POPULATE = {
  user: { fields: ["id"] },
  ...Object.fromEntries(LISTING_KINDS.map((kind) => [kind, { fields: [LISTINGS[kind].nameField, `${LISTINGS[kind].nameField}_en`] }])),
};

type Attributes = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A contract form read with CLAIM_POPULATE as a claim; null when it is a package contract or names no listing. */
export function claimOf(entity: { id: number; attributes: Attributes }): Claim | null {
  const a = entity.attributes;
  if (a.request_kind !== "claim") return null;
  const kind = LISTING_KINDS.find((k) => relatedEntry(a[k]) !== null);
  if (!kind) return null;
  const listing = relatedEntry(a[kind])!;
  const { nameField } = LISTINGS[kind];
  return {
    id: entity.id,
    reference: text(a.reference) || `#${entity.id}`,
    kind,
    listing: { id: listing.id, name: text(listing.attributes[nameField]), nameEn: text(listing.attributes[`${nameField}_en`]) },
    memberId: relatedEntry(a.user)?.id ?? null,
    contactName: text(a.contact_name),
    contactRole: text(a.contact_role),
    email: text(a.email),
    phone: text(a.phone),
    message: text(a.message),
    locale: a.locale === "en" ? "en" : "th",
    decision: claimDecisionOf(a.claim_decision),
    createdAt: text(a.createdAt),
  };
}
