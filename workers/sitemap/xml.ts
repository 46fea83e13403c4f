/** One page of the sitemap with its language alternates. */
export interface SitemapEntry {
  /** Absolute URL of this locale's page. */
  loc: string;
  lastmod?: string;
  alternates: { hreflang: string; href: string }[];
}

const XML_ESCAPES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" };

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

/** One `<url>` element: the page, when it changed, and its language alternates. */
export function urlXml(entry: SitemapEntry): string {
  const alternates = entry.alternates.map((alt) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>`).join("");
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
  return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}${alternates}</url>`;
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map(urlXml).join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod?: string }[]): string {
  const items = sitemaps.map(
    (s) => `<sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${escapeXml(s.lastmod)}</lastmod>` : ""}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}
