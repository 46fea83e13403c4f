/**
 * One-time submission keys in D1 (migrations/0003_submission_keys.sql). The first request with a key claims it
 * (the primary key makes the claim atomic), does the work and records its answer; a repeat waits for that answer
 * and returns it, writing nothing. Claimed by page forms (app/content/public-form.server.ts, through
 * app/portal-store) and by the content API's `Idempotency-Key` header (workers/content/idempotency.ts), once per
 * submission (docs/decisions/019-one-submission-per-form.md); it lies below both, in the one app folder the
 * Worker may import for D1 (.dependency-cruiser.cjs).
 */
export type Claim =
  | { kind: "first" }
  | { kind: "repeat"; status: number; response: string }
  /** The key was used for a different body. */
  | { kind: "mismatch" }
  /** The first request is still running after the wait. */
  | { kind: "busy" };

/** A key answers repeats for a day, like the retry window of a payment API. */
const KEEP_MS = 24 * 3600 * 1000;
/** A claim without an answer this old belongs to a request that died: it may be claimed again. */
const ABANDONED_MS = 60 * 1000;
const WAIT_MS = 15_000;
const POLL_MS = 50;

const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;


async function insertClaim(db: D1Database, scope: string, key: string, fingerprint: string): Promise<boolean> {
  const row = await db
    .prepare("INSERT INTO submission_keys (scope, key, fingerprint) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING key")
    .bind(scope, key, fingerprint)
    .first();
  return row !== null;
}

/** Keys past their day, and claims whose request died before finishing: the cron trigger sweeps them. */
export async function pruneSubmissionKeys(db: D1Database): Promise<void> {
  await db
    .prepare("DELETE FROM submission_keys WHERE created_at < ? OR (status IS NULL AND created_at < ?)")
    .bind(isoAgo(KEEP_MS), isoAgo(ABANDONED_MS))
    .run();
}

export async function claimKey(db: D1Database, scope: string, key: string, fingerprint: string): Promise<Claim> {
  // Only this key's expired or abandoned claim stands in the way; the rest of the table is the cron's to sweep.
  await db
    .prepare("DELETE FROM submission_keys WHERE scope = ? AND key = ? AND (created_at < ? OR (status IS NULL AND created_at < ?))")
    .bind(scope, key, isoAgo(KEEP_MS), isoAgo(ABANDONED_MS))
    .run();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await insertClaim(db, scope, key, fingerprint)) return { kind: "first" };
    if (Date.now() > deadline) return { kind: "busy" };
    const row = await db
      .prepare("SELECT fingerprint, status, response FROM submission_keys WHERE scope = ? AND key = ?")
      .bind(scope, key)
      .first<{ fingerprint: string; status: number | null; response: string | null }>();
    // Gone: the first request failed and let go of the key; try to claim it again.
    if (!row) continue;
    if (row.fingerprint !== fingerprint) return { kind: "mismatch" };
    if (row.status !== null) return { kind: "repeat", status: row.status, response: row.response ?? "" };
    await sleep(POLL_MS);
  }
}

/** Records the answer repeats will get. */
export async function completeKey(db: D1Database, scope: string, key: string, status: number, response: string): Promise<void> {
  await db.prepare("UPDATE submission_keys SET status = ?, response = ? WHERE scope = ? AND key = ?").bind(status, response, scope, key).run();
}

/** Lets go of a key whose request did not succeed, so a corrected retry with the same key can run. */
export async function releaseKey(db: D1Database, scope: string, key: string): Promise<void> {
  await db.prepare("DELETE FROM submission_keys WHERE scope = ? AND key = ? AND status IS NULL").bind(scope, key).run();
}
