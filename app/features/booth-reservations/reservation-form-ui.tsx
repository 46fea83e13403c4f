import { Form } from "react-router";
import { SubmissionKeyField } from "~/components/forms/submission-key-field";
import { formatNumber } from "~/lib/numbers";
import { FormAlert, FormField, PrivacyNote, SubmitButton } from "~/components/forms/form-ui";
import { CaptchaField } from "~/components/forms/bot-check-field";
import "~/features/info/info.css";
import { useTranslation } from "~/i18n/react";
import type { Translate } from "~/i18n/translator";
import type { FieldLimits, FormValues } from "~/components/forms/form-fields";
import type { ReservationField } from "./reservation-form";
import type { BoothTypeView } from "./booking.server";
import type { ReservationAnswer } from "./reservation.server";
import type { HeldBooths } from "./hold.server";
import type { BotCheckWidget } from "~/lib/runtime-config";

interface Props {
  types: BoothTypeView[];
  prefill: Partial<FormValues<ReservationField>>;
  answer: ReservationAnswer | undefined;
  botCheck: BotCheckWidget | null;
  limits: FieldLimits<ReservationField>;
  /** The member's hold of numbered booths on the show's plan: booked as they are, with no type or count to choose. */
  held?: HeldBooths | null;
}

/**
 * When the service refused the count, the type someone else booked out first, by name, from the types read again
 * after the refusal (the route revalidates after every post): gone, or fewer left than asked for.
 */
function soldOutMessage(t: Translate, answer: ReservationAnswer, types: readonly BoothTypeView[]): string | null {
  if (answer.errors.booth_count !== "booths.errors.soldOut") return null;
  const type = types.find((candidate) => String(candidate.id) === answer.values.booth_type);
  if (!type) return null;
  return type.left === 0 ? t("booths.errors.soldOutType", { type: type.name }) : t("booths.errors.fewerLeft", { type: type.name, left: formatNumber(type.left) });
}

