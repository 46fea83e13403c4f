import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { appliedDatabase, migrationFiles } from "./generate-migrations.ts";
import { allMigrationsSql } from "./migrate-local.ts";

const schemaOf = (db: DatabaseSync) =>
  db.prepare("SELECT type, name, sql FROM sqlite_master WHERE tbl_name NOT IN ('d1_migrations', 'sqlite_sequence') ORDER BY type, name").all();

describe("a fresh local database migrated in one go", () => {
  it("has the schema wrangler's one-by-one apply makes, and every migration recorded as applied in order", () => {
    const db = new DatabaseSync(":memory:");
    for (const statement of allMigrationsSql()) db.exec(statement);
    expect(schemaOf(db)).toEqual(schemaOf(appliedDatabase()));
    expect(db.prepare("SELECT name FROM d1_migrations ORDER BY id").all().map((row) => row.name)).toEqual(migrationFiles());
  });
});
