import { useTranslation } from "~/i18n/react";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/quotation-profile.venue";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "quotationProfileVenue") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function QuotationProfileVenuePage() {
  const { t } = useTranslation();
  return (
    <section className="tab-panel" aria-labelledby="tab-title">
      <h2 id="tab-title">{t("pages.quotationProfileVenue.title")}</h2>
      <p>{t("pages.quotationProfileVenue.description")}</p>
    </section>
  );
}
