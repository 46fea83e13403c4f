import type { MiddlewareHandler } from "hono";
import { isBackOfficePath } from "./pages/table";
import { documentUrl } from "~/lib/document-url";

/** Whether a request is for the back office (a page, its single-fetch data, or a form posted to it). */
export const isBackOfficeRequest = (request: Request): boolean => isBackOfficePath(documentUrl(request.url).pathname);

/**
 * Every back-office answer (pages, redirects, errors, the configuration guard's 500) is private to the one who
 * asked and kept out of search engines: no shared or browser cache may store it, no crawler may list it. The
 * Worker entry (workers/app.ts) runs this Hono middleware around every request.
 */
export const backOfficeHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (!isBackOfficeRequest(c.req.raw)) return;
  const response = new Response(c.res.body, c.res);
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex");
  c.res = response;
};
