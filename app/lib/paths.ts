import { localizePath } from "./locale";
import type { Locale } from "../domain/locales";
import { type PageKey, type PathOf, pageDef } from "./pages";

/**
 * The one way to spell a page's path: by its key in the page table (app/lib/pages.ts), with the `:id` it needs
 * and an optional query. A misspelled key, or a missing id, is a type error; a renamed path is one edit in the
 * table. Unprefixed: `localePagePath`, or `useLocalizePath()` in a component, adds /en for English.
 */
export type LinkKey = Exclude<PageKey, "notFound">;

export type Query = Readonly<Record<string, string | number | null | undefined>>;

export type PathArgs<K extends LinkKey> =
  PathOf<K> extends `${string}:id${string}` ? [params: { id: string | number; query?: Query }] : [params?: { query?: Query }];

/** `a=1&b=x` with encodeURIComponent (a space is %20, as the links always were); empty values are left out. */
function queryString(query: Query | undefined): string {
  return Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null && entry[1] !== "")
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join("&");
}

export function pagePath<K extends LinkKey>(key: K, ...[params]: PathArgs<K>): string {
  const pattern: string = pageDef(key).path;
  const path = params && "id" in params ? pattern.replace(":id", encodeURIComponent(String(params.id))) : pattern;
  const search = queryString(params?.query);
  return search ? `${path}?${search}` : path;
}

/** The path as spelled in `locale`: Thai without a prefix, English under /en. */
export function localePagePath<K extends LinkKey>(locale: Locale, key: K, ...args: PathArgs<K>): string {
  return localizePath(pagePath(key, ...args), locale);
}

/** Thai and international shows share one collection; `scope` picks the page. */
export function tradeShowPath(show: { scope?: string | null; slug: string }): string {
  return pagePath(show.scope === "international" ? "intlTradeShowDetails" : "thaiTradeShowDetails", { id: show.slug });
}

export type DetailKey = { [K in LinkKey]: PathOf<K> extends `${string}:id` ? K : never }[LinkKey];
