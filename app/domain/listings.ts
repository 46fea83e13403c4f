import { formatReference } from "./references.ts";
/**
 * The three kinds of directory listing and everything that differs between them: the collection a listing is
 * stored in, the field holding its name, the quotation collection that receives requests for it and how such a
 * request names its event, its space and its reference number. The model, the pages, the content service and
 * its mails all read this table.
 */
export const LISTING_KINDS = ["venue", "organizer", "contractor"] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export const LISTINGS = {
  venue: {
    kind: "venue",
    plural: "venues",
    table: "venues",
    api: "api/venues",
    nameField: "name",
    /** The member's side of the listing's `owners` (docs/decisions/024). */
    ownedKey: "owned_venues",
    quotation: { singular: "quotation-venue", plural: "quotation-venues", table: "quotation_venues", api: "api/quotation-venues" },
    /** The field holding the event's name. */
    eventField: "event_name",
    /** The field holding the space asked for. */
    areaField: "area_sqm",
    /** Reference numbers of requests: QV-000012. */
    referencePrefix: "QV",
    services: ["hall", "meeting-rooms", "catering", "av", "registration", "security", "parking"],
  },
  organizer: {
    kind: "organizer",
    plural: "organizers",
    table: "organizers",
    api: "api/organizers",
    nameField: "company_name",
    ownedKey: "owned_organizers",
    quotation: { singular: "quotation-organizer", plural: "quotation-organizers", table: "quotation_organizers", api: "api/quotation-organizers" },
    /** Organizers are asked about a project. */
    eventField: "project_name",
    areaField: "area_sqm",
    referencePrefix: "QO",
    services: ["full-event", "exhibitor-sales", "marketing", "registration", "matching", "permits", "logistics"],
  },
  contractor: {
    kind: "contractor",
    plural: "contractors",
    table: "contractors",
    api: "api/contractors",
    nameField: "company_name",
    ownedKey: "owned_contractors",
    quotation: { singular: "quotation-contractor", plural: "quotation-contractors", table: "quotation_contractors", api: "api/quotation-contractors" },
    eventField: "event_name",
    /** Contractors are asked for a booth. */
    areaField: "booth_size_sqm",
    referencePrefix: "QC",
    services: ["design", "build", "furniture", "graphics", "electrical", "av", "dismantle"],
  },
} as const satisfies Record<ListingKind, ListingDef>;

export interface ListingDef {
  kind: ListingKind;
  /** The listing collection: plural api id, D1 table and REST path. */
  plural: string;
  table: string;
  api: string;
  /** The localised name field: venues have `name`, companies `company_name`. */
  nameField: "name" | "company_name";
  ownedKey: string;
  /** The collection of quotation requests to a listing of this kind; its relation to the listing is named `kind`. */
  quotation: { singular: string; plural: string; table: string; api: string };
  eventField: "event_name" | "project_name";
  areaField: "area_sqm" | "booth_size_sqm";
  referencePrefix: string;
  /** The services a request may ask for (codes; their labels are texts). */
  services: readonly string[];
}

export type Listing<K extends ListingKind = ListingKind> = (typeof LISTINGS)[K];

/** A table with a row for each kind of listing, keyed by its kind (`venue`), made from the kind's row above. */
/** Every listing kind's quotation collection (`quotation-venues`, …). */
export const QUOTATION_PLURALS: readonly string[] = LISTING_KINDS.map((kind) => LISTINGS[kind].quotation.plural);

export const byListingKind = <V>(row: (listing: Listing) => V) =>
  Object.fromEntries(LISTING_KINDS.map((kind) => [kind, row(LISTINGS[kind])])) as Record<ListingKind, V>;

/** A table with a row for each listing collection, keyed by its plural api id (`venues`). */
export const byListingPlural = <V>(row: (listing: Listing) => V) =>
  Object.fromEntries(LISTING_KINDS.map((kind) => [LISTINGS[kind].plural, row(LISTINGS[kind])])) as Record<Listing["plural"], V>;

export const isListingKind = (value: unknown): value is ListingKind => typeof value === "string" && (LISTING_KINDS as readonly string[]).includes(value);

/** The kind whose listings are stored in this collection (`venues`), if any. */
export const listingOfPlural = (plural: string): Listing | undefined => LISTING_KINDS.map((k) => LISTINGS[k]).find((l) => l.plural === plural);

/** The kind whose quotation requests are stored in this D1 table (`quotation_venues`), if any. */
export const listingOfQuotationTable = (table: string): Listing | undefined =>
  LISTING_KINDS.map((k) => LISTINGS[k]).find((l) => l.quotation.table === table);

/** What a member quotes on the phone or in a mail: the kind's letters and the id, zero-padded to six digits (QV-000012). */
export const quotationReference = (kind: ListingKind, id: unknown) => formatReference(LISTINGS[kind].referencePrefix, id);

/** The request a reference names, as mails and pages print it (QV-000012; qv-12 and QC 7 too), or null. */
export function quotationOfReference(text: string): { kind: ListingKind; collection: string; id: number } | null {
  const match = /^([a-z]{2})\s*-?\s*(\d{1,15})$/i.exec(text.trim());
  const kind = match && LISTING_KINDS.find((k) => LISTINGS[k].referencePrefix === match[1]!.toUpperCase());
  const id = match ? Number(match[2]) : 0;
  return kind && id > 0 ? { kind, collection: LISTINGS[kind].quotation.plural, id } : null;
}

/**
 * The member's side of a listing's `team`, `team_venues` and so on (docs/decisions/062): colleagues who answer its
 * requests. Made from the plural, not kept in the table, so the pages' scripts do not carry it.
 */
export const teamKeyOf = <L extends { plural: string }>(listing: L) => `team_${listing.plural}` as `team_${L["plural"]}`;

/**
 * The member's side of a listing's many-to-many relation to users, as the Strapi export names it on the user and
 * the content service filters users by it: `owners` of venues is `owned_venues`, `team` is `team_venues`
 * (docs/decisions/024, 062). Undefined for any other collection or relation.
 */
export function memberSideOf(plural: string, relation: string): string | undefined {
  const listing = listingOfPlural(plural);
  if (!listing) return undefined;
  if (relation === "owners") return listing.ownedKey;
  if (relation === "team") return teamKeyOf(listing);
  return undefined;
}
