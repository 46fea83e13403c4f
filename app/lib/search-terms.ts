import { stripLocale } from "./locale.ts";

/** The longest query the site search reads (its boxes' maxLength); longer input is cut (a search box is not a document). */
export const MAX_QUERY_LENGTH = 100;

/**
 * What a missing page's address probably names, as words for the site search: the last part of the path with
 * its hyphens as spaces (`/thai-trade-show-details/metalex-2025` -> "metalex 2025"). Empty when the address
 * names nothing but the home page, or cannot be read.
 */
export function searchTermsFromPath(pathname: string): string {
  const segments = stripLocale(pathname).split("/").filter(Boolean);
  const last = segments.at(-1);
  if (!last) return "";
  let words: string;
  try {
    words = decodeURIComponent(last);
  } catch {
    return "";
  }
  return words
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .replace(/[-_+.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}
