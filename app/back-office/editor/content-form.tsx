import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useLocale } from "~/components/use-locale";
import { contentPath } from "~/back-office/pages/content-paths";
import { useStaffT } from "../texts/use-staff-texts";
import type { Option } from "./content.server";
import type { PickerAnswer } from "./picture-picker.server";
import { PicturePicker } from "./picture-picker";
import type { MasterOption } from "~/lib/model-form/master-options";
import { useContentLabels } from "~/back-office/editor/use-content-labels";
import type { FormField } from "~/lib/model-form/form-model";
import { CONTACT_PART_LABELS, CONTACT_PARTS, PART_MAX_LENGTH } from "~/lib/model-form/form-parts";
import type { FormValues } from "~/lib/model-form/form-values";
import type { FieldErrors } from "./field-errors";
import { LEASE_RENEW_MS } from "./lease";
import { described, ErrorText } from "./field-error";
import { pressOwnButtonOnEnter } from "../ui/own-button-on-enter";

interface Props {
  fields: readonly FormField[];
  values: FormValues;
  errors: FieldErrors;
  choices: Record<string, Option[]>;
  /** Each master-data field's entries (a stored value in none among them, marked). */
  masters: Record<string, MasterOption[]>;
  /** After a conflict: the other editor's value of each input both changed, shown under this editor's. */
  theirs?: FormValues;
  /** A page of the media library shown in one picture field, and the field a picture was just picked into. */
  picker?: PickerAnswer | undefined;
  picked?: string | undefined;
  found?: { field: string; q: string } | undefined;
}

/** One input of a field (one half of a localised one). */
function Input({ field, name, label, values, errors, choices, masters, theirs }: { field: FormField; name: string; label: string } & Pick<Props, "values" | "errors" | "choices" | "masters" | "theirs">) {
  const t = useStaffT();
  const labels = useContentLabels();
  const id = `content-${name}`;
  const error = errors[name];
  const value = values[name] ?? "";
  const common = { id, name, ...described(id, error) };
  const required = field.required && name === field.name;
  let control: React.ReactNode;
  switch (field.control) {
    case "textarea":
    case "richtext":
    case "words":
    case "json":
      control = <textarea {...common} defaultValue={value} rows={field.control === "textarea" || field.control === "words" ? 4 : 10} maxLength={field.control === "textarea" ? field.maxLength : undefined} required={required} />;
      break;
    case "checkbox":
      control = <input {...common} type="checkbox" defaultChecked={value === "on"} />;
      break;
    case "select":
      control = (
        <select {...common} defaultValue={value} required={required}>
          <option value="">{t("content.edit.none")}</option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {labels.option(option)}
            </option>
          ))}
        </select>
      );
      break;
    case "master":
      control = (
        <select {...common} defaultValue={value} required={required}>
          <option value="">{t("content.edit.none")}</option>
          {(masters[field.name] ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.stray ? t("content.edit.stray", { value: option.label }) : option.label}
            </option>
          ))}
        </select>
      );
      break;
    case "relation":
      control = (
        <select {...common} defaultValue={value} required={required}>
          <option value="">{t("content.edit.none")}</option>
          {(choices[field.name] ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    default: {
      const type = { email: "email", integer: "text", decimal: "text", date: "date", datetime: "datetime-local" }[field.control as string] ?? "text";
      const inputMode = field.control === "integer" ? "numeric" : field.control === "decimal" ? "decimal" : undefined;
      control = <input {...common} type={type} inputMode={inputMode} defaultValue={value} maxLength={field.maxLength} required={required} />;
    }
  }
  const hint = { words: "wordsHint", json: "jsonHint", datetime: "datetimeHint", slug: "slugHint", richtext: "richtextHint" }[field.control as string] as
    | "wordsHint"
    | "jsonHint"
    | "datetimeHint"
    | "slugHint"
    | "richtextHint"
    | undefined;
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}${field.control === "checkbox" ? " form-field--check" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? " *" : ""}
      </label>
      {hint ? <p className="form-hint">{t(`content.edit.${hint}`)}</p> : null}
      {control}
      {theirs?.[name] !== undefined ? (
        <p className="content-theirs" data-testid="content-theirs">
          {theirs[name] ? t("content.edit.theirs", { value: theirs[name] }) : t("content.edit.theirsEmpty")}
        </p>
      ) : null}
      <ErrorText id={id} error={error} />
    </div>
  );
}

