import { canMove, isFinal, isQuoteStatus, stampsFor, type Party } from "../../../app/domain/quotation-status";
import type { Caller } from "../auth/caller";
import { validationError } from "../errors";
import { receivedScope } from "../received";
import { and } from "../query/sql";
import { byId, selectOne, type Row } from "../repository";
import type { Schema } from "../schema";

const STATUS = "quotation_status";
const ANSWER = "answer";

/** Which sides of a received row the member is on: the sender, an owner of the receiving listing, or both. */
async function partiesOf(db: D1Database, schema: Schema, memberId: number, row: Row): Promise<Party[]> {
  const parties: Party[] = [];
  if (schema.ownerAttribute && Number(row[schema.ownerAttribute.column]) === memberId) parties.push("sender");
  const received = receivedScope(schema, memberId);
  if (received && (await selectOne(db, schema, and([byId(schema, Number(row.id)), received])))) parties.push("receiver");
  return parties;
}

/** The attributes a party may change once a row is sent: the receiver its `receiver` fields, the sender the withdrawal. */
function writable(schema: Schema, parties: Party[]): Set<string> {
  const names = new Set<string>();
  for (const attr of schema.attributes.values()) {
    if (parties.includes("receiver") && attr.field.setBy === "receiver") names.add(attr.name);
    if (parties.includes("sender") && attr.name === STATUS) names.add(attr.name);
  }
  return names;
}

/**
 * A member's update of a row in a `receivedBy` collection (parsed with the receiver's field rights): refuses
 * fields the member's side may not change and status moves app/domain/quotation-status.ts does not allow, and adds
 * the timestamps a move sets. Returns the attributes to write.
 */
export async function receivedUpdate(
  db: D1Database,
  schema: Schema,
  caller: Extract<Caller, { kind: "member" }>,
  row: Row,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const parties = await partiesOf(db, schema, caller.id, row);
  const allowed = writable(schema, parties);
  const changed = Object.keys(data).filter((name) => data[name] !== undefined);
  const refused = changed.filter((name) => !allowed.has(name));
  if (refused.length) {
    throw validationError(
      `${refused.join(", ")} cannot be changed once the request is sent`,
      refused.map((name) => ({ path: [name], message: `${name} cannot be changed once the request is sent` })),
    );
  }
  if (!schema.attributes.has(STATUS)) return data;
  const current = row[STATUS];
  if (!isQuoteStatus(current)) return data;
  const next = data[STATUS] ?? current;
  if (!isQuoteStatus(next)) return data;
  if (changed.length && isFinal(current)) throw validationError(`This request is ${current} and can no longer change`, [{ path: [STATUS], message: `The request is ${current}` }]);
  if (next !== current && !canMove(current, next, parties)) {
    throw validationError(`A ${current} request cannot become ${next}`, [{ path: [STATUS], message: `Cannot move from ${current} to ${next}` }]);
  }
  const answer = data[ANSWER] ?? row[ANSWER];
  if (next === "answered" && !(typeof answer === "string" && answer.trim())) {
    throw validationError("An answered request needs an answer", [{ path: [ANSWER], message: "answer must not be empty" }]);
  }
  const stamps = next === current ? {} : stampsFor(next, row, new Date().toISOString());
  return { ...data, ...stamps };
}
