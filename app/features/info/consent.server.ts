import { redirect } from "react-router";
import * as v from "valibot";
import { cookieHeader, requestCookies } from "~/lib/http-cookies";
import { localizePath, localeFromPath } from "~/lib/locale";
import { pagePath } from "~/lib/paths";
import { readForm } from "~/server/form-body.server";
import { safeReturnPath } from "~/lib/same-site-path";
import { CONSENT_CHOICES, CONSENT_COOKIE, CONSENT_MAX_AGE, type ConsentChoice, parseConsent } from "../../lib/consent";

const ConsentForm = v.object({ choice: v.picklist(CONSENT_CHOICES), returnTo: v.optional(v.pipe(v.string(), v.maxLength(2000))) });

/** The visitor's choice, or null when they have not answered (no cookie, or a value that is not a choice). */
export function consentOf(request: Request): ConsentChoice | null {
  return parseConsent(requestCookies(request)[CONSENT_COOKIE]);
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return cookieHeader(CONSENT_COOKIE, choice, { maxAge: CONSENT_MAX_AGE, sameSite: "Lax", secure });
}

/**
 * The banner's form posts here (plain POST without JavaScript, a fetcher with it): sets the 365-day cookie and
 * sends the visitor back to the page they were on. A form without a valid choice changes nothing.
 */
export async function saveConsent(request: Request) {
  const url = new URL(request.url);
  const fallback = localizePath(pagePath("cookiePolicy"), localeFromPath(url.pathname));
  const form = await readForm(request);
  const parsed = v.safeParse(ConsentForm, { choice: form.get("choice"), returnTo: form.get("returnTo") ?? undefined });
  if (!parsed.success) return redirect(fallback, 303);
  return redirect(safeReturnPath(parsed.output.returnTo, fallback), {
    status: 303,
    headers: { "Set-Cookie": consentCookie(parsed.output.choice, url.protocol === "https:") },
  });
}
