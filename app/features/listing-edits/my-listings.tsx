import { Link } from "react-router";
import { useLocale } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import { formatLongDate } from "~/lib/dates";
import { useFieldNames } from "./listing-edit-page";
import type { MyListing } from "./my-listings.server";
import "~/features/info/info.css";
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

/** The company's listings, one card each: kind, name, where its last change stands, its public page and editor. */
export function MyListingsList({ listings }: { listings: readonly MyListing[] }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t("listings.list.lead")}</p>
      <ul className="my-listings">
        {listings.map((listing) => (
          <li key={`${listing.kind}-${listing.id}`} className="my-listing">
            <p className="my-listing__kind">{t(`listings.list.kind.${listing.kind}`)}</p>
            <h2 className="my-listing__name">{listing.name}</h2>
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
    </>
  );
}
