import { Form } from "react-router";
import { FormAlert, SubmitButton } from "~/components/forms/form-ui";
import { SubmissionKeyField } from "~/components/forms/submission-key-field";
import { useTranslation } from "~/i18n/react";
import type { FormField } from "~/lib/model-form/form-model";
import type { FieldErrors, FormValues } from "~/lib/model-form/form-values";
import type { EditErrorKey } from "./error-texts";
import type { EditAnswer } from "./listing-edit.server";
import { ModelFields } from "./model-fields";

interface Props {
  fields: readonly FormField[];
  values: FormValues;
  /** The master-data fields' entries (app/lib/model-form/master-options.ts). */
  choices: Readonly<Record<string, readonly { value: string; label: string }[]>>;
  errors: FieldErrors<EditErrorKey>;
  version: string;
  answer: EditAnswer | undefined;
}

/** An owner's editor of its listing: the model's fields, Thai and English side by side, each error beside its field. */
export function ListingEditForm({ fields, values, choices, errors, version, answer }: Props) {
  const { t } = useTranslation();
  return (
    <Form method="post" encType="multipart/form-data" className="stack-form listing-edit" noValidate>
      {answer ? <FormAlert message={t(answer.alert, answer.alertValues)} /> : null}
      <SubmissionKeyField />
      <input type="hidden" name="version" value={version} />
      <ModelFields form="listing" fields={fields} values={values} choices={choices} errors={errors} labels="listings.fields" />
      <SubmitButton label={t("listings.edit.submit")} />
    </Form>
  );
}
