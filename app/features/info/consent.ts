/** The cookie consent choice: `necessary` (strictly necessary storage only) or `all`, kept for 365 days. */
export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;
export const CONSENT_CHOICES = ["necessary", "all"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export function parseConsent(cookieHeader: string | null | undefined): ConsentChoice | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CONSENT_COOKIE) continue;
    const value = rest.join("=");
    return CONSENT_CHOICES.find((choice) => choice === value) ?? null;
  }
  return null;
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}
