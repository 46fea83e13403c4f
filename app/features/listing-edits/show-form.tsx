import { Form, Link } from "react-router";
import { FieldFrame, FormAlert, SubmitButton } from "~/components/forms/form-ui";
import { SubmissionKeyField } from "~/components/forms/submission-key-field";
import { useLocalizePath } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import { pagePath } from "~/lib/paths";
import { BOOTH_FIELDS, BOOTH_ROWS, boothInput, SHOW_FIELDS } from "~/lib/show-submission";
import { ModelFields } from "./model-fields";
import type { ShowFormChoices, ShowSubmissionAnswer } from "./show-submission.server";
import "~/features/info/info.css";
import "./listing-edits.css";

/**
 * An organizer's new show: which of its organizers, the show's own fields (venue and industry picked from the
 * portal's lists), then up to BOOTH_ROWS booth types; rows left empty are no booth types.
 */
export function ShowForm({ choices, answer }: { choices: ShowFormChoices; answer: ShowSubmissionAnswer | undefined }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const values = answer?.values ?? { organizer: choices.organizers.length === 1 ? choices.organizers[0]!.value : "", scope: "thai", attendance_mode: "offline" };
  const errors = answer?.errors ?? {};
  const optionLabel = (field: string, value: string) => t((field === "kind" ? `booths.kinds.${value}` : `listings.options.${field}.${value}`) as TextKey);
  const organizerError = errors.organizer;
  return (
    <section className="listing-edit-page" aria-labelledby="show-form-title">
      <p>
        <Link to={to(pagePath("myListings"))}>{t("listings.edit.back")}</Link>
      </p>
      <h2 id="show-form-title">{t("listings.show.title")}</h2>
      <p className="listing-edit-page__lead">{t("listings.show.lead")}</p>
      <Form method="post" encType="multipart/form-data" className="stack-form listing-edit" noValidate>
        {answer ? <FormAlert message={t(answer.alert, answer.alertValues)} /> : null}
        <SubmissionKeyField />
        <FieldFrame form="show" name="organizer" label={`${t("listings.show.organizer")} *`} errorText={organizerError ? t(organizerError.key as TextKey) : undefined}>
          {(control) => (
            <select {...control} defaultValue={values.organizer ?? ""} required>
              <option value="">{t("listings.edit.none")}</option>
              {choices.organizers.map((organizer) => (
                <option key={organizer.value} value={organizer.value}>
                  {organizer.label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <ModelFields form="show" fields={SHOW_FIELDS} values={values} errors={errors} labels="listings.showFields" choices={{ venue: choices.venues, industry: choices.industries }} optionLabel={optionLabel} />
        <h3>{t("listings.show.booths")}</h3>
        <p className="form-field__help">{t("listings.show.boothsHelp")}</p>
        {Array.from({ length: BOOTH_ROWS }, (_, row) => (
          <fieldset key={row} className="listing-edit__group">
            <legend>{t("listings.show.boothRow", { number: row + 1 })}</legend>
            <ModelFields form="show" fields={BOOTH_FIELDS} values={values} errors={errors} labels="listings.boothFields" prefix={boothInput(row, "")} optionLabel={optionLabel} />
          </fieldset>
        ))}
        <SubmitButton label={t("listings.edit.submit")} />
      </Form>
    </section>
  );
}
