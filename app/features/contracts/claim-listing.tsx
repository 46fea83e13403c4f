import { Form, Link } from "react-router";
import { SubmissionKeyField } from "~/components/forms/submission-key-field";
import { FormAlert, FormField, FormSuccess, SubmitButton } from "~/components/forms/form-ui";
import { CaptchaField } from "~/components/forms/bot-check-field";
import { useTranslation } from "~/i18n/react";
import type { ClaimResult, ClaimState } from "./claim.server";
import "./contracts.css";

/**
 * "Is this your company?" beside a listing: a sign-in link for visitors, the request form for members (open
 * after a failed send, so what they typed and the errors show), the member's waiting request instead of a second
 * one, nothing for the listing's owners.
 */
export interface ClaimListingProps {
  state: ClaimState;
  result: ClaimResult | undefined;
}

export function ClaimListing({ state, result }: ClaimListingProps) {
  const { t } = useTranslation();
  if (state.kind === "owner") return null;
  if (result?.ok) {
    return (
      <section className="claim-listing" aria-label={t("contracts.claim.doneTitle")}>
        <FormSuccess title={t("contracts.claim.doneTitle")}>
          <p>{t("contracts.claim.doneText", { name: result.name, email: result.email })}</p>
          <p className="contract-reference">
            <span>{t("contracts.form.reference")}</span> <strong data-testid="claim-reference">{result.reference}</strong>
          </p>
        </FormSuccess>
      </section>
    );
  }
  return (
    <section className="claim-listing" aria-labelledby="claim-title">
      <h2 id="claim-title">{t("contracts.claim.title")}</h2>
      {state.kind === "waiting" ? (
        <p data-testid="claim-waiting">{t("contracts.claim.waiting", { reference: state.reference, since: state.since })}</p>
      ) : (
        <p>{t("contracts.claim.text")}</p>
      )}
      {state.kind === "waiting" ? null : state.kind === "anonymous" ? (
        <Link to={state.signIn} rel="nofollow">
          {t("contracts.claim.signIn")}
        </Link>
      ) : (
        <details open={result ? true : undefined}>
          <summary>{t("contracts.claim.open")}</summary>
          {result ? <FormAlert message={t(result.formError ?? "info.form.errorSummary")} /> : null}
          <Form method="post" className="stack-form" noValidate preventScrollReset>
            <FormField form="claim" name="contact_role" label={t("contracts.claim.role")} error={result?.errors.contact_role}>
              {(control) => <input {...control} type="text" autoComplete="organization-title" maxLength={state.limits.contact_role} required defaultValue={result?.values.contact_role} />}
            </FormField>
            <FormField form="claim" name="phone" label={t("contracts.claim.phone")} error={result?.errors.phone}>
              {(control) => <input {...control} type="tel" autoComplete="tel" inputMode="tel" maxLength={state.limits.phone} required defaultValue={result?.values.phone ?? state.phone} />}
            </FormField>
            <FormField form="claim" name="message" label={t("contracts.claim.message")} help={t("contracts.claim.messageHelp")} error={result?.errors.message} optional>
              {(control) => <textarea {...control} rows={3} maxLength={state.limits.message} defaultValue={result?.values.message} />}
            </FormField>
            <CaptchaField check={state.botCheck} />
            <SubmissionKeyField />
            <SubmitButton label={t("contracts.claim.submit")} className="button button--primary" />
          </Form>
        </details>
      )}
    </section>
  );
}
