import { describe, expect, it } from "vitest";
import { notFoundMessage, parseIdParam } from "./route-params";

describe("id params", () => {
  it("accepts numeric ids and slugs in Thai or English", () => {
    expect(parseIdParam("42")).toBe("42");
    expect(parseIdParam("metalex-2026")).toBe("metalex-2026");
    expect(parseIdParam("งานแสดงสินค้า-อาหาร-2569")).toBe("งานแสดงสินค้า-อาหาร-2569");
  });

  it("rejects empty, overlong and punctuated values", () => {
    expect(parseIdParam("")).toBeNull();
    expect(parseIdParam(undefined)).toBeNull();
    expect(parseIdParam("a".repeat(121))).toBeNull();
    expect(parseIdParam("1;DROP TABLE")).toBeNull();
    expect(parseIdParam("..")).toBeNull();
    expect(parseIdParam("a.b")).toBeNull();
  });

  it("keeps the two 404 texts apart", () => {
    expect(notFoundMessage({ reason: "unmatched", path: "/x" })).toBe("Page not found: /x");
    expect(notFoundMessage({ reason: "invalid", path: "/news-details/a.b" })).toBe("Page Not Found: /news-details/a.b");
  });
});
