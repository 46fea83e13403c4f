import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "~/lib/csv";
import en from "../texts/import.en";
import th from "../texts/import.th";
import { type ColumnKey, IMPORT_COLUMNS, mapHeader, templateHeader } from "./import-columns";
import { checkImport, type ImportLookups, isValidRow, withFixes } from "./import-rows";
import { importTemplate } from "./import-template";
import { columnLetter, dryRunOf } from "./import-view";

const labels = (key: ColumnKey) => [th.columns[key], en.columns[key]];

const lookups: ImportLookups = {
  masters: {
    provinces: [
      { value: "Bangkok", th: "กรุงเทพมหานคร", en: "Bangkok" },
      { value: "Khon Kaen", th: "ขอนแก่น", en: "Khon Kaen" },
    ],
    countries: [{ value: "Thailand", th: "ไทย", en: "Thailand" }, { value: "Germany", th: "เยอรมนี", en: "Germany" }],
    sectors: [
      { value: "food-beverage", th: "อาหารและเครื่องดื่ม", en: "Food & beverage", group: "industry" },
      { value: "hotel-convention", th: "โรงแรมและศูนย์ประชุม", en: "Hotel & convention centre", group: "venue" },
    ],
  },
  venues: [{ id: 7, name: "ไบเทค บางนา", name_en: "BITEC Bangna" }],
  organizers: [{ id: 3, name: "บริษัท อาร์เอ็กซ์ เทรดเด็กซ์ จำกัด", name_en: "RX Tradex Co., Ltd." }],
  existing: [{ id: 40, name: "ไทยเฟ็กซ์ 2570", name_en: "THAIFEX 2027", start_date: "2027-05-25" }],
};

const shows = (rows: string[][], header = ["ชื่องานภาษาไทย", "Name in English", "วันเริ่มงาน", "End date", "Venue", "จังหวัด", "อุตสาหกรรม", "ผู้จัดงาน"]) => toCsv(header, rows);

/** The check of a file that must be readable as a whole. */
function checkedFile(text: string) {
  const checked = checkImport("trade-shows", text, labels, lookups);
  if (!checked.ok) throw new Error(checked.problem);
  return checked;
}

describe("mapHeader", () => {
  it("knows a column by its Thai or English header, both, or the field's name, ignoring spacing and case", () => {
    const map = mapHeader("trade-shows", ["ชื่องาน ภาษาไทย", "NAME IN ENGLISH", "วันเริ่มงาน / Start date", "end_date", "Remarks", "Venue", "venue"], labels);
    expect(map.columns.map((col) => col?.key ?? null)).toEqual(["showName", "showNameEn", "startDate", "endDate", null, "venue", null]);
    expect(map.ignored).toEqual(["Remarks", "venue"]);
    expect(map.missing).toEqual([]);
  });

  it("names the required columns a file lacks", () => {
    expect(mapHeader("thai-events", ["Name in Thai"], labels).missing.map((col) => col.key)).toEqual(["startDate", "endDate"]);
  });
});

