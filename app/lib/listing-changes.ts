import { type ListingChangeStatus, listingChangeStatusOf } from "~/domain/listing-changes";
import { LISTING_KINDS, LISTINGS, type ListingKind } from "~/domain/listings";
import type { Locale } from "~/domain/locales";
import { listingChangeReference } from "~/domain/references";
import { relatedEntry } from "./related-entry";

/** A company's change request to its listing (docs/decisions/060), as its owners and the back office read it. */
export interface ListingChange {
  id: number;
  reference: string;
  kind: ListingKind;
  listing: { id: number; name: string; nameEn: string; slug: string | null };
  memberId: number | null;
  /** The changed attributes' new values. */
  changes: Record<string, unknown>;
  status: ListingChangeStatus;
  declineReason: string;
  locale: Locale;
  createdAt: string;
  updatedAt: string;
}

export const LISTING_CHANGES_API = "api/listing-changes";

/** What a change is read with: its listing's names and address, and the member's id. */
export const LISTING_CHANGE_POPULATE = {
  user: { fields: ["id"] },
  ...Object.fromEntries(LISTING_KINDS.map((kind) => [kind, { fields: [LISTINGS[kind].nameField, `${LISTINGS[kind].nameField}_en`, "slug"] }])),
};

/** The Strapi filter of one listing's changes. */
export const changesOfListing = (kind: ListingKind, id: number) => ({ [kind]: { id: { $eq: id } } });

type Attributes = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : "");
const record = (value: unknown): Attributes => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Attributes) : {});

/** A change read with LISTING_CHANGE_POPULATE; null when it names no listing (its listing was deleted). */
export function listingChangeOf(entity: { id: number; attributes: Attributes }): ListingChange | null {
  const a = entity.attributes;
  const kind = LISTING_KINDS.find((k) => relatedEntry(a[k]) !== null);
  if (!kind) return null;
  const listing = relatedEntry(a[kind])!;
  const { nameField } = LISTINGS[kind];
  return {
    id: entity.id,
    reference: listingChangeReference(entity.id),
    kind,
    listing: { id: listing.id, name: text(listing.attributes[nameField]), nameEn: text(listing.attributes[`${nameField}_en`]), slug: text(listing.attributes.slug) || null },
    memberId: relatedEntry(a.user)?.id ?? null,
    changes: record(a.changes),
    status: listingChangeStatusOf(a.change_status),
    declineReason: text(a.decline_reason),
    locale: a.locale === "en" ? "en" : "th",
    createdAt: text(a.createdAt),
    updatedAt: text(a.updatedAt),
  };
}
