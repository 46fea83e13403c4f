import { useLocation } from "react-router";
import { localeFromPath, localizePath } from "~/lib/locale";
import type { Locale } from "~/domain/locales";

/** The page's locale comes from its URL, so it is right in loaders, components and error boundaries alike. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Turns an unprefixed path (one a loader built with `pagePath`) into a link in the page's language. */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
