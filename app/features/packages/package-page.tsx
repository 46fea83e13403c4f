import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { Form, Link } from "react-router";
import { SubmissionKeyField } from "~/components/forms/submission-key-field";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { useLocalizePath } from "~/components/use-locale";
import { FormAlert, FormField, FormSuccess, PrivacyNote, SubmitButton } from "~/components/forms/form-ui";
import { CaptchaField } from "~/components/forms/bot-check-field";
import { AUDIENCES, type Audience } from "./package";
import type { InquiryResult, loadPackages, PackageView } from "./packages.server";
import "./packages.css";
import { ChosenPackage } from "./chosen-package";
import { ContractFormSection } from "./contract-form-section";
import type { ContractResult } from "~/features/contracts/contract.server";
import { pagePath } from "~/lib/paths";

type Data = Awaited<ReturnType<typeof loadPackages>>;

function search(params: { audience?: Audience | null; package?: string; step?: "contract" }) {
  const query = new URLSearchParams();
  if (params.audience) query.set("audience", params.audience);
  if (params.package) query.set("package", params.package);
  if (params.step) query.set("step", params.step);
  const text = query.toString();
  return text ? `?${text}` : "";
}

export function PackagePage({ data, result }: { data: Data; result: InquiryResult | ContractResult | undefined }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const contractResult = result && "form" in result ? result : undefined;
  const inquiryResult = result && !("form" in result) ? result : undefined;
  const chosen = result && !result.ok ? (data.packages.find((p) => String(p.id) === result.values.package) ?? data.selected) : data.selected;
  const showContract = Boolean(contractResult || (data.step === "contract" && chosen && chosen.price > 0 && !inquiryResult));
  const showInquiry = !showContract && Boolean(chosen || inquiryResult);
  return (
    <div className="container page packages">
      <Breadcrumbs items={data.crumbs} />
      <header className="page-intro">
        <h1>{t("pages.package.title")}</h1>
        <p className="page-intro__lead">{t("pages.package.description")}</p>
      </header>

      {data.audiences.length > 1 ? (
        <nav className="audience-filter" aria-label={t("packages.filterLabel")}>
          <Link className={`audience-filter__link${data.audience ? "" : " active"}`} to={search({}) || "?"} aria-current={data.audience ? undefined : "page"} preventScrollReset>
            {t("packages.all")}
          </Link>
          {data.audiences.map((audience) => (
            <Link
              key={audience}
              className={`audience-filter__link${data.audience === audience ? " active" : ""}`}
              to={search({ audience })}
              aria-current={data.audience === audience ? "page" : undefined}
              preventScrollReset
            >
              {t(`packages.audience.${audience}`)}
            </Link>
          ))}
        </nav>
      ) : null}

      <section className="package-group" aria-labelledby="package-group-title">
        <div className="package-group__head">
          <h2 id="package-group-title" className={data.audience ? undefined : "visually-hidden"}>
            {data.audience ? t(`packages.audience.${data.audience}`) : t("packages.all")}
          </h2>
          {data.audience ? <p>{t(`packages.audienceLead.${data.audience}`)}</p> : null}
        </div>
        {data.visible.length > 0 ? (
          <ul className="pricing-grid">
            {data.visible.map((pkg) => (
              <li key={pkg.id}>
                <PriceCard pkg={pkg} audience={data.audience} selected={chosen?.id === pkg.id && (showContract || showInquiry)} signing={showContract} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="empty-state">
            <p className="empty-state__title">{t("packages.empty")}</p>
            <p>{t("packages.emptyHint")}</p>
          </div>
        )}
      </section>

      <p className="packages__note">
        {t("packages.vatNote")} <Link to={to(pagePath("packageComparison"))}>{t("packages.compareLink")}</Link>
      </p>

      {showContract ? (
        <ContractFormSection
          packages={data.packages}
          chosen={chosen}
          result={contractResult}
          defaults={data.contractDefaults}
          botCheck={data.botCheck}
          backTo={search({ audience: data.audience }) || "?"}
          today={data.today}
          rules={data.contractForm}
        />
      ) : null}
      {showInquiry ? <Inquiry data={data} chosen={chosen} result={inquiryResult} /> : null}

      <aside className="packages-help" aria-labelledby="packages-help-title">
        <div>
          <h2 id="packages-help-title">{t("packages.help.title")}</h2>
          <p>{t("packages.help.text")}</p>
        </div>
        <Link className="button button--primary" to={to(pagePath("contact"))}>
          {t("packages.help.cta")}
        </Link>
      </aside>
    </div>
  );
}

function PriceCard({ pkg, audience, selected, signing }: { pkg: PackageView; audience: Audience | null; selected: boolean; signing: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const classes = ["price-card", pkg.highlighted ? "price-card--highlighted" : "", selected ? "price-card--selected" : ""].filter(Boolean);
  return (
    <article className={classes.join(" ")} aria-labelledby={`package-${pkg.id}`}>
      {pkg.highlighted ? <p className="price-card__flag">{t("packages.recommended")}</p> : null}
      <p className="price-card__audience">{t(`packages.audience.${pkg.audience}`)}</p>
      <h3 id={`package-${pkg.id}`} className="price-card__name">
        {pkg.name}
      </h3>
      {pkg.summary ? <p className="price-card__summary">{pkg.summary}</p> : null}
      <p className="price-card__price">
        <span className="price-card__amount">{pkg.priceLabel}</span>
        {pkg.price > 0 ? <span className="price-card__period">{t(`packages.period.${pkg.period}`)}</span> : null}
      </p>
      {pkg.features.length > 0 ? (
        <>
          <h4 className="price-card__includes">{t("packages.includes")}</h4>
          <ul className="price-card__features">
            {pkg.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="price-card__action">
        {selected ? (
          <p className="price-card__selected">{t(signing ? "contracts.chosen" : "packages.selected")}</p>
        ) : pkg.price > 0 ? (
          <>
            <Link
              className={`button ${pkg.highlighted ? "button--accent" : "button--primary"}`}
              to={`${search({ audience, package: pkg.slug, step: "contract" })}#contract`}
              preventScrollReset
            >
              <span>
                {t("contracts.choose")}
                <span className="visually-hidden">: {pkg.name}</span>
              </span>
            </Link>
            <Link className="price-card__ask" to={`${search({ audience, package: pkg.slug })}#inquiry`} preventScrollReset>
              {t("contracts.orAsk")}
              <span className="visually-hidden">: {pkg.name}</span>
            </Link>
          </>
        ) : (
          <Link className="button button--primary" to={to(pagePath("register"))}>
            <span>
              {t("packages.joinFree")}
              <span className="visually-hidden">: {pkg.name}</span>
            </span>
          </Link>
        )}
      </div>
    </article>
  );
}

function Inquiry({ data, chosen, result }: { data: Data; chosen: PackageView | null; result: InquiryResult | undefined }) {
  const { t } = useTranslation();
  if (result?.ok) {
    const pkg = data.packages.find((p) => p.id === result.packageId);
    return (
      <section id="inquiry" className="inquiry panel" aria-label={t("packages.inquiry.doneTitle")}>
        <FormSuccess title={t("packages.inquiry.doneTitle")}>
          <p>{t("packages.inquiry.doneText", { name: result.name, package: pkg?.name ?? "", email: result.email })}</p>
          <Link className="button" to={search({ audience: data.audience }) || "?"}>
            {t("packages.inquiry.back")}
          </Link>
        </FormSuccess>
      </section>
    );
  }
  return <InquiryForm data={data} chosen={chosen} result={result} />;
}

function InquiryForm({ data, chosen, result }: { data: Data; chosen: PackageView | null; result: Extract<InquiryResult, { ok: false }> | undefined }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The card's link that opened the form is replaced by a "selected" note: move focus to the form instead.
  useEffect(() => {
    if (!result) heading.current?.focus();
  }, [chosen?.id, result]);
  const values = result?.values;
  const errors = result?.errors ?? {};
  const title = t("packages.inquiry.title", { name: chosen?.name ?? t("pages.package.title") });
  return (
    <section id="inquiry" className="inquiry panel" aria-labelledby="inquiry-title">
      <div className="inquiry__head">
        <h2 id="inquiry-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <p>{t("packages.inquiry.lead")}</p>
        <ChosenPackage chosen={chosen} />
      </div>
      {result ? <FormAlert message={t(result.formError ?? "info.form.errorSummary")} /> : null}
      <Form method="post" className="stack-form" noValidate preventScrollReset>
        <FormField form="inquiry" name="package" label={t("packages.inquiry.package")} error={errors.package}>
          {(control) => (
            <select {...control} required defaultValue={values?.package ?? (chosen ? String(chosen.id) : "")}>
              <option value="" disabled>
                {t("packages.inquiry.package")}
              </option>
              {AUDIENCES.map((audience) => {
                const options = data.packages.filter((p) => p.audience === audience);
                return options.length > 0 ? (
                  <optgroup key={audience} label={t(`packages.audience.${audience}`)}>
                    {options.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name} · {p.priceLabel}
                      </option>
                    ))}
                  </optgroup>
                ) : null;
              })}
            </select>
          )}
        </FormField>
        <div className="stack-form__row">
          <FormField form="inquiry" name="contact_name" label={t("packages.inquiry.contactName")} error={errors.contact_name}>
            {(control) => <input {...control} type="text" autoComplete="name" maxLength={data.inquiryLimits.contact_name} required defaultValue={values?.contact_name} />}
          </FormField>
          <FormField form="inquiry" name="company_name" label={t("packages.inquiry.companyName")} error={errors.company_name}>
            {(control) => (
              <input {...control} type="text" autoComplete="organization" maxLength={data.inquiryLimits.company_name} required defaultValue={values?.company_name} />
            )}
          </FormField>
        </div>
        <div className="stack-form__row">
          <FormField form="inquiry" name="email" label={t("packages.inquiry.email")} error={errors.email}>
            {(control) => (
              <input {...control} type="email" autoComplete="email" inputMode="email" maxLength={data.inquiryLimits.email} required defaultValue={values?.email} />
            )}
          </FormField>
          <FormField form="inquiry" name="phone" label={t("packages.inquiry.phone")} error={errors.phone}>
            {(control) => <input {...control} type="tel" autoComplete="tel" inputMode="tel" maxLength={data.inquiryLimits.phone} required defaultValue={values?.phone} />}
          </FormField>
        </div>
        <FormField
          form="inquiry"
          name="message"
          label={t("packages.inquiry.message")}
          error={errors.message}
          help={t("packages.inquiry.messageHelp")}
          optional
        >
          {(control) => <textarea {...control} rows={4} maxLength={data.inquiryLimits.message} defaultValue={values?.message} />}
        </FormField>
        <CaptchaField check={data.botCheck} />
        <SubmissionKeyField />
        <PrivacyNote />
        <div className="inquiry__actions">
          <SubmitButton label={t("packages.inquiry.submit")} />
          <Link className="inquiry__close" to={search({ audience: data.audience }) || "?"} preventScrollReset>
            {t("packages.inquiry.close")}
          </Link>
        </div>
      </Form>
    </section>
  );
}
