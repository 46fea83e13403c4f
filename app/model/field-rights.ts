import type { FieldRights } from "../domain/request-rules";
import type { CollectionDef } from "./model";

/** Who sets each field of a collection (FieldDef.setBy), the plain data app/domain/request-rules.ts decides on. */
export function fieldRights(collection: CollectionDef): FieldRights {
  return Object.fromEntries(Object.entries(collection.fields).map(([name, field]) => [name, field.setBy]));
}
