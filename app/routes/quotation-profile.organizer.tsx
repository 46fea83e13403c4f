import { InboxPage } from "~/features/quotations/inbox-page";
import { inboxAction, loadInbox } from "~/features/quotations/inbox.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/quotation-profile.organizer";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInbox(request, context, "organizer");
}

export function action({ request, context }: Route.ActionArgs) {
  return inboxAction(request, context, "organizer");
}

export const meta: Route.MetaFunction = seoMeta;

export default function QuotationProfileOrganizerPage({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxPage data={loaderData} answer={actionData} />;
}
