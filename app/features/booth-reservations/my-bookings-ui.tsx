import { Link } from "react-router";
import { Pagination } from "~/components/pagination";
import { useLocalizePath } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/lib/paths";
import type { loadMyBookings, MyBooking } from "./my-bookings.server";
import "./booth-reservations.css";

type Bookings = Awaited<ReturnType<typeof loadMyBookings>>;

/** The member's booth bookings on /my-quotation: each with the organizer's status and note. */
export function MyBookings({ bookings, hrefFor }: { bookings: Bookings; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <section className="my-bookings" aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title">{t("booths.mine.title")}</h2>
      {bookings.items.length === 0 ? (
        <div className="panel">
          <p>{t("booths.mine.empty")}</p>
          <Link className="button" to={to(pagePath("boothReservationList"))}>
            {t("booths.mine.browse")}
          </Link>
        </div>
      ) : (
        <>
          <ol className="quote-list">
            {bookings.items.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} />
              </li>
            ))}
          </ol>
          <Pagination page={bookings.page} pageCount={bookings.pageCount} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}

function BookingCard({ booking }: { booking: MyBooking }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const titleId = `booking-${booking.reference}`;
  return (
    <article className="quote-card" aria-labelledby={titleId}>
      <div className="quote-card__head">
        <h3 id={titleId} className="quote-card__title">
          {booking.showHref ? <Link to={to(booking.showHref)}>{booking.show}</Link> : booking.show}
        </h3>
        <span className={`badge lead__status lead__status--${booking.status}`}>{t(`booths.leads.statuses.${booking.status}`)}</span>
      </div>
      <p className="quote-card__event">
        {t("booths.leads.booth")}:{" "}
        {booking.booths ? t("booths.leads.boothNumbers", { numbers: booking.booths }) : t("booths.leads.boothValue", { type: booking.boothType, count: booking.count })}
        {booking.boothDecision ? <> · {t(`booths.leads.decisions.${booking.boothDecision}`)}</> : null}
      </p>
      <p className="quote-card__ref">
        {t("booths.leads.reference")} {booking.reference} · {t("booths.mine.bookedOn")} <time dateTime={booking.bookedAt}>{booking.bookedOn}</time>
      </p>
      {booking.note ? (
        <div className="my-bookings__note">
          <h4>{t("booths.mine.note")}</h4>
          <p>{booking.note}</p>
        </div>
      ) : (
        <p className="my-bookings__waiting">{t("booths.mine.noNote")}</p>
      )}
    </article>
  );
}
