import { afterAll, describe, expect, it, vi } from "vitest";
import { TEST_TODAY } from "../scripts/test-clock.mjs";
import { yearsIn } from "./dates";
import type { SeedRecord } from "./lib";

/**
 * The seed on any day of the next two years (decision 052): it moves a whole week at a time, so each week's seed is
 * built once (the clock set, the modules loaded afresh) and checked on the last day of its week, the furthest the
 * data lags behind the calendar.
 */
const DAY_MS = 86_400_000;
const WEEKS = 105;
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const yearOfDay = (day: unknown) => Number(String(day).slice(0, 4));

async function seedOn(day: string): Promise<Record<string, SeedRecord[]>> {
  process.env.PORTAL_TODAY = day;
  vi.resetModules();
  return (await import("./index.ts")).seedData;
}

const weeks = Array.from({ length: WEEKS }, (_, week) => dayAfter(TEST_TODAY, week * 7));
const seeds: Array<{ firstDay: string; lastDay: string; seed: Record<string, SeedRecord[]> }> = [];
for (const firstDay of weeks) seeds.push({ firstDay, lastDay: dayAfter(firstDay, 6), seed: await seedOn(firstDay) });

afterAll(() => {
  process.env.PORTAL_TODAY = TEST_TODAY;
  vi.resetModules();
});

describe("the seed on any day of the next two years", () => {
  it("names in every show's and event's title only the years of its own dates", () => {
    const wrong = seeds.flatMap(({ firstDay, seed }) =>
      ["trade-shows", "thai-events"].flatMap((plural) =>
        (seed[plural] ?? []).flatMap((record) => {
          const own = [yearOfDay(record.start_date), yearOfDay(record.end_date)];
          return [record.name, record.name_en]
            .filter((title) => yearsIn(String(title)).some((year) => !own.includes(year)))
            .map((title) => `${firstDay}: "${title}" on ${record.start_date}–${record.end_date}`);
        }),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it("keeps a year of trade shows ahead: the furthest starts a year away, and no 45 days of that year go without one", () => {
    for (const { lastDay, seed } of seeds) {
      const starts = (seed["trade-shows"] ?? []).map((show) => String(show.start_date)).filter((start) => start >= lastDay).sort();
      expect(starts.at(-1)! >= dayAfter(lastDay, 365), `the furthest show seen on ${lastDay}`).toBe(true);
      const gaps = [lastDay, ...starts.filter((start) => start <= dayAfter(lastDay, 365))].slice(1).map((start, i, list) => {
        const before = i === 0 ? lastDay : list[i - 1]!;
        return (Date.parse(start) - Date.parse(before)) / DAY_MS;
      });
      expect(Math.max(...gaps), `the longest wait for a show seen on ${lastDay}`).toBeLessThanOrEqual(45);
    }
  });

  it("announces a show on its banner by the show's record, with no date of its own to drift; pop-ups keep the dates of theirs", () => {
    for (const { firstDay, seed } of seeds) {
      const metalex = (seed["trade-shows"] ?? []).find((show) => show.slug === "metalex-2027")!;
      const banner = (seed.banners ?? []).find((b) => b.trade_show === metalex.id)!;
      expect(String(banner.title_en), firstDay).toContain(String(metalex.name_en));
      // No range of days and no deadline in the banner's own words: the home page adds both from the record.
      for (const words of [banner.title, banner.title_en, banner.subtitle, banner.subtitle_en]) expect(String(words), firstDay).not.toMatch(/\d{1,2}\s*[–-]\s*\d{1,2}|until|ถึง/);
      const offer = (seed.popups ?? []).find((p) => p.link === "/package")!;
      expect(String(offer.title_en).startsWith(`${yearOfDay(offer.ends_at)} packages`), firstDay).toBe(true);
    }
  });
});
