/**
 * The address of the page a request is for. After hydration React Router asks a loader's data at
 * `/path.data?…&_routes=…` (its single fetch), and a loader sees that address: a redirect target or a
 * `redirectTo` built from it would send people to `/path.data`, a 404.
 */
function pagePathname(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return pathname;
}

export function documentUrl(address: string | URL): URL {
  const url = new URL(address);
  url.pathname = pagePathname(url.pathname);
  url.searchParams.delete("_routes");
  // Single fetch adds a bare `index` for an index route's data; a page's own `index=…` stays.
  if (url.searchParams.getAll("index").every((value) => value === "")) url.searchParams.delete("index");
  return url;
}

/** The page's path and query, as the visitor's address bar shows it. */
export function documentPath(address: string | URL): string {
  const url = documentUrl(address);
  return url.pathname + url.search;
}
