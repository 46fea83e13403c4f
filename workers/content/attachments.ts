import { attachmentDeletion } from "../../app/domain/request-rules";
import { collections } from "../../app/model/model";
import { validationError } from "./errors";
import { requireSchema } from "./schema";

/** The member collections whose rows carry uploaded files in `attachments` (the quotation requests). */
const holders = collections
  .filter((c) => c.access === "member" && c.fields.attachments?.type === "json")
  .flatMap((c) => {
    const owner = requireSchema(c.plural).ownerAttribute;
    return owner ? [{ plural: c.plural, table: c.table, owner: owner.column }] : [];
  });

/** The member's requests that hold file `fileId` among their attachments, named `quotation-venues 12`. */
async function requestsHolding(db: D1Database, memberId: number, fileId: number): Promise<string[]> {
  const statements = holders.map((c) =>
    db
      .prepare(
        `SELECT id FROM ${c.table} WHERE ${c.owner} = ? AND json_valid(attachments)
           AND EXISTS (SELECT 1 FROM json_each(attachments) WHERE json_extract(value, '$.id') = ?)`,
      )
      .bind(memberId, fileId),
  );
  const results = await db.batch<{ id: number }>(statements);
  return results.flatMap((result, i) => result.results.map((row) => `${holders[i]!.plural} ${row.id}`));
}

/** Refuses a member's delete of a file a request they sent holds (app/domain/request-rules.ts). */
export async function requireDeletable(db: D1Database, memberId: number, fileId: number): Promise<void> {
  const decision = attachmentDeletion(await requestsHolding(db, memberId, fileId));
  if (!decision.ok) throw validationError(decision.message, decision.details.errors);
}
