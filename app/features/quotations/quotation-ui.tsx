import { useLocale } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import { formatShortDateRange, formatShortDate } from "~/lib/dates";
import type { QuoteStatus } from "~/domain/quotation-status";
import type { QuotationView } from "./records";
import { formatDecimal } from "~/lib/numbers";

/** The status as a word in a coloured badge (the colour never carries the meaning alone). */
export function StatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  return <span className={`quote-status quote-status--${status}`}>{t(`quotations.status.${status}`)}</span>;
}

/** What the request asked for, as a definition list; empty fields are left out. */
export function QuotationFacts({ view, contact = false }: { view: QuotationView; contact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const dates =
    view.startDate && view.endDate
      ? formatShortDateRange(view.startDate, view.endDate, locale)
      : view.startDate
        ? formatShortDate(view.startDate, locale)
        : null;
  const rows: [TextKey, string | null][] = [
    ["quotations.fields.event", view.event],
    ["quotations.fields.dates", dates],
    ["quotations.fields.boothType", view.boothType ? t(`quotations.boothTypes.${view.boothType}`, { defaultValue: view.boothType }) : null],
    ["quotations.fields.area", view.area === null ? null : formatDecimal(view.area)],
    ["quotations.fields.visitors", view.attendees === null ? null : formatDecimal(view.attendees)],
    ["quotations.fields.budget", view.budgetRange ? t(`quotations.budget.${view.budgetRange}`, { defaultValue: view.budgetRange }) : null],
    ["quotations.fields.services", view.services.length ? view.services.map((s) => t(`quotations.services.${view.kind}.${s}`, { defaultValue: s })).join(", ") : null],
    ["quotations.fields.message", view.message],
    ...(contact
      ? ([
          ["quotations.fields.contactName", view.contactName],
          ["quotations.fields.companyName", view.companyName],
        ] as [TextKey, string | null][])
      : []),
  ];
  return (
    <dl className="quote-facts">
      {rows
        .filter((row): row is [TextKey, string] => row[1] !== null && row[1] !== "")
        .map(([label, value]) => (
          <div key={label} className="quote-facts__row">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      {contact ? (
        <>
          <dt>{t("quotations.fields.email")}</dt>
          <dd>
            <a href={`mailto:${view.email}`}>{view.email}</a>
          </dd>
          <dt>{t("quotations.fields.phone")}</dt>
          <dd>
            <a href={`tel:${view.phone.replace(/[^\d+]/g, "")}`}>{view.phone}</a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

export function Attachments({ view }: { view: QuotationView }) {
  const { t } = useTranslation();
  if (view.attachments.length === 0) return null;
  return (
    <div>
      <h4 className="quote-files__title">{t("quotations.inbox.attachments")}</h4>
      <ul className="quote-files">
        {view.attachments.map((file) => (
          <li key={file.id}>
            <a href={file.url} download={file.name}>
              {file.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The company's answer, or that there is none yet. */
export function AnswerBlock({ view, headingLevel = 3 }: { view: QuotationView; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  if (!view.answer) return <p className="quote-answer quote-answer--none">{t("quotations.mine.noAnswer")}</p>;
  return (
    <div className="quote-answer">
      <Heading>{t("quotations.mine.answer")}</Heading>
      <p>{view.answer}</p>
      {view.answeredOn ? <p className="quote-card__ref">{t("quotations.mine.answeredOn", { date: formatShortDate(view.answeredOn, locale) })}</p> : null}
    </div>
  );
}
