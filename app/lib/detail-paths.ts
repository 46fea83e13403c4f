import { pagePath } from "./paths";
import { isIndexed, KIND_PAGES, kindOf } from "./search-docs";

/**
 * A record's public address by its slug, unprefixed (`/thai-trade-show-details/metalex-2027`), or null for a
 * collection without a page of its own or for articles, whose address is under their topic's.
 */
export function detailPathOf(plural: string, record: { id: number; slug?: unknown; scope?: unknown }): string | null {
  if (!isIndexed(plural) || plural === "articles") return null;
  const slug = typeof record.slug === "string" && record.slug ? record.slug : String(record.id);
  return pagePath(KIND_PAGES[kindOf(plural, record as never)].detail, { id: slug });
}
