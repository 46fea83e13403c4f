import { localizePath } from "../../app/lib/locale";
import { pages } from "../../app/lib/pages";
import { absoluteUrl, alternateUrls } from "../../app/lib/seo";
import type { SitemapEntry } from "./xml";

/** Both locales of one unprefixed path, each listing the other as an alternate. */
export function localeEntries(siteUrl: string, path: string, lastmod?: string): SitemapEntry[] {
  const alternates = alternateUrls(siteUrl, path);
  return (["th", "en"] as const).map((locale) => ({ loc: absoluteUrl(siteUrl, localizePath(path, locale)), lastmod, alternates }));
}

/** The pages crawlers should list besides the content's detail pages: indexable pages without an id parameter. */
export const FIXED_PATHS: readonly string[] = pages.filter((p) => p.indexable && !p.path.includes(":")).map((p) => p.path);
