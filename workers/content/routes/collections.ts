import { Hono } from "hono";
import { memberWrite, type Writer } from "../../../app/domain/request-rules";
import { fieldRights } from "../../../app/model/field-rights";
import { collectionByPlural } from "../../../app/model/model";
import { accessScope, publishedScope, relatedScope, type Action } from "../access";
import { botCheckFor, CAPTCHA_HEADER } from "../bot-check";
import { holdBooths } from "../booth-holds";
import { decideBooths, decidesBooths, reserveBooth, withdrawReservation, withdraws } from "../booth-reservations";
import { callerOf, jsonBody, type ContentApp, type ContentContext } from "../context";
import { forbidden, notFound, validationError } from "../errors";
import { idempotent } from "../idempotency";
import { paginationMeta } from "../query/pagination";
import { parseQueryString } from "../query/parse";
import { readEntryQuery, readListQuery } from "../query/read";
import { and, TRUE } from "../query/sql";
import { byId, deleteRow, exists, insertRow, selectOne, selectPage, updateRow, writeLinks, type Row } from "../repository";
import { schemaFor, type Schema } from "../schema";
import { columnsFor, toEntities } from "../serialize";
import { linkChanges, parseData, toColumnValues } from "../validation";
import { receivedUpdate } from "./received-updates";
import { afterWrite } from "../after-write";
import { writeEvent } from "../write-mail";
import { limitQuotationRequest } from "../quotation-limits";
import { tellDeleted } from "../write-listeners";

/** The generic Strapi v4 REST routes of every collection and single type in the model. */
export const collectionRoutes = new Hono<ContentApp>();

function schemaOf(c: ContentContext): Schema {
  const plural = c.req.param("plural") ?? "";
  const schema = collectionByPlural(plural) ? schemaFor(plural) : undefined;
  if (!schema) throw notFound();
  return schema;
}

function idOf(c: ContentContext): number {
  const id = c.req.param("id") ?? "";
  if (!/^\d{1,15}$/.test(id)) throw notFound();
  return Number(id);
}

const rawQuery = (c: ContentContext) => parseQueryString(new URL(c.req.url).search);

async function scopeFor(c: ContentContext, schema: Schema, action: Action) {
  return accessScope(schema, await callerOf(c), action);
}

/** The entry of the path's id that the caller may update or delete: one out of scope answers 404 as a missing one. */
async function entryFor(c: ContentContext, schema: Schema, action: "update" | "delete"): Promise<{ id: number; row: Row }> {
  const scope = await scopeFor(c, schema, action);
  const id = idOf(c);
  const row = await selectOne(c.env.DB, schema, and([byId(schema, id), scope]));
  if (!row) throw notFound();
  return { id, row };
}

async function answerEntry(c: ContentContext, schema: Schema, row: Row | null) {
  if (!row) throw notFound();
  const { fields, populate, related } = readEntryQuery(schema, rawQuery(c), await callerOf(c));
  const [data] = await toEntities(c.env.DB, schema, [row], fields, populate, related);
  return c.json({ data, meta: {} });
}

/**
 * Every relation id in a write must point at a row the caller may read (drafts only for the API token): one out
 * of scope gets the same answer as a missing one, so ids cannot be probed.
 */
async function checkRelations(c: ContentContext, schema: Schema, data: Record<string, unknown>) {
  const caller = await callerOf(c);
  const scopeOf = relatedScope(caller, true);
  for (const [name, value] of Object.entries(data)) {
    const attr = schema.attributes.get(name);
    if (attr?.kind !== "relation" || typeof value !== "number") continue;
    // withOwner set a member's owner relation to the member themselves.
    if (caller.kind === "member" && attr === schema.ownerAttribute) continue;
    await requireRelated(c, scopeOf, name, attr.target, value);
  }
  for (const { join, change } of linkChanges(schema, data)) {
    for (const id of [...(change.set ?? []), ...(change.connect ?? [])]) await requireRelated(c, scopeOf, join.attribute, join.target, id);
  }
}

async function requireRelated(c: ContentContext, scopeOf: ReturnType<typeof relatedScope>, name: string, plural: string, id: number) {
  const target = schemaFor(plural);
  const scope = target && scopeOf(target);
  if (!target || !scope || !(await exists(c.env.DB, target, id, scope))) {
    throw validationError(`${name} ${id} does not exist`, [{ path: [name], message: `No ${plural} with id ${id}` }]);
  }
}

/** Many-to-many relations live in join tables, written after the row itself. */
async function saveLinks(c: ContentContext, schema: Schema, id: number, data: Record<string, unknown>) {
  for (const { join, change } of linkChanges(schema, data)) await writeLinks(c.env.DB, join, id, change);
}

/** What an update may write: a member's change to a received row follows its own rules (routes/received-updates.ts). */
async function updateData(c: ContentContext, schema: Schema, current: Row): Promise<Record<string, unknown>> {
  const caller = await callerOf(c);
  if (caller.kind === "member" && schema.collection.receivedBy) {
    return receivedUpdate(c.env.DB, schema, caller, current, parseData(schema, await jsonBody(c), "update", "receiver"));
  }
  return withOwner(c, schema, parseData(schema, await jsonBody(c), "update", await writerOf(c)));
}

/** Public forms need a passing bot check unless the API token writes. */
async function requireBotCheck(c: ContentContext, schema: Schema) {
  const caller = await callerOf(c);
  if (schema.collection.access !== "public-form" || caller.kind === "token") return;
  const result = await botCheckFor(c.env).verify(c.req.header(CAPTCHA_HEADER) ?? "", c.req.header("cf-connecting-ip"));
  if (!result.success) throw forbidden(`Bot check failed: send a reCAPTCHA token in the ${CAPTCHA_HEADER} header`);
}

