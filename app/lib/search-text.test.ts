import { describe, expect, it } from "vitest";
import { foldText, indexText, longPrefixes, matchesEvery, matchExpression, searchWords } from "./search-text";

describe("searchWords", () => {
  it("cuts Thai text, written without spaces, into dictionary words", () => {
    expect(searchWords("งานแสดงสินค้าอาหาร")).toEqual(["งาน", "แสดง", "สินค้า", "อาหาร"]);
  });

  it("keeps Thai vowel and tone marks inside their words", () => {
    expect(searchWords("เครื่องดื่ม").join("")).toBe("เครื่องดื่ม");
  });

  it("folds Latin case and accents and drops punctuation", () => {
    expect(searchWords("Café  MÉTALEX – 2026!")).toEqual(["cafe", "metalex", "2026"]);
  });

  it("reads mixed scripts word by word", () => {
    expect(searchWords("METALEX เมทัลเล็กซ์")[0]).toBe("metalex");
    expect(searchWords("METALEX เมทัลเล็กซ์").slice(1).join("")).toBe("เมทัลเล็กซ์");
  });
});

describe("foldText", () => {
  it("leaves Thai unchanged, SARA AM included", () => {
    expect(foldText("ไทยเฟ็กซ์")).toBe("ไทยเฟ็กซ์");
    expect(foldText("ประจำปี")).toBe("ประจำปี");
    expect(searchWords("ประจำปี")).toEqual(["ประจำ", "ปี"]);
  });
});

describe("indexText", () => {
  it("joins the words of several texts with single spaces and skips empty ones", () => {
    expect(indexText("Canton Fair", null, "", "แคนตันแฟร์")).toMatch(/^canton fair \S/);
  });
});

describe("matchExpression", () => {
  it("asks for every word as a quoted prefix", () => {
    expect(matchExpression("Canton fai")).toBe('"canton"* AND "fai"*');
  });

  it("segments a Thai query like the index", () => {
    expect(matchExpression("แสดงสินค้า")).toBe('"แสดง"* AND "สินค้า"*');
  });

  it("cannot be broken by FTS5 syntax in the input", () => {
    expect(matchExpression('a" OR b NEAR(')).toBe('"a"* AND "or"* AND "b"* AND "near"*');
  });

  it("is null when nothing searchable is left", () => {
    expect(matchExpression("  !!! ")).toBeNull();
    expect(matchExpression("")).toBeNull();
  });

  it("drops repeated words and keeps at most eight", () => {
    expect(matchExpression("fair fair fair")).toBe('"fair"*');
    expect(matchExpression("a b c d e f g h i j")?.split(" AND ")).toHaveLength(8);
  });

  it("asks a word by the indexed words it starts when they are given, and as a prefix otherwise", () => {
    const started = new Map([["expo", ["expo", "export"]], ["fair", []]]);
    expect(matchExpression("Expo fair 2027", started)).toBe('("expo" OR "export") AND "fair"* AND "2027"*');
  });
});

describe("longPrefixes", () => {
  it("names the single-token words longer than the index's prefix indexes", () => {
    expect(longPrefixes("Expo BIG fair 2027 ab อาหาร o'neil 1,000")).toEqual(["expo", "fair", "2027", "อาหาร"]);
  });
});

describe("matchesEvery", () => {
  const title = indexText("เมทัลเล็กซ์ 2027", "METALEX 2027");
  it("finds every word of a query as a prefix, as the index's MATCH does", () => {
    expect(matchesEvery(title, "metal")).toBe(true);
    expect(matchesEvery(title, "Métalex 2027")).toBe(true);
    expect(matchesEvery(title, "เมทัล")).toBe(true);
  });

  it("misses when one word is not there, or is only inside another word", () => {
    expect(matchesEvery(title, "metalex canton")).toBe(false);
    expect(matchesEvery(title, "talex")).toBe(false);
  });
});
