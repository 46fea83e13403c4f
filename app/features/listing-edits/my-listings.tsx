import { Link } from "react-router";
import { useLocale } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import { formatLongDate } from "~/lib/dates";
import { useFieldNames } from "./listing-edit-page";
import type { MyListing, MyNewShow, MyShow } from "./my-listings.server";
import { FormNotice } from "~/components/forms/form-ui";
import { useLocalizePath } from "~/components/use-locale";
import { pagePath } from "~/lib/paths";
import "~/features/info/info.css";
import "~/features/account/account.css";
import "./listing-edits.css";

function ChangeState({ latest }: { latest: MyListing["latest"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fieldNames = useFieldNames();
  if (!latest || latest.status === "replaced") return <p className="my-listing__state">{t("listings.list.published")}</p>;
  const day = formatLongDate(latest.day, locale);
  return (
    <div className={`my-listing__state my-listing__state--${latest.status}`}>
      <p>
        {latest.status === "waiting"
          ? t("listings.list.waiting", { day, ref: latest.reference })
          : latest.status === "approved"
            ? t("listings.list.approved", { day, ref: latest.reference })
            : latest.status === "published"
              ? t("listings.list.publishedAtOnce", { day, ref: latest.reference })
              : t("listings.list.declined", { day, ref: latest.reference, reason: latest.reason })}
      </p>
      <p>{t("listings.list.changed", { fields: fieldNames(latest.fields) })}</p>
    </div>
  );
}

function NewShows({ shows }: { shows: readonly MyNewShow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (shows.length === 0) return null;
  return (
    <section aria-labelledby="my-new-shows">
      <h2 id="my-new-shows">{t("listings.show.mine")}</h2>
      <ul className="listing-cards">
        {shows.map((show) => {
          const day = formatLongDate(show.day, locale);
          const facts = { name: show.name, day, ref: show.reference, reason: show.reason };
          return (
            <li key={show.reference} className={`listing-card my-listing__state--${show.status}`} data-testid="my-new-show">
              <p>{show.status === "approved" ? t("listings.show.approved", facts) : show.status === "declined" ? t("listings.show.declined", facts) : t("listings.show.waiting", facts)}</p>
              {show.showPath ? <Link to={show.showPath}>{t("listings.show.view")}</Link> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The shows the member's organizers run, each with its editor. */
function MyShows({ shows }: { shows: readonly MyShow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (shows.length === 0) return null;
  return (
    <section aria-labelledby="my-shows">
      <h2 id="my-shows">{t("listings.show.yours")}</h2>
      <ul className="listing-cards">
        {shows.map((show) => (
          <li key={show.id} className="listing-card" data-testid="my-show">
            <h3 className="listing-card__name">{show.name}</h3>
            <p>{t("listings.show.dates", { start: formatLongDate(show.startDate, locale), end: formatLongDate(show.endDate, locale) })}</p>
            <p className="my-listing__links">
              <Link to={show.editPath} className="button" aria-label={t("listings.show.edit", { name: show.name })}>
                {t("listings.list.editShort")}
              </Link>
              <Link to={show.planPath} className="button" aria-label={t("planEditor.linkLabel", { name: show.name })}>
                {t("planEditor.link")}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The company's listings, one card each: kind, name, where its last change stands, its public page and editor;
 * for organizers, the way to add a show and the shows they sent.
 */
export function MyListingsList({
  listings,
  runsOrganizer,
  newShows,
  myShows,
  showSent,
}: {
  listings: readonly MyListing[];
  runsOrganizer: boolean;
  newShows: readonly MyNewShow[];
  myShows: readonly MyShow[];
  showSent: boolean;
}) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <>
      {showSent ? <FormNotice message={t("listings.show.sent")} /> : null}
      <p>{t("listings.list.lead")}</p>
      {runsOrganizer ? (
        <p>
          <Link to={to(pagePath("showNew"))} className="button button--accent">
            {t("listings.show.add")}
          </Link>
        </p>
      ) : null}
      <ul className="listing-cards">
        {listings.map((listing) => (
          <li key={`${listing.kind}-${listing.id}`} className="listing-card">
            <p className="listing-card__kind">{t(`listings.list.kind.${listing.kind}`)}</p>
            <h2 className="listing-card__name">{listing.name}</h2>
            <ChangeState latest={listing.latest} />
            <p className="my-listing__links">
              <Link to={listing.publicPath} aria-label={t("listings.list.view", { name: listing.name })}>
                {t("listings.list.viewShort")}
              </Link>
              <Link to={listing.editPath} className="button" aria-label={t("listings.list.edit", { name: listing.name })}>
                {t("listings.list.editShort")}
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <NewShows shows={newShows} />
      <MyShows shows={myShows} />
    </>
  );
}
