import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { localeFromPath } from "./locale";
import { type NewsletterResult, parseNewsletterForm } from "./newsletter";

/** Validates the form, then stores the subscription through the content service (an existing email is a success). */
export async function subscribeToNewsletter(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<NewsletterResult> {
  const parsed = parseNewsletterForm(await request.formData());
  if ("ok" in parsed) return parsed;
  const { env, content } = context.get(appContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const response = await content(
    new Request(new URL("/api/email-subscriptions", request.url), {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${env.CONTENT_API_TOKEN}` },
      body: JSON.stringify({ data: { email: parsed.email, locale, source: "footer" } }),
    }),
  );
  if (response.ok || response.status === 400) return { ok: true, email: parsed.email };
  return { ok: false, email: parsed.email, error: "footer.newsletterFailed" };
}
