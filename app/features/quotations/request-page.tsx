import { Form, Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { SubmissionKeyField } from "~/components/forms/submission-key-field";
import { useLocalizePath } from "~/components/use-locale";
import { BUDGET_RANGES } from "~/domain/budgets";
import { FormAlert, FormField, PrivacyNote, SubmitButton } from "~/components/forms/form-ui";
import { CaptchaField } from "~/components/forms/bot-check-field";
import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import { pagePath } from "~/lib/paths";
import { BOOTH_BUILDS } from "~/domain/booths";
import type { RequestField } from "./request-form";
import { ATTACHMENT_PROBLEMS } from "./attachment-problems";
import { ATTACHMENT_FILES } from "~/domain/file-rules";
import { FieldAlert, useFileCheck } from "~/components/forms/use-file-check";
import type { loadRequestPage, RequestAnswer } from "./request.server";
import "~/features/info/info.css";
import "~/features/account/account.css";
import "./quotations.css";
import { LISTINGS } from "~/domain/listings";
import { LISTING_PAGES } from "~/lib/listing-pages";

type Data = Awaited<ReturnType<typeof loadRequestPage>>;

/** A quotation request page: who it goes to at the top, then the form; a missing or unknown listing says so. */
export function RequestPage({ data, answer }: { data: Data; answer: RequestAnswer | undefined }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const kindName = t(`quotations.kinds.${data.kind}`);
  const directory = to(pagePath(LISTING_PAGES[data.kind].list));
  if (!data.lookup.found) {
    return (
      <PageIntro pageKey={LISTING_PAGES[data.kind].quote}>
        <section className="panel quote-missing" role="alert" aria-labelledby="quote-missing-title">
          <h2 id="quote-missing-title" className="panel__title">
            {t(data.lookup.reason === "none" ? "quotations.missing.none" : "quotations.missing.unknown", { kind: kindName })}
          </h2>
          <p>{t("quotations.missing.hint", { kind: kindName })}</p>
          <Link className="button button--accent" to={directory}>
            {t("quotations.missing.back", { kind: kindName })}
          </Link>
        </section>
      </PageIntro>
    );
  }
  const { target } = data.lookup;
  return (
    <PageIntro pageKey={LISTING_PAGES[data.kind].quote}>
      <section className="quote-target" aria-labelledby="quote-target-name">
        <p className="quote-target__label">{t("quotations.form.target")}</p>
        <p id="quote-target-name" className="quote-target__name">
          <Link to={to(pagePath(LISTING_PAGES[data.kind].detail, { id: target.slug }))}>{target.name}</Link>
        </p>
        <Link className="quote-target__other" to={directory}>
          {t("quotations.form.chooseOther", { kind: kindName })}
        </Link>
      </section>
      <RequestForm data={data} answer={answer} />
    </PageIntro>
  );
}

function RequestForm({ data, answer }: { data: Data; answer: RequestAnswer | undefined }) {
  const { t } = useTranslation();
  const kind = data.kind;
  const values: Partial<Record<RequestField, string>> = answer?.values ?? data.prefill;
  const errors = answer?.errors ?? {};
  const error = (name: RequestField | "attachments") => errors[name] as TextKey | undefined;
  const services = new Set((values.services ?? "").split(","));
  const datesRequired = kind === "venue";
  const files = useFileCheck(ATTACHMENT_FILES);
  return (
    <Form method="post" encType="multipart/form-data" className="stack-form quote-form panel" noValidate onSubmit={files.onSubmit}>
      {files.problem ? (
        <FieldAlert fieldId="quote-attachments" label={t("quotations.form.attachments")} message={t(ATTACHMENT_PROBLEMS[files.problem])} />
      ) : answer ? (
        <FormAlert message={t(answer.alert, { wait: answer.wait ?? "" })} />
      ) : null}
      <fieldset className="quote-form__group">
        <legend>{t("quotations.form.eventSection")}</legend>
        <FormField form="quote" name="event_name" label={t(`quotations.form.eventName.${kind}`)} error={error("event_name")} help={t("quotations.form.eventNameHelp")}>
          {(control) => <input {...control} type="text" maxLength={data.limits.event_name} required defaultValue={values.event_name} />}
        </FormField>
        <div className="stack-form__row">
          <FormField form="quote" name="start_date" label={t("quotations.form.startDate")} error={error("start_date")} optional={!datesRequired}>
            {(control) => <input {...control} type="date" min={data.today} required={datesRequired} defaultValue={values.start_date} />}
          </FormField>
          <FormField form="quote" name="end_date" label={t("quotations.form.endDate")} error={error("end_date")} optional={!datesRequired}>
            {(control) => <input {...control} type="date" min={data.today} required={datesRequired} defaultValue={values.end_date} />}
          </FormField>
        </div>
        <div className="stack-form__row">
          {kind === "contractor" ? (
            <FormField form="quote" name="booth_type" label={t("quotations.form.boothType")} error={error("booth_type")}>
              {(control) => (
                <select {...control} required defaultValue={values.booth_type ?? ""}>
                  <option value="" disabled>
                    {t("quotations.form.chooseBoothType")}
                  </option>
                  {BOOTH_BUILDS.map((type) => (
                    <option key={type} value={type}>
                      {t(`quotations.boothTypes.${type}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
          <FormField
            form="quote"
            name="area"
            label={t(kind === "contractor" ? "quotations.form.boothSize" : "quotations.form.area")}
            error={error("area")}
            optional={kind !== "contractor"}
          >
            {(control) => <input {...control} type="text" inputMode="numeric" maxLength={data.limits.area} required={kind === "contractor"} defaultValue={values.area} />}
          </FormField>
          <FormField form="quote" name="attendees" label={t("quotations.form.visitors")} error={error("attendees")} optional>
            {(control) => <input {...control} type="text" inputMode="numeric" maxLength={data.limits.attendees} defaultValue={values.attendees} />}
          </FormField>
        </div>
      </fieldset>
      <fieldset className="quote-form__group">
        <legend>{t("quotations.form.needsSection")}</legend>
        <FormField form="quote" name="budget_range" label={t("quotations.form.budget")} error={error("budget_range")} optional>
          {(control) => (
            <select {...control} defaultValue={values.budget_range ?? ""}>
              <option value="">{t("quotations.form.budgetUnset")}</option>
              {BUDGET_RANGES.map((range) => (
                <option key={range} value={range}>
                  {t(`quotations.budget.${range}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <fieldset className="quote-form__choices" aria-describedby={error("services") ? "quote-services-error" : undefined}>
          <legend>
            {t("quotations.form.services")} <span className="form-field__optional">({t("info.form.optional")})</span>
          </legend>
          <div className="quote-form__checks">
            {LISTINGS[kind].services.map((code) => (
              <label key={code} className="form-check">
                <input type="checkbox" name="services" value={code} defaultChecked={services.has(code)} />
                <span>{t(`quotations.services.${kind}.${code}` as TextKey)}</span>
              </label>
            ))}
          </div>
          {error("services") ? (
            <p id="quote-services-error" className="field-error">
              {t(error("services")!)}
            </p>
          ) : null}
        </fieldset>
        <FormField form="quote" name="message" label={t("quotations.form.message")} error={error("message")} help={t("quotations.form.messageHelp")} optional>
          {(control) => <textarea {...control} rows={5} maxLength={data.limits.message} defaultValue={values.message} />}
        </FormField>
        <FormField
          form="quote"
          name="attachments"
          label={t("quotations.form.attachments")}
          error={files.problem ? ATTACHMENT_PROBLEMS[files.problem] : error("attachments")}
          help={answer?.hadFiles ? `${t("quotations.form.attachmentsAgain")} ${t("quotations.form.attachmentsHelp")}` : t("quotations.form.attachmentsHelp")}
          optional
        >
          {(control) => (
            <input
              {...control}
              ref={files.input}
              onChange={files.onChange}
              type="file"
              multiple
              accept=".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp"
            />
          )}
        </FormField>
      </fieldset>
      <fieldset className="quote-form__group">
        <legend>{t("quotations.form.contactSection")}</legend>
        <p className="form-field__help">{t("quotations.form.contactHelp")}</p>
        <div className="stack-form__row">
          <FormField form="quote" name="contact_name" label={t("quotations.form.contactName")} error={error("contact_name")}>
            {(control) => <input {...control} type="text" autoComplete="name" maxLength={data.limits.contact_name} required defaultValue={values.contact_name} />}
          </FormField>
          <FormField form="quote" name="company_name" label={t("quotations.form.companyName")} error={error("company_name")} optional>
            {(control) => <input {...control} type="text" autoComplete="organization" maxLength={data.limits.company_name} defaultValue={values.company_name} />}
          </FormField>
        </div>
        <div className="stack-form__row">
          <FormField form="quote" name="email" label={t("quotations.form.email")} error={error("email")}>
            {(control) => <input {...control} type="email" inputMode="email" autoComplete="email" maxLength={data.limits.email} required defaultValue={values.email} />}
          </FormField>
          <FormField form="quote" name="phone" label={t("quotations.form.phone")} error={error("phone")}>
            {(control) => <input {...control} type="tel" inputMode="tel" autoComplete="tel" maxLength={data.limits.phone} required defaultValue={values.phone} />}
          </FormField>
        </div>
      </fieldset>
      <CaptchaField check={data.botCheck} />
      <SubmissionKeyField />
      <PrivacyNote />
      <SubmitButton label={t("quotations.form.submit")} />
    </Form>
  );
}
