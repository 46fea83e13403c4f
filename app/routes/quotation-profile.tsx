import { useTranslation } from "~/i18n/react";
import { NavLink, Outlet } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { useLocalizePath } from "~/components/use-locale";
import { pageSeo } from "~/server/page-seo.server";
import { quotationProfileTabs } from "~/lib/pages";
import { seoMeta } from "~/lib/seo";
import { requireMember } from "~/session/guard.server";
import type { Route } from "./+types/quotation-profile";
import { pagePath } from "~/lib/paths";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context, "company");
  return { seo: pageSeo(request, context, "quotationProfile") };
}

export const meta: Route.MetaFunction = seoMeta;

/** The company's inbox of requests, one tab per kind: venue, Organizer, contractor, leadsFromReservation. */
export default function QuotationProfilePage() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <PageIntro pageKey="quotationProfile">
      <nav className="tabs" aria-label={t("pages.quotationProfile.title")}>
        {quotationProfileTabs.map((tab) => (
          <NavLink key={tab.key} to={to(pagePath(tab.key))} className="tabs__tab">
            {t(`pages.${tab.key}.title`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </PageIntro>
  );
}
