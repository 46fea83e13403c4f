import type { Translate, TextKey } from "~/i18n/translator";
import { type CsvCell, toCsv } from "~/lib/csv";
import type { QuotationView } from "./records";
import { LISTINGS, type ListingKind } from "~/domain/listings";
import { limitsOf } from "~/model/limits";

/**
 * The inbox as a spreadsheet: one row per request, headed in the page's language, every value as the inbox shows
 * it (status and choices as words, dates as ISO days so Excel sorts them), and only the columns the kind's requests
 * have (a venue is never asked for a booth type). The CSV text itself is app/lib/csv.ts.
 */
interface Column {
  heading: TextKey;
  /** The request's field in the model, for a column only some kinds' requests have. */
  field?: string;
  cell: (view: QuotationView, t: Translate) => CsvCell;
}

const COLUMNS: readonly Column[] = [
  { heading: "quotations.fields.reference", cell: (v) => v.reference },
  { heading: "quotations.fields.createdAt", cell: (v) => v.sentOn },
  { heading: "quotations.fields.status", cell: (v, t) => t(`quotations.status.${v.status}`) },
  { heading: "quotations.fields.listing", cell: (v) => v.target?.name ?? "" },
  { heading: "quotations.fields.event", cell: (v) => v.event },
  { heading: "quotations.fields.dates", cell: (v) => [v.startDate, v.endDate].filter(Boolean).join(" – ") },
  {
    heading: "quotations.fields.boothType",
    field: "booth_type",
    cell: (v, t) => (v.boothType ? t(`quotations.boothTypes.${v.boothType}`, { defaultValue: v.boothType }) : ""),
  },
  { heading: "quotations.fields.area", cell: (v) => v.area },
  { heading: "quotations.fields.visitors", cell: (v) => v.attendees },
  { heading: "quotations.fields.budget", cell: (v, t) => (v.budgetRange ? t(`quotations.budget.${v.budgetRange}`, { defaultValue: v.budgetRange }) : "") },
  { heading: "quotations.fields.services", cell: (v, t) => v.services.map((s) => t(`quotations.services.${v.kind}.${s}`, { defaultValue: s })).join(", ") },
  { heading: "quotations.fields.message", cell: (v) => v.message },
  { heading: "quotations.fields.contactName", cell: (v) => v.contactName },
  { heading: "quotations.fields.companyName", cell: (v) => v.companyName },
  { heading: "quotations.fields.email", cell: (v) => v.email },
  { heading: "quotations.fields.phone", cell: (v) => v.phone },
  { heading: "quotations.fields.answer", cell: (v) => v.answer },
  { heading: "quotations.fields.answeredAt", cell: (v) => v.answeredOn },
];

/** The columns of a kind's export: every column but those for fields its requests do not have. */
const columnsOf = (kind: ListingKind) => {
  const fields = limitsOf(LISTINGS[kind].quotation.plural);
  return COLUMNS.filter((column) => column.field === undefined || column.field in fields);
};

export function inboxCsv(kind: ListingKind, views: readonly QuotationView[], t: Translate): string {
  const columns = columnsOf(kind);
  return toCsv(
    columns.map((column) => t(column.heading)),
    views.map((view) => columns.map((column) => column.cell(view, t))),
  );
}

/** `quotations-venue-2026-11-23.csv`: the kind and the day, ASCII only so every browser keeps the name. */
export const exportFileName = (kind: ListingKind, today: string) => `quotations-${kind}-${today}.csv`;
