import { Link } from "react-router";
import { useLocalizePath } from "~/components/use-locale";
import { ActivityLogSection, ListingAnalyticsSection } from "~/features/activity/activity-sections";
import { profileInsights } from "~/features/activity/profile.server";
import { leadCounts } from "~/features/booth-reservations/leads.server";
import { loadInboxOverview } from "~/features/quotations/inbox.server";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/lib/paths";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/quotation-profile._index";
import "~/features/quotations/quotations.css";
import { LISTING_PAGES } from "~/lib/listing-pages";
import { TEAM_PATH } from "~/lib/team-paths";
import { requireMember } from "~/session/guard.server";
import { runsAnyListing } from "~/session/owned-listings.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [member, overview, leads, insights] = await Promise.all([
    requireMember(request, context, "company"),
    loadInboxOverview(request, context),
    leadCounts(request, context),
    profileInsights(request, context),
  ]);
  return { ...overview, leads, ...insights, runs: runsAnyListing(member.owned) };
}

export const meta: Route.MetaFunction = seoMeta;

/** What the member's listings received, per kind, with the way into each inbox; then their analytics and activity. */
export default function QuotationProfileIndexPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <section className="tab-panel" aria-labelledby="tab-title">
      <h2 id="tab-title">{t("quotations.overview.title")}</h2>
      <ul className="quote-list">
        {loaderData.kinds.map(({ kind, listings, fresh, total }) => (
          <li key={kind} className="quote-card">
            <h3 className="quote-card__title">{listings.map((l) => l.name).join(", ")}</h3>
            <p className="quote-card__ref">
              {t("quotations.overview.listings")}: {t(`quotations.kinds.${kind}`)}
            </p>
            <p>
              <strong>{t("quotations.overview.fresh", { count: fresh })}</strong> · {t("quotations.overview.total", { count: total })}
            </p>
            <p>
              <Link className="button button--accent" to={to(pagePath(LISTING_PAGES[kind].inbox))}>
                {t("quotations.overview.open", { kind: t(`quotations.kinds.${kind}`) })}
              </Link>
            </p>
          </li>
        ))}
        {loaderData.leads ? (
          <li className="quote-card">
            <h3 className="quote-card__title">{t("quotations.overview.leadsTitle")}</h3>
            <p>
              <strong>{t("quotations.overview.leadsFresh", { count: loaderData.leads.fresh })}</strong> · {t("quotations.overview.leadsTotal", { count: loaderData.leads.total })}
            </p>
            <p>
              <Link className="button button--accent" to={to(pagePath("quotationProfileLeads"))}>
                {t("quotations.overview.leadsOpen")}
              </Link>
            </p>
          </li>
        ) : null}
        {loaderData.runs ? (
          <li className="quote-card">
            <h3 className="quote-card__title">{t("pages.myListings.title")}</h3>
            <p>{t("listings.list.overview")}</p>
            <p>
              <Link className="button" to={to(pagePath("myListings"))}>
                {t("listings.list.open")}
              </Link>
            </p>
          </li>
        ) : null}
        <li className="quote-card">
          <h3 className="quote-card__title">{t("pages.team.title")}</h3>
          <p>{t("listings.team.overview")}</p>
          <p>
            <Link className="button" to={to(TEAM_PATH)}>
              {t("listings.team.open")}
            </Link>
          </p>
        </li>
      </ul>
      <ListingAnalyticsSection stats={loaderData.analytics} />
      <ActivityLogSection items={loaderData.activity} />
    </section>
  );
}
