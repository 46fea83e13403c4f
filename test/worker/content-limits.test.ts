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
