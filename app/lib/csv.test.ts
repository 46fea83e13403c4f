import { describe, expect, it } from "vitest";
import { csvCell, parseCsv, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text and numbers alone", () => {
    expect(csvCell("อิมแพ็ค เมืองทองธานี")).toBe("อิมแพ็ค เมืองทองธานี");
    expect(csvCell(1200)).toBe("1200");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvCell("Hall 1, Hall 2")).toBe('"Hall 1, Hall 2"');
    expect(csvCell('the "big" hall')).toBe('"the ""big"" hall"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it("turns text that a spreadsheet would run as a formula into plain text", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+66 81 234 5678")).toBe("'+66 81 234 5678");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
  });
});

describe("toCsv", () => {
  it("starts with the UTF-8 byte-order mark and ends rows with CRLF", () => {
    const text = toCsv(["เลขที่", "ชื่อ"], [["QV-000001", "สมชาย, ใจดี"]]);
    const bytes = new TextEncoder().encode(text);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1)).toBe('เลขที่,ชื่อ\r\nQV-000001,"สมชาย, ใจดี"\r\n');
  });
});

describe("parseCsv", () => {
  it("reads what toCsv writes, Thai, quotes, commas and line breaks included", () => {
    const rows = [
      ["ฮอลล์ 1", 'the "big" hall', "A1, A2"],
      ["two\nlines", "", "=guarded"],
    ];
    const parsed = parseCsv(toCsv(["a", "b", "c"], rows));
    expect(parsed).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ["a", "b", "c"] },
        { line: 2, cells: ["ฮอลล์ 1", 'the "big" hall', "A1, A2"] },
        { line: 3, cells: ["two\nlines", "", "'=guarded"] },
      ],
    });
  });

  it("numbers records by the line they start on, skipping blank lines, with any line ending", () => {
    expect(parseCsv('a,b\r\n\r\n"x\ny",2\rlast,3')).toEqual({
      ok: true,
      records: [
        { line: 1, cells: ["a", "b"] },
        { line: 3, cells: ["x\ny", "2"] },
        { line: 5, cells: ["last", "3"] },
      ],
    });
  });

  it("takes the first line's semicolons or tabs as the delimiter", () => {
    expect(parseCsv("a;b;c\n1,5;2;3\n")).toEqual({ ok: true, records: [{ line: 1, cells: ["a", "b", "c"] }, { line: 2, cells: ["1,5", "2", "3"] }] });
    expect(parseCsv("a\tb\n1\t2")).toMatchObject({ ok: true, records: [{ cells: ["a", "b"] }, { cells: ["1", "2"] }] });
  });

  it("names the line of a quote left open", () => {
    expect(parseCsv('a,b\n1,"open\n2,3\n')).toEqual({ ok: false, line: 2 });
  });
});
