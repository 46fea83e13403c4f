import { describe, expect, it } from "vitest";
import { collectSeedImages, type SeedImageRef } from "../seed/index.ts";
import sharp from "sharp";
import { rasterise, renderSeedImage } from "./generate-seed-images.ts";

const refs = collectSeedImages();
const ref = (path: string): SeedImageRef => {
  const found = refs.find((r) => r.path === path);
  if (!found) throw new Error(`no seed image ${path}`);
  return found;
};
/** The drawing without its text: what differs between two compositions, not between two names. */
const shapes = (svg: string) => svg.replace(/<text[^>]*>.*?<\/text>/g, "").replace(/-?\d+(\.\d+)?/g, "#");

describe("seed images look like their record", () => {
  it("gives a food fair and a motor show different drawings", () => {
    const food = renderSeedImage(ref("/seed/trade-shows/thaifex-anuga-asia-2026.webp"));
    const motor = renderSeedImage(ref("/seed/trade-shows/bangkok-international-motor-show-2027.webp"));
    expect(shapes(food)).not.toEqual(shapes(motor));
  });

  it("bakes no words into pictures shown on Thai and English pages alike: only client logos have letters", () => {
    const worded = refs.filter((r) => !r.path.startsWith("/seed/clients/") && /<text/.test(renderSeedImage(r))).map((r) => r.path);
    expect(worded).toEqual([]);
  });

  it("gives every Thai event its own picture, and events of different kinds different scenes", () => {
    const covers = refs.filter((r) => /^\/seed\/thai-events\/[a-z0-9-]+-\d{4}\.webp$/.test(r.path));
    expect(covers.length).toBeGreaterThan(10);
    expect(new Set(covers.map((r) => renderSeedImage(r).replace(/<title>.*?<\/title>/, ""))).size).toBe(covers.length);
    const scenes = new Set(covers.map((r) => shapes(renderSeedImage(r)).replace(/<title>.*?<\/title>/, "")));
    expect(scenes.size).toBeGreaterThanOrEqual(8);
  });

  it("gives two shows of one industry different covers", () => {
    const food = refs.filter((r) => r.theme === "food-beverage" && /^\/seed\/trade-shows\/[a-z0-9-]+\.webp$/.test(r.path) && !/-\d\.webp$/.test(r.path));
    expect(food.length).toBeGreaterThan(1);
    expect(new Set(food.map((r) => renderSeedImage(r).replace(/<title>.*?<\/title>/, ""))).size).toBe(food.length);
  });

  it("draws the scene each gallery caption names", () => {
    const gallery = refs.filter((r) => r.path.startsWith("/seed/galleries/gallery-thaifex-anuga-asia-2026-"));
    const entrance = gallery.find((r) => r.caption.startsWith("Visitors arriving at the entrance"))!;
    const stage = gallery.find((r) => r.caption.startsWith("The seminar stage"))!;
    const above = gallery.find((r) => r.caption.startsWith("The hall from above"))!;
    const drawings = new Set([entrance, stage, above].map((r) => shapes(renderSeedImage(r))));
    expect(drawings.size).toBe(3);
  });

  it("gives venues of different kinds different facades", () => {
    const facades = refs.filter((r) => r.collection === "venue-shows" || r.path.match(/^\/seed\/venues\/[a-z-]+\.webp$/));
    const sectors = new Map<string, string>();
    for (const r of facades) if (!sectors.has(r.theme)) sectors.set(r.theme, shapes(renderSeedImage(r)));
    expect(sectors.size).toBeGreaterThanOrEqual(5);
    expect(new Set(sectors.values()).size).toBe(sectors.size);
  });

  it("writes each client's name as its logo, not initials", () => {
    for (const r of refs.filter((x) => x.path.startsWith("/seed/clients/"))) {
      const svg = renderSeedImage(r);
      const brand = r.name.split(/\s+/)[0]!;
      expect(svg, r.path).toContain(brand);
      expect(svg, r.path).toContain('role="img"');
    }
  });

  it("turns a drawing into the same WebP bytes every time, at the drawing's own size", async () => {
    const svg = renderSeedImage(ref("/seed/venues/bitec-bangna.webp"));
    const [first, second] = [await rasterise(svg), await rasterise(svg)];
    expect(first.equals(second)).toBe(true);
    const { format, width, height } = await sharp(first).metadata();
    expect([format, width, height]).toEqual(["webp", 1200, 800]);
  });

  it("renders the same file twice for the same record, with a title and no embedded font", () => {
    for (const r of refs.slice(0, 40)) {
      const svg = renderSeedImage(r);
      expect(renderSeedImage(r)).toBe(svg);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg).not.toMatch(/@font-face|base64/);
    }
  });
});
