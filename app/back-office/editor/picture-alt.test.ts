import { describe, expect, it } from "vitest";
import type { FormField } from "~/lib/model-form/form-model";
import { changedPictures, missingAltTexts } from "./picture-alt";

const fields = [
  { name: "cover_img", control: "image" },
  { name: "name", control: "text", localized: true },
] as FormField[];
const stored = { cover_img: { path: "/seed/a.webp" } };

describe("alt texts of a changed picture", () => {
  it("are required in both languages for a new address or an upload", () => {
    expect(missingAltTexts(fields, stored, { cover_img: "/api/uploads/b.jpg", "cover_img.alt": "บูธ" }, new Set())).toEqual({ "cover_img.alt_en": { key: "content.errors.altEn" } });
    expect(Object.keys(missingAltTexts(fields, stored, { cover_img: "/seed/a.webp" }, new Set(["cover_img"])))).toEqual(["cover_img.alt", "cover_img.alt_en"]);
    expect(Object.keys(missingAltTexts(fields, null, { cover_img: "/api/uploads/b.jpg" }, new Set()))).toEqual(["cover_img.alt", "cover_img.alt_en"]);
  });

  it("are not asked of a picture the save keeps, or of a field emptied", () => {
    expect(missingAltTexts(fields, stored, { cover_img: "/seed/a.webp" }, new Set())).toEqual({});
    expect(missingAltTexts(fields, stored, { cover_img: "" }, new Set())).toEqual({});
    expect(changedPictures(fields, null, { cover_img: "" }, new Set())).toEqual([]);
  });
});
