import { useState } from "react";
import { FieldFrame } from "~/components/forms/form-ui";
import { fileProblem, PICTURE_FILE } from "~/domain/file-rules";
import { useTranslation } from "~/i18n/react";
import type { TextKey } from "~/i18n/translator";
import type { FormField } from "~/lib/model-form/form-model";
import { CONTACT_PART_LABELS, CONTACT_PARTS, IMAGE_PARTS, PART_MAX_LENGTH } from "~/lib/model-form/form-parts";
import type { FieldErrors, FormValues } from "~/lib/model-form/form-values";

export type Option = { value: string; label: string };

/**
 * The public side's renderer of a model-generated form (the back office has its own, in its texts): one control per
 * field, Thai and English side by side, each error beside its field. `prefix` names the inputs of a repeated part
 * (a booth type's row); `labels` is the text group the field names are in; `choices` turns a field into a pick
 * from the portal's own list (venues, industries); `optionLabel` words an enumeration's values.
 */
export interface ModelFieldsProps {
  form: string;
  fields: readonly FormField[];
  values: FormValues;
  errors: FieldErrors<string>;
  labels: "listings.fields" | "listings.showFields" | "listings.boothFields";
  prefix?: string;
  choices?: Readonly<Record<string, readonly Option[]>>;
  optionLabel?: (field: string, value: string) => string;
}

type Translate = ReturnType<typeof useTranslation>["t"];
type Shared = Omit<ModelFieldsProps, "fields">;

const HINTS: Partial<Record<FormField["control"], TextKey>> = { words: "listings.edit.wordsHint", richtext: "listings.edit.richtextHint" };

const errorText = (t: Translate, errors: Shared["errors"], name: string) => {
  const error = errors[name];
  return error ? t(error.key as TextKey, error.values) : undefined;
};

function Input({ field, input, label, form, values, errors, choices, optionLabel }: { field: FormField; input: string; label: string } & Shared) {
  const { t } = useTranslation();
  const value = values[input] ?? "";
  const required = field.required && !input.endsWith("_en");
  const hint = HINTS[field.control];
  const options = choices?.[field.name] ?? field.options?.map((option) => ({ value: option, label: optionLabel?.(field.name, option) ?? option }));
  return (
    <FieldFrame form={form} name={input} label={`${label}${required ? " *" : ""}`} errorText={errorText(t, errors, input)} {...(hint ? { help: t(hint) } : {})}>
      {(control) => {
        if (options) {
          return (
            <select {...control} defaultValue={value} required={required}>
              <option value="">{t("listings.edit.none")}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        }
        switch (field.control) {
          case "textarea":
          case "richtext":
          case "words":
            return <textarea {...control} defaultValue={value} rows={field.control === "richtext" ? 8 : 4} maxLength={field.control === "textarea" ? field.maxLength : undefined} required={required} />;
          case "date":
            return <input {...control} type="date" defaultValue={value} required={required} />;
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

function PictureField({ field, label, form, values, errors, prefix = "" }: { field: FormField; label: string } & Shared) {
  const { t } = useTranslation();
  // Checked as soon as it is chosen: a picture the server would refuse is said before the form goes up.
  const [problem, setProblem] = useState(false);
  const name = `${prefix}${field.name}`;
  const path = values[name] ?? "";
  const alt = values[`${name}.alt`] ?? "";
  return (
    <fieldset className="listing-edit__group">
      <legend>{label}</legend>
      {path ? <img className="listing-edit__picture" src={path} alt={alt || t("listings.edit.image.current")} width={240} height={135} /> : <p>{t("listings.edit.image.none")}</p>}
      {/* The stored picture stays unless a new one is uploaded. */}
      <input type="hidden" name={name} value={path} />
      <FieldFrame form={form} name={`${name}.file`} label={t("listings.edit.image.upload")} errorText={problem ? t("listings.errors.image") : errorText(t, errors, name)}>
        {(control) => (
          <input {...control} type="file" accept={PICTURE_FILE.types.join(",")} onChange={(event) => setProblem(fileProblem([...(event.currentTarget.files ?? [])], PICTURE_FILE) !== null)} />
        )}
      </FieldFrame>
      {IMAGE_PARTS.map((part) => (
        <FieldFrame key={part} form={form} name={`${name}.${part}`} label={t(part === "alt" ? "listings.edit.image.alt" : "listings.edit.image.altEn")}>
          {(control) => <input {...control} type="text" defaultValue={values[`${name}.${part}`] ?? ""} maxLength={PART_MAX_LENGTH} />}
        </FieldFrame>
      ))}
    </fieldset>
  );
}

function ContactField({ field, label, form, values, errors, prefix = "" }: { field: FormField; label: string } & Shared) {
  const { t } = useTranslation();
  return (
    <fieldset className="listing-edit__group">
      <legend>{label}</legend>
      {CONTACT_PARTS.map((part) => {
        const name = `${prefix}${field.name}.${part}`;
        return (
          <FieldFrame key={part} form={form} name={name} label={t(`listings.edit.contact.${CONTACT_PART_LABELS[part]}`)} errorText={errorText(t, errors, name)}>
            {(control) => <input {...control} type={part === "email" ? "email" : part === "phone" ? "tel" : "text"} defaultValue={values[name] ?? ""} maxLength={PART_MAX_LENGTH} />}
          </FieldFrame>
        );
      })}
    </fieldset>
  );
}

export function ModelFields({ fields, ...shared }: ModelFieldsProps) {
  const { t } = useTranslation();
  const prefix = shared.prefix ?? "";
  return (
    <>
      {fields.map((field) => {
        const label = t(`${shared.labels}.${field.name}` as TextKey);
        if (field.control === "image") return <PictureField key={field.name} field={field} label={label} {...shared} />;
        if (field.control === "contact") return <ContactField key={field.name} field={field} label={label} {...shared} />;
        if (!field.localized) return <Input key={field.name} field={field} input={`${prefix}${field.name}`} label={label} {...shared} />;
        return (
          <div className="stack-form__row" key={field.name}>
            <Input field={field} input={`${prefix}${field.name}`} label={t("listings.edit.inThai", { label })} {...shared} />
            <Input field={field} input={`${prefix}${field.name}_en`} label={t("listings.edit.inEnglish", { label })} {...shared} />
          </div>
        );
      })}
    </>
  );
}
