import { type ListingChangeKind, listingChangeKindOf, type ListingChangeStatus, listingChangeStatusOf } from "~/domain/listing-changes";
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
  changeKind: ListingChangeKind;
  /** The changed attributes' new values; a new show's `{show, booths}`. */
  changes: Record<string, unknown>;
  /** A new show once approved: the show made from it. */
  show: { id: number; slug: string; scope: string } | null;
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
  trade_show: { fields: ["slug", "scope"] },
  ...Object.fromEntries(LISTING_KINDS.map((kind) => [kind, { fields: [LISTINGS[kind].nameField, `${LISTINGS[kind].nameField}_en`, "slug"] }])),
};

/** The Strapi filter of one listing's own edits (not an organizer's new shows). */
export const changesOfListing = (kind: ListingKind, id: number) => ({ [kind]: { id: { $eq: id } }, change_kind: { $eq: "listing" } });

type Attributes = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : "");
const record = (value: unknown): Attributes => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Attributes) : {});

const showOf = (entry: { id: number; attributes: Attributes } | null) => (entry ? { id: entry.id, slug: text(entry.attributes.slug) || String(entry.id), scope: text(entry.attributes.scope) } : null);

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
    changeKind: listingChangeKindOf(a.change_kind),
    changes: record(a.changes),
    show: showOf(relatedEntry(a.trade_show)),
    status: listingChangeStatusOf(a.change_status),
    declineReason: text(a.decline_reason),
    locale: a.locale === "en" ? "en" : "th",
    createdAt: text(a.createdAt),
    updatedAt: text(a.updatedAt),
  };
}
