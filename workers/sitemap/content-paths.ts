import { LISTING_KINDS, LISTINGS } from "../../app/domain/listings";
import { LISTING_PAGES } from "../../app/lib/listing-pages";
import { newsDetailPath } from "../../app/lib/news-link";
import { type DetailKey, pagePath, tradeShowPath } from "../../app/lib/paths";

/** A detail page crawlers should find: its unprefixed path and when its content last changed. */
export interface ContentPage {
  path: string;
  lastmod?: string;
}

interface Source {
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

const PAGE_SIZE = 100;

/** Reads every page of every source through the content proxy; a failing source leaves its pages out. */
export async function contentPages(fetchApi: (path: string) => Promise<Response>): Promise<ContentPage[]> {
  const perSource = await Promise.all(
    sitemapSources.map(async (source) => {
      const pages: ContentPage[] = [];
      for (let page = 1; ; page++) {
        const fields = [...source.fields, "updatedAt"].map((f, i) => `fields[${i}]=${f}`).join("&");
        const response = await fetchApi(`/api/${source.plural}?${fields}&sort[0]=id:asc&pagination[page]=${page}&pagination[pageSize]=${PAGE_SIZE}`);
        if (!response.ok) break;
        const body = (await response.json()) as {
          data: { id: number; attributes: Record<string, unknown> }[];
          meta: { pagination: { pageCount: number } };
        };
        for (const item of body.data) {
          const path = source.toPath(item.id, item.attributes);
          const updated = item.attributes.updatedAt;
          if (path) pages.push({ path, lastmod: typeof updated === "string" ? updated.slice(0, 10) : undefined });
        }
        if (page >= body.meta.pagination.pageCount) break;
      }
      return pages;
    }),
  );
  return perSource.flat();
}
