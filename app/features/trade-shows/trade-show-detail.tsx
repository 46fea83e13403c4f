import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { EventDetailLayout } from "~/features/events/event-detail-layout";
import { RichText } from "~/components/rich-text";
import { formatLongDate } from "~/lib/dates";
import { formatNumber } from "~/lib/numbers";
import { pagePath, tradeShowPath } from "~/lib/paths";
import { NewTabLink } from "~/components/new-tab-link";
import type { loadTradeShowDetail } from "./detail.server";
import { OrganizerReach } from "./organizer-reach";
import { FloorPlanSlot } from "./floor-plan-slot";

type Data = Awaited<ReturnType<typeof loadTradeShowDetail>>;

export function TradeShowDetail({ data }: { data: Data }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  const { item: show, labels } = data;
  const price = data.boothPrice;
  // A draft in the back office's preview takes no reservations yet; a show past its deadline or its end neither.
  const reserve = data.preview || !data.bookable ? null : (
    <Link to={to(pagePath("boothReservationDetails", { query: { show: show.slug } }))} className="button button--accent">
      {t("card.reserveBooth")}
    </Link>
  );

  return (
    <EventDetailLayout
      data={data}
      className="container page detail"
      bookmarkCollection="trade-shows"
      tags={labels.tag ? <p className="tag">{labels.tag}</p> : null}
      facts={
        <>
          {show.registration_url ? (
            <div>
              <dt>{t("event.tickets")}</dt>
              <dd>
                <NewTabLink href={show.registration_url}>{t("event.registration")}</NewTabLink>
              </dd>
            </div>
          ) : null}
          {show.expected_visitors ? (
            <div>
              <dt>{t("event.expectedVisitors")}</dt>
              <dd>{t("event.people", { value: formatNumber(show.expected_visitors) })}</dd>
            </div>
          ) : null}
          {show.exhibitors_count ? (
            <div>
              <dt>{t("event.exhibitors")}</dt>
              <dd>{t("event.companies", { value: formatNumber(show.exhibitors_count) })}</dd>
            </div>
          ) : null}
        </>
      }
      primaryAction={reserve}
      aboutTitle={t("event.about")}
      about={
        labels.ticketInfo ? (
          <p>
            <strong>{t("event.tickets")}:</strong> {labels.ticketInfo}
          </p>
        ) : null
      }
      sections={
        <>
          <section aria-labelledby="booth-title" className="booth-info">
            <h2 id="booth-title">{t("event.boothInfo")}</h2>
            {data.boothHtml ? <RichText html={data.boothHtml} /> : null}
            {data.bookable ? (
              <>
                {price ? <p className="booth-info__price">{t("event.boothPriceFrom", { price })}</p> : null}
                {show.reservation_deadline ? <p>{t("event.reservationDeadline", { date: formatLongDate(show.reservation_deadline, locale) })}</p> : null}
                {reserve}
              </>
            ) : (
              <>
                <p>{t("event.reservationClosed")}</p>
                {data.organizer ? <OrganizerReach name={labels.organizerName} slug={data.organizer.slug} contactor={data.organizer.contactor} /> : null}
              </>
            )}
          </section>
          {data.plan === null ? null : <FloorPlanSlot key={show.slug} plan={data.plan} path={data.path} show={show.slug} bookable={data.bookable && !data.preview} />}
        </>
      }
      galleryId="show-gallery"
      relatedTitle={t("event.related")}
      relatedHref={tradeShowPath}
      stickyAction={reserve}
    />
  );
}
