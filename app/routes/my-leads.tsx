import { PageIntro } from "~/components/page-intro";
import { loadLeads, updateLeadStatus } from "~/features/booth-reservations/leads.server";
import { LeadsPanel } from "~/features/booth-reservations/leads-ui";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/my-leads";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadLeads(request, context, "myLeads", "member");
}

export function action({ request, context }: Route.ActionArgs) {
  return updateLeadStatus(request, context, "myLeads", "member");
}

export const meta: Route.MetaFunction = seoMeta;

export default function MyLeadsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageIntro pageKey="myLeads">
      <LeadsPanel data={loaderData} statusError={Boolean(actionData && "statusError" in actionData)} />
    </PageIntro>
  );
}
