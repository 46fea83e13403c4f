/** A record as the audit log and the version check compare it: each populated relation as its id. */
export function flatRecord(attributes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => {
      const data = typeof value === "object" && value !== null && "data" in value ? (value as { data: unknown }).data : undefined;
      if (data === undefined) return [name, value];
      return [name, typeof data === "object" && data !== null && "id" in data ? (data as { id: unknown }).id : null];
    }),
  );
}
