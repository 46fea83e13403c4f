import { useTranslation } from "~/i18n/react";
import { useLocale } from "~/components/use-locale";
import { formatDateRange, formatGregorianRange } from "~/lib/dates";

/** The dates row of a show's or event's key facts: Buddhist-era dates on Thai pages, with the Gregorian ones beside. */
export function EventDatesFact({ start, end }: { start: string; end: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div>
      <dt>{t("event.dates")}</dt>
      <dd>
        <time dateTime={start}>{formatDateRange(start, end, locale)}</time>
        {locale === "th" ? <span className="facts__alt"> {t("event.gregorian", { range: formatGregorianRange(start, end) })}</span> : null}
      </dd>
    </div>
  );
}

/** "Add to calendar": the .ics the loader built, as a download that needs no extra request or JavaScript. */
export function CalendarDownload({ ics, fileName }: { ics: string; fileName: string }) {
  const { t } = useTranslation();
  return (
    <a className="button" href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`} download={`${fileName}.ics`}>
      {t("common.addToCalendar")}
    </a>
  );
}
