import { describe, expect, it } from "vitest";
import { collectionByPlural } from "~/model/model";
import { contentFormFields } from "./collections";
import { conflictForm, mergeOf, openedRecord } from "./merge";
import { recordToValues } from "~/lib/model-form/form-values";

const fields = contentFormFields(collectionByPlural("trade-shows")!);
const opened = { name: "เมทัลเล็กซ์ 2027", name_en: "METALEX 2027", summary: "งานเครื่องจักร", city: "Bangkok" };

/** The other editor's save since: one log entry, as the audit keeps it. */
const theirSave = (after: Record<string, unknown>) => [{ staffUsername: "nok", before: opened, after: { ...opened, ...after } }];

describe("a save made after another editor saved", () => {
  it("is opened again from the log: the fields they changed go back to what this editor saw", () => {
    const current = { ...opened, summary: "ของอีกคน" };
    expect(openedRecord(current, theirSave({ summary: "ของอีกคน" }))).toEqual(opened);
  });

  it("writes only this editor's fields when the two changed different ones", () => {
    const current = { ...opened, summary: "ของอีกคน" };
    const typed = { ...recordToValues(fields, opened), city: "Chiang Mai" };
    expect(mergeOf(fields, current, openedRecord(current, theirSave({ summary: "ของอีกคน" })), typed, new Set())).toEqual({ mine: ["city"], conflicts: [] });
  });

  it("asks only about a field both changed to different values; the same value is no conflict", () => {
    const current = { ...opened, summary: "ของอีกคน" };
    const before = openedRecord(current, theirSave({ summary: "ของอีกคน" }));
    const typed = { ...recordToValues(fields, opened), summary: "ของฉัน", city: "Chiang Mai" };
    const merge = mergeOf(fields, current, before, typed, new Set());
    expect(merge).toEqual({ mine: ["city", "summary"], conflicts: ["summary"] });
    expect(mergeOf(fields, current, before, { ...typed, summary: "ของอีกคน" }, new Set()).conflicts).toEqual([]);
    const form = conflictForm(fields, current, typed, merge);
    expect(form.values).toMatchObject({ summary: "ของฉัน", city: "Chiang Mai", name_en: "METALEX 2027" });
    expect(form.theirs).toEqual({ summary: "ของอีกคน" });
  });
});
