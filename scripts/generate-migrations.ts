/**
 * Writes the next numbered D1 migration for whatever the content model (app/model/model.ts and
 * app/model/system-tables.ts) has that the applied migrations do not. D1 never re-runs an applied file, so a
 * model change must arrive as a new file: applied migrations are never rewritten.
 *
 * Run: `npm run content:migrations -- <name>` writes `migrations/NNNN_<name>.sql` (nothing when the schema is
 * already current). Additions are generated: new tables, new columns, new indexes. A removed or retyped field
 * needs a migration written by hand (copy the data first); the drift test names what differs.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { columnsOf, type Column } from "../app/model/columns.ts";
import { joinTablesOf, type JoinTable } from "../app/model/join-tables.ts";
import { collections, type CollectionDef, type FieldDef } from "../app/model/model.ts";
import { systemCollections } from "../app/model/system-tables.ts";

export const MIGRATIONS_DIR = new URL("../migrations/", import.meta.url);

const NOW = "(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))";

export const modelCollections: CollectionDef[] = [...collections, ...systemCollections];

function sqlLiteral(value: string | number | boolean): string {
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

/** Only the Thai half of a localised field carries constraints: English falls back to Thai. */
const constrained = (col: Column) => col.locale !== "en";

function columnDdl(col: Column, added: boolean): string {
  const parts = [`${col.column} ${col.sqlType}`];
  const hasDefault = col.field.default !== undefined && constrained(col);
  // SQLite cannot add a NOT NULL column without a default to a table that may hold rows; the service's
  // validation still requires the field on every write.
  if (col.field.required && constrained(col) && (!added || hasDefault)) parts.push("NOT NULL");
  // SQLite cannot add a UNIQUE column either: an added unique column gets a unique index instead.
  if (col.field.unique && constrained(col) && !added) parts.push("UNIQUE");
  if (hasDefault) parts.push(`DEFAULT ${sqlLiteral(col.field.default!)}`);
  return parts.join(" ");
}

function isIndexed(field: FieldDef): boolean {
  return !field.unique && (field.type === "relation" || field.type === "date" || field.type === "datetime");
}

const indexedColumns = (collection: CollectionDef) => [
  ...columnsOf(collection)
    .filter((c) => isIndexed(c.field) && constrained(c))
    .map((c) => c.column),
  "created_at",
  "published_at",
];

const indexName = (table: string, column: string) => `idx_${table}_${column}`;
const createIndex = (table: string, column: string, unique = false) =>
  `CREATE ${unique ? "UNIQUE " : ""}INDEX ${indexName(table, column)} ON ${table} (${column});`;

export function createTable(collection: CollectionDef): string[] {
  const lines = [
    "id INTEGER PRIMARY KEY AUTOINCREMENT",
    ...columnsOf(collection).map((col) => columnDdl(col, false)),
    `created_at TEXT NOT NULL DEFAULT ${NOW}`,
    `updated_at TEXT NOT NULL DEFAULT ${NOW}`,
    // Rows without an explicit publication date (seed, imports) count as published.
    `published_at TEXT DEFAULT ${NOW}`,
  ];
  return [
    `CREATE TABLE ${collection.table} (\n${lines.map((l) => `  ${l}`).join(",\n")}\n);`,
    ...indexedColumns(collection).map((column) => createIndex(collection.table, column)),
  ];
}

/** One row per pair; looked up from either side (a listing's owners, a member's listings). */
function createJoinTable(join: JoinTable): string[] {
  return [
    `CREATE TABLE ${join.table} (\n  ${join.ownColumn} INTEGER NOT NULL,\n  ${join.targetColumn} INTEGER NOT NULL,\n  PRIMARY KEY (${join.ownColumn}, ${join.targetColumn})\n) WITHOUT ROWID;`,
    createIndex(join.table, join.targetColumn),
  ];
}

interface TableState {
  columns: Map<string, { type: string }>;
  indexes: Set<string>;
  uniqueColumns: Set<string>;
}

