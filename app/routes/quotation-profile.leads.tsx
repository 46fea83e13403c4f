import { loadLeads, updateLeadStatus } from "~/features/booth-reservations/leads.server";
import { LeadsPanel } from "~/features/booth-reservations/leads-ui";
import { useTranslation } from "~/i18n/react";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/quotation-profile.leads";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLeads(request, context, "quotationProfileLeads", "company");
}

export function action({ request, context }: Route.ActionArgs) {
  return updateLeadStatus(request, context, "quotationProfileLeads", "company");
}

export const meta: Route.MetaFunction = seoMeta;

/** The same leads as /my-leads-from, as the leadsFromReservation tab of the company inbox. */
export default function QuotationProfileLeadsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="tab-panel" aria-labelledby="tab-title">
      <h2 id="tab-title">{t("pages.quotationProfileLeads.title")}</h2>
      <p>{t("pages.quotationProfileLeads.description")}</p>
      <LeadsPanel data={loaderData} statusError={Boolean(actionData && "statusError" in actionData)} />
    </section>
  );
}
