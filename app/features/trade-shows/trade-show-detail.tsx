import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { BookmarkButton } from "~/components/bookmark-button";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContactBlock } from "~/components/contact-block";
import { ContentImage } from "~/components/content-image";
import { Gallery } from "~/components/gallery";
import { RichText } from "~/components/rich-text";
import { ShareLinks } from "~/components/share-links";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { EventCard } from "~/features/events/event-card";
import { CalendarDownload, EventCoreFacts } from "~/features/events/event-detail-parts";
import { mapUrl } from "~/features/events/map-link";
import { formatPrice } from "~/features/events/price";
import { formatLongDate } from "~/lib/dates";
import type { loadTradeShowDetail } from "./detail.server";
import { tradeShowPath } from "~/lib/detail-paths";

type Data = Awaited<ReturnType<typeof loadTradeShowDetail>>;

export function TradeShowDetail({ data }: { data: Data }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  const { show, labels } = data;
  const price = show.booth_price_from ? formatPrice(show.booth_price_from, show.booth_currency, locale) : null;
  const map = mapUrl(data.venue?.latitude, data.venue?.longitude, labels.place);
  const reserveHref = to(`/booth-reservation-details?show=${encodeURIComponent(show.slug)}`);

  return (
    <article className="container page detail">
      <Breadcrumbs items={data.crumbs} />
      <header className="detail-hero">
        <ContentImage image={show.cover_img} locale={locale} fallbackAlt={labels.name} ratio="16 / 9" priority className="detail-hero__media" sizes="(min-width: 64rem) 50vw, 100vw" />
        <div className="detail-hero__body">
          {labels.industry ? <p className="tag">{labels.industry}</p> : null}
          <h1>{labels.name}</h1>
          {labels.summary ? <p className="detail-hero__lead">{labels.summary}</p> : null}
          <dl className="facts" aria-label={t("event.facts")}>
            <EventCoreFacts
              start={show.start_date}
              end={show.end_date}
              openingHours={labels.openingHours}
              place={labels.place}
              venueSlug={data.venue?.slug}
              organizer={data.organizer ? { slug: data.organizer.slug, name: labels.organizerName } : undefined}
            />
            {show.expected_visitors ? (
              <div>
                <dt>{t("event.expectedVisitors")}</dt>
                <dd>{t("event.people", { count: show.expected_visitors })}</dd>
              </div>
            ) : null}
            {show.exhibitors_count ? (
              <div>
                <dt>{t("event.exhibitors")}</dt>
                <dd>{t("event.companies", { count: show.exhibitors_count })}</dd>
              </div>
            ) : null}
          </dl>
          <div className="detail-actions">
            {show.reservation_open ? (
              <Link to={reserveHref} className="button button--accent">
                {t("card.reserveBooth")}
              </Link>
            ) : null}
            <CalendarDownload ics={data.calendar} fileName={show.slug} />
            {show.website ? (
              <a className="button" href={show.website} target="_blank" rel="noopener noreferrer">
                {t("event.website")}
              </a>
            ) : null}
            <BookmarkButton collection="trade-shows" id={show.id} />
          </div>
        </div>
      </header>

      <div className="detail-body">
        <div className="detail-main">
          <section aria-labelledby="about-title">
            <h2 id="about-title">{t("event.about")}</h2>
            <RichText html={data.descriptionHtml} />
            {labels.ticketInfo ? (
              <p>
                <strong>{t("event.tickets")}:</strong> {labels.ticketInfo}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="booth-title" className="booth-info">
            <h2 id="booth-title">{t("event.boothInfo")}</h2>
            {data.boothHtml ? <RichText html={data.boothHtml} /> : null}
            {show.reservation_open ? (
              <>
                {price ? <p className="booth-info__price">{t("event.boothPriceFrom", { price })}</p> : null}
                {show.reservation_deadline ? <p>{t("event.reservationDeadline", { date: formatLongDate(show.reservation_deadline, locale) })}</p> : null}
                <Link to={reserveHref} className="button button--accent">
                  {t("card.reserveBooth")}
                </Link>
              </>
            ) : (
              <p>{t("event.reservationClosed")}</p>
            )}
          </section>
          <Gallery images={show.gallery ?? []} locale={locale} title={t("event.gallery")} id="show-gallery" />
        </div>
        <aside className="detail-side">
          {data.venue ? <ContactBlock contactor={data.venue.contactor} headingId="venue-contact" heading={t("event.contact")} /> : null}
          {map ? (
            <p>
              <a href={map} target="_blank" rel="noopener noreferrer" className="button">
                {t("common.map")}
              </a>
            </p>
          ) : null}
          {data.organizer ? <ContactBlock contactor={data.organizer.contactor} headingId="organizer-contact" heading={t("event.askOrganizer")} /> : null}
          <ShareLinks url={data.shareUrl} title={labels.name} />
        </aside>
      </div>

      {data.related.length > 0 ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">{t("event.related")}</h2>
          <ul className="card-grid">
            {data.related.map((item) => (
              <li key={item.id}>
                <EventCard
                  event={item.attributes}
                  href={tradeShowPath(item.attributes)}
                  labels={item.labels}
                  today={data.today}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {show.reservation_open ? (
        <div className="sticky-action">
          <Link to={reserveHref} className="button button--accent">
            {t("card.reserveBooth")}
          </Link>
        </div>
      ) : null}
    </article>
  );
}
