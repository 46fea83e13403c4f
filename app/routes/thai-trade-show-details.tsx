import { loadTradeShowDetail } from "~/features/trade-shows/detail.server";
import { TradeShowDetail } from "~/features/trade-shows/trade-show-detail";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/thai-trade-show-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadTradeShowDetail(request, context, params.id, "thai");
}

export const meta: Route.MetaFunction = seoMeta;

export default function ThaiTradeShowDetailsPage({ loaderData }: Route.ComponentProps) {
  return <TradeShowDetail data={loaderData} />;
}
