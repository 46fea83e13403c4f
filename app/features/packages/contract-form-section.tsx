import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { SubmissionKeyField } from "~/components/forms/submission-key-field";
import { FormAlert, FormField, FormSuccess, PrivacyNote, SubmitButton } from "~/components/forms/form-ui";
import { CaptchaField } from "~/components/forms/bot-check-field";
import type { PackageView } from "./packages.server";
import { useTranslation } from "~/i18n/react";
import type { FormValues } from "~/components/forms/form-fields";
import type { ContractField, ContractFormRules } from "~/features/contracts/contract-form";
import type { ContractResult } from "~/features/contracts/contract.server";
import "~/features/contracts/contracts.css";
import { ChosenPackage } from "./chosen-package";
import type { BotCheckWidget } from "~/lib/runtime-config";

interface Props {
  packages: readonly PackageView[];
  chosen: PackageView | null;
  result: ContractResult | undefined;
  defaults: Partial<FormValues<ContractField>>;
  botCheck: BotCheckWidget | null;
  /** Where "close" and "back" go: the package list as the visitor left it. */
  backTo: string;
  today: string;
  rules: ContractFormRules;
}

/** The package contract form, and the completed state with its reference once it was sent. */
export function ContractFormSection(props: Props) {
  const { t } = useTranslation();
  const { result } = props;
  if (result?.ok) {
    const pkg = props.packages.find((p) => p.id === result.packageId);
    return (
      <section id="contract" className="inquiry panel" aria-label={t("contracts.form.doneTitle")}>
        <FormSuccess title={t("contracts.form.doneTitle")}>
          <p>{t("contracts.form.doneText", { package: pkg?.name ?? "", company: result.company, email: result.email })}</p>
          <p className="contract-reference">
            <span>{t("contracts.form.reference")}</span> <strong data-testid="contract-reference">{result.reference}</strong>
          </p>
          <p className="form-field__help">{t("contracts.form.referenceHelp")}</p>
          <Link className="button" to={props.backTo}>
            {t("contracts.form.back")}
          </Link>
        </FormSuccess>
      </section>
    );
  }
  return <ContractForm {...props} result={result} />;
}

function ContractForm({ packages, chosen, result, defaults, botCheck, backTo, today, rules }: Props & { result: Extract<ContractResult, { ok: false }> | undefined }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!result) heading.current?.focus();
  }, [chosen?.id, result]);
  const values: Partial<FormValues<ContractField>> = result?.values ?? defaults;
  const errors = result?.errors ?? {};
  const paid = packages.filter((p) => p.price > 0);
  const field = (name: ContractField) => ({ form: "contract", name, error: errors[name] });
  return (
    <section id="contract" className="inquiry panel" aria-labelledby="contract-title">
      <div className="inquiry__head">
        <h2 id="contract-title" ref={heading} tabIndex={-1}>
          {t("contracts.form.title", { name: chosen?.name ?? "" })}
        </h2>
        <p>{t("contracts.form.lead")}</p>
        <ChosenPackage chosen={chosen} />
      </div>
      {result ? <FormAlert message={t(result.formError ?? "info.form.errorSummary")} /> : null}
      <Form method="post" className="stack-form" noValidate preventScrollReset>
        <input type="hidden" name="intent" value={rules.intent} />
        <fieldset className="contract-fieldset">
          <legend>{t("contracts.form.company")}</legend>
          <FormField {...field("company_name")} label={t("contracts.form.companyName")}>
            {(control) => <input {...control} type="text" autoComplete="organization" maxLength={rules.limits.company_name} required defaultValue={values.company_name} />}
          </FormField>
          <FormField {...field("tax_id")} label={t("contracts.form.taxId")} help={t("contracts.form.taxIdHelp")}>
            {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="off" maxLength={rules.limits.tax_id} required defaultValue={values.tax_id} />}
          </FormField>
          <FormField {...field("address")} label={t("contracts.form.address")}>
            {(control) => <textarea {...control} rows={3} maxLength={rules.limits.address} autoComplete="street-address" required defaultValue={values.address} />}
          </FormField>
        </fieldset>
        <fieldset className="contract-fieldset">
          <legend>{t("contracts.form.period")}</legend>
          <FormField {...field("package")} label={t("contracts.form.package")}>
            {(control) => (
              <select {...control} required defaultValue={values.package ?? (chosen ? String(chosen.id) : "")}>
                <option value="" disabled>
                  {t("contracts.form.package")}
                </option>
                {paid.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} · {p.priceLabel} {t(`packages.period.${p.period}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div className="stack-form__row">
            <FormField {...field("start_date")} label={t("contracts.form.startDate")}>
              {(control) => <input {...control} type="date" min={today} required defaultValue={values.start_date} />}
            </FormField>
            <FormField {...field("periods")} label={t("contracts.form.periods")} help={t("contracts.form.periodsHelp")}>
              {(control) => <input {...control} type="number" inputMode="numeric" min={rules.periods.min} max={rules.periods.max} required defaultValue={values.periods ?? "1"} />}
            </FormField>
          </div>
        </fieldset>
        <fieldset className="contract-fieldset">
          <legend>{t("contracts.form.billing")}</legend>
          <FormField {...field("contact_name")} label={t("contracts.form.contactName")}>
            {(control) => <input {...control} type="text" autoComplete="name" maxLength={rules.limits.contact_name} required defaultValue={values.contact_name} />}
          </FormField>
          <div className="stack-form__row">
            <FormField {...field("email")} label={t("contracts.form.email")}>
              {(control) => <input {...control} type="email" autoComplete="email" inputMode="email" maxLength={rules.limits.email} required defaultValue={values.email} />}
            </FormField>
            <FormField {...field("phone")} label={t("contracts.form.phone")}>
              {(control) => <input {...control} type="tel" autoComplete="tel" inputMode="tel" maxLength={rules.limits.phone} required defaultValue={values.phone} />}
            </FormField>
          </div>
          <FormField {...field("message")} label={t("contracts.form.message")} optional>
            {(control) => <textarea {...control} rows={3} maxLength={rules.limits.message} defaultValue={values.message} />}
          </FormField>
        </fieldset>
        <CaptchaField check={botCheck} />
        <SubmissionKeyField />
        <PrivacyNote />
        <div className="inquiry__actions">
          <SubmitButton label={t("contracts.form.submit")} />
          <Link className="inquiry__close" to={backTo} preventScrollReset>
            {t("contracts.form.close")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
