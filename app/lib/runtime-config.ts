/**
 * What the Worker needs from its environment before it may serve: real secrets and a configured bot check
 * anywhere but on the developer's own machine (a loopback SITE_URL).
 */
export interface RuntimeConfig {
  SITE_URL: string;
  RECAPTCHA_SITE_KEY?: string;
  RECAPTCHA_SECRET?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET?: string;
  /**
   * "off" skips the bot check; only a loopback SITE_URL may say so (local development). "recaptcha" or
   * "turnstile" picks one when both are configured; alone, the configured one is used.
   */
  BOT_CHECK?: string;
  JWT_SECRET?: string;
  SESSION_SECRET?: string;
  CONTENT_API_TOKEN?: string;
  /** A fixed Bangkok day for the portal's calendar (app/domain/clock.ts): tests only, so loopback only. */
  PORTAL_TODAY?: string;
}

export const SECRET_NAMES = ["JWT_SECRET", "SESSION_SECRET", "CONTENT_API_TOKEN"] as const;

/**
 * What a developer may set in the git-ignored .dev.vars beside the secrets (README, "Secrets and the bot check"):
 * wrangler reads only the required secrets from that file, so `npm start` hands each of these that is set to the
 * Worker itself (scripts/dev-vars.mjs). A variable the Worker reads belongs here, or among the secrets, the
 * bindings or the tests' own switches (scripts/dev-vars.test.ts checks).
 */
export const LOCAL_SETTINGS = [
  "SITE_URL",
  "CONTENT_API_URL",
  "BOT_CHECK",
  "RECAPTCHA_SITE_KEY",
  "RECAPTCHA_SECRET",
  "RECAPTCHA_VERIFY_URL",
  "RECAPTCHA_MIN_SCORE",
  "TURNSTILE_SITE_KEY",
  "TURNSTILE_SECRET",
  "TURNSTILE_VERIFY_URL",
  "MAIL_API_URL",
  "MAIL_API_KEY",
  "MAIL_FROM",
  "MAIL_CONTACT_TO",
  "AUTH_EMAIL_CONFIRMATION",
  "PORTAL_TODAY",
  "STRAPI_WEBHOOK_SECRET",
] as const;

/** Values that were once committed (wrangler.toml) or are shown in the docs: public, so never secret. */
const KNOWN_DEVELOPMENT_VALUES = new Set([
  "local-development-jwt-secret-change-me",
  "local-development-session-secret-change-me",
  "local-content-api-token",
  "change-me",
  "secret",
]);

export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * recaptcha: Google's invisible reCAPTCHA checks every visitor token. turnstile: Cloudflare Turnstile does, the
 * same way (no cookies; a puzzle only for the few it doubts). off: local development said so explicitly; any token
 * passes and pages show no widget. unconfigured: none of these, so no token passes (on loopback; elsewhere the
 * Worker refuses to serve at all).
 */
export type BotCheckMode = "recaptcha" | "turnstile" | "off" | "unconfigured";

export function botCheckMode(env: RuntimeConfig): BotCheckMode {
  if (env.BOT_CHECK === "off" && isLoopbackUrl(env.SITE_URL)) return "off";
  const recaptcha = Boolean(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET);
  const turnstile = Boolean(env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET);
  if (turnstile && (!recaptcha || env.BOT_CHECK === "turnstile")) return "turnstile";
  return recaptcha ? "recaptcha" : "unconfigured";
}

/** The form field the bot check's widget fills with the visitor's token (Turnstile is told to use this name too). */
export const CAPTCHA_FIELD = "g-recaptcha-response";

/** The widget a form shows for the bot check in use, with its public site key; null when it shows none. */
export interface BotCheckWidget {
  provider: "recaptcha" | "turnstile";
  siteKey: string;
}

export function botCheckWidget(env: RuntimeConfig): BotCheckWidget | null {
  const mode = botCheckMode(env);
  if (mode === "recaptcha") return { provider: mode, siteKey: env.RECAPTCHA_SITE_KEY ?? "" };
  if (mode === "turnstile") return { provider: mode, siteKey: env.TURNSTILE_SITE_KEY ?? "" };
  return null;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => CALENDAR_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The day to fix the portal's clock on, when this is a local run that asked for one; else the real clock. */
export function portalToday(env: RuntimeConfig): string | undefined {
  return env.PORTAL_TODAY && isDay(env.PORTAL_TODAY) && isLoopbackUrl(env.SITE_URL) ? env.PORTAL_TODAY : undefined;
}

/** Every reason not to serve, in words for the log (names, never values); empty when all is well. */
export function configurationProblems(env: RuntimeConfig): string[] {
  const problems: string[] = [];
  const local = isLoopbackUrl(env.SITE_URL);
  for (const name of SECRET_NAMES) {
    const value = env[name];
    if (!value) problems.push(`${name} is not set`);
    else if (!local && KNOWN_DEVELOPMENT_VALUES.has(value)) problems.push(`${name} is a known development value`);
  }
  if (env.PORTAL_TODAY && !isDay(env.PORTAL_TODAY)) problems.push("PORTAL_TODAY is not a day like 2026-11-26");
  if (!local) {
    if (env.PORTAL_TODAY) problems.push("PORTAL_TODAY is only allowed with a loopback SITE_URL");
    if (env.BOT_CHECK === "off") problems.push("BOT_CHECK=off is only allowed with a loopback SITE_URL");
    const mode = botCheckMode(env);
    if (mode === "unconfigured") problems.push("no bot check is configured: set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET, or TURNSTILE_SITE_KEY and TURNSTILE_SECRET");
  }
  return problems;
}
