import { describe, expect, it } from "vitest";
import type { ContentClient } from "~/content/client";
import { type FloorPlanRecords, floorPlanView, readFloorPlan } from "./floor-plan.server";

const NOW = Date.parse("2026-11-26T10:00:00.000Z");

/** A content client that answers halls and pages of `boothCount` booths, and notes every query it was asked. */
function fakeClient(boothCount: number, hallCount = 1) {
  const queries: { path: string; query: Record<string, any> }[] = [];
  const client = {
    async query(path: string, query: Record<string, any>) {
      queries.push({ path, query });
      const rows =
        path === "api/halls"
          ? Array.from({ length: hallCount }, (_, i) => ({ id: i + 1, attributes: { name: `ฮอลล์ ${i + 1}`, name_en: `Hall ${i + 1}`, width_m: 100, depth_m: 50 } }))
          : Array.from({ length: boothCount }, (_, i) => ({
              id: i + 1,
              attributes: { number: `A${i + 1}`, x: (i % 30) * 3, y: Math.floor(i / 30) * 5, width: 3, depth: 3, state: "available", hall: { data: { id: 1, attributes: {} } } },
            }));
      const { page, pageSize } = query.pagination as { page: number; pageSize: number };
      const data = rows.slice((page - 1) * pageSize, page * pageSize);
      return { ok: true, status: 200, data: { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(rows.length / pageSize), total: rows.length } } } };
    },
  } as unknown as ContentClient;
  return { client, queries };
}

describe("readFloorPlan", () => {
  it("asks for the halls and every page of booths, 100 a page, with the public fields only", async () => {
    const { client, queries } = fakeClient(250);
    const plan = await readFloorPlan(client, { slug: "metalex-2027" });
    expect(plan?.halls).toHaveLength(1);
    expect(plan?.booths.map((b) => b.attributes.number)).toEqual(Array.from({ length: 250 }, (_, i) => `A${i + 1}`));
    const booths = queries.filter((q) => q.path === "api/booths");
    expect(booths.map((q) => q.query.pagination)).toEqual([1, 2, 3].map((page) => ({ page, pageSize: 100 })));
    for (const { query } of queries) expect(query.filters).toEqual({ trade_show: { slug: { $eq: "metalex-2027" } } });
    const halls = queries.find((q) => q.path === "api/halls")!;
    expect(halls.query.sort).toEqual(["sort_order:asc", "id:asc"]);
    const [first] = booths;
    expect(first!.query.fields).toEqual(["number", "x", "y", "width", "depth", "state", "held_until", "price", "exhibitor", "exhibitor_en"]);
    expect(first!.query.populate).toEqual({ booth_type: { fields: ["name", "name_en", "kind", "size_sqm", "price"] }, hall: { fields: ["id"] } });
    expect(JSON.stringify(queries)).not.toMatch(/hold|booth_reservation/);
  });

  it("a show without halls has no plan; a show named by id is filtered by id", async () => {
    const { client, queries } = fakeClient(5, 0);
    expect(await readFloorPlan(client, { id: 12 })).toBeNull();
    expect(queries[0]!.query.filters).toEqual({ trade_show: { id: { $eq: 12 } } });
    // The first booth page was asked alongside the halls; nothing more once there are none.
    expect(queries).toHaveLength(2);
  });
});

const plan = (booths: FloorPlanRecords["booths"]): FloorPlanRecords => ({
  halls: [{ id: 1, attributes: { name: "ฮอลล์ 98", name_en: "Hall 98", width_m: 40, depth_m: 20 } }],
  booths,
});
const type = (id: number, name_en: string, kind: "shell-scheme" | "peninsula", price: number) => ({
  data: { id, attributes: { name: `ไทย ${name_en}`, name_en, kind, size_sqm: 9, price } },
});
const booth = (id: number, number: string, x: number, extra: Record<string, unknown> = {}) => ({
  id,
  attributes: { number, x, y: 5, width: 3, depth: 3, state: "available" as const, hall: { data: { id: 1 } }, booth_type: type(1, "Shell scheme", "shell-scheme", 45000), ...extra },
});

describe("floorPlanView", () => {
  const records = plan([
    booth(1, "A2", 8, { state: "held", held_until: new Date(NOW - 1).toISOString() }),
    booth(2, "A1", 5, { booth_type: type(2, "Peninsula", "peninsula", 49500) }),
    booth(3, "A3", 11, { state: "held", held_until: null }),
    booth(4, "A4", 14, { state: "booked", exhibitor: "บริษัท สยามเมทัล จำกัด", exhibitor_en: "Siam Metal", price: 50000 }),
  ]);

  it("sends each booth with short keys: number order, its state now, its type by index, its position when the type does not say it", () => {
    const view = floorPlanView(records, { locale: "en", now: NOW, query: "" });
    expect(view.halls).toEqual([
      {
        id: 1,
        n: "Hall 98",
        w: 40,
        d: 20,
        b: [
          { n: "A1", x: 5, y: 5, w: 3, d: 3, s: "a", t: 1 },
          { n: "A2", x: 8, y: 5, w: 3, d: 3, s: "a", t: 0 },
          { n: "A3", x: 11, y: 5, w: 3, d: 3, s: "h", t: 0 },
          { n: "A4", x: 14, y: 5, w: 3, d: 3, s: "b", t: 0, o: "peninsula", p: "THB\u00a050,000" },
        ],
      },
    ]);
    // A1 and A4 end the row (open on three sides): A1's type says so already, A4's does not.
    expect(view.types).toEqual([
      { n: "Shell scheme", k: "shell-scheme", z: 9, p: "THB\u00a045,000", a: 1 },
      { n: "Peninsula", k: "peninsula", z: 9, p: "THB\u00a049,500", a: 1 },
    ]);
    expect(view.ex).toEqual([{ n: "Siam Metal", b: ["A4"] }]);
  });

  it("names in Thai on Thai pages; the search finds by either name and narrows the list", () => {
    const view = floorPlanView(records, { locale: "th", now: NOW, query: " siam " });
    expect(view.halls[0]!.n).toBe("ฮอลล์ 98");
    expect(view.types[0]!.p).toBe("฿45,000");
    expect(view.q).toBe("siam");
    expect(view.hits).toEqual(["A4"]);
    expect(view.ex).toEqual([{ n: "บริษัท สยามเมทัล จำกัด", b: ["A4"] }]);
    expect(floorPlanView(records, { locale: "th", now: NOW, query: "bosch" })).toMatchObject({ hits: [], ex: [] });
  });
});
