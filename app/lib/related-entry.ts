type Attributes = Record<string, unknown>;
type Related = { data: { id: number; attributes?: Attributes } | null } | { id: number } | null | undefined;

/**
 * A populated relation's entry and attributes, whichever shape it came in: Strapi's `{data: {id, attributes}}`,
 * or the users' flat row. Null when the relation is empty.
 */
export function relatedEntry(value: unknown): { id: number; attributes: Attributes } | null {
  const relation = value as Related;
  if (!relation || typeof relation !== "object") return null;
  if ("data" in relation) return relation.data ? { id: relation.data.id, attributes: relation.data.attributes ?? {} } : null;
  return typeof relation.id === "number" ? { id: relation.id, attributes: relation as Attributes } : null;
}
