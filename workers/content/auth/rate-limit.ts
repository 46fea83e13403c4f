import { QUOTATION_LIMITS } from "../../../app/domain/request-limits";
import { rateLimited } from "../errors";
import { tokenDigest } from "./password";

/**
 * Fixed-window counters in D1 (table `auth_rate_limits`), the same in local mode, tests and production. D1 is
 * strongly consistent, so two requests never both take the last slot; Workers' rate-limiting binding only
 * counts over 10 or 60 seconds, too short for "5 resets an hour". Limits sit far above what a person does.
 */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 3600;

export const RATE_RULES = {
  signInPerIdentifier: { name: "sign-in:identifier", limit: 10, windowSeconds: 15 * MINUTE },
  signInPerIp: { name: "sign-in:ip", limit: 100, windowSeconds: 15 * MINUTE },
  registerPerEmail: { name: "register:email", limit: 5, windowSeconds: HOUR },
  registerPerIp: { name: "register:ip", limit: 20, windowSeconds: HOUR },
  forgotPerEmail: { name: "forgot:email", limit: 5, windowSeconds: HOUR },
  forgotPerIp: { name: "forgot:ip", limit: 30, windowSeconds: HOUR },
  resetPerIp: { name: "reset:ip", limit: 30, windowSeconds: HOUR },
  confirmationPerEmail: { name: "confirmation:email", limit: 5, windowSeconds: HOUR },
  confirmationPerIp: { name: "confirmation:ip", limit: 30, windowSeconds: HOUR },
  changePasswordPerMember: { name: "change-password:member", limit: 10, windowSeconds: 15 * MINUTE },
  quotationPerMember: { name: "quotation:member", ...QUOTATION_LIMITS.perMember },
  quotationPerMemberAndListing: { name: "quotation:member-listing", ...QUOTATION_LIMITS.perMemberAndListing },
} satisfies Record<string, RateRule>;

export const RATE_LIMIT_MESSAGE = "Too many requests, please try again later.";


/**
 * The caller's address as Cloudflare sets it on every request from outside. Without it the call came from inside
 * the Worker (a page action that did not pass the visitor's address on): counting those under one shared key
 * would make a per-address limit a site-wide one, so only the per-identifier limits apply then.
 */
export const clientIp = (request: Request): string | null => request.headers.get("cf-connecting-ip");

/**
 * Counts one attempt against each `[rule, subject]` pair (a null subject is skipped) and throws a 429 when any is
 * over its limit. Subjects (addresses, identifiers) are stored as SHA-256 digests: the table holds no personal data.
 */
export async function consume(db: D1Database, ...pairs: [RateRule, string | null][]): Promise<void> {
  const checks = pairs.filter((pair): pair is [RateRule, string] => pair[1] !== null);
  if (checks.length === 0) return;
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
  if (retryAfter > 0) throw rateLimited(RATE_LIMIT_MESSAGE, retryAfter);
}

/** Drops counters whose window ended more than a day ago (run by the scheduled handler). */
export async function pruneRateLimits(db: D1Database): Promise<void> {
  await db.prepare("DELETE FROM auth_rate_limits WHERE window_start < ?").bind(Math.floor(Date.now() / 1000) - 24 * HOUR).run();
}
