import { botCheckMode } from "../../app/lib/runtime-config";
import type { ContentEnv } from "./env";

/**
 * The bot check in front of public forms: Google's reCAPTCHA or Cloudflare Turnstile, whichever is configured
 * (app/lib/runtime-config.ts). Clients send the token in the `x-captcha-token` header (any body type, `data` stays
 * pure Strapi), or post it to `api/google-recaptcha-verify` as `{token}` (the spec's path, for either).
 */
export const CAPTCHA_HEADER = "x-captcha-token";

export interface BotCheckResult {
  success: boolean;
  score?: number;
  errorCodes: string[];
}

export interface BotCheck {
  verify(token: string, remoteIp?: string): Promise<BotCheckResult>;
}

const GOOGLE_SITEVERIFY = "https://www.google.com/recaptcha/api/siteverify";
const TURNSTILE_SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  "error-codes"?: string[];
}

/** Google's and Cloudflare's siteverify take the same form fields: the secret, the token, the visitor's address. */
async function askSiteverify(verifyUrl: string, secret: string, token: string, remoteIp?: string): Promise<SiteverifyAnswer | null> {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set("remoteip", remoteIp);
  try {
    return (await (await fetch(verifyUrl, { method: "POST", body: form })).json()) as SiteverifyAnswer;
  } catch {
    return null;
  }
}

const MISSING: BotCheckResult = { success: false, errorCodes: ["missing-input-response"] };
const UNREACHABLE: BotCheckResult = { success: false, errorCodes: ["verify-unreachable"] };

/** Google's siteverify; a v3 answer also has to reach the minimum score. */
export class RecaptchaBotCheck implements BotCheck {
  constructor(
    private readonly secret: string,
    private readonly verifyUrl = GOOGLE_SITEVERIFY,
    private readonly minScore = 0.5,
  ) {}

  async verify(token: string, remoteIp?: string): Promise<BotCheckResult> {
    if (!token) return MISSING;
    const answer = await askSiteverify(this.verifyUrl, this.secret, token, remoteIp);
    if (!answer) return UNREACHABLE;
    const scoreOk = answer.score === undefined || answer.score >= this.minScore;
    return {
      success: answer.success === true && scoreOk,
      ...(answer.score === undefined ? {} : { score: answer.score }),
      errorCodes: [...(answer["error-codes"] ?? []), ...(scoreOk ? [] : ["low-score"])],
    };
  }
}

/** Cloudflare's siteverify for Turnstile: the same request as Google's, and the same answer's shape. */
export class TurnstileBotCheck implements BotCheck {
  constructor(
    private readonly secret: string,
    private readonly verifyUrl = TURNSTILE_SITEVERIFY,
  ) {}

  async verify(token: string, remoteIp?: string): Promise<BotCheckResult> {
    if (!token) return MISSING;
    const answer = await askSiteverify(this.verifyUrl, this.secret, token, remoteIp);
    if (!answer) return UNREACHABLE;
    return { success: answer.success === true, errorCodes: answer["error-codes"] ?? [] };
  }
}

/** The local fake, only where local development switched the check off (BOT_CHECK=off): any non-empty token passes. */
export class LocalBotCheck implements BotCheck {
  async verify(token: string): Promise<BotCheckResult> {
    return token ? { success: true, errorCodes: [] } : MISSING;
  }
}

/** Neither reCAPTCHA nor an explicit BOT_CHECK=off: nothing can prove a visitor human, so nothing passes. */
export class UnconfiguredBotCheck implements BotCheck {
  async verify(): Promise<BotCheckResult> {
    return { success: false, errorCodes: ["bot-check-not-configured"] };
  }
}

export function botCheckFor(env: ContentEnv): BotCheck {
  const mode = botCheckMode(env);
  if (mode === "off") return new LocalBotCheck();
  if (mode === "turnstile" && env.TURNSTILE_SECRET) return new TurnstileBotCheck(env.TURNSTILE_SECRET, env.TURNSTILE_VERIFY_URL || undefined);
  if (mode !== "recaptcha" || !env.RECAPTCHA_SECRET) return new UnconfiguredBotCheck();
  const minScore = env.RECAPTCHA_MIN_SCORE ? Number(env.RECAPTCHA_MIN_SCORE) : undefined;
  return new RecaptchaBotCheck(env.RECAPTCHA_SECRET, env.RECAPTCHA_VERIFY_URL || undefined, minScore);
}
