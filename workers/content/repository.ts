import { invalidParam, validationError } from "./errors";
import type { Pagination } from "./query/pagination";
import { and, sql, type Sql } from "./query/sql";
import type { Row } from "../../app/model/columns";
import type { JoinTable } from "../../app/model/join-tables";
import type { RowIdSql } from "../../app/shared-store/outbox.server";
import type { Schema } from "./schema";

export type { Row };
export type ColumnValues = Record<string, string | number | null>;

/** D1 binds at most 100 parameters per statement. */
const MAX_PARAMS = 100;
const ID_CHUNK = 90;
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

function prepare(db: D1Database, statement: Sql): D1PreparedStatement {
  if (statement.params.length > MAX_PARAMS) throw invalidParam(["filters"], "Too many filter values in one query");
  return db.prepare(statement.text).bind(...statement.params);
}

/** The select list: the named columns of the table, or all of them. */
const selected = (schema: Schema, columns: readonly string[] | undefined) =>
  columns ? columns.map((column) => `${schema.table}.${column}`).join(", ") : "*";

/** One page of rows and the total; `columns` narrows what is read (see `columnsFor`). */
export async function selectPage(db: D1Database, schema: Schema, where: Sql, orderBy: string, pagination: Pagination, columns?: readonly string[]) {
  const page = sql(`SELECT ${selected(schema, columns)} FROM ${schema.table} WHERE ${where.text} ORDER BY ${orderBy} LIMIT ? OFFSET ?`, [
    ...where.params,
    pagination.limit,
    pagination.offset,
  ]);
  if (!pagination.withCount) return { rows: (await prepare(db, page).all<Row>()).results, total: null };
  const count = sql(`SELECT count(*) AS total FROM ${schema.table} WHERE ${where.text}`, where.params);
  const [rows, totals] = await db.batch<Row>([prepare(db, page), prepare(db, count)]);
  return { rows: rows?.results ?? [], total: Number(totals?.results[0]?.total ?? 0) };
}

const selectAllSql = (schema: Schema, where: Sql, orderBy: string, columns?: readonly string[]) =>
  sql(`SELECT ${selected(schema, columns)} FROM ${schema.table} WHERE ${where.text} ORDER BY ${orderBy}`, where.params);

/** Every matching row, for answers Strapi gives unpaginated (upload `find`). */
export async function selectAll(db: D1Database, schema: Schema, where: Sql, orderBy: string): Promise<Row[]> {
  return (await prepare(db, selectAllSql(schema, where, orderBy)).all<Row>()).results;
}

/** `selectAll` for several queries in one round trip to the database. */
export async function selectAllOfEach(db: D1Database, queries: { schema: Schema; where: Sql; orderBy: string; columns?: readonly string[] | undefined }[]): Promise<Row[][]> {
  if (queries.length === 0) return [];
  const results = await db.batch<Row>(queries.map(({ schema, where, orderBy, columns }) => prepare(db, selectAllSql(schema, where, orderBy, columns))));
  return results.map((result) => result.results);
}

export async function selectOne(db: D1Database, schema: Schema, where: Sql): Promise<Row | null> {
  return prepare(db, sql(`SELECT * FROM ${schema.table} WHERE ${where.text} ORDER BY id LIMIT 1`, where.params)).first<Row>();
}

/** The rows with these ids that `scope` lets through. */
export async function selectByIds(db: D1Database, schema: Schema, ids: number[], scope: Sql, columns?: readonly string[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    const chunk = ids.slice(i, i + ID_CHUNK);
    const statement = sql(`SELECT ${selected(schema, columns)} FROM ${schema.table} WHERE ${schema.table}.id IN (${chunk.map(() => "?").join(", ")}) AND ${scope.text}`, [
      ...chunk,
      ...scope.params,
    ]);
    rows.push(...(await prepare(db, statement).all<Row>()).results);
  }
  return rows;
}

export const byId = (schema: Schema, id: number, scope?: Sql) => and([sql(`${schema.table}.id = ?`, [id]), ...(scope ? [scope] : [])]);

