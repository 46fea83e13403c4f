import { parse } from "hono/utils/cookie";

export { generateCookie as cookieHeader } from "hono/cookie";

/**
 * A request's cookies by name, read with hono's parser (the Worker entry is a Hono app): quoted values
 * unwrapped, percent-escapes decoded, malformed pairs skipped. The browser side is app/lib/browser-cookies.ts.
 */
export function requestCookies(request: Request): Record<string, string> {
  const header = request.headers.get("cookie");
  return header ? parse(header) : {};
}
