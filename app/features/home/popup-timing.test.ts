import { describe, expect, it } from "vitest";
import { isSecondPage, popupDelay, READING_MS } from "./popup-timing";

describe("popupDelay", () => {
  it("waits for 30 s of reading on a desktop's first page, and never opens on a phone's", () => {
    expect(popupDelay({ secondPage: false, phone: false })).toBe(READING_MS);
    expect(READING_MS).toBe(30_000);
    expect(popupDelay({ secondPage: false, phone: true })).toBeNull();
  });

  it("opens at once (the next idle moment) from the second page on, phones included", () => {
    expect(popupDelay({ secondPage: true, phone: false })).toBe(0);
    expect(popupDelay({ secondPage: true, phone: true })).toBe(0);
  });
});

describe("isSecondPage", () => {
  const origin = "https://expolink.example";
  it("counts a client navigation and a link from the same site", () => {
    expect(isSecondPage({ idx: 2, key: "k" }, "", origin)).toBe(true);
    expect(isSecondPage(null, "https://expolink.example/news-lists", origin)).toBe(true);
  });

  it("does not count a landing from elsewhere, a typed address or a first entry", () => {
    expect(isSecondPage({ idx: 0 }, "", origin)).toBe(false);
    expect(isSecondPage(null, "https://www.google.com/", origin)).toBe(false);
    expect(isSecondPage(undefined, "not a url", origin)).toBe(false);
  });
});
