import { loadThaiEventDetail } from "~/features/thai-events/detail.server";
import { ThaiEventDetail } from "~/features/thai-events/event-detail";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/thai-event-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadThaiEventDetail(request, context, params.id);
}

export const meta: Route.MetaFunction = seoMeta;

export default function ThaiEventDetailsPage({ loaderData }: Route.ComponentProps) {
  return <ThaiEventDetail data={loaderData} />;
}
