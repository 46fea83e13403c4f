import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { ListPage } from "~/components/list-page";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { localized } from "~/content/localized";
import { EventCard } from "~/features/events/event-card";
import { formatPrice } from "~/features/events/price";
import { formatShortDate } from "~/lib/dates";
import { boothListConfig } from "./list-config";
import type { loadBoothReservationList } from "./list.server";
import "./booth-reservations.css";
import { pagePath, tradeShowPath } from "~/lib/paths";

type Data = Awaited<ReturnType<typeof loadBoothReservationList>>;

export function BoothReservationList({ data }: { data: Data }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  return (
    <ListPage pageKey="boothReservationList" config={boothListConfig(data.today)} data={data} items={data.items} itemKey={(show) => show.id}>
      {(show, index) => {
        const a = show.attributes;
        return (
          <EventCard
            // Every show here takes bookings: the card's "booking open" badge would say nothing new.
            event={{ ...a, reservation_open: false }}
            href={tradeShowPath(a)}
            labels={show.labels}
            today={data.today}
            priority={index < 3}
          >
            <dl className="booth-terms">
              {a.booth_price_from ? (
                <div>
                  <dt>{t("events.priceFrom")}</dt>
                  <dd>{formatPrice(a.booth_price_from, a.booth_currency, locale)}</dd>
                </div>
              ) : null}
              {a.reservation_deadline ? (
                <div>
                  <dt>{t("events.bookBy")}</dt>
                  <dd>
                    <time dateTime={a.reservation_deadline}>{formatShortDate(a.reservation_deadline, locale)}</time>
                  </dd>
                </div>
              ) : null}
            </dl>
            <Link to={to(pagePath("boothReservationDetails", { query: { show: a.slug } }))} className="button button--accent button--small booth-action">
              {t("card.reserveBooth")}
              <span className="visually-hidden">: {localized(a, "name", locale)}</span>
            </Link>
          </EventCard>
        );
      }}
    </ListPage>
  );
}
