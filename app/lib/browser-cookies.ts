/**
 * Cookies in the browser (the server reads and writes them with hono's helpers, app/lib/http-cookies.ts).
 * Values are written percent-encoded and read back decoded, as hono does, so either side reads the other.
 */
export function readCookie(name: string, cookies: string = document.cookie): string | undefined {
  for (const pair of cookies.split(";")) {
    const at = pair.indexOf("=");
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A site-wide first-party cookie as `document.cookie` takes it. */
export function cookieText(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = cookieText(name, value, maxAgeSeconds);
}
