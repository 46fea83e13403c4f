import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("lowercases Latin titles, drops punctuation and joins words with one hyphen", () => {
    expect(slugify("Metalex 2026: Asia's Machine Tools Show!")).toBe("metalex-2026-asias-machine-tools-show");
    expect(slugify("  Many   spaces here ")).toBe("many-spaces-here");
  });

  it("keeps Thai letters, vowels and tone marks", () => {
    expect(slugify("งานแสดงสินค้า อาหาร ปี 2569")).toBe("งานแสดงสินค้า-อาหาร-ปี-2569");
    expect(slugify("เปิดจองบูธ “ไทยเฟค” แล้ววันนี้!")).toBe("เปิดจองบูธ-ไทยเฟค-แล้ววันนี้");
  });

  it("cuts to 50 characters without a trailing hyphen", () => {
    const slug = slugify("a".repeat(49) + " bcd");
    expect(slug).toBe("a".repeat(49));
    expect(slugify("ก".repeat(80))).toHaveLength(50);
  });

  it("gives '-' for an empty or symbol-only title", () => {
    expect(slugify("")).toBe("-");
    expect(slugify(null)).toBe("-");
    expect(slugify("!!! ???")).toBe("-");
  });
});
