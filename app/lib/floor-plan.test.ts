import { describe, expect, it } from "vitest";
import {
  availableByType,
  boothPositions,
  compareBoothNumbers,
  effectiveState,
  exhibitorList,
  groupByHall,
  LABEL_SIZE_M,
  labelSize,
  searchExhibitors,
  sharedPrefix,
} from "./floor-plan";

const NOW = Date.parse("2026-11-26T10:00:00.000Z");
const minutes = (n: number) => new Date(NOW + n * 60_000).toISOString();

describe("effectiveState", () => {
  it("a hold whose end has come counts as available; one still running stays held", () => {
    expect(effectiveState({ state: "held", held_until: minutes(-1) }, NOW)).toBe("available");
    expect(effectiveState({ state: "held", held_until: minutes(0) }, NOW)).toBe("available");
    expect(effectiveState({ state: "held", held_until: minutes(14) }, NOW)).toBe("held");
  });

  it("a booth held by a booking (no end) stays held however late it is", () => {
    expect(effectiveState({ state: "held", held_until: null }, NOW)).toBe("held");
    expect(effectiveState({ state: "held" }, NOW + 365 * 86_400_000)).toBe("held");
  });

  it("booked, blocked and available do not look at held_until; no state is available", () => {
    expect(effectiveState({ state: "booked", held_until: minutes(-60) }, NOW)).toBe("booked");
    expect(effectiveState({ state: "blocked", held_until: minutes(-60) }, NOW)).toBe("blocked");
    expect(effectiveState({ state: "available" }, NOW)).toBe("available");
    expect(effectiveState({ state: null }, NOW)).toBe("available");
  });

  it("an end it cannot read keeps the booth held rather than selling it twice", () => {
    expect(effectiveState({ state: "held", held_until: "soon" }, NOW)).toBe("held");
  });
});

/** A 3 × 3 m booth at column `c`, row `r` of a grid with no aisles. */
const cell = (c: number, r: number, size = 3) => ({ x: c * size, y: r * size, width: size, depth: size });

describe("boothPositions", () => {
  it("a booth alone on the floor is an island", () => {
    expect(boothPositions([cell(2, 2)])).toEqual(["island"]);
  });

  it("a row of booths between aisles: the two ends are peninsulas, the middle ones open front and back only", () => {
    const row = [cell(0, 0), cell(1, 0), cell(2, 0), cell(3, 0)];
    expect(boothPositions(row)).toEqual(["peninsula", null, null, "peninsula"]);
  });

  it("a block two booths deep: the four ends are corners, the middle ones open on one side", () => {
    const block = [cell(0, 0), cell(1, 0), cell(2, 0), cell(0, 1), cell(1, 1), cell(2, 1)];
    expect(boothPositions(block)).toEqual(["corner", null, "corner", "corner", null, "corner"]);
  });

  it("a booth surrounded on all sides is open nowhere", () => {
    const grid = [0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => cell(c, r)));
    expect(boothPositions(grid)[4]).toBeNull();
  });

  it("edges a few centimetres apart touch; an aisle of a metre does not", () => {
    const off = [cell(0, 0), { ...cell(1, 0), x: 3.04 }, { ...cell(2, 0), x: 6.04 }];
    expect(boothPositions(off)).toEqual(["peninsula", null, "peninsula"]);
    const apart = [cell(0, 0), { ...cell(1, 0), x: 4 }];
    expect(boothPositions(apart)).toEqual(["island", "island"]);
  });

  it("booths that meet only at a corner point, or along less than the tolerance, do not close a side", () => {
    expect(boothPositions([cell(0, 0), cell(1, 1)])).toEqual(["island", "island"]);
    const sliver = [cell(0, 0), { x: 3, y: 2.97, width: 3, depth: 3 }];
    expect(boothPositions(sliver)).toEqual(["island", "island"]);
  });

  it("a wide booth next to a narrower one is closed on that side", () => {
    const wide = { x: 0, y: 0, width: 6, depth: 6 };
    const small = { x: 6, y: 1.5, width: 3, depth: 3 };
    expect(boothPositions([wide, small])).toEqual(["peninsula", "peninsula"]);
  });

  it("with the hall's size, a side against the wall faces no aisle", () => {
    const hall = { width: 30, depth: 20 };
    expect(boothPositions([cell(0, 0)], hall)).toEqual(["corner"]);
    expect(boothPositions([{ x: 27, y: 8, width: 3, depth: 3 }], hall)).toEqual(["peninsula"]);
    expect(boothPositions([cell(0, 0)])).toEqual(["island"]);
  });

  it("600 booths take one pass, not every pair", () => {
    const booths = Array.from({ length: 600 }, (_, i) => cell(i % 30, Math.floor(i / 30)));
    const started = performance.now();
    const positions = boothPositions(booths);
    expect(performance.now() - started).toBeLessThan(200);
    expect(positions.filter((p) => p === "corner")).toHaveLength(4);
  });
});