function ImageField({ field, values, errors, picker, picked }: { field: FormField } & Pick<Props, "values" | "errors" | "picker" | "picked">) {
  const t = useStaffT();
  const labels = useContentLabels();
  const id = `content-${field.name}`;
  const path = values[field.name] ?? "";
  return (
    <fieldset className={`content-image${errors[field.name] ? " form-field--invalid" : ""}`}>
      <legend>
        {labels.field(field.name)}
        {field.required ? " *" : ""}
      </legend>
      {path ? <img className="content-image__current" src={path} alt={t("content.image.current")} width={160} height={90} /> : null}
      {picked === field.name ? (
        <p className="form-notice" role="status">
          {t("content.image.picked")}
        </p>
      ) : null}
      <PicturePicker field={field.name} picker={picker} />
      <div className="form-field">
        <label htmlFor={id}>{t("content.image.path")}</label>
        <input id={id} name={field.name} defaultValue={path} {...described(id, errors[field.name])} />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-file`}>{t("content.image.upload")}</label>
        <input id={`${id}-file`} name={`${field.name}.file`} type="file" accept="image/jpeg,image/png,image/webp,image/avif" />
      </div>
      <ErrorText id={id} error={errors[field.name]} />
      <div className="content-pair">
        {(["alt", "alt_en"] as const).map((part) => {
          const name = `${field.name}.${part}`;
          const partId = `${id}-${part}`;
          return (
            <div className={`form-field${errors[name] ? " form-field--invalid" : ""}`} key={part}>
              <label htmlFor={partId}>{t(part === "alt" ? "content.image.alt" : "content.image.altEn")}</label>
              <input id={partId} name={name} defaultValue={values[name] ?? ""} maxLength={PART_MAX_LENGTH} {...described(partId, errors[name])} />
              <ErrorText id={partId} error={errors[name]} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function ContactField({ field, values, errors }: { field: FormField } & Pick<Props, "values" | "errors">) {
  const t = useStaffT();
  const labels = useContentLabels();
  return (
    <fieldset className="content-contact">
      <legend>{labels.field(field.name)}</legend>
      {CONTACT_PARTS.map((part) => {
        const name = `${field.name}.${part}`;
        const id = `content-${name.replaceAll(".", "-")}`;
        return (
          <div className={`form-field${errors[name] ? " form-field--invalid" : ""}`} key={part}>
            <label htmlFor={id}>{t(`content.contact.${CONTACT_PART_LABELS[part]}`)}</label>
            <input id={id} name={name} type={part === "email" ? "email" : "text"} defaultValue={values[name] ?? ""} maxLength={PART_MAX_LENGTH} {...described(id, errors[name])} />
            <ErrorText id={id} error={errors[name]} />
          </div>
        );
      })}
    </fieldset>
  );
}

/** A relation's search: a Find button that posts the whole form (so nothing typed is lost) and narrows the choices. */
function RelationFind({ field, found }: { field: FormField; found: Props["found"] }) {
  const t = useStaffT();
  const labels = useContentLabels();
  const id = `content-${field.name}-find`;
  const label = labels.field(field.name);
  return (
    <div className="content-find">
      <label htmlFor={id}>{t("content.edit.findLabel", { label })}</label>
      <input id={id} name={`${field.name}.find`} type="search" defaultValue={found?.field === field.name ? found.q : ""} maxLength={200} onKeyDown={pressOwnButtonOnEnter} />
      <button type="submit" name="intent" value={`find:${field.name}`} formNoValidate className="button">
        {t("content.edit.find")}
      </button>
    </div>
  );
}

/** The fields of a form generated from the model: Thai and English side by side, each error beside its field. */
export function ContentFields({ fields, values, errors, choices, masters, theirs, picker, picked, found }: Props) {
  const t = useStaffT();
  const labels = useContentLabels();
  return (
    <>
      {fields.map((field) => {
        if (field.control === "image") return <ImageField key={field.name} field={field} values={values} errors={errors} picker={picker} picked={picked} />;
        if (field.control === "contact") return <ContactField key={field.name} field={field} values={values} errors={errors} />;
        const label = labels.field(field.name);
        if (field.localized) {
          return (
            <div className="content-pair" key={field.name}>
              <Input field={field} name={field.name} label={t("content.edit.inThai", { label })} values={values} errors={errors} choices={choices} masters={masters} theirs={theirs} />
              <Input field={field} name={`${field.name}_en`} label={t("content.edit.inEnglish", { label })} values={values} errors={errors} choices={choices} masters={masters} theirs={theirs} />
            </div>
          );
        }
        return (
          <div key={field.name}>
            <Input field={field} name={field.name} label={label} values={values} errors={errors} choices={choices} masters={masters} theirs={theirs} />
            {field.control === "relation" ? <RelationFind field={field} found={found} /> : null}
          </div>
        );
      })}
    </>
  );
}

/** Keeps this editor's lease on the record while the page is open (taken at load; renewed here once scripts run). */
export function LeaseKeeper({ plural, id }: { plural: string; id: number }) {
  const fetcher = useFetcher();
  const locale = useLocale();
  const { submit } = fetcher;
  useEffect(() => {
    const timer = setInterval(() => void submit(null, { method: "post", action: contentPath(locale, plural, id, "lease") }), LEASE_RENEW_MS);
    return () => clearInterval(timer);
  }, [submit, locale, plural, id]);
  return null;
}
