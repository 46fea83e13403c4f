import { changedFields } from "../staff/audit-entry";

/**
 * The version check of a save: the form carries the `updatedAt` it was loaded with, and a save is refused when
 * the stored record has moved on since. What changed is read from the audit log's entries written after the
 * page was loaded (every staff write is logged), so the refusal can name the fields and who changed them.
 */
export const isStale = (loadedUpdatedAt: string, storedUpdatedAt: unknown): boolean => loadedUpdatedAt !== storedUpdatedAt;

export interface LoggedChange {
  staffUsername: string;
  before: unknown;
  after: unknown;
}

export function changesSince(entries: readonly LoggedChange[]): { fields: string[]; who: string[] } {
  const fields = new Set<string>();
  const who = new Set<string>();
  for (const entry of entries) {
    who.add(entry.staffUsername);
    for (const field of changedFields(entry.before, entry.after)) if (field !== "updatedAt" && field !== "createdAt") fields.add(field);
  }
  return { fields: [...fields], who: [...who] };
}
