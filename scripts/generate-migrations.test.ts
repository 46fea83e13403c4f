import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import type { CollectionDef } from "../app/model/model.ts";
import {
  additions,
  appliedDatabase,
  conflicts,
  migrationFiles,
  migrationText,
  modelCollections,
  nextMigrationName,
  readSchema,
} from "./generate-migrations.ts";

describe("the committed migrations", () => {
  test("applied in order, they give the schema the model describes", () => {
    const schema = readSchema(appliedDatabase());
    expect(conflicts(schema), "the database and the model disagree").toEqual([]);
    expect(additions(schema), "run `npm run content:migrations -- <name>` and commit the new file").toEqual([]);
  });

  test("the first one is kept as it was applied", () => {
    const first = readFileSync(new URL("../migrations/0001_content.sql", import.meta.url), "utf8");
    expect(first).toContain("CREATE TABLE trade_shows (");
    expect(migrationFiles()[0]).toBe("0001_content.sql");
  });
});

describe("a model change", () => {
  const venues = modelCollections.find((c) => c.table === "venues")!;
  const changed: CollectionDef[] = [
    ...modelCollections.map((c) =>
      c === venues
        ? {
            ...c,
            fields: {
              ...c.fields,
              parking_spaces: { type: "integer" as const },
              tagline: { type: "string" as const, localized: true, required: true },
              registry_code: { type: "string" as const, unique: true },
              opened_on: { type: "date" as const },
            },
          }
        : c,
    ),
    {
      singular: "meeting-room",
      plural: "meeting-rooms",
      table: "meeting_rooms",
      kind: "collectionType",
      displayName: "Hall",
      access: "content",
      fields: { name: { type: "string", required: true }, venue: { type: "relation", target: "venues" } },
    } as CollectionDef,
  ];

  test("becomes a new numbered file of additions that brings the database up to the model", () => {
    const files = migrationFiles();
    const db = appliedDatabase(files);
    const statements = additions(readSchema(db), changed);
    expect(statements).toContain("ALTER TABLE venues ADD COLUMN parking_spaces INTEGER;");
    expect(statements).toContain("ALTER TABLE venues ADD COLUMN tagline_en TEXT;");
    expect(statements).toContain("CREATE UNIQUE INDEX idx_venues_registry_code ON venues (registry_code);");
    expect(statements).toContain("CREATE INDEX idx_venues_opened_on ON venues (opened_on);");
    expect(statements.some((s) => s.startsWith("CREATE TABLE meeting_rooms ("))).toBe(true);
    expect(statements).toContain("CREATE INDEX idx_meeting_rooms_venue_id ON meeting_rooms (venue_id);");

    const name = nextMigrationName(files, "Venue halls");
    // Numbered after the highest file, not the count: hand-written migrations may leave gaps (0007 before 0004).
    const highest = Math.max(...files.map((f) => Number(f.slice(0, 4))));
    expect(name).toBe(`${String(highest + 1).padStart(4, "0")}_venue_halls.sql`);

    // Applying the new file to a database that already has rows works, and leaves nothing to add.
    db.exec("INSERT INTO venues (name) VALUES ('ไบเทค')");
    const dir = pathToFileURL(`${mkdtempSync(join(tmpdir(), "migrations-"))}/`);
    writeFileSync(new URL(name, dir), migrationText(statements));
    db.exec(readFileSync(new URL(name, dir), "utf8"));
    expect(additions(readSchema(db), changed)).toEqual([]);
    expect(conflicts(readSchema(db), changed)).toEqual([]);
    expect(() => db.exec("INSERT INTO venues (name, registry_code) VALUES ('a', 'X'), ('b', 'X')")).toThrow(/UNIQUE/);
  });

  test("a retyped field is reported, not silently rewritten", () => {
    const retyped = modelCollections.map((c) =>
      c === venues ? { ...c, fields: { ...c.fields, name: { type: "integer" as const, required: true } } } : c,
    );
    expect(conflicts(readSchema(appliedDatabase()), retyped)).toEqual(["venues.name is TEXT in the database, INTEGER in the model"]);
  });
});
