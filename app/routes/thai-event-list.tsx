import { ThaiEventList } from "~/features/thai-events/event-list";
import { loadThaiEventList } from "~/features/thai-events/list.server";
import { buildMeta } from "~/lib/seo";
import type { Route } from "./+types/thai-event-list";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadThaiEventList(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData?.seo);

export default function ThaiEventListPage({ loaderData }: Route.ComponentProps) {
  return <ThaiEventList data={loaderData} />;
}
