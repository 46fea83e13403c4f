/**
 * A published record's former addresses (table path_redirects, migrations/0035): the old path answers 301 to the
 * newest one. Paths are unprefixed (`/thai-trade-show-details/metalex-2027`).
 */

/** Where a former address now lives, or null. */
export async function redirectOf(db: D1Database, path: string): Promise<string | null> {
  const row = await db.prepare("SELECT to_path FROM path_redirects WHERE from_path = ?").bind(path).first<{ to_path: string }>();
  return row?.to_path ?? null;
}

/**
 * Records a move from `from` to `to` in one batch: earlier addresses of the record point at the newest directly
 * (no chains), and an address taken up again is no longer redirected.
 */
export async function addRedirect(db: D1Database, from: string, to: string): Promise<void> {
  await db.batch([
    db.prepare("UPDATE path_redirects SET to_path = ? WHERE to_path = ?").bind(to, from),
    db.prepare("DELETE FROM path_redirects WHERE from_path = ?").bind(to),
    db.prepare("INSERT INTO path_redirects (from_path, to_path) VALUES (?, ?) ON CONFLICT (from_path) DO UPDATE SET to_path = excluded.to_path").bind(from, to),
  ]);
}
