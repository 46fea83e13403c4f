import type { ContentClient } from "~/content/client";
import type { ArticleTopicAttributes } from "~/model/entities";
import { optionalListOf } from "~/content/server";

/** Every article topic in the editors' order. */
export function articleTopicsOf(client: ContentClient) {
  return optionalListOf<ArticleTopicAttributes>(client, "api/article-topics", {
    sort: ["sort_order:asc", "id:asc"],
    fields: ["name", "name_en", "slug", "description", "description_en", "cover_img"],
    pagination: { page: 1, pageSize: 50 },
  });
}
