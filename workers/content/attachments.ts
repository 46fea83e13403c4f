import { attachmentDeletion } from "../../app/domain/request-rules";
import { collections } from "../../app/model/model";
import type { Caller } from "./auth/caller";
import { accessScope } from "./access";
import { validationError } from "./errors";
import { FALSE, type Sql } from "./query/sql";
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
 * Whether the caller may fetch an uploaded file. A file no request holds is public (listing images, avatars);
 * a request's attachment only for the API token, the member who uploaded it, and whoever may read a request
 * holding it (its sender, the owners of the listing it went to: access.ts). Only the uploader's own requests
 * count, so naming someone else's file in a request opens nothing. Only members attach files, so what the API
 * token uploaded (the site's images) is public without looking.
 */
export async function mayReadFile(db: D1Database, caller: Caller, file: { id: number; uploadedBy: number | null }): Promise<boolean> {
  if (file.uploadedBy === null || caller.kind === "token" || (caller.kind === "member" && caller.id === file.uploadedBy)) return true;
  const statements = holders.map((c) => {
    const schema = requireSchema(c.plural);
    const scope: Sql = caller.kind === "member" ? accessScope(schema, caller, "read") : FALSE;
    return db
      .prepare(
        `SELECT count(*) AS held, coalesce(sum(CASE WHEN ${scope.text} THEN 1 ELSE 0 END), 0) AS readable
           FROM ${c.table} WHERE ${c.table}.${c.owner} = ? AND ${holding(c.table)}`,
      )
      .bind(...scope.params, file.uploadedBy, file.id);
  });
  const counts = (await db.batch<{ held: number; readable: number }>(statements)).map((result) => result.results[0] ?? { held: 0, readable: 0 });
  return counts.every((n) => n.held === 0) || counts.some((n) => n.readable > 0);
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
