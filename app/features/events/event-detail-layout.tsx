import { useTranslation } from "~/i18n/react";
import { BookmarkButton } from "~/components/member-buttons";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContactBlock } from "~/components/contact-block";
import { ContentImage } from "~/components/content-image";
import { Gallery } from "~/components/gallery";
import { DetailBody, RelatedItems } from "~/components/detail-sections";
import { RichText } from "~/components/rich-text";
import { ShareLinks } from "~/components/share-links";
import { useLocale } from "~/components/use-locale";
import type { EventAttributes } from "~/model/entities";
import { EventCard } from "./event-card";
import { CalendarDownload, EventCoreFacts } from "./event-detail-parts";
import type { EventDetailData } from "./event-detail.server";
import { mapUrl } from "~/lib/map-link";
import type { CardAttributes } from "./place-label";
import { NewTabLink } from "~/components/new-tab-link";

interface EventDetailLayoutProps<A extends EventAttributes> {
  data: EventDetailData & { item: EventDetailData["item"] & A; related: (EventDetailData["related"][number] & { attributes: CardAttributes<A> })[] };
  className: string;
  bookmarkCollection: "trade-shows" | "thai-events";
  /** Above the name: the category or industry, badges. */
  tags: React.ReactNode;
  /** Key facts after the dates, hours, venue and organizer every show and event has. */
  facts: React.ReactNode;
  /** The hero's first action (a booth booking), before "add to calendar". */
  primaryAction?: React.ReactNode;
  aboutTitle: string;
  /** After the description, inside its section. */
  about?: React.ReactNode;
  /** Sections between the description and the photos. */
  sections?: React.ReactNode;
  galleryId: string;
  relatedTitle: string;
  relatedHref: (attributes: CardAttributes<A>) => string;
  /** What stays at hand at the foot of small screens. */
  stickyAction?: React.ReactNode;
}

/** The one page of a trade show or an event: hero with key facts and actions, description, contacts, related. */
export function EventDetailLayout<A extends EventAttributes>(props: EventDetailLayoutProps<A>) {
  const { data, className, tags, facts, primaryAction, about, sections, stickyAction } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const { item, labels } = data;
  const map = mapUrl(data.venue?.latitude, data.venue?.longitude, labels.place);

  return (
    <article className={className}>
      <Breadcrumbs items={data.crumbs} />
      <header className="detail-hero">
        <ContentImage
          image={item.cover_img}
          locale={locale}
          fallbackAlt={labels.name}
          ratio="16 / 9"
          priority
          className="detail-hero__media"
          sizes="(min-width: 64rem) 50vw, 100vw"
        />
        <div className="detail-hero__body">
          {tags}
          <h1>{labels.name}</h1>
          {labels.latinName ? (
            <p className="detail-hero__latin">
              <span className="visually-hidden">{t("event.latinName")}: </span>
              <span lang="en">{labels.latinName}</span>
            </p>
          ) : null}
          {labels.summary ? <p className="detail-hero__lead">{labels.summary}</p> : null}
          <dl className="facts" aria-label={t("event.facts")}>
            <EventCoreFacts
              start={item.start_date}
              end={item.end_date}
              openingHours={labels.openingHours}
              place={labels.place}
              venueSlug={data.venue?.slug}
              organizer={data.organizer ? { slug: data.organizer.slug, name: labels.organizerName } : undefined}
            />
            {facts}
          </dl>
          <div className="detail-actions">
            {primaryAction}
            <CalendarDownload ics={data.calendar} fileName={item.slug} />
            {item.website ? (
              <NewTabLink className="button" href={item.website}>
                {t("event.website")}
              </NewTabLink>
            ) : null}
            {data.preview ? null : <BookmarkButton collection={props.bookmarkCollection} id={item.id} saved={data.saved} />}
          </div>
        </div>
      </header>

      <DetailBody>
        <div className="detail-main">
          <section aria-labelledby="about-title">
            <h2 id="about-title">{props.aboutTitle}</h2>
            <RichText html={data.descriptionHtml} />
            {about}
          </section>
          {sections}
          <Gallery images={item.gallery ?? []} locale={locale} title={t("event.gallery")} id={props.galleryId} />
        </div>
        <aside className="detail-side">
          {data.venue ? <ContactBlock contactor={data.venue.contactor} headingId="venue-contact" heading={t("event.contact")} /> : null}
          {map ? (
            <p>
              <NewTabLink href={map} className="button">
                {t("common.map")}
              </NewTabLink>
            </p>
          ) : null}
          {data.organizer ? (
            <ContactBlock contactor={data.organizer.contactor} headingId="organizer-contact" heading={t("event.organizerContact", { name: labels.organizerName })} />
          ) : null}
          <ShareLinks url={data.shareUrl} title={labels.name} />
        </aside>
      </DetailBody>

      <RelatedItems id="related-title" title={props.relatedTitle} items={data.related} itemKey={(related) => related.id}>
        {(related) => (
          <EventCard event={related.attributes} href={props.relatedHref(related.attributes)} labels={related.labels} today={data.today} headingLevel={3} />
        )}
      </RelatedItems>

      {stickyAction ? <div className="sticky-action">{stickyAction}</div> : null}
    </article>
  );
}