describe("availableByType", () => {
  it("counts the booths available now per type: an ended hold is stock again, a booking's hold is not", () => {
    const counts = availableByType(
      [
        { type: 1, state: "available" },
        { type: 1, state: "held", held_until: minutes(-5) },
        { type: 1, state: "held", held_until: null },
        { type: 1, state: "booked" },
        { type: 2, state: "held", held_until: minutes(5) },
        { type: 3, state: "blocked" },
        { type: null, state: "available" },
      ],
      NOW,
    );
    expect(counts.get(1)).toBe(2);
    expect(counts.has(2)).toBe(false);
    expect(counts.has(3)).toBe(false);
    expect([...counts.keys()]).toEqual([1]);
  });
});

describe("compareBoothNumbers", () => {
  it("orders numbers as people read them", () => {
    expect(["A10", "B1", "a2", "A1", "H98-3", "H98-10", "10", "9"].sort(compareBoothNumbers)).toEqual(["9", "10", "A1", "a2", "A10", "B1", "H98-3", "H98-10"]);
  });
});

describe("searchExhibitors", () => {
  const booths = [
    { number: "A12", exhibitor: "บริษัท สยามเมทัล จำกัด", exhibitor_en: "Siam Metal Co., Ltd." },
    { number: "A2", exhibitor: "บริษัท สยามเมทัล จำกัด", exhibitor_en: "Siam Metal Co., Ltd." },
    { number: "B4", exhibitor: "ไทยแพ็ค", exhibitor_en: null },
    { number: "C1", exhibitor: null, exhibitor_en: null },
  ];

  it("finds a company by part of its Thai or English name, case and spacing aside, in booth order", () => {
    expect(searchExhibitors(booths, "siam METAL")).toEqual(["A2", "A12"]);
    expect(searchExhibitors(booths, "สยาม เมทัล")).toEqual(["A2", "A12"]);
    expect(searchExhibitors(booths, "แพ็ค")).toEqual(["B4"]);
  });

  it("an empty or unmatched query finds nothing", () => {
    expect(searchExhibitors(booths, "   ")).toEqual([]);
    expect(searchExhibitors(booths, "Bosch")).toEqual([]);
  });
});

describe("exhibitorList", () => {
  it("one entry per company with its booths in order, names in the collator's order", () => {
    const list = exhibitorList(
      [
        { number: "B10", name: "Zeta" },
        { number: "A3", name: "Alpha " },
        { number: "B2", name: "Zeta" },
        { number: "C1", name: "" },
      ],
      (a, b) => a.localeCompare(b, "en"),
    );
    expect(list).toEqual([
      { name: "Alpha", numbers: ["A3"] },
      { name: "Zeta", numbers: ["B2", "B10"] },
    ]);
  });
});

describe("groupByHall", () => {
  it("groups booths under their halls in the halls' order, numbers in order, bounds grown to stray booths", () => {
    const halls = [
      { id: 7, width_m: 60, depth_m: 40 },
      { id: 3, width_m: 30, depth_m: 20 },
    ];
    const booths = [
      { number: "B10", hall: 3, ...cell(0, 0) },
      { number: "B2", hall: 3, x: 28, y: 19, width: 3, depth: 3 },
      { number: "A1", hall: 7, ...cell(1, 1) },
      { number: "X1", hall: 99, ...cell(0, 0) },
      { number: "X2", hall: null, ...cell(0, 0) },
    ];
    const groups = groupByHall(halls, booths);
    expect(groups.map((g) => g.hall.id)).toEqual([7, 3]);
    expect(groups.map((g) => g.booths.map((b) => b.number))).toEqual([["A1"], ["B2", "B10"]]);
    expect(groups.map((g) => g.bounds)).toEqual([
      { width: 60, depth: 40 },
      { width: 31, depth: 22 },
    ]);
  });

  it("a hall without booths is still a hall", () => {
    expect(groupByHall([{ id: 1, width_m: 10, depth_m: 10 }], [])).toEqual([{ hall: { id: 1, width_m: 10, depth_m: 10 }, booths: [], bounds: { width: 10, depth: 10 } }]);
  });
});

describe("sharedPrefix", () => {
  it("is what every number of a hall starts with, up to a separator", () => {
    expect(sharedPrefix(["EH98-A1", "EH98-C10", "EH98-B2"])).toBe("EH98-");
    expect(sharedPrefix(["H1.A1", "H1.A2"])).toBe("H1.");
    expect(sharedPrefix(["EH98-A1"])).toBe("EH98-");
  });

  it("is nothing when the numbers share no part ending in a separator, or a number would be left empty", () => {
    expect(sharedPrefix(["A1", "A2", "A10"])).toBe("");
    expect(sharedPrefix(["EH98-A1", "EH99-A1"])).toBe("");
    expect(sharedPrefix(["A-1", "A-"])).toBe("");
    expect(sharedPrefix([])).toBe("");
  });
});

describe("labelSize", () => {
  it("keeps the full size where the number fits, and shrinks a long number on a narrow booth", () => {
    expect(labelSize("A12", 3, 3)).toBe(LABEL_SIZE_M);
    expect(labelSize("EH98-C10", 3, 3)).toBeCloseTo(0.56, 2);
    expect(labelSize("A1", 3, 1)).toBe(0.8);
    expect(labelSize("ABCDEFGHIJKL", 1, 1)).toBe(0.35);
  });
});
