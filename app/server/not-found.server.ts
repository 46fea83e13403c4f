import { documentUrl } from "~/lib/document-url";
import { data } from "react-router";
import { type NotFoundData, parseIdParam } from "../lib/route-params";

function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function notFound(request: Request, reason: NotFoundData["reason"]) {
  const { pathname } = documentUrl(request.url);
  // Without a statusText React Router labels the thrown response "Internal Server Error" in the page data.
  return data<NotFoundData>({ reason, path: readablePath(pathname) }, { status: 404, statusText: "Not Found" });
}

/** Throws the 404 for a path no route matched. */
export function throwUnmatched(request: Request): never {
  throw notFound(request, "unmatched");
}

/** Throws the 404 of a route whose id or record does not check out: 'Page Not Found: {path}'. */
export function throwInvalid(request: Request): never {
  throw notFound(request, "invalid");
}

/** The validated id parameter, or a thrown 404 'Page Not Found: {path}'. */
export function requireIdParam(request: Request, value: string | undefined): string {
  const id = parseIdParam(value);
  if (id === null) throwInvalid(request);
  return id;
}
