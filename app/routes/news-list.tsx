import { loadNewsList } from "~/features/news/list.server";
import { NewsList } from "~/features/news/news-list";
import { pagedListSeo } from "~/features/media/paged-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/news-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadNewsList(request, context);
  return { ...list, seo: pagedListSeo(request, context, "newsList", list.state.page) };
}

export const meta: Route.MetaFunction = seoMeta;

export default function NewsListPage({ loaderData }: Route.ComponentProps) {
  return <NewsList data={loaderData} />;
}
