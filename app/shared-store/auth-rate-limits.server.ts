import { tokenDigest } from "../lib/password-hash";

/**
 * Fixed-window counters of sign-in and other attempts, shared by the members' endpoints
 * (workers/content/auth/rate-limit.ts) and the staff sign-in (app/back-office/staff/attempts.server.ts, through
 * app/portal-store: the app's one way to D1). Counted in D1 (table `auth_rate_limits`), the same in local mode,
 * tests and production. D1 is strongly consistent, so two requests never both take the last slot; Workers'
 * rate-limiting binding only counts over 10 or 60 seconds, too short for "5 resets an hour". Limits sit far above
 * what a person does.
 */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

const HOUR = 3600;

/**
 * Counts one attempt against each `[rule, subject]` pair (a null subject is skipped) and answers how many seconds
 * to wait when any is over its limit, else 0. Subjects (addresses, identifiers) are stored as SHA-256 digests:
 * the table holds no personal data.
 */
export async function countAttempts(db: D1Database, ...pairs: [RateRule, string | null][]): Promise<number> {
  const checks = pairs.filter((pair): pair is [RateRule, string] => pair[1] !== null);
  if (checks.length === 0) return 0;
  const now = Math.floor(Date.now() / 1000);
  const statements = await Promise.all(
    checks.map(async ([rule, subject]) => {
      const windowStart = now - (now % rule.windowSeconds);
      const key = `${rule.name}:${await tokenDigest(subject.trim().toLowerCase())}`;
      return db
        .prepare(
          `INSERT INTO auth_rate_limits (key, window_start, hits) VALUES (?1, ?2, 1)
           ON CONFLICT(key) DO UPDATE SET
             hits = CASE WHEN auth_rate_limits.window_start = excluded.window_start THEN auth_rate_limits.hits + 1 ELSE 1 END,
             window_start = excluded.window_start
           RETURNING hits`,
        )
        .bind(key, windowStart);
    }),
  );
  const results = await db.batch<{ hits: number }>(statements);
  let retryAfter = 0;
  results.forEach((result, i) => {
    const rule = checks[i]![0];
    if ((result.results[0]?.hits ?? 0) > rule.limit) {
      retryAfter = Math.max(retryAfter, rule.windowSeconds - (now % rule.windowSeconds));
    }
  });
  return retryAfter;
}

/** Drops counters whose window ended more than a day ago (run by the scheduled handler). */
export async function pruneRateLimits(db: D1Database): Promise<void> {
  await db.prepare("DELETE FROM auth_rate_limits WHERE window_start < ?").bind(Math.floor(Date.now() / 1000) - 24 * HOUR).run();
}
