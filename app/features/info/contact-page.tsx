import { useTranslation } from "~/i18n/react";
import { Form, Link } from "react-router";
import { SubmissionKeyField } from "~/components/forms/submission-key-field";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import type { ContactResult, loadContact } from "./contact.server";
import { FormAlert, FormField, FormSuccess, PrivacyNote, SubmitButton } from "../../components/forms/form-ui";
import { CaptchaField } from "../../components/forms/bot-check-field";
import "./info.css";
import { pagePath } from "~/lib/paths";
import { SITE, SITE_PHONE_URI } from "~/lib/site";
import { NewTabLink } from "~/components/new-tab-link";

type Data = ReturnType<typeof loadContact>;

const MAP_URL = "https://www.google.com/maps/search/?api=1&query=";

export function ContactPage({ data, result }: { data: Data; result: ContactResult | undefined }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const locale = useLocale();
  return (
    <div className="container page">
      <Breadcrumbs items={data.crumbs} />
      <header className="page-intro">
        <h1>{t("pages.contact.title")}</h1>
        <p className="page-intro__lead">{t("pages.contact.description")}</p>
      </header>
      <div className="contact-layout">
        <section className="panel" aria-labelledby="contact-form-title">
          {result?.ok ? (
            <FormSuccess title={t("info.contact.doneTitle")}>
              <p>{t("info.contact.doneText", { name: result.name, subject: result.subject, email: result.email })}</p>
              <Link className="button" to={to(pagePath("contact"))}>
                {t("info.contact.sendAnother")}
              </Link>
            </FormSuccess>
          ) : (
            <ContactForm data={data} result={result} />
          )}
        </section>
        <aside className="panel office" aria-labelledby="office-title">
          <h2 id="office-title" className="panel__title">
            {t("info.contact.officeTitle")}
          </h2>
          <p className="office__company">{SITE.company[locale]}</p>
          <address className="office__address">{SITE.address[locale]}</address>
          <dl className="office__facts">
            <div>
              <dt>{t("info.contact.phoneLabel")}</dt>
              <dd>
                <a href={SITE_PHONE_URI}>{SITE.phone[locale]}</a>
              </dd>
            </div>
            <div>
              <dt>{t("info.contact.emailLabel")}</dt>
              <dd>
                <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t("info.contact.hoursLabel")}</dt>
              <dd>{t("info.contact.hours")}</dd>
            </div>
            <div>
              <dt>{t("info.contact.travelLabel")}</dt>
              <dd>{t("info.contact.travel")}</dd>
            </div>
          </dl>
          <NewTabLink className="button office__map" href={`${MAP_URL}${encodeURIComponent(SITE.address[locale])}`}>
            {t("info.contact.map")}
          </NewTabLink>
        </aside>
      </div>
    </div>
  );
}

function ContactForm({ data, result }: { data: Data; result: Extract<ContactResult, { ok: false }> | undefined }) {
  const { t } = useTranslation();
  const values = result?.values;
  const errors = result?.errors ?? {};
  return (
    <>
      <h2 id="contact-form-title" className="panel__title">
        {t("info.contact.formTitle")}
      </h2>
      <p className="panel__lead">{t("info.contact.formLead")}</p>
      {result ? <FormAlert message={t(result.formError ?? "info.form.errorSummary")} /> : null}
      <Form method="post" className="stack-form" noValidate>
        <div className="stack-form__row">
          <FormField form="contact" name="name" label={t("info.contact.name")} error={errors.name}>
            {(control) => <input {...control} type="text" autoComplete="name" maxLength={data.limits.name} required defaultValue={values?.name} />}
          </FormField>
          <FormField form="contact" name="email" label={t("info.contact.email")} error={errors.email}>
            {(control) => (
              <input {...control} type="email" autoComplete="email" inputMode="email" maxLength={data.limits.email} required defaultValue={values?.email} />
            )}
          </FormField>
        </div>
        <div className="stack-form__row">
          <FormField form="contact" name="phone" label={t("info.contact.phone")} error={errors.phone} optional>
            {(control) => <input {...control} type="tel" autoComplete="tel" inputMode="tel" maxLength={data.limits.phone} defaultValue={values?.phone} />}
          </FormField>
          <FormField form="contact" name="subject" label={t("info.contact.subject")} error={errors.subject}>
            {(control) => (
              <select {...control} required defaultValue={values?.subject ?? ""}>
                <option value="" disabled>
                  {t("info.contact.subjectPlaceholder")}
                </option>
                {data.subjects.map((subject) => (
                  <option key={subject} value={subject}>
                    {t(`info.contact.subjects.${subject}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField form="contact" name="message" label={t("info.contact.message")} error={errors.message} help={t("info.contact.messageHelp")}>
          {(control) => <textarea {...control} rows={6} maxLength={data.limits.message} required defaultValue={values?.message} />}
        </FormField>
        <CaptchaField check={data.botCheck} />
        <SubmissionKeyField />
        <PrivacyNote />
        <SubmitButton label={t("info.contact.submit")} />
      </Form>
    </>
  );
}
