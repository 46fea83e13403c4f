import { ThaiEventList } from "~/features/thai-events/event-list";
import { loadThaiEventList } from "~/features/thai-events/list.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/thai-event-list";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadThaiEventList(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

export default function ThaiEventListPage({ loaderData }: Route.ComponentProps) {
  return <ThaiEventList data={loaderData} />;
}
