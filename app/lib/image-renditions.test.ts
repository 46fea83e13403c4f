import { describe, expect, test } from "vitest";
import { renditionPath, srcSet } from "./image-renditions";

describe("picture renditions", () => {
  test("a rendition sits beside its picture, the width before the extension", () => {
    expect(renditionPath("/seed/news/fair-2027.webp", 640)).toBe("/seed/news/fair-2027-640.webp");
    expect(renditionPath("https://cdn.example.com/a.b/c.jpg", 320)).toBe("https://cdn.example.com/a.b/c-320.jpg");
    expect(renditionPath("/uploads/noext", 320)).toBe("/uploads/noext-320");
  });

  test("the srcset lists the narrower renditions, then the picture at its own width", () => {
    expect(srcSet("/p/a.webp", 1200, [640])).toBe("/p/a-640.webp 640w, /p/a.webp 1200w");
    expect(srcSet("/p/a.webp", 1920, [640, 1280])).toBe("/p/a-640.webp 640w, /p/a-1280.webp 1280w, /p/a.webp 1920w");
  });

  test("no srcset without a width or a narrower rendition: the src alone is the answer", () => {
    expect(srcSet("/p/a.webp", undefined, [640])).toBeUndefined();
    expect(srcSet("/p/a.webp", 1200, undefined)).toBeUndefined();
    expect(srcSet("/p/a.webp", 400, [640])).toBeUndefined();
    expect(srcSet("/p/a.webp", 640, [640, 0, -3])).toBeUndefined();
  });
});
