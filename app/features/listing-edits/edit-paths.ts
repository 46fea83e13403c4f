import type { ListingKind } from "~/domain/listings";
import { documentUrl } from "~/lib/document-url";
import { listingKindOfEditPath } from "~/lib/listing-edit-paths";
import { stripLocale } from "~/lib/locale";

/** The kinds' editors share one route module; the path tells which kind it edits. */
export function editedKind(request: Request): ListingKind {
  const path = stripLocale(documentUrl(request.url).pathname);
  const kind = listingKindOfEditPath(path);
  if (!kind) throw new Error(`no listing editor at ${path}`);
  return kind;
}

/** What the page says after a save: sent for review, published at once (a trusted listing), or the waiting change withdrawn. */
const DONE = ["sent", "published", "withdrawn"] as const;
export type EditDone = (typeof DONE)[number] | null;

export function editDoneOf(request: Request): EditDone {
  const query = new URL(request.url).searchParams;
  return DONE.find((done) => query.has(done)) ?? null;
}
