import { Link } from "react-router";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import { formatShortDateRange, formatShortDate } from "~/lib/dates";
import { pagePath } from "~/lib/paths";
import type { BookingShow, BoothTypeView } from "./booking.server";
import type { HoldRefusal } from "./hold.server";

import "./booth-reservations.css";
import { formatNumber } from "~/lib/numbers";

/** The show's key facts above the booth types and the form: dates, venue, organizer and the booking deadline. */
export function BookingShowFacts({ show }: { show: BookingShow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  return (
    <section className="booking-show" aria-labelledby="booking-show-name">
      <h2 id="booking-show-name" className="booking-show__name">
        <Link to={to(show.href)}>{show.name}</Link>
      </h2>
      <dl className="booking-show__facts">
        <div>
          <dt>{t("booths.details.dates")}</dt>
          <dd>{formatShortDateRange(show.startDate, show.endDate, locale)}</dd>
        </div>
        {show.venue ? (
          <div>
            <dt>{t("booths.details.venue")}</dt>
            <dd>{show.venue}</dd>
          </div>
        ) : null}
        {show.organizer ? (
          <div>
            <dt>{t("booths.details.organizer")}</dt>
            <dd>{show.organizer}</dd>
          </div>
        ) : null}
        {show.deadline ? (
          <div>
            <dt>{t("booths.details.deadline")}</dt>
            <dd>
              <time dateTime={show.deadline}>{formatShortDate(show.deadline, locale)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** A show that is not (or no longer) taking reservations: said plainly, with the way back to the list. */
export function UnknownShow() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <div className="panel booking-missing" role="status">
      <p>{t("booths.details.unknownShow")}</p>
      <Link className="button button--primary" to={to(pagePath("boothReservationList"))}>
        {t("booths.details.backToList")}
      </Link>
    </div>
  );
}

/** The booth types as cards: size, price, booths left, and the way to reserve one. */
export function BoothTypeList({ show, types }: { show: BookingShow; types: BoothTypeView[] }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  if (types.length === 0) return <p className="panel">{t("booths.details.noTypes")}</p>;
  return (
    <ul className="booth-types" aria-label={t("booths.details.typesHeading")}>
      {types.map((type) => (
        <li key={type.id} className="booth-type">
          <h3 className="booth-type__name">
            <span className="badge">{t(`booths.kinds.${type.kind}`)}</span> {type.name}
          </h3>
          {type.description ? <p className="booth-type__text">{type.description}</p> : null}
          <dl className="booth-type__facts">
            <div>
              <dt>{t("booths.details.size")}</dt>
              <dd>{t("booths.details.sizeValue", { size: type.size })}</dd>
            </div>
            <div>
              <dt>{t("booths.details.price")}</dt>
              <dd className="booth-type__price">{type.price}</dd>
            </div>
            <div>
              <dt>{t("booths.details.left")}</dt>
              <dd>
                {type.left > 0 ? (
                  <>
                    {t("booths.details.leftValue", { count: type.left, n: formatNumber(type.left) })}{" "}
                    <span className="booth-type__total">{t("booths.details.ofTotal", { total: formatNumber(type.quantity) })}</span>
                  </>
                ) : (
                  <span className="badge badge--warning">{t("booths.details.soldOut")}</span>
                )}
              </dd>
            </div>
          </dl>
          {type.left > 0 && !show.plan ? (
            <Link
              className="button button--accent booth-type__action"
              to={to(pagePath("boothReservationProfile", { query: { show: show.slug, type: type.id } }))}
            >
              {t("booths.details.reserve")}
              <span className="visually-hidden">: {type.name}</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Where the show sells numbered booths: the way to its floor plan, where booking starts. */
export function PickOnPlan({ show }: { show: BookingShow }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <p className="panel booking-plan">
      {t("booths.hold.pickOnPlan")}{" "}
      <Link className="button button--accent" to={`${to(show.href)}#floor-plan`}>
        {t("booths.hold.backToPlan")}
      </Link>
    </p>
  );
}

/** Why the picked booths were not held, in the page's language, with the way back to the plan. */
export function HoldRefused({ show, refusal }: { show: BookingShow; refusal: HoldRefusal }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const message =
    refusal.kind === "taken"
      ? t("booths.hold.taken", { numbers: refusal.numbers })
      : refusal.kind === "tooMany"
        ? t("booths.hold.tooMany", { most: refusal.most })
        : t(`booths.hold.${refusal.kind}`);
  return (
    <div className="form-alert" role="alert">
      <p>{message}</p>
      <Link to={`${to(show.href)}#floor-plan`}>{t("booths.hold.backToPlan")}</Link>
    </div>
  );
}

/** A plan's booking form without a live hold of the member: nothing to book yet, only the way back to the plan. */
export function HoldLost({ show }: { show: BookingShow }) {
  const { t } = useTranslation();
  return (
    <div className="booking-lost">
      <p className="form-alert" role="alert">
        {t("booths.hold.lost")}
      </p>
      <PickOnPlan show={show} />
    </div>
  );
}