/** The schema a database has after the migrations: tables, column types, indexes and unique columns. */
export function readSchema(db: DatabaseSync): Map<string, TableState> {
  const tables = new Map<string, TableState>();
  const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all();
  for (const { name } of names as { name: string }[]) {
    const columns = new Map<string, { type: string }>();
    for (const col of db.prepare(`PRAGMA table_info(${name})`).all() as { name: string; type: string }[]) {
      columns.set(col.name, { type: col.type });
    }
    const indexes = new Set<string>();
    const uniqueColumns = new Set<string>();
    for (const index of db.prepare(`PRAGMA index_list(${name})`).all() as { name: string; unique: number }[]) {
      indexes.add(index.name);
      const indexed = db.prepare(`PRAGMA index_info(${index.name})`).all() as { name: string }[];
      if (index.unique && indexed.length === 1) uniqueColumns.add(indexed[0]!.name);
    }
    tables.set(name, { columns, indexes, uniqueColumns });
  }
  return tables;
}

export const migrationFiles = (dir: URL = MIGRATIONS_DIR) =>
  readdirSync(dir)
    .filter((file) => /^\d{4}_.+\.sql$/.test(file))
    .sort();

/** A database with every committed migration applied in order, as `wrangler d1 migrations apply` does. */
export function appliedDatabase(files: string[] = migrationFiles(), dir: URL = MIGRATIONS_DIR): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  for (const file of files) db.exec(readFileSync(new URL(file, dir), "utf8"));
  return db;
}

/** The statements that bring `schema` up to the model; additions only. */
export function additions(schema: Map<string, TableState>, model: CollectionDef[] = modelCollections): string[] {
  const statements: string[] = [];
  for (const collection of model) {
    for (const join of joinTablesOf(collection)) {
      if (!schema.has(join.table)) statements.push(...createJoinTable(join));
    }
    const table = schema.get(collection.table);
    if (!table) {
      statements.push(...createTable(collection));
      continue;
    }
    for (const col of columnsOf(collection)) {
      if (table.columns.has(col.column)) continue;
      statements.push(`ALTER TABLE ${collection.table} ADD COLUMN ${columnDdl(col, true)};`);
      if (col.field.unique && constrained(col)) statements.push(createIndex(collection.table, col.column, true));
    }
    for (const column of indexedColumns(collection)) {
      if (!table.indexes.has(indexName(collection.table, column))) statements.push(createIndex(collection.table, column));
    }
  }
  return statements;
}

/** What additions cannot fix: model columns whose type or uniqueness differs from the database's. */
export function conflicts(schema: Map<string, TableState>, model: CollectionDef[] = modelCollections): string[] {
  const found: string[] = [];
  for (const collection of model) {
    const table = schema.get(collection.table);
    if (!table) continue;
    for (const col of columnsOf(collection)) {
      const existing = table.columns.get(col.column);
      if (existing && existing.type !== col.sqlType) {
        found.push(`${collection.table}.${col.column} is ${existing.type} in the database, ${col.sqlType} in the model`);
      }
      const unique = Boolean(col.field.unique) && constrained(col);
      if (existing && unique !== table.uniqueColumns.has(col.column)) {
        found.push(`${collection.table}.${col.column} is ${unique ? "unique" : "not unique"} in the model only`);
      }
    }
  }
  return found;
}

export function nextMigrationName(files: string[], name: string): string {
  const last = files.at(-1);
  const next = (last ? Number(last.slice(0, 4)) : 0) + 1;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "") || "content";
  return `${String(next).padStart(4, "0")}_${slug}.sql`;
}

export function migrationText(statements: string[]): string {
  const header = [
    "-- Generated by scripts/generate-migrations.ts from app/model/model.ts and app/model/system-tables.ts.",
    "-- Applied migrations are never edited: a later model change gets its own file.",
  ];
  return `${[...header, "", ...statements].join("\n")}\n`;
}

if (import.meta.main) {
  const files = migrationFiles();
  const schema = readSchema(appliedDatabase(files));
  const problems = conflicts(schema);
  if (problems.length) {
    console.error(`These need a migration written by hand:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  const statements = additions(schema);
  if (!statements.length) {
    console.log("The migrations already give the schema the model describes.");
  } else {
    const file = nextMigrationName(files, process.argv[2] ?? "content");
    writeFileSync(new URL(file, MIGRATIONS_DIR), migrationText(statements));
    console.log(`wrote migrations/${file}`);
  }
}
