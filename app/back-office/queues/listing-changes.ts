import { diffArrays } from "diff";
import type { FormField } from "~/lib/model-form/form-model";
import { CONTACT_PARTS, IMAGE_PARTS } from "~/lib/model-form/form-parts";
import { imagePathOf, recordToValues } from "~/lib/model-form/form-values";

/**
 * What the review of an owner's change shows, field by field: the value the public page shows now beside the one
 * asked for. Long text is a word-by-word diff (Thai has no spaces: words are cut by the runtime's word segmenter),
 * pictures are shown side by side, short values as they are.
 */
export type DiffPart = { text: string; change: "same" | "added" | "removed" };

export type FieldChange =
  | { attribute: string; kind: "text"; before: string; after: string }
  | { attribute: string; kind: "long"; parts: DiffPart[] }
  | { attribute: string; kind: "picture"; before: string; after: string; altBefore: string; altAfter: string }
  | { attribute: string; kind: "parts"; rows: { part: (typeof CONTACT_PARTS)[number]; before: string; after: string }[] };

const words = new Intl.Segmenter("th", { granularity: "word" });
const tokens = (text: string) => [...words.segment(text)].map((segment) => segment.segment);

/** A word-by-word diff of two texts, neighbouring words of the same kind joined. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const change of diffArrays(tokens(before), tokens(after))) {
    const kind = change.added ? "added" : change.removed ? "removed" : "same";
    const text = change.value.join("");
    const last = parts.at(-1);
    if (last?.change === kind) last.text += text;
    else parts.push({ text, change: kind });
  }
  return parts;
}

const LONG: ReadonlySet<FormField["control"]> = new Set(["textarea", "richtext", "words"]);

/** The changed attributes (a localised pair's halves apart) of `changes`, compared with the listing's `current` values. */
export function fieldChanges(fields: readonly FormField[], current: Record<string, unknown>, changes: Record<string, unknown>): FieldChange[] {
  const before = recordToValues(fields, current);
  const after = recordToValues(fields, { ...current, ...changes });
  const rows: FieldChange[] = [];
  for (const field of fields) {
    const attributes = field.localized ? [field.name, `${field.name}_en`] : [field.name];
    for (const attribute of attributes.filter((name) => name in changes)) {
      if (field.control === "image") {
        const [alt, altEn] = IMAGE_PARTS.map((part) => `${field.name}.${part}`) as [string, string];
        rows.push({ attribute, kind: "picture", before: imagePathOf(current[attribute]), after: imagePathOf(changes[attribute]), altBefore: `${before[alt]} / ${before[altEn]}`, altAfter: `${after[alt]} / ${after[altEn]}` });
      } else if (field.control === "contact") {
        const parts = CONTACT_PARTS.map((part) => ({ part, before: before[`${field.name}.${part}`] ?? "", after: after[`${field.name}.${part}`] ?? "" }));
        rows.push({ attribute, kind: "parts", rows: parts.filter((row) => row.before !== row.after) });
      } else if (LONG.has(field.control)) {
        rows.push({ attribute, kind: "long", parts: wordDiff(before[attribute] ?? "", after[attribute] ?? "") });
      } else {
        rows.push({ attribute, kind: "text", before: before[attribute] ?? "", after: after[attribute] ?? "" });
      }
    }
  }
  return rows;
}
