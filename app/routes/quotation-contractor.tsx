import { RequestPage } from "~/features/quotations/request-page";
import { loadRequestPage, sendRequest } from "~/features/quotations/request.server";
import { seoMeta } from "~/lib/seo";
import { withRetryAfter } from "~/server/retry-after";
import type { Route } from "./+types/quotation-contractor";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRequestPage(request, context, "contractor");
}

export function action({ request, context }: Route.ActionArgs) {
  return sendRequest(request, context, "contractor");
}

export const meta: Route.MetaFunction = seoMeta;

export const headers: Route.HeadersFunction = withRetryAfter;

export default function QuotationContractorPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RequestPage data={loaderData} answer={actionData} />;
}
