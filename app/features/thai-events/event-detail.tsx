import { useTranslation } from "~/i18n/react";
import { BookmarkButton } from "~/components/bookmark-button";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContactBlock } from "~/components/contact-block";
import { ContentImage } from "~/components/content-image";
import { Gallery } from "~/components/gallery";
import { RichText } from "~/components/rich-text";
import { ShareLinks } from "~/components/share-links";
import { useLocale } from "~/components/use-locale";
import { EventCard, STATUS_KEY } from "~/features/events/event-card";
import { CalendarDownload, EventCoreFacts } from "~/features/events/event-detail-parts";
import { mapUrl } from "~/features/events/map-link";
import { EVENT_DETAIL_PATH } from "./list-config";
import type { loadThaiEventDetail } from "./detail.server";
import "./thai-events.css";

type Data = Awaited<ReturnType<typeof loadThaiEventDetail>>;

export function ThaiEventDetail({ data }: { data: Data }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { event, labels } = data;
  const map = mapUrl(data.venue?.latitude, data.venue?.longitude, labels.place);
  const status = event.event_status ? STATUS_KEY[event.event_status] : undefined;
  const admission = labels.ticketInfo || (event.free_entry ? t("card.free") : "");

  return (
    <article className="container page detail event-detail">
      <Breadcrumbs items={data.crumbs} />
      <header className="detail-hero">
        <ContentImage
          image={event.cover_img}
          locale={locale}
          fallbackAlt={labels.name}
          ratio="16 / 9"
          priority
          className="detail-hero__media"
          sizes="(min-width: 64rem) 50vw, 100vw"
        />
        <div className="detail-hero__body">
          <p className="event-hero__tags">
            {labels.category ? <span className="tag">{labels.category}</span> : null}
            {event.free_entry ? <span className="badge badge--live">{t("card.free")}</span> : null}
            {status ? <span className="badge badge--warning">{t(status)}</span> : null}
          </p>
          <h1>{labels.name}</h1>
          {labels.summary ? <p className="detail-hero__lead">{labels.summary}</p> : null}
          <dl className="facts" aria-label={t("event.facts")}>
            <EventCoreFacts
              start={event.start_date}
              end={event.end_date}
              openingHours={labels.openingHours}
              place={labels.place}
              venueSlug={data.venue?.slug}
              organizer={data.organizer ? { slug: data.organizer.slug, name: labels.organizerName } : undefined}
            />
            {admission ? (
              <div>
                <dt>{t("event.tickets")}</dt>
                <dd>{admission}</dd>
              </div>
            ) : null}
          </dl>
          <div className="detail-actions">
            <CalendarDownload ics={data.calendar} fileName={event.slug} />
            {event.website ? (
              <a className="button" href={event.website} target="_blank" rel="noopener noreferrer">
                {t("event.website")}
                <span className="visually-hidden"> ({t("common.opensInNewTab")})</span>
              </a>
            ) : null}
            <BookmarkButton collection="thai-events" id={event.id} />
          </div>
        </div>
      </header>

      <div className="detail-body">
        <div className="detail-main">
          <section aria-labelledby="about-title">
            <h2 id="about-title">{t("events.about")}</h2>
            <RichText html={data.descriptionHtml} />
          </section>
          <Gallery images={event.gallery ?? []} locale={locale} title={t("event.gallery")} id="event-gallery" />
        </div>
        <aside className="detail-side">
          {data.venue ? <ContactBlock contactor={data.venue.contactor} headingId="venue-contact" heading={t("event.contact")} /> : null}
          {map ? (
            <p>
              <a href={map} target="_blank" rel="noopener noreferrer" className="button">
                {t("common.map")}
                <span className="visually-hidden"> ({t("common.opensInNewTab")})</span>
              </a>
            </p>
          ) : null}
          {data.organizer ? <ContactBlock contactor={data.organizer.contactor} headingId="organizer-contact" heading={t("event.askOrganizer")} /> : null}
          <ShareLinks url={data.shareUrl} title={labels.name} />
        </aside>
      </div>

      {data.related.length > 0 ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">{t("events.related")}</h2>
          <ul className="card-grid">
            {data.related.map((item) => (
              <li key={item.id}>
                <EventCard
                  event={item.attributes}
                  href={`${EVENT_DETAIL_PATH}/${item.attributes.slug}`}
                  labels={item.labels}
                  today={data.today}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="sticky-action">
        <CalendarDownload ics={data.calendar} fileName={event.slug} />
      </div>
    </article>
  );
}