/**
 * Statements that go in a write's own batch, after it (one transaction: all or nothing), given how the written
 * row's id reads there: the outbox rows of the mail it sets off (docs/decisions/053).
 */
export type Alongside = (row: RowIdSql) => D1PreparedStatement[];

/** The write's statement, alone or at the head of a batch with what goes alongside; the row it returns. */
async function writeReturning(db: D1Database, statement: Sql, row: RowIdSql, alongside?: Alongside): Promise<Row | null> {
  const also = alongside?.(row) ?? [];
  if (also.length === 0) return prepare(db, statement).first<Row>();
  const [written] = await db.batch<Row>([prepare(db, statement), ...also]);
  return written?.results[0] ?? null;
}

export async function insertRow(db: D1Database, schema: Schema, values: ColumnValues, alongside?: Alongside): Promise<Row> {
  const columns = Object.keys(values);
  const statement = columns.length
    ? sql(`INSERT INTO ${schema.table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")}) RETURNING *`, Object.values(values))
    : sql(`INSERT INTO ${schema.table} DEFAULT VALUES RETURNING *`);
  return uniqueAware(schema, () => writeReturning(db, statement, { sql: "last_insert_rowid()", params: [] }, alongside)) as Promise<Row>;
}

export async function updateRow(db: D1Database, schema: Schema, id: number, values: ColumnValues, alongside?: Alongside): Promise<Row | null> {
  const columns = Object.keys(values);
  const sets = [...columns.map((c) => `${c} = ?`), `updated_at = ${NOW}`].join(", ");
  const statement = sql(`UPDATE ${schema.table} SET ${sets} WHERE id = ? RETURNING *`, [...Object.values(values), id]);
  return uniqueAware(schema, () => writeReturning(db, statement, { sql: "?", params: [id] }, alongside));
}

export async function deleteRow(db: D1Database, schema: Schema, id: number): Promise<void> {
  await prepare(db, sql(`DELETE FROM ${schema.table} WHERE id = ?`, [id])).run();
}

/** Whether the row with this id exists within `scope`. */
export async function exists(db: D1Database, schema: Schema, id: number, scope: Sql): Promise<boolean> {
  return (await selectOne(db, schema, byId(schema, id, scope))) !== null;
}

/** A UNIQUE violation is the caller's mistake: a ValidationError on that attribute, as Strapi answers. */
async function uniqueAware<T>(schema: Schema, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const match = /UNIQUE constraint failed: \w+\.(\w+)/.exec(String((error as Error).message));
    if (!match?.[1]) throw error;
    const attribute = [...schema.attributes.values()].find((a) => a.column === match[1])?.name ?? match[1];
    throw validationError("This attribute must be unique", [{ path: [attribute], message: "This attribute must be unique" }]);
  }
}

/** A many-to-many write, as Strapi 4 takes it: a list of ids (replaces), or `{set}`, `{connect, disconnect}`. */
export interface LinkChange {
  set?: number[];
  connect?: number[];
  disconnect?: number[];
}

/** Applies a many-to-many change to one row's links in one batch. */
export async function writeLinks(db: D1Database, join: JoinTable, ownId: number, change: LinkChange): Promise<void> {
  const insert = (id: number) => sql(`INSERT OR IGNORE INTO ${join.table} (${join.ownColumn}, ${join.targetColumn}) VALUES (?, ?)`, [ownId, id]);
  const remove = (id: number) => sql(`DELETE FROM ${join.table} WHERE ${join.ownColumn} = ? AND ${join.targetColumn} = ?`, [ownId, id]);
  const statements = [
    ...(change.set ? [sql(`DELETE FROM ${join.table} WHERE ${join.ownColumn} = ?`, [ownId]), ...change.set.map(insert)] : []),
    ...(change.disconnect ?? []).map(remove),
    ...(change.connect ?? []).map(insert),
  ];
  if (statements.length) await db.batch(statements.map((s) => prepare(db, s)));
}
