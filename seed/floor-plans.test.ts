import { describe, expect, it } from "vitest";
import { BOOTH_NUMBER } from "../app/domain/booths";
import { boothPositions } from "../app/lib/floor-plan";
import { seedData, type SeedRecord } from "./index";

const list = (plural: string): SeedRecord[] => seedData[plural] ?? [];
const halls = list("halls");
const booths = list("booths");
const types = new Map(list("booth-types").map((type) => [type.id, type]));
const shows = new Map(list("trade-shows").map((show) => [show.id, show]));
const venueSlug = new Map(list("venues").map((venue) => [venue.id, venue.slug]));

const planShows = [...new Set(halls.map((hall) => hall.trade_show as number))].map((id) => shows.get(id)!);
const showAt = (venue: string) => planShows.find((show) => venueSlug.get(show.venue as number) === venue)!;
const hallsOf = (show: SeedRecord) => halls.filter((hall) => hall.trade_show === show.id);
const boothsOf = (show: SeedRecord) => booths.filter((booth) => booth.trade_show === show.id);
const boothsIn = (hall: SeedRecord) => booths.filter((booth) => booth.hall === hall.id);

interface Box {
  x: number;
  y: number;
  width: number;
  depth: number;
}
const box = (booth: SeedRecord) => booth as unknown as Box & SeedRecord;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.depth && b.y < a.y + a.depth;

