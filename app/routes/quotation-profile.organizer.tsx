import { useTranslation } from "~/i18n/react";
import { pageSeo } from "~/lib/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/quotation-profile.organizer";

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "quotationProfileOrganizer") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function QuotationProfileOrganizerPage() {
  const { t } = useTranslation();
  return (
    <section className="tab-panel" aria-labelledby="tab-title">
      <h2 id="tab-title">{t("pages.quotationProfileOrganizer.title")}</h2>
      <p>{t("pages.quotationProfileOrganizer.description")}</p>
    </section>
  );
}
