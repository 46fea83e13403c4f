import { describe, expect, it } from "vitest";
import { collectionByPlural } from "~/model/model";
import { changedData } from "./changed-data";
import { editableFields, formFieldsOf } from "./form-model";
import { parseContentForm, recordToValues } from "./form-values";

const fields = formFieldsOf(editableFields(collectionByPlural("venues")!));
const stored = {
  name: "ไบเทค บางนา",
  name_en: "BITEC Bangna",
  cover_img: { path: "/seed/venues/bitec.webp", width: 1200, height: 675, widths: [640], alt: "ฮอลล์", alt_en: "The hall" },
};

/** The form as the page renders it from the stored record, with `edits` typed over it, parsed as a save. */
function saved(edits: Record<string, string>, uploaded: ReadonlySet<string> = new Set()) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...recordToValues(fields, stored), ...edits })) form.set(name, value);
  const parsed = parseContentForm(fields, form);
  return changedData(fields, stored, parsed.values, parsed.data, uploaded);
}

describe("what a save writes", () => {
  it("is nothing when nothing changed", () => {
    expect(saved({})).toEqual({});
  });

  it("is only the changed half of a localised pair", () => {
    expect(saved({ name_en: "BITEC" })).toEqual({ name_en: "BITEC" });
  });

  it("keeps a picture's stored sizes when only its alt text changed, and clears an alt text emptied", () => {
    expect(saved({ "cover_img.alt_en": "Hall 98 from the gallery" })).toEqual({ cover_img: { ...stored.cover_img, alt_en: "Hall 98 from the gallery" } });
    const { alt: _alt, ...withoutAlt } = stored.cover_img;
    expect(saved({ "cover_img.alt": "" })).toEqual({ cover_img: withoutAlt });
  });

  it("writes a new picture as the form has it, without the old file's sizes", () => {
    expect(saved({ cover_img: "/uploads/new-hall.webp" })).toEqual({ cover_img: { path: "/uploads/new-hall.webp", alt: "ฮอลล์", alt_en: "The hall" } });
  });
});
