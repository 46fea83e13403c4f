import { collectionByPlural, type CollectionDef } from "./model.ts";
import { systemCollections } from "./system-tables.ts";

/** A many-to-many relation's join table, named as Strapi 4 names it: `venues_owners_links (venue_id, user_id)`. */
export interface JoinTable {
  table: string;
  attribute: string;
  /** The column holding the id of the row that has the relation. */
  ownColumn: string;
  /** The column holding the id of the related row. */
  targetColumn: string;
  /** The plural api name of the related collection. */
  target: string;
}

const idColumn = (singular: string) => `${singular.replaceAll("-", "_")}_id`;

function singularOf(plural: string): string {
  const target = collectionByPlural(plural) ?? systemCollections.find((c) => c.plural === plural);
  if (!target) throw new Error(`content model: unknown relation target ${plural}`);
  return target.singular;
}

export function joinTablesOf(collection: CollectionDef): JoinTable[] {
  return Object.entries(collection.fields)
    .filter(([, field]) => field.type === "relation" && field.many)
    .map(([name, field]) => ({
      table: `${collection.table}_${name}_links`,
      attribute: name,
      ownColumn: idColumn(collection.singular),
      targetColumn: idColumn(singularOf(field.target ?? "")),
      target: field.target ?? "",
    }));
}

export function joinTable(collection: CollectionDef, attribute: string): JoinTable | undefined {
  return joinTablesOf(collection).find((join) => join.attribute === attribute);
}
