import type { Party } from "../../../app/domain/quotation-status";
import { sentRowUpdate } from "../../../app/domain/request-rules";
import { fieldChoices, fieldRights } from "../../../app/model/field-rights";
import type { Caller } from "../auth/caller";
import { validationError } from "../errors";
import { receivedScope } from "../received";
import { and } from "../query/sql";
import { byId, selectOne, type Row } from "../repository";
import type { Schema } from "../schema";

/** Which sides of a received row the member is on: the sender, an owner of the receiving listing, or both. */
async function partiesOf(db: D1Database, schema: Schema, memberId: number, row: Row): Promise<Party[]> {
  const parties: Party[] = [];
  if (schema.ownerAttribute && Number(row[schema.ownerAttribute.column]) === memberId) parties.push("sender");
  const received = receivedScope(schema, memberId);
  if (received && (await selectOne(db, schema, and([byId(schema, Number(row.id)), received])))) parties.push("receiver");
  return parties;
}

/**
 * A member's update of a row in a `receivedBy` collection (parsed with the receiver's field rights), decided by
 * app/domain/request-rules.ts: a refusal is the 400 ValidationError it words. Returns the attributes to write.
 */
export async function receivedUpdate(
  db: D1Database,
  schema: Schema,
  caller: Extract<Caller, { kind: "member" }>,
  row: Row,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const parties = await partiesOf(db, schema, caller.id, row);
  const decision = sentRowUpdate({ parties, row, input: data, rights: fieldRights(schema.collection), choices: fieldChoices(schema.collection), now: new Date().toISOString() });
  if (!decision.ok) throw validationError(decision.message, decision.details.errors);
  return decision.write;
}
