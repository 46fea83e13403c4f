import { ArticleList } from "~/features/articles/article-list";
import { loadArticleList } from "~/features/articles/list.server";
import { pagedListSeo } from "~/features/media/paged-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/article-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadArticleList(request, context);
  return { ...list, seo: pagedListSeo(request, context, "articleList", list.state.page) };
}

export const meta: Route.MetaFunction = seoMeta;

export default function ArticleListPage({ loaderData }: Route.ComponentProps) {
  return <ArticleList data={loaderData} />;
}
