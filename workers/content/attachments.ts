import { attachmentDeletion } from "../../app/domain/request-rules";
import { collections } from "../../app/model/model";
import type { Caller } from "./auth/caller";
import { accessScope, publishedScope } from "./access";
import { and } from "./query/sql";
import { validationError } from "./errors";
import type { Sql } from "./query/sql";
import { requireSchema } from "./schema";

/** The member collections whose rows carry uploaded files in `attachments` (the quotation requests). */
const holders = collections
  .filter((c) => c.access === "member" && c.fields.attachments?.type === "json")
  .flatMap((c) => {
    const owner = requireSchema(c.plural).ownerAttribute;
    return owner ? [{ plural: c.plural, table: c.table, owner: owner.column }] : [];
  });

/** The rows of `table` whose attachments hold the file bound to `?`. */
const holding = (table: string) =>
  `json_valid(${table}.attachments) AND EXISTS (SELECT 1 FROM json_each(${table}.attachments) WHERE json_extract(value, '$.id') = ?)`;

/**
 * The published public collections' fields that may show an uploaded file on a page: pictures, galleries and rich
 * text (a file is found there by its address, which is unique).
 */
const showing = collections
  .filter((c) => c.access === "content")
  .map((c) => ({ plural: c.plural, columns: Object.entries(c.fields).filter(([, f]) => f.type === "json" || f.type === "richtext").map(([name]) => name) }))
  .filter((c) => c.columns.length > 0);

/** Whether a published entry of a public collection shows the file at `url`: then the page shows it to everyone. */
async function shownPublicly(db: D1Database, url: string): Promise<boolean> {
  const statements = showing.map(({ plural, columns }) => {
    const schema = requireSchema(plural);
    const anonymous = { kind: "anonymous" } as const;
    const published = and([accessScope(schema, anonymous, "read"), publishedScope(schema, anonymous, false)]);
    const mentions = columns.map((column) => `instr(coalesce(${schema.table}.${column}, ''), ?) > 0`).join(" OR ");
    return db
      .prepare(`SELECT 1 AS shown FROM ${schema.table} WHERE ${published.text} AND (${mentions}) LIMIT 1`)
      .bind(...published.params, ...columns.map(() => url));
  });
  return (await db.batch(statements)).some((result) => result.results.length > 0);
}

/**
 * Who may fetch an uploaded file, and so how it may be kept:
 * - `site`: the site's own files (uploaded with the API token: listing pictures, banners), everyone's for good;
 * - `caller`: a member's file, for the API token, the member who uploaded it, and whoever may read a request
 *   holding it (its sender, the owners of the listing it went to: access.ts); only the uploader's own requests
 *   count, so naming someone else's file in a request opens nothing;
 * - `shown`: a member's file that a published public entry shows (a picture on a public page), everyone's while
 *   it is shown;
 * - `none`: anyone else, for a member's other files (a profile picture, an unsent attachment).
 */
export type FileReader = "site" | "caller" | "shown" | "none";

export async function fileReader(db: D1Database, caller: Caller, file: { id: number; url: string; uploadedBy: number | null }): Promise<FileReader> {
  if (file.uploadedBy === null) return "site";
  if (caller.kind === "token" || (caller.kind === "member" && caller.id === file.uploadedBy)) return "caller";
  if (caller.kind === "member") {
    const statements = holders.map((c) => {
      const scope: Sql = accessScope(requireSchema(c.plural), caller, "read");
      return db
        .prepare(`SELECT 1 AS readable FROM ${c.table} WHERE ${c.table}.${c.owner} = ? AND ${holding(c.table)} AND (${scope.text}) LIMIT 1`)
        .bind(file.uploadedBy, file.id, ...scope.params);
    });
    if ((await db.batch(statements)).some((result) => result.results.length > 0)) return "caller";
  }
  return (await shownPublicly(db, file.url)) ? "shown" : "none";
}

/** The member's requests that hold file `fileId` among their attachments, named `quotation-venues 12`. */
async function requestsHolding(db: D1Database, memberId: number, fileId: number): Promise<string[]> {
  const statements = holders.map((c) => db.prepare(`SELECT id FROM ${c.table} WHERE ${c.owner} = ? AND ${holding(c.table)}`).bind(memberId, fileId));
  const results = await db.batch<{ id: number }>(statements);
  return results.flatMap((result, i) => result.results.map((row) => `${holders[i]!.plural} ${row.id}`));
}

/** Refuses a member's delete of a file a request they sent holds (app/domain/request-rules.ts). */
export async function requireDeletable(db: D1Database, memberId: number, fileId: number): Promise<void> {
  const decision = attachmentDeletion(await requestsHolding(db, memberId, fileId));
  if (!decision.ok) throw validationError(decision.message, decision.details.errors);
}
