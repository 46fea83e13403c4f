import { describe, expect, it } from "vitest";
import {
  chooseLocaleHref,
  localeFromAcceptLanguage,
  localeFromPath,
  localizePath,
  preferredLocale,
  stripLocale,
  switchLocalePath,
} from "./locale";

describe("locale paths", () => {
  it("reads the locale from the prefix only", () => {
    expect(localeFromPath("/")).toBe("th");
    expect(localeFromPath("/en")).toBe("en");
    expect(localeFromPath("/en/news-lists")).toBe("en");
    expect(localeFromPath("/english-news")).toBe("th");
  });

  it("strips and adds the English prefix", () => {
    expect(stripLocale("/en/venue-show-details/impact")).toBe("/venue-show-details/impact");
    expect(stripLocale("/en")).toBe("/");
    expect(stripLocale("/news-lists")).toBe("/news-lists");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/jobs-lists", "en")).toBe("/en/jobs-lists");
    expect(localizePath("/jobs-lists", "th")).toBe("/jobs-lists");
    expect(localizePath("https://example.com/x", "en")).toBe("https://example.com/x");
  });

  it("switches language on the same page and keeps the query", () => {
    expect(switchLocalePath("/news-lists", "?page=3", "en")).toBe("/en/news-lists?page=3");
    expect(switchLocalePath("/en/news-lists", "?page=3", "th")).toBe("/news-lists?page=3");
    expect(switchLocalePath("/en", "", "th")).toBe("/");
  });

  it("marks the switcher's address as a choice, keeping the query and replacing an earlier mark", () => {
    expect(chooseLocaleHref("/news-lists", "?page=3", "en")).toBe("/en/news-lists?page=3&set-lang=en");
    expect(chooseLocaleHref("/en", "", "th")).toBe("/?set-lang=th");
    expect(chooseLocaleHref("/en/thai-trade-show-lists", "?q=Loy+Krathong&set-lang=en", "th")).toBe("/thai-trade-show-lists?q=Loy+Krathong&set-lang=th");
  });
});

describe("preferred locale", () => {
  it("follows Accept-Language with quality values", () => {
    expect(localeFromAcceptLanguage("en-US,en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("th-TH,th;q=0.9,en;q=0.8")).toBe("th");
    expect(localeFromAcceptLanguage("en;q=0.5,th;q=0.9")).toBe("th");
    expect(localeFromAcceptLanguage("fr-FR,en;q=0.7")).toBe("en");
    expect(localeFromAcceptLanguage("fr-FR,de")).toBe("th");
    expect(localeFromAcceptLanguage(undefined)).toBe("th");
  });

  it("lets a saved choice win over the header", () => {
    expect(preferredLocale("th", "en-US")).toBe("th");
    expect(preferredLocale("en", "th-TH")).toBe("en");
    expect(preferredLocale("fr", "en-GB")).toBe("en");
  });
});
