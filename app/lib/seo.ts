import type { MetaDescriptor } from "react-router";
import { LOCALES, localizePath } from "./locale";
import type { Locale } from "../domain/locales";
import { SITE } from "./site";

export interface Seo {
  title: string;
  description: string;
  /** Unprefixed path of the page (`/news-details/abc`); alternates are built for both locales. */
  path: string;
  locale: Locale;
  siteUrl: string;
  image?: string;
  type?: "website" | "article" | "event" | "profile";
  noindex?: boolean;
  jsonLd?: readonly object[];
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

/** The page in Thai, in English and for everyone else (the Thai default), as absolute URLs. */
export function alternateUrls(siteUrl: string, path: string): { hreflang: Locale | "x-default"; href: string }[] {
  return [
    { hreflang: "th", href: absoluteUrl(siteUrl, localizePath(path, "th")) },
    { hreflang: "en", href: absoluteUrl(siteUrl, localizePath(path, "en")) },
    { hreflang: "x-default", href: absoluteUrl(siteUrl, path) },
  ];
}

/** Title, description, canonical, hreflang alternates (th, en, x-default), Open Graph, Twitter and JSON-LD. */
export function buildMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const canonical = absoluteUrl(seo.siteUrl, localizePath(seo.path, seo.locale));
  const image = seo.image ? absoluteUrl(seo.siteUrl, seo.image) : undefined;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...alternateUrls(seo.siteUrl, seo.path).map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href })),
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: seo.type === "article" ? "article" : "website" },
    { property: "og:locale", content: LOCALES[seo.locale].iso.replace("-", "_") },
    { property: "og:site_name", content: SITE.name },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  for (const data of seo.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/**
 * The `meta` of every page: its loader returns `seo` (see app/server/page-seo.server.ts) and this turns it into the
 * tags. A route says `export const meta: Route.MetaFunction = seoMeta;`, so the typecheck sees its loader has `seo`.
 */
export function seoMeta({ loaderData }: { loaderData?: { seo?: Seo } | undefined }): MetaDescriptor[] {
  return buildMeta(loaderData?.seo);
}
