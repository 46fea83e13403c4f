import { Form, Link } from "react-router";
import { FieldFrame, FormAlert, FormNotice, SubmitButton } from "~/components/forms/form-ui";
import { SubmissionKeyField } from "~/components/forms/submission-key-field";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import { formatLongDate } from "~/lib/dates";
import type { FieldErrors, FormValues } from "~/lib/model-form/form-values";
import { pagePath } from "~/lib/paths";
import { BOOTH_ROWS, boothInput } from "~/lib/booth-rows";
import type { EditDone } from "./edit-paths";
import { ModelFields } from "./model-fields";
import type { BoothRow, ShowEditAnswer, ShowEditPage } from "./show-edit.server";
import type { ShowFormChoices, ShowFormFields, ShowSubmissionAnswer } from "./show-submission.server";
import "~/features/info/info.css";
import "~/features/account/account.css";
import "./listing-edits.css";

function useOptionLabel() {
  const { t } = useTranslation();
  return (field: string, value: string) => t((field === "kind" ? `booths.kinds.${value}` : `listings.options.${field}.${value}`) as TextKey);
}

/** The show's own fields and its booth type rows; an existing type's row carries its id and says how many are booked. */
function ShowFields({ fields, choices, values, errors, rows }: { fields: ShowFormFields; choices: ShowFormChoices; values: FormValues; errors: FieldErrors<string>; rows: readonly BoothRow[] }) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  return (
    <>
      <ModelFields form="show" fields={fields.show} values={values} errors={errors} labels="listings.showFields" choices={{ venue: choices.venues, ...choices.masters }} optionLabel={optionLabel} />
      <h3>{t("listings.show.booths")}</h3>
      <p className="form-field__help">{t("listings.show.boothsHelp")}</p>
      {rows.map((row, index) => (
        <fieldset key={index} className="listing-edit__group">
          <legend>{t("listings.show.boothRow", { number: index + 1 })}</legend>
          {row.id !== null ? (
            <>
              <input type="hidden" name={boothInput(index, "id")} value={row.id} />
              <p className="form-field__help">{t("listings.show.booked", { count: row.booked })}</p>
            </>
          ) : null}
          <ModelFields form="show" fields={fields.booth} values={values} errors={errors} labels="listings.boothFields" prefix={boothInput(index, "")} optionLabel={optionLabel} />
        </fieldset>
      ))}
    </>
  );
}

function BackToListings() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <p>
      <Link to={to(pagePath("myListings"))}>{t("listings.edit.back")}</Link>
    </p>
  );
}

const NEW_ROWS: readonly BoothRow[] = Array.from({ length: BOOTH_ROWS }, () => ({ id: null, booked: 0 }));

/**
 * An organizer's new show: which of its organizers, the show's own fields (venue and industry picked from the
 * portal's lists), then up to BOOTH_ROWS booth types; rows left empty are no booth types.
 */
export function ShowForm({ fields, choices, answer }: { fields: ShowFormFields; choices: ShowFormChoices; answer: ShowSubmissionAnswer | undefined }) {
  const { t } = useTranslation();
  const values = answer?.values ?? { organizer: choices.organizers.length === 1 ? choices.organizers[0]!.value : "", scope: "thai", attendance_mode: "offline" };
  const errors = answer?.errors ?? {};
  const organizerError = errors.organizer;
  return (
    <section className="listing-edit-page" aria-labelledby="show-form-title">
      <BackToListings />
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
        <ShowFields fields={fields} choices={choices} values={values} errors={errors} rows={NEW_ROWS} />
        <SubmitButton label={t("listings.edit.submit")} />
      </Form>
    </section>
  );
}

/** An organizer's editor of its published show: where its last edit stands, then the fields and booth types. */
export function ShowEditForm({ page, answer, done }: { page: ShowEditPage; answer: ShowEditAnswer | undefined; done: EditDone }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="listing-edit-page" aria-labelledby="show-edit-title">
      <BackToListings />
      <h2 id="show-edit-title">{t("listings.edit.title", { name: page.name })}</h2>
      <p className="my-listing__links">
        <Link to={page.publicPath}>{t("listings.show.view")}</Link>
        <Link to={page.planPath} className="button" aria-label={t("planEditor.linkLabel", { name: page.name })}>
          {t("planEditor.link")}
        </Link>
      </p>
      {done === "sent" && page.waiting ? <FormNotice message={t("listings.edit.sent", { ref: page.waiting.reference })} /> : null}
      {done === "withdrawn" ? <FormNotice message={t("listings.edit.withdrawn")} /> : null}
      <p className="listing-edit-page__lead">{t("listings.edit.lead")}</p>
      {page.waiting ? (
        <p className="listing-edit-page__state" data-testid="show-waiting">
          {t("listings.show.editWaiting", { ref: page.waiting.reference, day: formatLongDate(page.waiting.day, locale) })}
        </p>
      ) : null}
      {page.declined ? (
        <p className="listing-edit-page__state listing-edit-page__state--declined">{t("listings.edit.declined", { ref: page.declined.reference, reason: page.declined.reason })}</p>
      ) : null}
      <Form key={answer ? `${answer.version}-${answer.alert}` : page.version} method="post" encType="multipart/form-data" className="stack-form listing-edit" noValidate>
        {answer ? <FormAlert message={t(answer.alert, answer.alertValues)} /> : null}
        <SubmissionKeyField />
        <input type="hidden" name="version" value={answer?.version || page.version} />
        <ShowFields fields={page.fields} choices={page.choices} values={answer?.values ?? page.values} errors={answer?.errors ?? {}} rows={page.rows} />
        <SubmitButton label={t("listings.edit.submit")} />
      </Form>
    </section>
  );
}
