import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { LOCALE_CHOICE_PARAM, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeFromPath, parseLocale, preferredLocale } from "../app/lib/locale";

const saveLocale = (locale: string) => generateCookie(LOCALE_COOKIE, locale, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "Lax" });

/**
 * The language switcher's link says `?set-lang=<locale>`: the choice is saved here, so it holds even when the
 * visitor clicks before the page's scripts have run (they start after `load`, decision 027). The answer is
 * the same page without the parameter, so the address a visitor shares stays clean. The content API is left
 * alone: its queries are Strapi's.
 */
export async function localeChoice(c: Context, next: () => Promise<void>) {
  // Every GET passes here: only a request that carries the parameter pays for parsing its URL.
  const chosen = c.req.query(LOCALE_CHOICE_PARAM);
  if (chosen === undefined || c.req.path.startsWith("/api/")) return next();
  const url = new URL(c.req.url);
  url.searchParams.delete(LOCALE_CHOICE_PARAM);
  const headers = new Headers({ Location: `${url.pathname}${url.search}`, "Cache-Control": "no-store" });
  // Only the language of the page it leads to counts as a choice; anything else is dropped, never saved.
  const locale = parseLocale(chosen);
  if (locale && locale === localeFromPath(url.pathname)) headers.append("Set-Cookie", saveLocale(locale));
  return new Response(null, { status: 302, headers });
}

/**
 * The first visit to `/` picks the language: a saved `i18n_redirected` choice wins,
 * else Accept-Language; English goes to /en. The choice is saved for 365 days either way.
 */
export async function localeRedirect(c: Context, next: () => Promise<void>) {
  const saved = parseLocale(getCookie(c, LOCALE_COOKIE));
  const locale = preferredLocale(saved, c.req.header("accept-language"));
  const cookie = saved ? null : saveLocale(locale);

  if (locale === "en") {
    const headers = new Headers({ Location: `/en${new URL(c.req.url).search}`, Vary: "Cookie, Accept-Language" });
    if (cookie) headers.append("Set-Cookie", cookie);
    return new Response(null, { status: 302, headers });
  }
  await next();
  c.res = new Response(c.res.body, c.res);
  c.res.headers.append("Vary", "Cookie, Accept-Language");
  if (cookie) c.res.headers.append("Set-Cookie", cookie);
}
