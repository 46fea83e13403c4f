import { RequestPage } from "~/features/quotations/request-page";
import { loadRequestPage, sendRequest } from "~/features/quotations/request.server";
import { seoMeta } from "~/lib/seo";
import { withRetryAfter } from "~/server/retry-after";
import type { Route } from "./+types/quotation-organizer";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRequestPage(request, context, "organizer");
}

export function action({ request, context }: Route.ActionArgs) {
  return sendRequest(request, context, "organizer");
}

export const meta: Route.MetaFunction = seoMeta;

export const headers: Route.HeadersFunction = withRetryAfter;

export default function QuotationOrganizerPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RequestPage data={loaderData} answer={actionData} />;
}
