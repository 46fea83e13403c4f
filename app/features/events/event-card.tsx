import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { CARD_IMAGE_SIZES, ContentImage } from "~/components/content-image";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import type { EventAttributes, TradeShowAttributes } from "~/model/entities";
import { localized } from "~/content/localized";
import type { ShowStatus } from "~/domain/shows";
import { formatCardRange, isoDate } from "~/lib/dates";
import type { CardAttributes } from "./place-label";
import type { TextKey } from "~/i18n/translator";

export interface EventCardLabels {
  place: string;
  industry: string;
}

interface EventCardProps {
  event: CardAttributes<EventAttributes> & Partial<Pick<TradeShowAttributes, "reservation_open">>;
  /** Unprefixed path of the detail page. */
  href: string;
  labels: EventCardLabels;
  today: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** Extra lines under the place (booth price, a call to action), shown above the footer. */
  children?: React.ReactNode;
}

/** Text keys of the statuses a visitor must notice (a scheduled show needs no badge). */
export const STATUS_KEY: Partial<Record<string, TextKey>> = {
  postponed: "card.statusPostponed",
  cancelled: "card.statusCancelled",
  "moved-online": "card.statusMovedOnline",
} satisfies Partial<Record<ShowStatus, TextKey>>;

/** The show card visitors of event directories know: cover, date badge, name, place, industry, one action. */
export function EventCard({ event, href, labels, today, priority, headingLevel = 2, children }: EventCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  const name = localized(event, "name", locale);
  const Heading = `h${headingLevel}` as const;
  const status = event.event_status ? STATUS_KEY[event.event_status] : undefined;
  const onNow = event.start_date <= today && event.end_date >= today;
  return (
    <article className="card event-card">
      <ContentImage image={event.cover_img} locale={locale} fallbackAlt={name} ratio="16 / 9" priority={priority} className="card__media" sizes={CARD_IMAGE_SIZES} />
      <div className="card__body">
        <p className="card__eyebrow">
          <time dateTime={isoDate(event.start_date)} className="date-badge">
            {formatCardRange(event.start_date, event.end_date, locale)}
          </time>
          {onNow ? <span className="badge badge--live">{t("card.happeningNow")}</span> : null}
          {status ? <span className="badge badge--warning">{t(status)}</span> : null}
        </p>
        <Heading className="card__title">
          <Link to={to(href)} className="card__link">
            {name}
          </Link>
        </Heading>
        {labels.place ? <p className="card__meta">{labels.place}</p> : null}
        {children}
        <div className="card__footer">
          {labels.industry ? <span className="tag">{labels.industry}</span> : <span />}
          {event.reservation_open ? <span className="badge badge--accent">{t("card.reservationOpen")}</span> : null}
        </div>
      </div>
    </article>
  );
}
