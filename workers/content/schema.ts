import { memberSideOf } from "../../app/domain/listings";
import { columnsOf } from "../../app/model/columns";
import { joinTablesOf, type JoinTable } from "../../app/model/join-tables";
import { collectionByPlural, collections, type CollectionDef, type FieldDef } from "../../app/model/model";
import { systemCollections } from "../../app/model/system-tables";

/**
 * The API view of a table: which attribute names exist, which column each one reads, and which are relations.
 * Every identifier that reaches SQL comes from here, never from the request.
 */
export interface ScalarAttribute {
  kind: "scalar";
  name: string;
  column: string;
  field: FieldDef;
}

export interface RelationAttribute {
  kind: "relation";
  name: string;
  column: string;
  field: FieldDef;
  target: string;
}

export type Attribute = ScalarAttribute | RelationAttribute;

/**
 * A many-to-many relation seen from its other side: a member's `owned_venues` is the `owners` of venues
 * (`venues_owners_links`), as the Strapi export declares it on the user (`mappedBy`). Not private there, so
 * users-permissions' find filters on it; it is never answered or populated here (users/me answers the member's
 * own, workers/content/owned-listings.ts).
 */
export interface InverseLink {
  name: string;
  /** The join table, and its column holding this side's id (`user_id`) and the other side's (`venue_id`). */
  table: string;
  ownColumn: string;
  targetColumn: string;
  /** The plural api name of the other side (`venues`). */
  target: string;
}

export interface Schema {
  collection: CollectionDef;
  table: string;
  /** Public attributes by API name (private fields are absent: they can be neither read nor filtered). */
  attributes: Map<string, Attribute>;
  /** Strapi's draft & publish: only published rows are public. */
  draftAndPublish: boolean;
  /** The relation to users that marks a member's own rows (`user` or `owner`). */
  ownerAttribute: RelationAttribute | undefined;
  /** Many-to-many relations (all private: written with the API token, never read through the API). */
  joinTables: JoinTable[];
  /** The other side of other collections' many-to-many relations to this one, filterable by name (users only). */
  inverseLinks: Map<string, InverseLink>;
}

/** The many-to-many relations of the model that point at `collection`, by the name their other side gives them. */
function inverseLinksTo(collection: CollectionDef): Map<string, InverseLink> {
  const links = new Map<string, InverseLink>();
  for (const other of collections) {
    for (const join of joinTablesOf(other)) {
      const name = join.target === collection.plural ? memberSideOf(other.plural, join.attribute) : undefined;
      if (name) links.set(name, { name, table: join.table, ownColumn: join.targetColumn, targetColumn: join.ownColumn, target: other.plural });
    }
  }
  return links;
}


function buildSchema(collection: CollectionDef): Schema {
  const attributes = new Map<string, Attribute>();
  const draftAndPublish = collection.access === "content";
  const timestamps: [string, string, FieldDef][] = [
    ["createdAt", "created_at", { type: "datetime" }],
    ["updatedAt", "updated_at", { type: "datetime" }],
    ...(draftAndPublish ? [["publishedAt", "published_at", { type: "datetime" }] as [string, string, FieldDef]] : []),
  ];
  attributes.set("id", { kind: "scalar", name: "id", column: "id", field: { type: "integer" } });
  for (const col of columnsOf(collection)) {
    if (col.field.private) continue;
    if (col.field.type === "relation") {
      attributes.set(col.attribute, { kind: "relation", name: col.attribute, column: col.column, field: col.field, target: col.field.target ?? "" });
    } else {
      attributes.set(col.attribute, { kind: "scalar", name: col.attribute, column: col.column, field: col.field });
    }
  }
  // Strapi lists the timestamps after the model's own attributes.
  for (const [name, column, field] of timestamps) attributes.set(name, { kind: "scalar", name, column, field });
  const ownerAttribute = [...attributes.values()].find(
    (a): a is RelationAttribute => a.kind === "relation" && a.target === "users" && (a.name === "user" || a.name === "owner"),
  );
  return { collection, table: collection.table, attributes, draftAndPublish, ownerAttribute, joinTables: joinTablesOf(collection), inverseLinks: inverseLinksTo(collection) };
}

const cache = new Map<string, Schema>();

/** The schema of a model collection or of a system table (`users`, `files`, `mail-outbox`); only the model's are routed. */
export function schemaFor(plural: string): Schema | undefined {
  const hit = cache.get(plural);
  if (hit) return hit;
  const collection = collectionByPlural(plural) ?? systemCollections.find((c) => c.plural === plural);
  if (!collection) return undefined;
  const schema = buildSchema(collection);
  cache.set(plural, schema);
  return schema;
}

export function requireSchema(plural: string): Schema {
  const schema = schemaFor(plural);
  if (!schema) throw new Error(`content model: unknown collection ${plural}`);
  return schema;
}

export function relationsOf(schema: Schema): RelationAttribute[] {
  return [...schema.attributes.values()].filter((a): a is RelationAttribute => a.kind === "relation");
}
