import { LISTING_KINDS, LISTINGS } from "~/domain/listings";
import { editableFields, formFieldsOf } from "~/lib/model-form/form-model";
import { type CollectionDef, collections, type FieldDef } from "~/model/model";

/**
 * What the content manager edits: the model's content collections (access "content"). Member rows and public
 * forms are the queues' business, and single types (master data) are edited elsewhere.
 */
export const managedCollections: readonly CollectionDef[] = collections.filter((c) => c.access === "content" && c.kind === "collectionType");

export const managedCollection = (plural: string | undefined): CollectionDef | undefined => managedCollections.find((c) => c.plural === plural);

/** The content manager's form of a collection: one control per field staff write. */
export const contentFormFields = (collection: CollectionDef) => formFieldsOf(editableFields(collection));

/** The values the model gives a new record's fields (a form starts from them). */
export const modelDefaults = (collection: CollectionDef): Record<string, unknown> =>
  Object.fromEntries(Object.entries(collection.fields).flatMap(([name, field]) => (field.default === undefined ? [] : [[name, field.default]])));

const TITLE_FIELDS = ["name", "title", "company_name"];

/** The field a record is called by in lists, pickers and the audit log. */
export function titleFieldOf(collection: CollectionDef): string {
  const named = TITLE_FIELDS.find((name) => collection.fields[name]?.type === "string");
  if (named) return named;
  const firstText = editableFields(collection).find(([, field]) => field.type === "string");
  return firstText ? firstText[0] : "id";
}

/** The fields a list filters on: enumerations, master-data values, one-to-one relations and yes/no fields. */
export const filterFieldsOf = (collection: CollectionDef): [string, FieldDef][] =>
  editableFields(collection).filter(
    ([, field]) => field.type === "enumeration" || field.type === "boolean" || field.masterData !== undefined || (field.type === "relation" && !field.many),
  );

/**
 * The collections whose drafts the back office previews in their public detail page
 * (app/back-office/pages/content-preview.tsx): those with a detail page of their own. Articles open on their topic's
 * page, and menus, topics, banners and the like have none.
 */
export const PREVIEWABLE = ["trade-shows", "thai-events", ...LISTING_KINDS.map((kind) => LISTINGS[kind].plural), "news", "photo-galleries", "jobs"] as const;

export type PreviewablePlural = (typeof PREVIEWABLE)[number];

export const isPreviewable = (plural: string): plural is PreviewablePlural => (PREVIEWABLE as readonly string[]).includes(plural);
