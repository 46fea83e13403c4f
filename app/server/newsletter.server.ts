import type { RouterContextProvider } from "react-router";
import { submitPublicForm } from "~/content/public-form.server";
import { localeFromPath } from "../lib/locale";
import { type NewsletterResult, parseNewsletterForm } from "../lib/newsletter";
import { appContext } from "~/context";
import { portalStore } from "~/portal-store/portal-store.server";
import { readForm } from "./form-body.server";

/**
 * Validates the form, then stores the subscription persist-first (the D1 outbox keeps it if the content source
 * is down). The source refusing a valid address means it is already subscribed, which is a success too, and
 * lifts an earlier unsubscribe from the newsletter.
 */
export async function subscribeToNewsletter(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<NewsletterResult> {
  const form = await readForm(request);
  const parsed = parseNewsletterForm(form);
  if ("ok" in parsed) return parsed;
  const locale = localeFromPath(new URL(request.url).pathname);
  const outcome = await submitPublicForm(request, context, "api/email-subscriptions", { email: parsed.email, locale, source: "footer" }, form);
  if (outcome === "stored" || outcome === "queued" || outcome === "rejected") {
    // Signing up again is asking for the newsletter again, after an unsubscribe too.
    await portalStore(context.get(appContext).env).mailChoices.set(parsed.email, "newsletter", true);
    return { ok: true, email: parsed.email };
  }
  return { ok: false, email: parsed.email, error: "footer.newsletterFailed" };
}
