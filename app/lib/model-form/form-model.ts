import { type CollectionDef, type FieldDef, JSON_MAX_BYTES, type MasterDataList, numberBounds } from "~/model/model";

/** How a field is edited: one control per field type of the model, and its own controls for images, contacts and word lists. */
export type Control =
  | "text"
  | "textarea"
  | "richtext"
  | "email"
  | "slug"
  | "integer"
  | "decimal"
  | "checkbox"
  | "date"
  | "datetime"
  | "select"
  | "master"
  | "relation"
  | "image"
  | "contact"
  | "words"
  | "json";

export interface FormField {
  name: string;
  control: Control;
  /** Thai in `name`, English in `name_en`, side by side. */
  localized: boolean;
  required: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  maxBytes?: number;
  options?: readonly string[];
  /** A relation's target collection (plural). */
  target?: string;
  /** A master-data field's list: the form offers its entries and takes nothing else. */
  list?: MasterDataList;
  /** Of a list with groups, the one group the field takes. */
  group?: string;
}

function controlOf(field: FieldDef): Control {
  switch (field.type) {
    case "string":
      return field.masterData ? "master" : "text";
    case "password":
      return "text";
    case "text":
      return "textarea";
    case "richtext":
      return "richtext";
    case "email":
      return "email";
    case "uid":
      return "slug";
    case "integer":
      return "integer";
    case "decimal":
      return "decimal";
    case "boolean":
      return "checkbox";
    case "date":
      return "date";
    case "datetime":
      return "datetime";
    case "enumeration":
      return "select";
    case "relation":
      return "relation";
    case "json":
      return field.shape ?? "json";
  }
}

function formField(name: string, field: FieldDef): FormField {
  const control = controlOf(field);
  const form: FormField = { name, control, localized: field.localized === true, required: field.required === true };
  if (field.maxLength !== undefined) form.maxLength = field.maxLength;
  if (control === "integer" || control === "decimal") Object.assign(form, numberBounds(field));
  if (field.type === "json") form.maxBytes = field.maxBytes ?? JSON_MAX_BYTES;
  if (field.enum) form.options = field.enum;
  if (field.target) form.target = field.target;
  if (field.masterData) form.list = field.masterData;
  if (field.masterGroup) form.group = field.masterGroup;
  return form;
}

/** The form of these model fields, in the model's order: what the model has, the form has (many-relations aside). */
export const formFieldsOf = (fields: readonly (readonly [string, FieldDef])[]): FormField[] => fields.filter(([, field]) => !field.many).map(([name, field]) => formField(name, field));

/** The fields a writer with the API token sets: not the private ones, nor those only the service itself moves (`setBy: "system"`). */
export const editableFields = (collection: CollectionDef): [string, FieldDef][] =>
  Object.entries(collection.fields).filter(([, field]) => !field.private && field.setBy !== "system" && field.type !== "password");
