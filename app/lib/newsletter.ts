import * as v from "valibot";
import { maxLengthOf } from "../model/limits";

export type NewsletterResult =
  | { ok: true; email: string }
  | { ok: false; email: string; error: "footer.newsletterInvalid" | "footer.newsletterFailed" };

const EMAIL_MAX = maxLengthOf("email-subscriptions", "email");

export const NewsletterSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(EMAIL_MAX), v.email()),
});

/** The email from a newsletter form, or the error to show beside the field (keeping what was typed). */
export function parseNewsletterForm(form: FormData): { email: string } | NewsletterResult {
  const raw = String(form.get("email") ?? "");
  const parsed = v.safeParse(NewsletterSchema, { email: raw });
  return parsed.success ? parsed.output : { ok: false, email: raw.slice(0, EMAIL_MAX), error: "footer.newsletterInvalid" };
}
