import { QUOTATION_LIMITS } from "../../../app/domain/request-limits";
import { SIGN_IN_LIMITS } from "../../../app/domain/sign-in-limits";
import { countAttempts, type RateRule } from "../../../app/shared-store/auth-rate-limits.server";
import { rateLimited } from "../errors";

const MINUTE = 60;
const HOUR = 3600;

/**
 * The members' limits (docs/content-model.md, "Rate limits"), counted by
 * app/shared-store/auth-rate-limits.server.ts.
 */
export const RATE_RULES = {
  signInPerIdentifier: { name: "sign-in:identifier", ...SIGN_IN_LIMITS.perIdentifier },
  signInPerIp: { name: "sign-in:ip", ...SIGN_IN_LIMITS.perAddress },
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

/** Counts one attempt against each `[rule, subject]` pair and throws a 429 when any is over its limit. */
export async function consume(db: D1Database, ...pairs: [RateRule, string | null][]): Promise<void> {
  const retryAfter = await countAttempts(db, ...pairs);
  if (retryAfter > 0) throw rateLimited(RATE_LIMIT_MESSAGE, retryAfter);
}
