import { describe, expect, it } from "vitest";
import { firstFreeSlug, recordSlugFrom, SLUG_MAX_LENGTH, slugify } from "./slug";

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

describe("a record's slug", () => {
  it("follows the same rule in the characters a slug field takes, accents dropped", () => {
    expect(recordSlugFrom("METALEX 2027: Thailand's Machine Tools Show")).toBe("metalex-2027-thailands-machine-tools-show");
    expect(recordSlugFrom("  Café  Expo — Chiang Mai  ")).toBe("cafe-expo-chiang-mai");
    expect(recordSlugFrom("A".repeat(80)).length).toBe(SLUG_MAX_LENGTH);
  });

  it("loses Thai letters, which no slug field takes: a Thai title alone gives nothing to name it by", () => {
    expect(recordSlugFrom("งานแสดงสินค้าอาหาร 2027")).toBe("2027");
    expect(recordSlugFrom("งานแสดงสินค้าอาหาร")).toBe("");
  });

  it("takes a suffix when another record has it, within the length", () => {
    expect(firstFreeSlug("propak-asia-2027", new Set())).toBe("propak-asia-2027");
    expect(firstFreeSlug("propak-asia-2027", new Set(["propak-asia-2027", "propak-asia-2027-2"]))).toBe("propak-asia-2027-3");
    const long = "b".repeat(SLUG_MAX_LENGTH);
    expect(firstFreeSlug(long, new Set([long]))).toBe(`${"b".repeat(SLUG_MAX_LENGTH - 2)}-2`);
  });
});
