import { useTranslation } from "~/i18n/react";
import { NavLink, Outlet } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { useLocalizePath } from "~/components/use-locale";
import { pageSeo } from "~/server/page-seo.server";
import { quotationProfileTabs } from "~/lib/pages";
import { seoMeta } from "~/lib/seo";
import { ownedListingsOf } from "~/session/owned-listings.server";
import { companyTabsFor } from "~/lib/listing-pages";
import { pageLocale, requireMember } from "~/session/guard.server";
import type { Route } from "./+types/quotation-profile";
import { pagePath } from "~/lib/paths";

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context, "company");
  const owned = ownedListingsOf(member.owned, pageLocale(request).locale);
  const tabs = companyTabsFor({ venue: owned.venue.length > 0, organizer: owned.organizer.length > 0, contractor: owned.contractor.length > 0 });
  return { seo: pageSeo(request, context, "quotationProfile"), tabs };
}

export const meta: Route.MetaFunction = seoMeta;

/** The company's inbox of requests, one tab per kind the member runs (venue, Organizer, contractor) and the booth leads of an organizer. */
export default function QuotationProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <PageIntro pageKey="quotationProfile">
      <nav className="tabs" aria-label={t("pages.quotationProfile.title")}>
        {quotationProfileTabs
          .filter((tab) => loaderData.tabs.includes(tab.key))
          .map((tab) => (
            <NavLink key={tab.key} to={to(pagePath(tab.key))} className="tabs__tab">
              {t(`pages.${tab.key}.title`)}
            </NavLink>
          ))}
      </nav>
      <Outlet />
    </PageIntro>
  );
}
