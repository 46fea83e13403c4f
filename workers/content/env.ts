import type { MailEnv } from "../mail/env";

/**
 * The bindings and variables the content service reads, mail's among them. Optional ones are unset locally: the
 * service then uses its local mailer, and the bot check follows BOT_CHECK (see app/lib/runtime-config.ts).
 */
export type ContentEnv = MailEnv & {
  RECAPTCHA_SECRET?: string;
  /** "off": local development skips the bot check (loopback SITE_URL only). */
  BOT_CHECK?: string;
  RECAPTCHA_VERIFY_URL?: string;
  /** Lowest reCAPTCHA v3 score accepted (v2 answers carry no score). */
  RECAPTCHA_MIN_SCORE?: string;
  TURNSTILE_SECRET?: string;
  TURNSTILE_VERIFY_URL?: string;
  /** "false" lets new members sign in without confirming their email first. */
  AUTH_EMAIL_CONFIRMATION?: string;
  /** "on" only in tests and the benchmark: lets the KV fault switch take the embedded source down. */
  CONTENT_FAULT_SWITCH?: string;
};