/** The API token writes as the system; members and visitors are senders (see FieldDef.setBy). */
async function writerOf(c: ContentContext): Promise<Writer> {
  return (await callerOf(c)).kind === "token" ? "system" : "sender";
}

/** Members write their own rows (app/domain/request-rules.ts): the owner relation is always the caller. */
async function withOwner(c: ContentContext, schema: Schema, data: Record<string, unknown>) {
  const caller = await callerOf(c);
  const owner = schema.ownerAttribute;
  if (caller.kind !== "member" || !owner) return data;
  return memberWrite(data, fieldRights(schema.collection), owner.name, caller.id);
}

collectionRoutes.get("/:plural", async (c) => {
  const schema = schemaOf(c);
  const caller = await callerOf(c);
  const scope = await scopeFor(c, schema, "read");
  const query = readListQuery(schema, rawQuery(c), caller);
  const where = and([query.where, scope, publishedScope(schema, caller, query.preview)]);
  if (schema.collection.kind === "singleType") {
    const row = await selectOne(c.env.DB, schema, where);
    return answerEntry(c, schema, row);
  }
  const columns = columnsFor(schema, query.fields, query.populate);
  const { rows, total } = await selectPage(c.env.DB, schema, where, query.orderBy, query.pagination, columns);
  const data = await toEntities(c.env.DB, schema, rows, query.fields, query.populate, query.related);
  return c.json({ data, meta: { pagination: paginationMeta(query.pagination, total) } });
});

collectionRoutes.get("/:plural/:id", async (c) => {
  const schema = schemaOf(c);
  if (schema.collection.kind === "singleType") throw notFound();
  const caller = await callerOf(c);
  const scope = await scopeFor(c, schema, "read");
  const where = and([byId(schema, idOf(c)), scope, publishedScope(schema, caller, rawQuery(c).publicationState === "preview")]);
  return answerEntry(c, schema, await selectOne(c.env.DB, schema, where));
});

collectionRoutes.post("/:plural", idempotent, async (c) => {
  const schema = schemaOf(c);
  if (schema.collection.kind === "singleType") throw notFound();
  await scopeFor(c, schema, "create");
  if (schema.collection.createdThrough && (await callerOf(c)).kind !== "token") {
    throw forbidden(`${schema.collection.plural} are created with ${schema.collection.createdThrough}`);
  }
  await requireBotCheck(c, schema);
  const data = await withOwner(c, schema, parseData(schema, await jsonBody(c), "create", await writerOf(c)));
  await checkRelations(c, schema, data);
  await limitQuotationRequest(c.env.DB, schema, await callerOf(c), data);
  const values = toColumnValues(schema, data);
  const event = writeEvent(c.env.DB, schema, null);
  const plural = schema.collection.plural;
  const row =
    plural === "booth-reservations"
      ? await reserveBooth(c.env.DB, values, event?.alongside)
      : plural === "booth-holds"
        ? await holdBooths(c.env.DB, values)
        : await insertRow(c.env.DB, schema, values, event?.alongside);
  await saveLinks(c, schema, Number(row.id), data);
  await afterWrite(c, schema, null, row, event?.id ?? null);
  return answerEntry(c, schema, row);
});

/** Single types are written with PUT on the collection path: the one row is created on first write. */
collectionRoutes.put("/:plural", async (c) => {
  const schema = schemaOf(c);
  if (schema.collection.kind !== "singleType") throw notFound();
  await scopeFor(c, schema, "update");
  const values = toColumnValues(schema, parseData(schema, await jsonBody(c), "update", await writerOf(c)));
  const current = await selectOne(c.env.DB, schema, TRUE);
  const row = current ? await updateRow(c.env.DB, schema, Number(current.id), values) : await insertRow(c.env.DB, schema, values);
  return answerEntry(c, schema, row);
});

collectionRoutes.put("/:plural/:id", async (c) => {
  const schema = schemaOf(c);
  if (schema.collection.kind === "singleType") throw notFound();
  const { id, row: current } = await entryFor(c, schema, "update");
  const data = await updateData(c, schema, current);
  await checkRelations(c, schema, data);
  const values = toColumnValues(schema, data);
  const plural = schema.collection.plural;
  // Of a booth reservation's updates only the organizer's answer to its booths mails anyone (the exhibitor).
  const decides = decidesBooths(plural, data);
  const event = plural === "booth-reservations" && !decides ? null : writeEvent(c.env.DB, schema, current);
  const row = decides
    ? await decideBooths(c.env.DB, current, values, event?.alongside)
    : withdraws(plural, current, data)
      ? await withdrawReservation(c.env.DB, id, values)
      : await updateRow(c.env.DB, schema, id, values, event?.alongside);
  await saveLinks(c, schema, id, data);
  await afterWrite(c, schema, current, row, event?.id ?? null);
  return answerEntry(c, schema, row);
});

collectionRoutes.delete("/:plural", async (c) => {
  const schema = schemaOf(c);
  if (schema.collection.kind !== "singleType") throw notFound();
  await scopeFor(c, schema, "delete");
  const row = await selectOne(c.env.DB, schema, TRUE);
  if (row) await deleteRow(c.env.DB, schema, Number(row.id));
  return answerEntry(c, schema, row);
});

collectionRoutes.delete("/:plural/:id", async (c) => {
  const schema = schemaOf(c);
  if (schema.collection.kind === "singleType") throw notFound();
  const { id, row } = await entryFor(c, schema, "delete");
  await deleteRow(c.env.DB, schema, id);
  await tellDeleted(c.env.DB, schema.collection.plural, id);
  return answerEntry(c, schema, row);
});
