/**
 * What an audit entry keeps of a record before and after a staff write: its JSON, at most 64 KB each (a larger
 * record keeps its size and the fields that changed, never a cut JSON text nobody can read), and which
 * top-level fields differ.
 */
export const AUDIT_JSON_MAX_BYTES = 64 * 1024;

const bytesOf = (text: string) => new TextEncoder().encode(text).byteLength;

/** The stored text of a record; null for no record (before a create, after a delete). */
export function auditJson(record: unknown, max = AUDIT_JSON_MAX_BYTES): string | null {
  if (record === null || record === undefined) return null;
  const text = JSON.stringify(record);
  const size = bytesOf(text);
  return size <= max ? text : JSON.stringify({ omitted: "too large to keep", bytes: size });
}

const fieldsOf = (record: unknown): Record<string, unknown> =>
  typeof record === "object" && record !== null && !Array.isArray(record) ? (record as Record<string, unknown>) : {};

/** The top-level fields whose values differ between the two records, sorted; a field on one side only counts. */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((name) => JSON.stringify(a[name]) !== JSON.stringify(b[name])).sort();
}
