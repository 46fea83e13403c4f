import { type SitemapEntry, sitemapXml, urlXml } from "./xml";

/** The protocol's limits of one sitemap file: 50,000 URLs and 50 MB; parts stop at 45 MB, short of the second. */
export const MAX_URLS_PER_SITEMAP = 50_000;
export const MAX_BYTES_PER_SITEMAP = 45 * 1024 * 1024;

export interface PartLimits {
  urls: number;
  bytes: number;
}

const encoder = new TextEncoder();
/** The bytes a file has around its `<url>` elements (its head, its foot and the line breaks between). */
const SHELL_BYTES = encoder.encode(sitemapXml([])).byteLength;

/**
 * Entries cut into the fewest sitemap files that each stay within `limits`, whichever of the count and the size
 * comes first, in order: each file is `<urlset>` XML.
 */
export function splitIntoParts(entries: readonly SitemapEntry[], limits: PartLimits = { urls: MAX_URLS_PER_SITEMAP, bytes: MAX_BYTES_PER_SITEMAP }): string[] {
  const parts: string[] = [];
  let current: SitemapEntry[] = [];
  let bytes = SHELL_BYTES;
  for (const entry of entries) {
    const size = encoder.encode(urlXml(entry)).byteLength + 1;
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      parts.push(sitemapXml(current));
      current = [];
      bytes = SHELL_BYTES;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length > 0 || parts.length === 0) parts.push(sitemapXml(current));
  return parts;
}
