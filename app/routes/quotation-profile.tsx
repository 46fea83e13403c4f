import { useTranslation } from "~/i18n/react";
import { NavLink, Outlet } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { useLocalizePath } from "~/components/use-locale";
import { pageSeo } from "~/lib/page-seo.server";
import { quotationProfileChildren } from "~/lib/pages";
import { buildMeta } from "~/lib/seo";
import { requireMember } from "~/features/account/guard.server";
import type { Route } from "./+types/quotation-profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context, "company");
  return { seo: pageSeo(request, context, "quotationProfile") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData?.seo);

/** The company's inbox of requests, one tab per kind: venue, Organizer, contractor, leadsFromReservation. */
export default function QuotationProfilePage() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <PageIntro pageKey="quotationProfile">
      <nav className="tabs" aria-label={t("pages.quotationProfile.title")}>
        {quotationProfileChildren.map((child) => (
          <NavLink key={child.key} to={to(`/quotation-profile/${child.path}`)} className="tabs__tab">
            {t(`pages.${child.key}.title`)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </PageIntro>
  );
}
