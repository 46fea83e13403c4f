import type { QuotationAttachment } from "~/model/model";
import { localized } from "~/content/localized";
import type { StrapiEntity } from "~/model/types";
import { bangkokDay } from "~/lib/dates";
import { isQuoteStatus, type QuoteStatus } from "~/domain/quotation-status";
import type { Locale } from "~/domain/locales";
import { LISTINGS, type ListingKind, quotationReference } from "~/domain/listings";


/** One request as the pages show it, whatever its kind. */
export interface QuotationView {
  kind: ListingKind;
  id: number;
  reference: string;
  status: QuoteStatus;
  /** The Bangkok calendar day it was sent, and the instant (for sorting). */
  sentOn: string;
  createdAt: string;
  target: { id: number; name: string; slug: string } | null;
  event: string;
  startDate: string | null;
  endDate: string | null;
  area: number | null;
  boothType: string | null;
  attendees: number | null;
  budgetRange: string | null;
  services: string[];
  message: string | null;
  contactName: string;
  companyName: string | null;
  email: string;
  phone: string;
  answer: string | null;
  answeredOn: string | null;
  attachments: QuotationAttachment[];
}

type Attributes = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const num = (value: unknown): number | null => (typeof value === "number" ? value : null);

/** Files of our own upload service only, whatever the stored JSON says. */
function attachmentsOf(value: unknown): QuotationAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (f): f is QuotationAttachment =>
      typeof f === "object" && f !== null && typeof f.url === "string" && f.url.startsWith("/api/uploads/") && typeof f.name === "string",
  );
}

/** The populate that brings the listing's name along, in both languages. */
export function targetPopulate(kind: ListingKind) {
  const dir = LISTINGS[kind];
  return { [kind]: { fields: [dir.nameField, `${dir.nameField}_en`, "slug"] } };
}

export function quotationView(kind: ListingKind, entity: StrapiEntity<Attributes>, locale: Locale): QuotationView {
  const a = entity.attributes;
  const def = LISTINGS[kind];
  const related = (a[kind] as { data?: StrapiEntity<Attributes> | null } | undefined)?.data ?? null;
  const createdAt = String(a.createdAt ?? "");
  const answeredAt = text(a.answered_at);
  return {
    kind,
    id: entity.id,
    reference: quotationReference(kind, entity.id),
    status: isQuoteStatus(a.quotation_status) ? a.quotation_status : "sent",
    sentOn: createdAt ? bangkokDay(createdAt) : "",
    createdAt,
    target: related
      ? {
          id: related.id,
          name: localized(related.attributes, LISTINGS[kind].nameField, locale),
          slug: text(related.attributes.slug) ?? String(related.id),
        }
      : null,
    event: String(a[def.eventField] ?? ""),
    startDate: text(a.start_date),
    endDate: text(a.end_date),
    area: num(a[def.areaField]),
    boothType: text(a.booth_type),
    attendees: num(a.attendees),
    budgetRange: text(a.budget_range),
    services: Array.isArray(a.services) ? a.services.filter((s): s is string => typeof s === "string") : [],
    message: text(a.message),
    contactName: String(a.contact_name ?? ""),
    companyName: text(a.company_name),
    email: String(a.email ?? ""),
    phone: String(a.phone ?? ""),
    answer: text(a.answer),
    answeredOn: answeredAt ? bangkokDay(answeredAt) : null,
    attachments: attachmentsOf(a.attachments),
  };
}

/** Newest first across kinds; the id breaks ties so the order is stable. */
export function newestFirst(a: QuotationView, b: QuotationView): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}
