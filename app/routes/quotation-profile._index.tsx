import { useTranslation } from "~/i18n/react";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import { requireMember } from "~/features/account/guard.server";
import { ActivityLogSection, ListingAnalyticsSection } from "~/features/activity/activity-sections";
import { profileInsights } from "~/features/activity/profile.server";
import type { Route } from "./+types/quotation-profile._index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context, "company");
  return { seo: pageSeo(request, context, "quotationProfileIndex"), ...(await profileInsights(request, context)) };
}

export const meta: Route.MetaFunction = seoMeta;

export default function QuotationProfileIndexPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="tab-panel" aria-labelledby="tab-title">
      <h2 id="tab-title">{t("pages.quotationProfileIndex.title")}</h2>
      <p>{t("pages.quotationProfileIndex.description")}</p>
      <ListingAnalyticsSection stats={loaderData.analytics} />
      <ActivityLogSection items={loaderData.activity} />
    </section>
  );
}
