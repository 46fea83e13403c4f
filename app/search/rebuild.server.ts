/**
 * Rebuilds the search index from the content source, whichever it is: the embedded service or a remote
 * Strapi (CONTENT_API_URL), whose writes never pass our write routes. Reads what the public sees (published
 * entries only) through a client built for the server, whose API token keeps it clear of the cached copies.
 */
import type { ContentClient } from "~/content/client";
import type { PortalStore } from "~/portal-store/portal-store.server";
import { INDEXED_COLLECTIONS, searchDocFor, type IndexedCollection, type SearchDoc } from "../lib/search-docs";

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

async function entriesOf(client: ContentClient, plural: IndexedCollection): Promise<StrapiEntry[]> {
  const entries: StrapiEntry[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const result = await client.query<StrapiPage>(`api/${plural}`, {
      pagination: { page, pageSize: PAGE_SIZE },
      sort: ["id:asc"],
      ...(plural === "articles" ? { populate: { topic: { fields: ["slug"] } } } : {}),
    });
    if (!result.ok) throw new Error(`search rebuild: ${plural} page ${page} answered ${result.status}`);
    entries.push(...result.data.data);
    pageCount = result.data.meta.pagination.pageCount;
  }
  return entries;
}

/** Replaces the index with every published entry of the source; answers how many documents it holds. */
export async function rebuildSearchIndex(client: ContentClient, store: PortalStore): Promise<number> {
  const docs: SearchDoc[] = [];
  for (const plural of Object.keys(INDEXED_COLLECTIONS) as IndexedCollection[]) {
    for (const { id, attributes } of await entriesOf(client, plural)) {
      const entry = { ...attributes, id, published_at: attributes.publishedAt ?? null };
      const doc = searchDocFor(plural, entry, attributes.topic?.data?.attributes.slug ?? "");
      if (doc) docs.push(doc);
    }
  }
  await store.searchIndex.replace(docs);
  return docs.length;
}
