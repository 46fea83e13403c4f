import { localeFromPath, localizePath, stripLocale } from "../app/lib/locale";

/**
 * A page that is not found may be a record's former address (its slug changed after it was published, issue 47):
 * then a 301 to where it lives now, in the same language and with the same query. Asked only on a 404, so a
 * found page never pays for it. `movedTo` reads the portal's table of former addresses (the entry hands it in).
 */
export async function formerAddress(request: Request, response: Response, movedTo: (path: string) => Promise<string | null>): Promise<Response | null> {
  if (response.status !== 404 || (request.method !== "GET" && request.method !== "HEAD")) return null;
  const url = new URL(request.url);
  const to = await movedTo(stripLocale(url.pathname));
  if (!to) return null;
  await response.body?.cancel();
  return new Response(null, { status: 301, headers: { Location: `${localizePath(to, localeFromPath(url.pathname))}${url.search}`, "Cache-Control": "public, max-age=300" } });
}
