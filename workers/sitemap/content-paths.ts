import { newsDetailPath } from "../../app/features/news/news-link";

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

const bySlug = (prefix: string) => (_id: number, a: Record<string, unknown>) =>
  typeof a.slug === "string" && a.slug ? `${prefix}/${a.slug}` : null;

/** Every collection that has a detail page, and how its path is spelled (spec section 2). */
export const sitemapSources: readonly Source[] = [
  {
    plural: "trade-shows",
    fields: ["slug", "scope"],
    toPath: (_id, a) =>
      typeof a.slug === "string"
        ? `${a.scope === "international" ? "/international-trade-show-details" : "/thai-trade-show-details"}/${a.slug}`
        : null,
  },
  { plural: "thai-events", fields: ["slug"], toPath: bySlug("/thai-event-details") },
  { plural: "venues", fields: ["slug"], toPath: bySlug("/venue-show-details") },
  { plural: "organizers", fields: ["slug"], toPath: bySlug("/organizer-show-details") },
  { plural: "contractors", fields: ["slug"], toPath: bySlug("/contractor-show-details") },
  // The news link of spec section 2: /news-details/{slug of the title}?c={encoded id}.
  {
    plural: "news",
    fields: ["title"],
    toPath: (id, a) => newsDetailPath(id, String(a.title ?? "")),
  },
  { plural: "article-topics", fields: ["slug"], toPath: bySlug("/article-topic") },
  { plural: "photo-galleries", fields: ["slug"], toPath: bySlug("/photo-gallery-details") },
  { plural: "jobs", fields: ["slug"], toPath: bySlug("/Job-details") },
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
