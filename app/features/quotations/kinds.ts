import { DIRECTORY_KINDS, type DirectoryKind } from "~/features/directory/kinds";
import { formatReference, REFERENCE_PREFIX } from "../../domain/references";

/**
 * The three quotation collections, one per kind of listing: where a request is saved, which relation points at
 * the listing, which inbox tab shows it and how its reference number starts.
 */
export type QuotationKind = DirectoryKind;
export const QUOTATION_KINDS = ["venue", "organizer", "contractor"] as const satisfies readonly QuotationKind[];

export interface QuotationKindDef {
  kind: QuotationKind;
  api: "api/quotation-venues" | "api/quotation-organizers" | "api/quotation-contractors";
  /** The relation to the listing, also the query parameter of the request page (`?venue=<slug>`). */
  target: "venue" | "organizer" | "contractor";
  /** The field holding the event's name: organizers call it a project. */
  eventField: "event_name" | "project_name";
  /** The field holding the space asked for: contractors are asked for a booth. */
  areaField: "area_sqm" | "booth_size_sqm";
  inboxKey: "quotationProfileVenue" | "quotationProfileOrganizer" | "quotationProfileContractor";
  /** Reference numbers: QV-000012 for a venue request. */
  prefix: "QV" | "QO" | "QC";
  services: readonly string[];
}

export const QUOTATION: Record<QuotationKind, QuotationKindDef> = {
  venue: {
    kind: "venue",
    api: "api/quotation-venues",
    target: "venue",
    eventField: "event_name",
    areaField: "area_sqm",
    inboxKey: "quotationProfileVenue",
    prefix: REFERENCE_PREFIX.quotation_venues,
    services: ["hall", "meeting-rooms", "catering", "av", "registration", "security", "parking"],
  },
  organizer: {
    kind: "organizer",
    api: "api/quotation-organizers",
    target: "organizer",
    eventField: "project_name",
    areaField: "area_sqm",
    inboxKey: "quotationProfileOrganizer",
    prefix: REFERENCE_PREFIX.quotation_organizers,
    services: ["full-event", "exhibitor-sales", "marketing", "registration", "matching", "permits", "logistics"],
  },
  contractor: {
    kind: "contractor",
    api: "api/quotation-contractors",
    target: "contractor",
    eventField: "event_name",
    areaField: "booth_size_sqm",
    inboxKey: "quotationProfileContractor",
    prefix: REFERENCE_PREFIX.quotation_contractors,
    services: ["design", "build", "furniture", "graphics", "electrical", "av", "dismantle"],
  },
};

export const directoryOf = (kind: QuotationKind) => DIRECTORY_KINDS[kind];

export const isQuotationKind = (value: unknown): value is QuotationKind =>
  typeof value === "string" && (QUOTATION_KINDS as readonly string[]).includes(value);

/** What a member quotes on the phone or in a mail: the kind's letters and the id, zero-padded. */
export function quotationReference(kind: QuotationKind, id: number): string {
  return formatReference(QUOTATION[kind].prefix, id);
}
