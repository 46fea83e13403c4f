import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, parseLocale, preferredLocale } from "../app/lib/locale";

/**
 * The first visit to `/` picks the language: a saved `i18n_redirected` choice wins,
 * else Accept-Language; English goes to /en. The choice is saved for 365 days either way.
 */
export async function localeRedirect(c: Context, next: () => Promise<void>) {
  const saved = parseLocale(getCookie(c, LOCALE_COOKIE));
  const locale = preferredLocale(saved, c.req.header("accept-language"));
  const cookie = saved ? null : generateCookie(LOCALE_COOKIE, locale, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "Lax" });

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
