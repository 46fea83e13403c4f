import { LISTING_KINDS, LISTINGS } from "../../app/domain/listings";
import { LISTING_PAGES } from "../../app/lib/listing-pages";
import { newsDetailPath } from "../../app/lib/news-link";
import { type DetailKey, pagePath, tradeShowPath } from "../../app/lib/paths";

/** A detail page crawlers should find: its unprefixed path and when its content last changed. */
export interface ContentPage {
  path: string;
  lastmod?: string;
}

export interface Source {
  /** The collection to read and the attributes its paths need. */
  plural: string;
  fields: readonly string[];
  toPath: (id: number, attributes: Record<string, unknown>) => string | null;
}

const slugOf = (a: Record<string, unknown>) => (typeof a.slug === "string" && a.slug ? a.slug : null);
const bySlug = (key: DetailKey) => (_id: number, a: Record<string, unknown>) => {
  const slug = slugOf(a);
  return slug ? pagePath(key, { id: slug }) : null;
};

/** Every collection that has a detail page, and how its path is spelled (the route table). */
export const sitemapSources: readonly Source[] = [
  {
    plural: "trade-shows",
    fields: ["slug", "scope"],
    toPath: (_id, a) => {
      const slug = slugOf(a);
      return slug ? tradeShowPath({ scope: typeof a.scope === "string" ? a.scope : null, slug }) : null;
    },
  },
  { plural: "thai-events", fields: ["slug"], toPath: bySlug("thaiEventDetails") },
  ...LISTING_KINDS.map((kind) => ({ plural: LISTINGS[kind].plural, fields: ["slug"], toPath: bySlug(LISTING_PAGES[kind].detail) })),
  // The news link: /news-details/{slug of the title}?c={encoded id}.
  {
    plural: "news",
    fields: ["title"],
    toPath: (id, a) => newsDetailPath(id, String(a.title ?? "")),
  },
  { plural: "article-topics", fields: ["slug"], toPath: bySlug("articleTopic") },
  { plural: "photo-galleries", fields: ["slug"], toPath: bySlug("galleryDetails") },
  { plural: "jobs", fields: ["slug"], toPath: bySlug("jobDetails") },
];

/** Strapi's largest page; the reads walk a collection by id, so a far page costs what the first does. */
const PAGE_SIZE = 100;

/**
 * Every published detail page of one source, read through `fetchApi` (the content source's public read), 100 at a
 * time in id order from after the last id seen. A source that fails leaves the pages read so far and says so.
 */
export async function pagesOf(source: Source, fetchApi: (path: string) => Promise<Response>): Promise<{ pages: ContentPage[]; complete: boolean }> {
  const pages: ContentPage[] = [];
  const fields = [...source.fields, "updatedAt"].map((f, i) => `fields[${i}]=${f}`).join("&");
  let after = 0;
  for (;;) {
    const response = await fetchApi(
      `/api/${source.plural}?${fields}&filters[id][$gt]=${after}&sort[0]=id:asc&pagination[pageSize]=${PAGE_SIZE}&pagination[withCount]=false`,
    );
    if (!response.ok) return { pages, complete: false };
    const body = (await response.json()) as { data: { id: number; attributes: Record<string, unknown> }[] };
    for (const item of body.data) {
      const path = source.toPath(item.id, item.attributes);
      const updated = item.attributes.updatedAt;
      if (path) pages.push({ path, lastmod: typeof updated === "string" ? updated.slice(0, 10) : undefined });
    }
    if (body.data.length < PAGE_SIZE) return { pages, complete: true };
    after = body.data.at(-1)!.id;
  }
}
