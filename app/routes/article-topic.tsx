import { ArticleTopic } from "~/features/articles/article-topic";
import { loadArticleTopic } from "~/features/articles/topic.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/article-topic";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadArticleTopic(request, context, params.id);
}

export const meta: Route.MetaFunction = seoMeta;

export default function ArticleTopicPage({ loaderData }: Route.ComponentProps) {
  return <ArticleTopic data={loaderData} />;
}
