/**
 * Rebuilds the search index from the content source, whichever it is: the embedded service or a remote
 * Strapi (CONTENT_API_URL), whose writes never pass our write routes. Reads what the public sees (published
 * entries only) through the same fetcher the pages use, with the API token so no cached copy is read.
 */
import { INDEXED_COLLECTIONS, searchDocFor, type IndexedCollection, type SearchDoc } from "../lib/search-docs";
import { replaceSearchIndex } from "./search.server";

type Fetcher = (request: Request) => Promise<Response>;

interface StrapiEntry {
  id: number;
  attributes: Record<string, unknown> & { publishedAt?: string | null; topic?: { data: { attributes: { slug?: string } } | null } };
}
interface StrapiPage {
  data: StrapiEntry[];
  meta: { pagination: { pageCount: number } };
}

/** Strapi v4's largest page. */
const PAGE_SIZE = 100;

async function entriesOf(fetcher: Fetcher, baseUrl: string, token: string, plural: IndexedCollection): Promise<StrapiEntry[]> {
  const entries: StrapiEntry[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const url = new URL(`/api/${plural}`, baseUrl);
    url.searchParams.set("pagination[page]", String(page));
    url.searchParams.set("pagination[pageSize]", String(PAGE_SIZE));
    url.searchParams.set("sort[0]", "id:asc");
    if (plural === "articles") url.searchParams.set("populate[topic][fields][0]", "slug");
    const response = await fetcher(new Request(url, { headers: { Authorization: `Bearer ${token}` } }));
    if (!response.ok) throw new Error(`search rebuild: ${plural} page ${page} answered ${response.status}`);
    const body = (await response.json()) as StrapiPage;
    entries.push(...body.data);
    pageCount = body.meta.pagination.pageCount;
  }
  return entries;
}

/** Replaces the index with every published entry of the source; answers how many documents it holds. */
export async function rebuildSearchIndex(db: D1Database, fetcher: Fetcher, baseUrl: string, token: string): Promise<number> {
  const docs: SearchDoc[] = [];
  for (const plural of Object.keys(INDEXED_COLLECTIONS) as IndexedCollection[]) {
    for (const { id, attributes } of await entriesOf(fetcher, baseUrl, token, plural)) {
      const entry = { ...attributes, id, published_at: attributes.publishedAt ?? null };
      const doc = searchDocFor(plural, entry, attributes.topic?.data?.attributes.slug ?? "");
      if (doc) docs.push(doc);
    }
  }
  await replaceSearchIndex(db, docs);
  return docs.length;
}
