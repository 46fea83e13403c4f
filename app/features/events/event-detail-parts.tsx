import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { formatGregorianRange, formatLongDateRange } from "~/lib/dates";
import { pagePath } from "~/lib/paths";

/** The dates row of a show's or event's key facts: Buddhist-era dates on Thai pages, with the Gregorian ones beside. */
export function EventDatesFact({ start, end }: { start: string; end: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div>
      <dt>{t("event.dates")}</dt>
      <dd>
        <time dateTime={start}>{formatLongDateRange(start, end, locale)}</time>
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

/** One row of the key facts. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface EventCoreFactsProps {
  start: string;
  end: string;
  openingHours: string;
  place: string;
  venueSlug?: string;
  organizer?: { slug: string; name: string };
}

/** The facts every show and event has: dates, opening hours, venue (linked when listed) and organizer. */
export function EventCoreFacts({ start, end, openingHours, place, venueSlug, organizer }: EventCoreFactsProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <>
      <EventDatesFact start={start} end={end} />
      {openingHours ? <Fact label={t("event.openingHours")}>{openingHours}</Fact> : null}
      <Fact label={t("event.venue")}>{venueSlug ? <Link to={to(pagePath("venueDetails", { id: venueSlug }))}>{place}</Link> : place}</Fact>
      {organizer ? (
        <Fact label={t("event.organizer")}>
          <Link to={to(pagePath("organizerDetails", { id: organizer.slug }))}>{organizer.name}</Link>
        </Fact>
      ) : null}
    </>
  );
}
