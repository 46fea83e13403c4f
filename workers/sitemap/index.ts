import { localizePath } from "../../app/lib/locale";
import { pages } from "../../app/lib/pages";
import { absoluteUrl } from "../../app/lib/seo";
import { type SitemapEntry, sitemapXml } from "./xml";

/** Both locales of one unprefixed path, each listing the other as an alternate. */
export function localeEntries(siteUrl: string, path: string, lastmod?: string): SitemapEntry[] {
  const alternates = [
    { hreflang: "th", href: absoluteUrl(siteUrl, localizePath(path, "th")) },
    { hreflang: "en", href: absoluteUrl(siteUrl, localizePath(path, "en")) },
    { hreflang: "x-default", href: absoluteUrl(siteUrl, path) },
  ];
  return (["th", "en"] as const).map((locale) => ({
    loc: absoluteUrl(siteUrl, localizePath(path, locale)),
    lastmod,
    alternates,
  }));
}

/** The static pages crawlers should list: indexable pages without an id parameter. */
export function staticEntries(siteUrl: string): SitemapEntry[] {
  return pages.filter((p) => p.indexable && !p.path.includes(":")).flatMap((p) => localeEntries(siteUrl, p.path));
}

export async function sitemapResponse(env: Env, _ctx: ExecutionContext): Promise<Response> {
  return new Response(sitemapXml(staticEntries(env.SITE_URL)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
