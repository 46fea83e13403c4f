import { changedAttributes, inputNamesOf } from "~/lib/model-form/changed-data";
import type { FormField } from "~/lib/model-form/form-model";
import { type FormValues, recordToValues } from "~/lib/model-form/form-values";
import { changedFields } from "../staff/audit-entry";
import type { LoggedChange } from "./version";

/**
 * Two editors on one record (issue 47): a save made after someone else saved is merged, not refused. Fields only
 * one side changed are kept from that side; only a field both changed, to different values, is a conflict the
 * editor decides, with the other version shown beside theirs.
 */

/** The record as the editor opened it: what is stored now, each field logged as changed since set back to its value then. */
export function openedRecord(current: Record<string, unknown>, since: readonly LoggedChange[]): Record<string, unknown> {
  const opened = { ...current };
  const restored = new Set<string>();
  for (const entry of since) {
    const before = (entry.before ?? {}) as Record<string, unknown>;
    for (const field of changedFields(entry.before, entry.after)) {
      if (restored.has(field)) continue;
      restored.add(field);
      opened[field] = before[field] ?? null;
    }
  }
  return opened;
}

export interface Merge {
  /** The attributes this editor changed against what they opened: the only ones their save writes. */
  mine: string[];
  /** Of those, the ones the other side changed too, to something else. */
  conflicts: string[];
}

export function mergeOf(fields: readonly FormField[], current: Record<string, unknown>, opened: Record<string, unknown>, typed: FormValues, uploaded: ReadonlySet<string>): Merge {
  const mine = changedAttributes(fields, opened, typed, uploaded);
  const theirs = new Set(changedAttributes(fields, opened, recordToValues(fields, current), new Set()));
  const apart = new Set(changedAttributes(fields, current, typed, uploaded));
  return { mine, conflicts: mine.filter((name) => theirs.has(name) && apart.has(name)) };
}

/** The attribute whose inputs include this one (`summary_en` is the `summary` field's, `cover_img.alt` the picture's). */
const fieldOf = (fields: readonly FormField[], input: string) => fields.find((field) => inputNamesOf(field).includes(input));

/**
 * The form after a conflict: what is stored now, with this editor's own changes typed over it, so saving it again
 * keeps both sides; and the stored value of each conflicting input, shown beside it.
 */
export function conflictForm(fields: readonly FormField[], current: Record<string, unknown>, typed: FormValues, merge: Merge): { values: FormValues; theirs: FormValues } {
  const stored = recordToValues(fields, current);
  const mine = new Set(merge.mine);
  const conflicts = new Set(merge.conflicts);
  const values: FormValues = { ...stored };
  const theirs: FormValues = {};
  for (const [input, value] of Object.entries(typed)) {
    const field = fieldOf(fields, input);
    const attribute = field && (field.control === "image" || field.control === "contact" ? field.name : input);
    if (!attribute || !mine.has(attribute)) continue;
    values[input] = value;
    if (conflicts.has(attribute) && (stored[input] ?? "") !== value) theirs[input] = stored[input] ?? "";
  }
  return { values, theirs };
}
