import { describe, expect, it } from "vitest";
import { checkList, editorRows, type EditorRow, inUseErrors, moveRow, postedRows, slugOf, type StoredRow } from "./master-data-rows";

const SECTORS: StoredRow[] = [
  { value: "automotive", th: "ยานยนต์", en: "Automotive", group: "industry" },
  { value: "catering", th: "จัดเลี้ยง", en: "Catering", group: "contractor" },
];
const MENUS: StoredRow[] = [{ id: 1, value: "trade-show-news", slug: "trade-show-news", th: "ข่าวงาน", en: "Trade show news" }];

const row = (fields: Partial<EditorRow>): EditorRow => ({ key: "", value: "", th: "", en: "", extra: "", remove: false, ...fields });
const existing = (stored: StoredRow, fields: Partial<EditorRow> = {}) => row({ key: stored.value, value: stored.value, th: stored.th, en: stored.en, extra: String(stored.group ?? ""), ...fields });

describe("the master data editor's rows", () => {
  it("shows each stored row with its id, then one empty row to add to", () => {
    const rows = editorRows("sectors", SECTORS);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ key: "automotive", th: "ยานยนต์", en: "Automotive", extra: "industry" });
    expect(rows[2]).toMatchObject({ key: "", th: "", en: "" });
  });

  it("reads the posted rows in the order of their index", () => {
    const form = new FormData();
    form.set("sectors.10.th", "สิบ");
    form.set("sectors.2.th", "สอง");
    form.set("sectors.2.remove", "on");
    form.set("provinces.0.th", "ไม่ใช่");
    expect(postedRows("sectors", form).map((r) => [r.th, r.remove])).toEqual([
      ["สอง", true],
      ["สิบ", false],
    ]);
  });

  it("keeps an existing row's id and other properties, changing only its names and extra field", () => {
    const checked = checkList("menus", [existing(MENUS[0]!, { value: "renamed-by-hand", th: "ข่าวงานแสดงสินค้า" })], MENUS);
    expect(checked.errors).toEqual({});
    expect(checked.items).toEqual([{ id: 1, value: "trade-show-news", slug: "trade-show-news", th: "ข่าวงานแสดงสินค้า", en: "Trade show news" }]);
  });

  it("adds a new row with an id made from its English name, in the order posted, skipping empty rows", () => {
    const rows = [row({ th: "ของเล่น", en: "Toys & Games", extra: "industry" }), existing(SECTORS[0]!), row({}), existing(SECTORS[1]!)];
    const checked = checkList("sectors", rows, SECTORS);
    expect(checked.errors).toEqual({});
    expect(checked.items.map((item) => item.value)).toEqual(["toys-and-games", "automotive", "catering"]);
    expect(checked.items[0]).toEqual({ value: "toys-and-games", th: "ของเล่น", en: "Toys & Games", group: "industry" });
    expect(checked.removed).toEqual([]);
  });

  it("gives a new menu the next free number", () => {
    const checked = checkList("menus", [existing(MENUS[0]!), row({ th: "ข่าวใหม่", en: "New menu" })], MENUS);
    expect(checked.items[1]).toEqual({ value: "new-menu", th: "ข่าวใหม่", en: "New menu", id: 2, slug: "new-menu" });
  });

  it("refuses empty names, bad and duplicate ids and a wrong extra field, beside the row's field", () => {
    const rows = [
      existing(SECTORS[0]!, { th: " " }),
      row({ value: "Bad ID", th: "ก", en: "B", extra: "industry" }),
      row({ value: "automotive", th: "ซ้ำ", en: "Duplicate", extra: "industry" }),
      row({ th: "ไม่มีกลุ่ม", en: "No group", extra: "nonsense" }),
    ];
    const { errors } = checkList("sectors", rows, SECTORS);
    expect(errors["sectors.0.th"]?.key).toBe("content.master.errors.name");
    expect(errors["sectors.1.value"]?.key).toBe("content.master.errors.slug");
    expect(errors["sectors.2.value"]).toEqual({ key: "content.master.errors.duplicate", values: { id: "automotive", row: 1 } });
    expect(errors["sectors.3.extra"]?.key).toBe("content.errors.option");
  });

  it("takes only the job types the jobs accept, and a two-letter country code", () => {
    expect(checkList("job_types", [row({ th: "รายวัน", en: "Daily" })], []).errors["job_types.0.value"]?.key).toBe("content.master.errors.allowed");
    expect(checkList("job_types", [row({ value: "freelance", th: "ฟรีแลนซ์", en: "Freelance" })], []).errors).toEqual({});
    const country = checkList("countries", [row({ th: "แคนาดา", en: "Canada", extra: "can" })], []);
    expect(country.errors["countries.0.extra"]?.key).toBe("content.master.errors.code");
    expect(checkList("countries", [row({ th: "แคนาดา", en: "Canada", extra: "CA" })], []).items).toEqual([{ value: "Canada", th: "แคนาดา", en: "Canada", code: "CA" }]);
  });

  it("names the rows a save removes: ticked, or missing from the form", () => {
    const checked = checkList("sectors", [existing(SECTORS[0]!, { remove: true }), row({ th: "ใหม่", en: "New", extra: "venue", remove: true })], SECTORS);
    expect(checked.items).toEqual([]);
    expect(checked.removed).toEqual([
      { row: SECTORS[0], index: 0 },
      { row: SECTORS[1], index: -1 },
    ]);
    const errors = inUseErrors("sectors", checked.removed, new Map([["automotive", 3], ["catering", 0]]));
    expect(errors).toEqual({ "sectors.0.remove": { key: "content.master.errors.inUse", values: { count: 3, name: "ยานยนต์ / Automotive" } } });
    expect(inUseErrors("sectors", checked.removed, new Map([["catering", 2]])).sectors?.values).toMatchObject({ count: 2 });
  });

  it("moves a row up or down within the list", () => {
    expect(moveRow(["a", "b", "c"], 2, "up")).toEqual(["a", "c", "b"]);
    expect(moveRow(["a", "b", "c"], 0, "up")).toEqual(["a", "b", "c"]);
    expect(moveRow(["a", "b", "c"], 0, "down")).toEqual(["b", "a", "c"]);
  });

  it("makes slugs of English names", () => {
    expect(slugOf("Furniture & home décor")).toBe("furniture-and-home-decor");
    expect(slugOf("  ")).toBe("");
  });
});
