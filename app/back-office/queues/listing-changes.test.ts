import { describe, expect, it } from "vitest";
import { ownerFormFields } from "~/lib/listing-edit";
import { fieldChanges, wordDiff } from "./listing-changes";

describe("the review of a listing change", () => {
  it("diffs Thai text word by word, though it has no spaces", () => {
    const parts = wordDiff("ศูนย์ประชุมขนาดใหญ่ใจกลางเมือง", "ศูนย์ประชุมขนาดใหญ่ริมแม่น้ำ");
    expect(parts[0]).toEqual({ text: "ศูนย์ประชุมขนาดใหญ่", change: "same" });
    expect(parts.filter((part) => part.change === "removed").map((part) => part.text).join("")).toBe("ใจกลางเมือง");
    expect(parts.filter((part) => part.change === "added").map((part) => part.text).join("")).toBe("ริมแม่น้ำ");
  });

  it("shows only the changed attributes: a phone beside the old one, a picture beside the old one, a summary as a diff", () => {
    const current = {
      name: "ไบเทค",
      summary_en: "A big hall in Bangna.",
      contactor: { phone: "02 749 3939", email: "info@bitec.example" },
      cover_img: { path: "/seed/bitec.webp", alt: "อาคารไบเทค" },
    };
    const changes = { contactor: { phone: "02 749 3000", email: "info@bitec.example" }, cover_img: { path: "/api/uploads/new.webp", alt: "ฮอลล์ใหม่" }, summary_en: "A big hall in Bang Na." };
    const rows = fieldChanges(ownerFormFields("venue"), current, changes);
    expect(rows.map((row) => row.attribute)).toEqual(["summary_en", "cover_img", "contactor"]);
    expect(rows.find((row) => row.attribute === "contactor")).toEqual({ attribute: "contactor", kind: "parts", rows: [{ part: "phone", before: "02 749 3939", after: "02 749 3000" }] });
    expect(rows.find((row) => row.attribute === "cover_img")).toMatchObject({ kind: "picture", before: "/seed/bitec.webp", after: "/api/uploads/new.webp" });
    const summary = rows.find((row) => row.attribute === "summary_en");
    expect(summary?.kind === "long" && summary.parts.filter((p) => p.change !== "same").map((p) => `${p.change}:${p.text}`)).toEqual(["removed:Bangna", "added:Bang Na"]);
  });
});
