import type { Translate, TextKey } from "~/i18n/translator";
import { type CsvCell, toCsv } from "~/lib/csv";
import type { QuotationView } from "./records";
import type { ListingKind } from "~/domain/listings";

/**
 * The inbox as a spreadsheet: one row per request, headed in the page's language, every value as the inbox shows
 * it (status and choices as words, dates as ISO days so Excel sorts them). The CSV text itself is app/lib/csv.ts.
 */
const COLUMNS: readonly TextKey[] = [
  "quotations.fields.reference",
  "quotations.fields.createdAt",
  "quotations.fields.status",
  "quotations.fields.listing",
  "quotations.fields.event",
  "quotations.fields.dates",
  "quotations.fields.boothType",
  "quotations.fields.area",
  "quotations.fields.visitors",
  "quotations.fields.budget",
  "quotations.fields.services",
  "quotations.fields.message",
  "quotations.fields.contactName",
  "quotations.fields.companyName",
  "quotations.fields.email",
  "quotations.fields.phone",
  "quotations.fields.answer",
  "quotations.fields.answeredAt",
];

function row(view: QuotationView, t: Translate): CsvCell[] {
  const dates = [view.startDate, view.endDate].filter(Boolean).join(" – ");
  return [
    view.reference,
    view.sentOn,
    t(`quotations.status.${view.status}`),
    view.target?.name ?? "",
    view.event,
    dates,
    view.boothType ? t(`quotations.boothTypes.${view.boothType}`, { defaultValue: view.boothType }) : "",
    view.area,
    view.attendees,
    view.budgetRange ? t(`quotations.budget.${view.budgetRange}`, { defaultValue: view.budgetRange }) : "",
    view.services.map((s) => t(`quotations.services.${view.kind}.${s}`, { defaultValue: s })).join(", "),
    view.message,
    view.contactName,
    view.companyName,
    view.email,
    view.phone,
    view.answer,
    view.answeredOn,
  ];
}

export function inboxCsv(views: readonly QuotationView[], t: Translate): string {
  return toCsv(
    COLUMNS.map((key) => t(key)),
    views.map((view) => row(view, t)),
  );
}

/** `quotations-venue-2026-11-23.csv`: the kind and the day, ASCII only so every browser keeps the name. */
export const exportFileName = (kind: ListingKind, today: string) => `quotations-${kind}-${today}.csv`;
