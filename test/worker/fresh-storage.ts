import { env } from "cloudflare:workers";

/**
 * Empties D1, both KV namespaces and R2, so every test file starts from the migrated, empty state it would have
 * in a runtime of its own (the files share one runtime per Vitest worker: vitest.worker.config.ts, `isolate`).
 * FTS5's shadow tables are emptied through their virtual table; the migration log is kept. The Cache API cannot
 * be emptied (nor listed), so each file opens caches of names of its own instead.
 */
export async function freshStorage(): Promise<void> {
  const { results } = await env.DB.prepare(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'",
  ).all<{ name: string; sql: string }>();
  const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql));
  const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v.name}_`));
  // A vocabulary table (fts5vocab) reads its index and cannot be written.
  const tables = results.filter((t) => !shadow(t.name) && !/USING\s+fts5vocab/i.test(t.sql)).map((t) => t.name);
  // Row ids start at 1 again, as in a new database.
  const emptied = [...tables, "sqlite_sequence"].map((name) => env.DB.prepare(`DELETE FROM "${name}"`));
  await env.DB.batch([env.DB.prepare("PRAGMA defer_foreign_keys = on"), ...emptied]);
  await Promise.all([emptyKv(env.CONTENT_CACHE), emptyKv(env.SESSIONS), emptyBucket(env.UPLOADS)]);
  freshCaches();
}

const ORIGINAL_OPEN = Symbol("the runtime's caches.open");

function freshCaches(): void {
  const storage = caches as CacheStorage & { [ORIGINAL_OPEN]?: CacheStorage["open"] };
  const open = (storage[ORIGINAL_OPEN] ??= storage.open.bind(storage));
  const file = crypto.randomUUID();
  storage.open = (name: string) => open(`${name}:${file}`);
}

async function emptyKv(kv: KVNamespace): Promise<void> {
  for (let cursor: string | undefined; ; ) {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((key) => kv.delete(key.name)));
    if (page.list_complete) return;
    cursor = page.cursor;
  }
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (let cursor: string | undefined; ; ) {
    const page = await bucket.list({ cursor });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    if (!page.truncated) return;
    cursor = page.cursor;
  }
}
