/** The cookie consent choice: `necessary` (strictly necessary storage only) or `all`, kept for 365 days. */
export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;
export const CONSENT_CHOICES = ["necessary", "all"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** The stored cookie value as a choice; anything else is no answer yet. */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  return CONSENT_CHOICES.find((choice) => choice === value) ?? null;
}
