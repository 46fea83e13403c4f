import { describe, expect, it } from "vitest";
import { localeEntries } from "./entries";
import { MAX_BYTES_PER_SITEMAP, MAX_URLS_PER_SITEMAP, splitIntoParts } from "./parts";

const SITE = "https://expolink.example";
const entries = (count: number, path = (i: number) => `/Job-details/job-${i}`) => Array.from({ length: count }, (_, i) => localeEntries(SITE, path(i))).flat();
const urls = (xml: string) => (xml.match(/<url>/g) ?? []).length;
const bytes = (xml: string) => new TextEncoder().encode(xml).byteLength;

describe("sitemap parts", () => {
  it("keeps to the protocol's limits with a margin: 50,000 URLs, 45 MB", () => {
    expect(MAX_URLS_PER_SITEMAP).toBe(50_000);
    expect(MAX_BYTES_PER_SITEMAP).toBeLessThan(50 * 1024 * 1024);
  });

  it("cuts at the count when the URLs are short", () => {
    const parts = splitIntoParts(entries(25), { urls: 20, bytes: 10_000_000 });
    expect(parts.map(urls)).toEqual([20, 20, 10]);
  });

  it("cuts at the size when the URLs are long, before the count is reached, every part whole XML", () => {
    const long = entries(30, (i) => `/Job-details/${"a-very-long-slug-".repeat(20)}${i}`);
    const parts = splitIntoParts(long, { urls: 1_000, bytes: 20_000 });
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(bytes(part)).toBeLessThanOrEqual(20_000);
      expect(part.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(part.trimEnd().endsWith("</urlset>")).toBe(true);
    }
    expect(parts.map(urls).reduce((a, b) => a + b)).toBe(60);
  });

  it("gives one empty file for no entries", () => {
    expect(splitIntoParts([]).map(urls)).toEqual([0]);
  });
});
