import { MinePage } from "~/features/quotations/mine-page";
import { loadMine, withdraw } from "~/features/quotations/mine.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/my-quotation";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMine(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return withdraw(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

export default function MyQuotationPage({ loaderData, actionData }: Route.ComponentProps) {
  return <MinePage data={loaderData} answer={actionData} />;
}
