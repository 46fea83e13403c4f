import { loadTradeShowDetail } from "~/features/trade-shows/detail.server";
import { TradeShowDetail } from "~/features/trade-shows/trade-show-detail";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/international-trade-show-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadTradeShowDetail(request, context, params.id, "international");
}

export const meta: Route.MetaFunction = seoMeta;

export default function InternationalTradeShowDetailsPage({ loaderData }: Route.ComponentProps) {
  return <TradeShowDetail data={loaderData} />;
}
