import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { MIGRATION_PATH, buildContentMigration } from "./generate-migrations.ts";

test("the committed migration is the one the content model generates", () => {
  const committed = readFileSync(MIGRATION_PATH, "utf8");
  expect(committed, "run `npm run content:migrations` and commit migrations/0001_content.sql").toBe(buildContentMigration());
});
