import { Form } from "react-router";
import { FieldFrame, FormAlert, SubmitButton } from "~/components/forms/form-ui";
import { SubmissionKeyField } from "~/components/forms/submission-key-field";
import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import type { FormField } from "~/lib/model-form/form-model";
import { CONTACT_PART_LABELS, CONTACT_PARTS, IMAGE_PARTS, PART_MAX_LENGTH } from "~/lib/model-form/form-parts";
import type { FieldErrors, FormValues } from "~/lib/model-form/form-values";
import type { EditAnswer, EditErrorKey } from "./listing-edit.server";

interface Props {
  fields: readonly FormField[];
  values: FormValues;
  errors: FieldErrors<EditErrorKey>;
  version: string;
  answer: EditAnswer | undefined;
}

const FORM = "listing";

type Translate = ReturnType<typeof useTranslation>["t"];
const fieldLabel = (t: Translate, name: string) => t(`listings.fields.${name}` as TextKey);
const errorText = (t: Translate, errors: Props["errors"], name: string) => {
  const error = errors[name];
  return error ? t(error.key as TextKey, error.values) : undefined;
};

const HINTS: Partial<Record<FormField["control"], TextKey>> = { words: "listings.edit.wordsHint", richtext: "listings.edit.richtextHint" };

/** One input of a field (one half of a localised one), in the control the model's type asks for. */
function Input({ field, name, label, values, errors }: { field: FormField; name: string; label: string } & Pick<Props, "values" | "errors">) {
  const { t } = useTranslation();
  const value = values[name] ?? "";
  const required = field.required && name === field.name;
  const hint = HINTS[field.control];
  return (
    <FieldFrame form={FORM} name={name} label={`${label}${required ? " *" : ""}`} errorText={errorText(t, errors, name)} {...(hint ? { help: t(hint) } : {})}>
      {(control) => {
        switch (field.control) {
          case "textarea":
          case "richtext":
          case "words":
            return <textarea {...control} defaultValue={value} rows={field.control === "richtext" ? 8 : 4} maxLength={field.control === "textarea" ? field.maxLength : undefined} required={required} />;
          case "select":
            return (
              <select {...control} defaultValue={value} required={required}>
                <option value="">{t("listings.edit.none")}</option>
                {field.options?.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            );
          default: {
            const number = field.control === "integer" || field.control === "decimal";
            return (
              <input
                {...control}
                type={field.control === "email" ? "email" : "text"}
                inputMode={field.control === "integer" ? "numeric" : field.control === "decimal" ? "decimal" : undefined}
                defaultValue={value}
                maxLength={number ? undefined : field.maxLength}
                required={required}
              />
            );
          }
        }
      }}
    </FieldFrame>
  );
}

function PictureField({ field, values, errors }: { field: FormField } & Pick<Props, "values" | "errors">) {
  const { t } = useTranslation();
  const path = values[field.name] ?? "";
  const alt = values[`${field.name}.alt`] ?? "";
  return (
    <fieldset className="listing-edit__group">
      <legend>{fieldLabel(t, field.name)}</legend>
      {path ? <img className="listing-edit__picture" src={path} alt={alt || t("listings.edit.image.current")} width={240} height={135} /> : <p>{t("listings.edit.image.none")}</p>}
      {/* The stored picture stays unless a new one is uploaded. */}
      <input type="hidden" name={field.name} value={path} />
      <FieldFrame form={FORM} name={`${field.name}.file`} label={t("listings.edit.image.upload")} errorText={errorText(t, errors, field.name)}>
        {(control) => <input {...control} type="file" accept="image/jpeg,image/png,image/webp,image/gif" />}
      </FieldFrame>
      {IMAGE_PARTS.map((part) => (
        <FieldFrame key={part} form={FORM} name={`${field.name}.${part}`} label={t(part === "alt" ? "listings.edit.image.alt" : "listings.edit.image.altEn")}>
          {(control) => <input {...control} type="text" defaultValue={values[`${field.name}.${part}`] ?? ""} maxLength={PART_MAX_LENGTH} />}
        </FieldFrame>
      ))}
    </fieldset>
  );
}

function ContactField({ field, values, errors }: { field: FormField } & Pick<Props, "values" | "errors">) {
  const { t } = useTranslation();
  return (
    <fieldset className="listing-edit__group">
      <legend>{fieldLabel(t, field.name)}</legend>
      {CONTACT_PARTS.map((part) => {
        const name = `${field.name}.${part}`;
        return (
          <FieldFrame key={part} form={FORM} name={name} label={t(`listings.edit.contact.${CONTACT_PART_LABELS[part]}`)} errorText={errorText(t, errors, name)}>
            {(control) => (
              <input {...control} type={part === "email" ? "email" : part === "phone" ? "tel" : "text"} defaultValue={values[name] ?? ""} maxLength={PART_MAX_LENGTH} />
            )}
          </FieldFrame>
        );
      })}
    </fieldset>
  );
}

/** An owner's editor of its listing: the model's fields, Thai and English side by side, each error beside its field. */
export function ListingEditForm({ fields, values, errors, version, answer }: Props) {
  const { t } = useTranslation();
  return (
    <Form method="post" encType="multipart/form-data" className="stack-form listing-edit" noValidate>
      {answer ? <FormAlert message={t(answer.alert, answer.alertValues)} /> : null}
      <SubmissionKeyField />
      <input type="hidden" name="version" value={version} />
      {fields.map((field) => {
        if (field.control === "image") return <PictureField key={field.name} field={field} values={values} errors={errors} />;
        if (field.control === "contact") return <ContactField key={field.name} field={field} values={values} errors={errors} />;
        const label = fieldLabel(t, field.name);
        if (!field.localized) return <Input key={field.name} field={field} name={field.name} label={label} values={values} errors={errors} />;
        return (
          <div className="stack-form__row" key={field.name}>
            <Input field={field} name={field.name} label={t("listings.edit.inThai", { label })} values={values} errors={errors} />
            <Input field={field} name={`${field.name}_en`} label={t("listings.edit.inEnglish", { label })} values={values} errors={errors} />
          </div>
        );
      })}
      <SubmitButton label={t("listings.edit.submit")} />
    </Form>
  );
}
