/**
 * Applies the D1 migrations to local state. A state with no database yet (every journey server's, a fresh
 * clone's) gets them all in one `wrangler d1 execute`: the same statements `wrangler d1 migrations apply` runs,
 * each migration followed by its row in d1_migrations, so later applies see them applied. That takes about 4 s
 * where wrangler's one-file-at-a-time apply takes 24 s. A state that has a database goes through wrangler's own
 * apply, which runs only what is new.
 *
 * Run: `node scripts/migrate-local.ts <persist-to>`.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { applyMigrations, executeSql, ROOT } from "./d1-execute.ts";
import { MIGRATIONS_DIR, migrationFiles } from "./generate-migrations.ts";

/** As wrangler's getCreateMigrationsTableQuery and buildMigrationQuery write them. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "d1_migrations"(
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

export function allMigrationsSql(files: string[] = migrationFiles()): string[] {
  return [
    MIGRATIONS_TABLE,
    ...files.map((file) => `${readFileSync(new URL(file, MIGRATIONS_DIR), "utf8")}\nINSERT INTO "d1_migrations" (name) values ('${file.replaceAll("'", "''")}');`),
  ];
}

export function migrateLocal(persistTo: string): void {
  const fresh = !existsSync(resolve(ROOT, persistTo, "v3", "d1"));
  if (fresh) executeSql({ persistTo }, allMigrationsSql());
  else applyMigrations({ persistTo });
}

if (import.meta.main) migrateLocal(process.argv[2] ?? ".wrangler/state");
