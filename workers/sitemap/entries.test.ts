import { describe, expect, it } from "vitest";
import { FIXED_PATHS, localeEntries } from "./entries";

const SITE = "https://expolink.example";

describe("sitemap entries", () => {
  it("lists each page in both locales with th, en and x-default alternates", () => {
    const [th, en] = localeEntries(SITE, "/venue-show-details/bitec", "2026-10-01");
    expect(th?.loc).toBe("https://expolink.example/venue-show-details/bitec");
    expect(en?.loc).toBe("https://expolink.example/en/venue-show-details/bitec");
    expect(th?.alternates.map((a) => a.hreflang)).toEqual(["th", "en", "x-default"]);
    expect(th?.lastmod).toBe("2026-10-01");
  });

  it("leaves out pages that are not for search engines", () => {
    expect(FIXED_PATHS).toContain("/aboutus");
    expect(FIXED_PATHS).not.toContain("/login");
    expect(FIXED_PATHS.some((path) => path.includes(":"))).toBe(false);
  });
});
