import type { FieldChoices, FieldRights } from "../domain/request-rules";
import type { CollectionDef } from "./model";

/** Who sets each field of a collection (FieldDef.setBy), the plain data app/domain/request-rules.ts decides on. */
export function fieldRights(collection: CollectionDef): FieldRights {
  return Object.fromEntries(Object.entries(collection.fields).map(([name, field]) => [name, field.setBy]));
}

/** The values each enumeration of a collection takes, for the rules to refuse null and unknown ones. */
export function fieldChoices(collection: CollectionDef): FieldChoices {
  return Object.fromEntries(Object.entries(collection.fields).flatMap(([name, field]) => (field.type === "enumeration" ? [[name, field.enum ?? []]] : [])));
}
