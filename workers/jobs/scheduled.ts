import { pruneRateLimits } from "../../app/shared-store/auth-rate-limits.server";
import type { ContentEnv } from "../content/env";
import { sendFollowDigests } from "./follow-digest";
import { passOverOutbox } from "./outbox-pass";
import { remindUnopenedRequests } from "./request-reminders";
import { remindSavedShows } from "./show-reminders";

/**
 * The cron trigger's pass (wrangler.toml): beside the app's own chores, which the entry starts and hands in
 * (workers/ may not import the app), it hands on the outbox's overdue mail, prunes the sign-in counters, reminds
 * the receivers of requests nobody opened, reminds members of the shows they saved and sends the weekly digest of
 * what they follow (docs/pages.md, "Reminders and the weekly digest"). Each runs on its own, kept alive by
 * `ctx.waitUntil`. `scheduledAt` is the trigger's time, which the outbox's pass takes as its clock.
 */
export function runScheduledPass(env: ContentEnv, ctx: ExecutionContext, appChores: Promise<unknown>[], scheduledAt: Date): void {
  for (const chore of appChores) ctx.waitUntil(chore);
  ctx.waitUntil(passOverOutbox(env, scheduledAt));
  ctx.waitUntil(pruneRateLimits(env.DB));
  ctx.waitUntil(remindUnopenedRequests(env));
  ctx.waitUntil(remindSavedShows(env));
  ctx.waitUntil(sendFollowDigests(env));
}