/** The booth choice and the exhibitor's company profile; after an error every field keeps what was typed. */
export function ReservationForm({ types, prefill, answer, botCheck, limits, held = null }: Props) {
  const { t } = useTranslation();
  const values = { ...prefill, ...answer?.values };
  const errors = answer?.errors ?? {};
  const text = (name: ReservationField, label: string, extra: { type?: string; autoComplete?: string; optional?: boolean; help?: string }) => (
    <FormField form="booth" name={name} label={label} error={errors[name]} optional={extra.optional} {...(extra.help ? { help: extra.help } : {})}>
      {(control) => (
        <input
          {...control}
          type={extra.type ?? "text"}
          autoComplete={extra.autoComplete}
          maxLength={limits[name]}
          required={!extra.optional}
          defaultValue={values[name]}
        />
      )}
    </FormField>
  );
  return (
    <div className="panel">
      {answer ? <FormAlert message={soldOutMessage(t, answer, types) ?? t(answer.formError ?? "info.form.errorSummary")} /> : null}
      <Form method="post" className="stack-form" noValidate>
        {held ? (
          <HeldBoothsSection held={held} listExhibitor={answer?.listExhibitor ?? true} />
        ) : (
        <section className="booking-section" aria-labelledby="booth-choice-title">
          <h2 id="booth-choice-title">{t("booths.form.boothHeading")}</h2>
          <fieldset className={`booth-choices${errors.booth_type ? " form-field--invalid" : ""}`} aria-describedby={errors.booth_type ? "booth-booth_type-error" : undefined}>
            <legend>{t("booths.form.boothType")}</legend>
            {types.map((type) => (
              <label key={type.id} className={`booth-choice${type.left === 0 ? " booth-choice--sold-out" : ""}`}>
                <input type="radio" name="booth_type" value={type.id} defaultChecked={values.booth_type === String(type.id)} disabled={type.left === 0} required />
                <span>
                  {t("booths.form.boothOption", { name: type.name, size: type.size, price: type.price, left: formatNumber(type.left) })}
                  {type.left === 0 ? <> ({t("booths.details.soldOut")})</> : null}
                </span>
              </label>
            ))}
            {errors.booth_type ? (
              <p id="booth-booth_type-error" className="field-error">
                {t(errors.booth_type)}
              </p>
            ) : null}
          </fieldset>
          <FormField form="booth" name="booth_count" label={t("booths.form.boothCount")} error={errors.booth_count} help={t("booths.form.boothCountHelp")}>
            {(control) => <input {...control} type="number" inputMode="numeric" min={1} max={20} step={1} required defaultValue={values.booth_count} />}
          </FormField>
        </section>
        )}
        <section className="booking-section" aria-labelledby="booth-company-title">
          <h2 id="booth-company-title">{t("booths.form.companyHeading")}</h2>
          <p className="form-field__help">{t("booths.form.prefilled")}</p>
          <div className="stack-form">
            {text("company_name", t("booths.form.companyName"), { autoComplete: "organization" })}
            <div className="stack-form__row">
              {text("contact_name", t("booths.form.contactName"), { autoComplete: "name" })}
              {text("phone", t("booths.form.phone"), { type: "tel", autoComplete: "tel" })}
            </div>
            {text("email", t("booths.form.email"), { type: "email", autoComplete: "email" })}
            <FormField form="booth" name="company_address" label={t("booths.form.companyAddress")} error={errors.company_address} optional>
              {(control) => <textarea {...control} rows={3} maxLength={limits.company_address} autoComplete="street-address" defaultValue={values.company_address} />}
            </FormField>
            {text("company_website", t("booths.form.companyWebsite"), { type: "url", autoComplete: "url", optional: true })}
            <FormField form="booth" name="products" label={t("booths.form.products")} error={errors.products} help={t("booths.form.productsHelp")} optional>
              {(control) => <textarea {...control} rows={3} maxLength={limits.products} defaultValue={values.products} />}
            </FormField>
            <FormField form="booth" name="message" label={t("booths.form.message")} error={errors.message} optional>
              {(control) => <textarea {...control} rows={4} maxLength={limits.message} defaultValue={values.message} />}
            </FormField>
          </div>
        </section>
        <CaptchaField check={botCheck} />
        <SubmissionKeyField />
        <PrivacyNote />
        <SubmitButton label={t("booths.form.submit")} />
      </Form>
    </div>
  );
}

/** The held booths with their facts and total, how long they are held, and whether the company may be listed. */
function HeldBoothsSection({ held, listExhibitor }: { held: HeldBooths; listExhibitor: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="booking-section" aria-labelledby="held-booths-title">
      <h2 id="held-booths-title">{t("booths.hold.heading")}</h2>
      <p className="held-booths__until">{t("booths.hold.heldUntil", { numbers: held.numbers, time: held.until })}</p>
      <div className="held-booths__table">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("booths.hold.number")}</th>
              <th scope="col">{t("booths.hold.size")}</th>
              <th scope="col">{t("booths.hold.type")}</th>
              <th scope="col">{t("booths.hold.price")}</th>
            </tr>
          </thead>
          <tbody>
            {held.booths.map((booth) => (
              <tr key={booth.number}>
                <th scope="row">{booth.number}</th>
                <td>{booth.size}</td>
                <td>{booth.type}</td>
                <td>{booth.price}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t("booths.hold.total")}
              </th>
              <td>{held.total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <input type="hidden" name="booth_hold" value={held.id} />
      <input type="hidden" name="booth_type" value={held.typeId ?? ""} />
      <input type="hidden" name="booth_count" value={held.booths.length} />
      <label className="form-check">
        <input type="checkbox" name="list_exhibitor" defaultChecked={listExhibitor} />
        <span>{t("booths.hold.listExhibitor")}</span>
      </label>
    </section>
  );
}
