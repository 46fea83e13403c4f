import { cacheableCollection } from "./proxy/cache-key";
import { UPLOAD_URL_PREFIX } from "./content/routes/upload";

/**
 * Whether an `/api` answer is the same for everyone: an anonymous read of public content. Anything else was
 * answered for one caller or carries member data (a sign-in's token, bookmarks, requests, a 401 for a token),
 * so no browser or shared cache may keep it. An uploaded file's route sets its own caching (who may read it), but
 * what a token asked for and a file not found (it may be found for someone else) are never kept.
 */
export function apiCacheControl(request: Request, status: number): string | null {
  const url = new URL(request.url);
  if (url.pathname.startsWith(UPLOAD_URL_PREFIX)) return request.headers.has("authorization") || status >= 400 ? "private, no-store" : null;
  const anonymousRead = (request.method === "GET" || request.method === "HEAD") && !request.headers.has("authorization");
  return anonymousRead && cacheableCollection(url) ? null : "private, no-store";
}
