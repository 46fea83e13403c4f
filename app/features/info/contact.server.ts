import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { serverT } from "~/i18n/server";
import { localeFromPath, localizePath } from "~/lib/locale";
import { requestPage } from "~/server/page-seo.server";
import { absoluteUrl } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactField, parseContactForm } from "./contact-form";
import type { FieldErrors, FormValues } from "../../components/forms/form-fields";
import { editorialPage } from "./page.server";
import { submitPublicForm } from "~/content/public-form.server";
import { botCheckWidget } from "~/lib/runtime-config";
import { pagePath } from "~/lib/paths";
import type { TextKey } from "~/i18n/translator";
import { SITE } from "~/lib/site";
import { readForm } from "~/server/form-body.server";

export type ContactResult =
  | { ok: true; name: string; email: string; subject: string }
  | { ok: false; values: FormValues<ContactField>; errors: FieldErrors<ContactField>; formError?: TextKey };

export function loadContact(request: Request, context: Readonly<RouterContextProvider>) {
  const { locale, siteUrl } = requestPage(request, context);
  const organization = organizationJsonLd({
    name: SITE.company[locale],
    url: absoluteUrl(siteUrl, localizePath(pagePath("home"), locale)),
    email: SITE.email,
    phone: SITE.phone[locale],
    address: SITE.address[locale],
  });
  const page = editorialPage(request, context, "contact", [organization]);
  return { seo: page.seo, crumbs: page.crumbs, botCheck: botCheckWidget(context.get(appContext).env), limits: CONTACT_LIMITS, subjects: CONTACT_SUBJECTS };
}

/** Validates, then stores the message through `/api/email` (or the outbox); errors answer 400 with the form kept. */
export async function sendContactMessage(request: Request, context: Readonly<RouterContextProvider>) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = serverT(locale);
  const form = await readForm(request);
  const parsed = parseContactForm(form);
  if (!parsed.ok) return data<ContactResult>({ ok: false, values: parsed.values, errors: parsed.errors }, { status: 400 });

  const subject = t(`info.contact.subjects.${parsed.data.subject}`);
  const outcome = await submitPublicForm(
    request,
    context,
    "api/email",
    {
      name: parsed.data.name,
      email: parsed.data.email,
      ...(parsed.data.phone ? { phone: parsed.data.phone } : {}),
      subject,
      message: parsed.data.message,
      locale,
    },
    form,
  );
  if (outcome === "stored" || outcome === "queued") {
    return data<ContactResult>({ ok: true, name: parsed.data.name, email: parsed.data.email, subject });
  }
  const formError = outcome === "bot-check" ? "info.form.botCheck" : outcome === "rejected" ? "info.form.rejected" : "info.form.failed";
  return data<ContactResult>(
    { ok: false, values: parsed.values, errors: {}, formError },
    { status: outcome === "bot-check" || outcome === "rejected" ? 400 : 503 },
  );
}
