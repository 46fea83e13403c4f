import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { api } from "./content-fixtures";
import { BROWSER, seedContent } from "./seeded";

/** Queries that used to reach D1 unchecked or pages that embedded an API message: a 400 or a 404 instead. */
beforeAll(seedContent);

const repeat = (term: string, times: number) => Array.from({ length: times }, () => term).join(",");

describe("query caps answer a Strapi v4 ValidationError", () => {
  test.each([
    ["150 sort terms", `sort=${repeat("name:asc,slug:desc", 75)}`, "sort"],
    ["21 sort terms", `sort=${repeat("name", 21)}`, "sort"],
    ["sort as many array entries", Array.from({ length: 30 }, (_, i) => `sort[${i}]=name`).join("&"), "sort"],
    ["61 fields", `fields=${repeat("name", 61)}`, "fields"],
    ["populate of 21 entries", `populate=${repeat("venue", 21)}`, "populate"],
    ["populate four levels deep", "populate[venue][populate][a][populate][b][populate]=*", "populate"],
  ])("%s", async (_name, query, param) => {
    const r = await api(`/api/trade-shows?${query}`);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ data: null, error: { status: 400, name: "ValidationError" } });
    expect(r.body.error.details.errors[0].path[0]).toBe(param);
  });

  test.each([
    ["a wide $or of relation checks", Array.from({ length: 495 }, (_, i) => `filters[$or][${i % 5}][$or][${Math.floor(i / 5)}][trade_show][organizer][$null]=true`).join("&")],
    ["a wide $and of $not relation checks", Array.from({ length: 495 }, (_, i) => `filters[$and][${i % 5}][$and][${Math.floor(i / 5)}][$not][trade_show][venue][$notNull]=false`).join("&")],
  ])("%s is refused before it reaches D1", async (_name, query) => {
    const r = await api(`/api/photo-galleries?${query}`);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ data: null, error: { status: 400, name: "ValidationError" } });
    expect(r.body.error.details.errors[0].path[0]).toBe("filters");
  });

  test("100 filter values, of the heaviest shape or in one flat $or, still run", async () => {
    const query = Array.from({ length: 100 }, (_, i) => `filters[$or][${i}][trade_show][organizer][venue_id_is_not_here][$null]=true`).join("&");
    expect((await api(`/api/photo-galleries?${query}`)).status).toBe(400);
    const heavy = Array.from({ length: 100 }, (_, i) => `filters[$or][${i}][trade_show][venue][$notNull]=true`).join("&");
    expect((await api(`/api/photo-galleries?${heavy}`)).status).toBe(200);
    // D1 refuses expression trees deeper than 100: a flat run of 95 ORs used to be one.
    const flat = Array.from({ length: 95 }, (_, i) => `filters[$or][${i}][id][$eq]=${i}`).join("&");
    const r = await api(`/api/trade-shows?${flat}&pagination[pageSize]=100`);
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(10);
  });

  test("the caps leave ordinary queries alone", async () => {
    const r = await api(`/api/trade-shows?sort=${repeat("name", 20)}&fields=${repeat("name", 60)}&populate=venue,organizer`);
    expect(r.status).toBe(200);
    expect(r.body.data.length).toBeGreaterThan(0);
  });
});

async function page(path: string) {
  const response = await exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER } }));
  return { status: response.status, html: await response.text() };
}

describe("detail pages with an id the API cannot take", () => {
  test.each(["/venue-show-details/1234567890123456", "/en/thai-trade-show-details/99999999999999999999", "/en/organizer-show-details/0000000000000000001"])(
    "%s is a 404 'Page Not Found' without the API's words",
    async (path) => {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(html).toContain(path.startsWith("/en/") ? `Page Not Found: ${path}` : "ไม่พบหน้าที่คุณต้องการ");
      expect(html).not.toMatch(/Expected an integer|ValidationError|1e\+/);
    },
    60_000,
  );
});
