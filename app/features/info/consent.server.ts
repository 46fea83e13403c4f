import { redirect } from "react-router";
import * as v from "valibot";
import { localizePath, localeFromPath } from "~/lib/locale";
import { pagePath } from "~/lib/paths";
import { safeReturnPath } from "~/lib/same-site-path";
import { CONSENT_CHOICES, consentCookie, parseConsent } from "./consent";

const ConsentForm = v.object({ choice: v.picklist(CONSENT_CHOICES), returnTo: v.optional(v.string()) });

export function consentOf(request: Request) {
  return parseConsent(request.headers.get("Cookie"));
}

/**
 * The banner's form posts here (plain POST without JavaScript, a fetcher with it): sets the 365-day cookie and
 * sends the visitor back to the page they were on. A form without a valid choice changes nothing.
 */
export async function saveConsent(request: Request) {
  const url = new URL(request.url);
  const fallback = localizePath(pagePath("cookiePolicy"), localeFromPath(url.pathname));
  const form = await request.formData();
  const parsed = v.safeParse(ConsentForm, { choice: form.get("choice"), returnTo: form.get("returnTo") ?? undefined });
  if (!parsed.success) return redirect(fallback, 303);
  return redirect(safeReturnPath(parsed.output.returnTo, fallback), {
    status: 303,
    headers: { "Set-Cookie": consentCookie(parsed.output.choice, url.protocol === "https:") },
  });
}
