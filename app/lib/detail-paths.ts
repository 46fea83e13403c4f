import { pages } from "./pages";

/**
 * The unprefixed path of a content record's detail page, spelled by the route table (app/lib/pages.ts), so a
 * link, a canonical URL and the sitemap can never disagree with the routes.
 */
const DETAIL_KEYS = [
  "thaiTradeShowDetails",
  "intlTradeShowDetails",
  "thaiEventDetails",
  "venueDetails",
  "organizerDetails",
  "contractorDetails",
  "galleryDetails",
  "jobDetails",
  "articleTopic",
] as const;

export type DetailKey = (typeof DETAIL_KEYS)[number];

const bases = Object.fromEntries(
  DETAIL_KEYS.map((key) => {
    const path = pages.find((page) => page.key === key)?.path;
    if (!path?.endsWith("/:id")) throw new Error(`no detail route ${key}`);
    return [key, path.slice(0, -"/:id".length)];
  }),
) as Record<DetailKey, string>;

export function detailPath(key: DetailKey, slug: string): string {
  return `${bases[key]}/${encodeURIComponent(slug)}`;
}

/** Thai and international shows share one collection; `scope` picks the page. */
export function tradeShowPath(show: { scope?: string | null; slug: string }): string {
  return detailPath(show.scope === "international" ? "intlTradeShowDetails" : "thaiTradeShowDetails", show.slug);
}

export const venuePath = (slug: string) => detailPath("venueDetails", slug);
export const organizerPath = (slug: string) => detailPath("organizerDetails", slug);
