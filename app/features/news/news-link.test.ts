import { describe, expect, it } from "vitest";
import { newsDetailPath } from "../../lib/news-link";

describe("newsDetailPath", () => {
  it("spells the news link with the title slug and the encoded id", () => {
    expect(newsDetailPath(7, "Medical Fair Thailand 2027!")).toBe("/news-details/medical-fair-thailand-2027?c=7");
  });

  it("keeps Thai titles readable once decoded", () => {
    const path = newsDetailPath(1, "เมทัลเล็กซ์ 2026 เปิดฉากที่ไบเทค");
    expect(decodeURIComponent(path)).toBe("/news-details/เมทัลเล็กซ์-2026-เปิดฉากที่ไบเทค?c=1");
    expect(path).toMatch(/^[\x21-\x7e]+$/);
  });

  it("uses '-' for an empty title", () => {
    expect(newsDetailPath("12", "")).toBe("/news-details/-?c=12");
  });
});
