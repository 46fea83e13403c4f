import { InboxPage } from "~/features/quotations/inbox-page";
import { inboxAction, loadInbox } from "~/features/quotations/inbox.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/quotation-profile.contractor";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInbox(request, context, "contractor");
}

export function action({ request, context }: Route.ActionArgs) {
  return inboxAction(request, context, "contractor");
}

export const meta: Route.MetaFunction = seoMeta;

export default function QuotationProfileContractorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxPage data={loaderData} answer={actionData} />;
}
