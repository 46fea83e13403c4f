import { TradeShowList } from "~/features/trade-shows/trade-show-list";
import { loadTradeShowList } from "~/features/trade-shows/list.server";
import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/thai-trade-show-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadTradeShowList(request, context, "thai");
  return { ...list, seo: pageSeo(request, context, "thaiTradeShowList") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function ThaiTradeShowListPage({ loaderData }: Route.ComponentProps) {
  return <TradeShowList data={loaderData} scope="thai" pageKey="thaiTradeShowList" />;
}