describe("seeded floor plans", () => {
  it("draw a show at BITEC with at least 300 booths over several halls, and one at IMPACT with 120 to 200", () => {
    expect(planShows).toHaveLength(2);
    for (const show of planShows) expect(show.reservation_open, String(show.slug)).toBe(true);
    const bitec = showAt("bitec-bangna");
    const impact = showAt("impact-muang-thong-thani");
    expect(hallsOf(bitec).length).toBeGreaterThanOrEqual(2);
    expect(boothsOf(bitec).length).toBeGreaterThanOrEqual(300);
    for (const hall of hallsOf(bitec)) expect(hall.name_en).toMatch(/^Hall EH \d+$/);
    expect(boothsOf(impact).length).toBeGreaterThanOrEqual(120);
    expect(boothsOf(impact).length).toBeLessThanOrEqual(200);
    for (const hall of hallsOf(impact)) expect(hall.name_en).toMatch(/^Hall \d+$/);
    for (const hall of halls) {
      expect(hall.name).toMatch(/^ฮอลล์ /);
      expect(hall.width_m as number).toBeGreaterThanOrEqual(90);
      expect(hall.width_m as number).toBeLessThanOrEqual(120);
      expect(hall.depth_m as number).toBeGreaterThanOrEqual(60);
      expect(hall.depth_m as number).toBeLessThanOrEqual(80);
      expect(boothsIn(hall).length, String(hall.name_en)).toBeGreaterThan(0);
    }
  });

  it("keep every booth inside its hall, of its hall's show, and never on top of another", () => {
    const hallById = new Map(halls.map((hall) => [hall.id, hall]));
    for (const booth of booths) {
      const hall = hallById.get(booth.hall as number)!;
      const b = box(booth);
      expect(booth.trade_show, String(booth.number)).toBe(hall.trade_show);
      expect(b.x >= 0 && b.y >= 0, String(booth.number)).toBe(true);
      expect(b.x + b.width, String(booth.number)).toBeLessThanOrEqual(hall.width_m as number);
      expect(b.y + b.depth, String(booth.number)).toBeLessThanOrEqual(hall.depth_m as number);
    }
    for (const hall of halls) {
      const inHall = boothsIn(hall).map(box);
      const clashes: string[] = [];
      for (let i = 0; i < inHall.length; i++) {
        for (let j = i + 1; j < inHall.length; j++) {
          if (overlap(inHall[i]!, inHall[j]!)) clashes.push(`${String(inHall[i]!.number)} / ${String(inHall[j]!.number)}`);
        }
      }
      expect(clashes, String(hall.name_en)).toEqual([]);
    }
  });

  it("number each booth once per show, as organizers write numbers", () => {
    for (const show of planShows) {
      const numbers = boothsOf(show).map((booth) => booth.number as string);
      expect(new Set(numbers).size, String(show.slug)).toBe(numbers.length);
      for (const number of numbers) expect(number).toMatch(BOOTH_NUMBER);
    }
  });

  it("give each booth a booth type of its show whose kind and size fit its shape", () => {
    for (const booth of booths) {
      const type = types.get(booth.booth_type as number);
      const b = box(booth);
      expect(type?.trade_show, String(booth.number)).toBe(booth.trade_show);
      expect(b.width * b.depth, String(booth.number)).toBe(type!.size_sqm);
      const shape = `${Math.min(b.width, b.depth)}x${Math.max(b.width, b.depth)}`;
      const kinds: Record<string, string[]> = { "3x3": ["shell-scheme", "corner"], "6x6": ["raw-space"], "6x9": ["peninsula"], "12x12": ["island"] };
      expect(kinds[shape], `${String(booth.number)} is ${shape}`).toContain(type!.kind);
    }
  });

  it("give a booth the kind its open sides make it (app/lib/floor-plan.ts): corners at row ends, shells between", () => {
    const expected: Record<string, string | null> = { "shell-scheme": null, corner: "corner", peninsula: "peninsula", island: "island" };
    for (const hall of halls) {
      const inHall = boothsIn(hall).map(box);
      const positions = boothPositions(inHall, { width: hall.width_m as number, depth: hall.depth_m as number });
      inHall.forEach((booth, i) => {
        const kind = String(types.get(booth.booth_type as number)!.kind);
        if (kind in expected) expect(positions[i], `${String(booth.number)} (${kind})`).toBe(expected[kind]);
      });
    }
  });

  it("book about a fifth of each show to named exhibitors, block a few booths a hall and hold none", () => {
    for (const show of planShows) {
      const all = boothsOf(show);
      const booked = all.filter((booth) => booth.state === "booked");
      expect(booked.length / all.length, String(show.slug)).toBeGreaterThanOrEqual(0.15);
      expect(booked.length / all.length, String(show.slug)).toBeLessThanOrEqual(0.25);
      for (const booth of booked) {
        expect(booth.exhibitor, String(booth.number)).toMatch(/^บริษัท .+ จำกัด$/);
        expect(booth.exhibitor_en, String(booth.number)).toMatch(/^[A-Za-z][A-Za-z .&()-]+ (Co\., Ltd\.)$/);
      }
      const names = booked.map((booth) => booth.exhibitor_en);
      expect(new Set(names).size, `${String(show.slug)}: one name per booked booth`).toBe(names.length);
    }
    for (const hall of halls) {
      const blocked = boothsIn(hall).filter((booth) => booth.state === "blocked");
      expect(blocked.length, String(hall.name_en)).toBeGreaterThanOrEqual(2);
      expect(blocked.length, String(hall.name_en)).toBeLessThanOrEqual(6);
    }
    for (const booth of booths) {
      expect(["available", "booked", "blocked"], String(booth.number)).toContain(booth.state);
      if (booth.state !== "booked") expect([booth.exhibitor, booth.exhibitor_en], String(booth.number)).toEqual([undefined, undefined]);
      expect([booth.hold, booth.booth_reservation, booth.held_until], String(booth.number)).toEqual([undefined, undefined, undefined]);
    }
  });

  it("count a plan show's booths of each type as that type's quantity", () => {
    for (const show of planShows) {
      const ofShow = [...types.values()].filter((type) => type.trade_show === show.id);
      expect(ofShow.length, String(show.slug)).toBeGreaterThan(0);
      for (const type of ofShow) {
        const count = boothsOf(show).filter((booth) => booth.booth_type === type.id).length;
        expect(count, `${String(show.slug)} ${String(type.kind)}`).toBeGreaterThan(0);
        expect(type.quantity, `${String(show.slug)} ${String(type.kind)}`).toBe(count);
      }
    }
  });
});