describe("checkImport", () => {
  it("reads Buddhist-era and Gregorian days and names in either language into a draft", () => {
    const checked = checkedFile(shows([["งานอาหาร 2570", "Food Fair 2027", "1/3/2570", "2027-03-03", "bitec bangna", "กทม.", "Food and Beverage", "RX Tradex Co., Ltd."]]));
    const [row] = checked.rows;
    expect(row!.errors).toEqual([]);
    expect(row!.data).toMatchObject({
      name: "งานอาหาร 2570",
      start_date: "2027-03-01",
      end_date: "2027-03-03",
      venue: 7,
      province: "Bangkok",
      industry: "food-beverage",
      organizer: 3,
      scope: "thai",
      country: "Thailand",
      event_status: "scheduled",
      slug: null,
      publishedAt: null,
    });
  });

  it("says every problem by row and column, and makes nothing of a row with one", () => {
    const checked = checkedFile(
      shows([
        ["งานดี", "", "31/02/2570", "2/3/2570", "", "", "อาหารและเครื่องดื่ม", ""],
        ["งานแปลก", "", "1/3/2570", "2/3/2570", "", "", "Space mining", "Nobody Ltd"],
        ["", "", "5/3/2570", "1/3/2570", "", "", "", ""],
      ]),
    );
    const errors = checked.rows.map((row) => ({ row: row.row, data: row.data, errors: row.errors.map((e) => `${e.column}:${e.key}`) }));
    expect(errors).toEqual([
      { row: 2, data: null, errors: ["startDate:import.errors.day.noSuchDay"] },
      { row: 3, data: null, errors: ["industry:import.errors.unknown.sectors", "organizer:import.errors.unknownOrganizer"] },
      { row: 4, data: null, errors: ["showName:content.errors.required", "endDate:import.errors.endBeforeStart"] },
    ]);
    const view = dryRunOf(checked, "th", (day) => day);
    expect(view.counts).toEqual({ rows: 3, valid: 0, invalid: 3, existing: 0 });
    expect(view.problems[0]).toMatchObject({ row: 2, column: "startDate", letter: "C", value: "31/02/2570", fixable: true });
  });

  it("leaves out rows already on the site and says which rows of the file repeat each other", () => {
    const checked = checkedFile(
      shows([
        ["ไทยเฟ็กซ์ 2570", "THAIFEX 2027", "25/5/2570", "29/5/2570", "", "", "", ""],
        ["งานใหม่", "New Fair", "1/6/2027", "2/6/2027", "", "", "", ""],
        ["งานใหม่ (ซ้ำ)", "new fair", "2027-06-01", "2027-06-02", "", "", "", ""],
      ]),
    );
    expect(checked.rows.map((row) => [row.existing, isValidRow(row), row.errors.map((e) => e.values)])).toEqual([
      [40, false, []],
      [null, true, []],
      [null, false, [{ row: 3 }]],
    ]);
  });

  it("takes a venue outside the directory as the show's venue name, and a show abroad as international", () => {
    const checked = checkedFile(toCsv(["Name in Thai", "Start date", "End date", "Venue", "Country"], [["งานเยอรมัน", "2027-04-12", "2027-04-16", "Messe Frankfurt", "เยอรมนี"]]));
    expect(checked.rows[0]!.data).toMatchObject({ venue: null, venue_name: "Messe Frankfurt", venue_name_en: "Messe Frankfurt", country: "Germany", scope: "international" });
  });

  it("refuses a file it cannot take as a whole", () => {
    expect(checkImport("venues", "", labels, lookups)).toEqual({ ok: false, problem: "empty" });
    expect(checkImport("venues", 'a,b\n"open', labels, lookups)).toEqual({ ok: false, problem: "unreadable" });
    expect(checkImport("trade-shows", "Name in Thai\nงาน", labels, lookups)).toMatchObject({ ok: false, problem: "missingColumns" });
  });
});

describe("withFixes", () => {
  it("writes the cells fixed on the page into the file, and leaves the text alone when nothing changes", () => {
    const text = shows([["งานดี", "", "31/02/2570", "2/3/2570", "", "", "", ""]]);
    expect(withFixes("trade-shows", text, labels, [{ row: 2, column: "startDate", value: "31/02/2570" }])).toBe(text);
    const fixed = withFixes("trade-shows", text, labels, [{ row: 2, column: "startDate", value: "1/3/2570" }]);
    const parsed = parseCsv(fixed);
    expect(parsed.ok && parsed.records[1]!.cells[2]).toBe("1/3/2570");
  });
});

describe("the template", () => {
  it("heads every column in both languages, and reads back as two example rows", () => {
    for (const kind of ["trade-shows", "thai-events", "venues"] as const) {
      const csv = importTemplate(kind, (key) => templateHeader(th.columns[key], en.columns[key]), 2027);
      const parsed = parseCsv(csv);
      if (!parsed.ok) throw new Error("template unreadable");
      expect(parsed.records[0]!.cells).toEqual(IMPORT_COLUMNS[kind].map((col) => `${th.columns[col.key]} / ${en.columns[col.key]}`));
      const checked = checkImport(kind, csv, labels, lookups);
      expect(checked.ok && checked.rows.length).toBe(2);
    }
  });

  it("names spreadsheet columns by letter", () => {
    expect([0, 25, 26, 27, 51, 52].map(columnLetter)).toEqual(["A", "Z", "AA", "AB", "AZ", "BA"]);
  });
});
