import type { CompanyAttributes, Contactor } from "~/model/entities";
import { imagePath, localized } from "~/content/localized";
import { type Choice, labelOf } from "~/content/master-data";
import type { Locale } from "~/domain/locales";
import { LISTING_KINDS, LISTINGS, type ListingKind } from "~/domain/listings";
import { LISTING_PAGES } from "~/lib/listing-pages";
import { mapUrl } from "~/lib/map-link";
import { pagePath } from "~/lib/paths";

/** The home page's info pop-ups: one for each listing kind, and the company contact. */
export const POPUP_KINDS = [...LISTING_KINDS, "company"] as const;
export type PopupKind = (typeof POPUP_KINDS)[number];

/** The listing a pop-up looks up (the company contact is an organizer), in the collection's name field with `$contains`. */
const popupListing = (kind: PopupKind): ListingKind => (kind === "company" ? "organizer" : kind);

/** The collection a pop-up's lookup asks. */
export const popupLookupPath = (kind: PopupKind) => LISTINGS[popupListing(kind)].api;

/** The box a pop-up shows its record in: its listing kind's, but the company contact reuses the venue box. */
export const popupBox = (kind: PopupKind): ListingKind => (kind === "company" ? "venue" : kind);

/** Only what a pop-up shows, so lookups ask for these fields alone (plus the collection's name fields). */
export const POPUP_FIELDS = [
  "slug",
  "address",
  "address_en",
  "note",
  "note_en",
  "cover_img",
  "province",
  "country",
  "sector",
  "contactor",
] as const;

export function popupFields(kind: PopupKind): string[] {
  const field = LISTINGS[popupListing(kind)].nameField;
  return [field, `${field}_en`, ...POPUP_FIELDS];
}

/** A venue, organizer, contractor or company lookup: the first match of `$contains` on the name or company name. */
export function popupQuery(kind: PopupKind, text: string) {
  return {
    filters: { [LISTINGS[popupListing(kind)].nameField]: { $contains: text } },
    fields: popupFields(kind),
    pagination: { page: 1, pageSize: 1 },
  };
}

/** The record a lookup reads (`data[0].attributes`): a venue, organizer, contractor or company. */
export type PopupRecord = Partial<Omit<CompanyAttributes, "slug">> & { slug?: string };

export interface PopupLabels {
  provinces: readonly Choice[];
  countries: readonly Choice[];
  sectors: readonly Choice[];
}

export interface PopupView {
  name: string;
  logo: string | undefined;
  /** `null` shows the 'no address details' text. */
  address: string | null;
  /** Raw rich text, present only when the note has text; sanitised before it is shown. */
  note: string | null;
  contactor: Contactor | null;
  /** Province, country and, in the venue box, sector (the spec's footer line), each as the record has it. */
  footer: string[];
  /** The venue box's footer ends with its address, as a link to the map (decision 055); null elsewhere. */
  mapAddress: { text: string; href: string } | null;
  /** The full profile page, unprefixed. */
  detailPath: string | null;
}

const text = (value: string) => (value.trim() === "" ? null : value.trim());

/** What an info pop-up shows for a record, in the page's language. */
export function popupView(kind: PopupKind, record: PopupRecord, locale: Locale, labels: PopupLabels): PopupView {
  const address = text(localized(record, "address", locale));
  const venueBox = popupBox(kind) === "venue";
  const place = [labelOf(labels.provinces, record.province, locale), labelOf(labels.countries, record.country, locale)];
  if (venueBox) place.push(labelOf(labels.sectors, record.sector, locale));
  const footer = place.map((part) => part.trim()).filter((part) => part !== "");
  const name = text(localized(record, "name", locale)) ?? localized(record, "company_name", locale).trim();
  return {
    name,
    logo: imagePath(record.cover_img),
    address,
    note: text(localized(record, "note", locale)),
    contactor: record.contactor ?? null,
    footer,
    mapAddress: venueBox && address ? { text: address, href: mapUrl(null, null, [name, address].filter(Boolean).join(" "))! } : null,
    detailPath: record.slug ? pagePath(LISTING_PAGES[popupListing(kind)].detail, { id: record.slug }) : null,
  };
}
