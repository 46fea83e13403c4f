import { useTranslation } from "~/i18n/react";
import { EventDetailLayout } from "~/features/events/event-detail-layout";
import { STATUS_KEY } from "~/features/events/event-card";
import { CalendarDownload } from "~/features/events/event-detail-parts";
import { pagePath } from "~/lib/paths";
import type { loadThaiEventDetail } from "./detail.server";
import "./thai-events.css";

type Data = Awaited<ReturnType<typeof loadThaiEventDetail>>;

export function ThaiEventDetail({ data }: { data: Data }) {
  const { t } = useTranslation();
  const { item: event, labels } = data;
  const status = event.event_status ? STATUS_KEY[event.event_status] : undefined;
  const admission = labels.ticketInfo || (event.free_entry ? t("card.free") : "");

  return (
    <EventDetailLayout
      data={data}
      className="container page detail event-detail"
      bookmarkCollection="thai-events"
      tags={
        <p className="event-hero__tags">
          {labels.tag ? <span className="tag">{labels.tag}</span> : null}
          {event.free_entry ? <span className="badge badge--live">{t("card.free")}</span> : null}
          {status ? <span className="badge badge--warning">{t(status)}</span> : null}
        </p>
      }
      facts={
        admission ? (
          <div>
            <dt>{t("event.tickets")}</dt>
            <dd>{admission}</dd>
          </div>
        ) : null
      }
      aboutTitle={t("events.about")}
      galleryId="event-gallery"
      relatedTitle={t("events.related")}
      relatedHref={(related) => pagePath("thaiEventDetails", { id: related.slug })}
      stickyAction={<CalendarDownload ics={data.calendar} fileName={event.slug} />}
    />
  );
}
