/**
 * Cross-site request refusal for every page POST (one check in the Worker entry covers every action). Browsers
 * send `Sec-Fetch-Site` on every request and `Origin` on every POST: a form posted from another site is refused,
 * while a client that sends neither (curl, a server) is not a browser carrying a victim's cookies and passes.
 * The same decision procedure as Go's CrossOriginProtection.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteRequest(request: Request, siteUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return !allowedOrigins(request, siteUrl).has(origin);
}

function allowedOrigins(request: Request, siteUrl: string): Set<string> {
  const allowed = new Set([new URL(request.url).origin]);
  try {
    if (siteUrl) allowed.add(new URL(siteUrl).origin);
  } catch {
    // A malformed SITE_URL leaves the request's own origin as the only one allowed.
  }
  return allowed;
}
