/** Locale rules: Thai is the default with no prefix, English lives under /en. */
import { LOCALE_CODES, type Locale } from "../domain/locales.ts";

export interface LocaleRecord {
  code: Locale;
  iso: "th-TH" | "en-US";
  /** The name a speaker of that language uses for it. */
  name: string;
  language: string;
}

export const LOCALES: Record<Locale, LocaleRecord> = {
  th: { code: "th", iso: "th-TH", name: "ไทย", language: "th" },
  en: { code: "en", iso: "en-US", name: "English", language: "en" },
};

export const DEFAULT_LOCALE: Locale = "th";
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const LOCALE_STORAGE_KEY = "locale";

export function parseLocale(value: string | null | undefined): Locale | null {
  return LOCALE_CODES.find((code) => code === value) ?? null;
}

export function localeFromPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : DEFAULT_LOCALE;
}

/** The path without its locale prefix: `/en/news-lists` -> `/news-lists`, `/en` -> `/`. */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice("/en".length);
  return rest === "" ? "/" : rest;
}

/** An unprefixed path as it is spelled in the given locale. Leaves absolute URLs alone. */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? "/en" : `/en${path}`;
}

/** The same page in the other language, keeping the query string. */
export function switchLocalePath(pathname: string, search: string, to: Locale): string {
  return localizePath(stripLocale(pathname), to) + search;
}

/** The query parameter of the language switcher's link: the Worker saves the choice and drops it. */
export const LOCALE_CHOICE_PARAM = "set-lang";

/**
 * The language switcher's address: the same page in `to`, saying it was chosen, so the choice is saved even
 * when the link is followed before the page's scripts run.
 */
export function chooseLocaleHref(pathname: string, search: string, to: Locale): string {
  const params = new URLSearchParams(search);
  params.set(LOCALE_CHOICE_PARAM, to);
  return switchLocalePath(pathname, `?${params}`, to);
}

/**
 * The locale a visitor asked for by Accept-Language, English only when it ranks above Thai.
 * Quality values are honoured; anything unknown falls back to Thai.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split("-")[0] ?? "", quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const locale = parseLocale(entry.base);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The saved choice wins over the browser's header. */
export function preferredLocale(savedCookie: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  return parseLocale(savedCookie) ?? localeFromAcceptLanguage(acceptLanguage);
}
