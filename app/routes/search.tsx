import { pageSeo } from "~/server/page-seo.server";
import { seoMeta } from "~/lib/seo";
import { loadSearchPage } from "~/search/search-page.server";
import { SearchPage } from "~/search/search-page";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await loadSearchPage(request, context)), seo: pageSeo(request, context, "search") };
}

export const meta: Route.MetaFunction = seoMeta;

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
