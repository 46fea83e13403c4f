import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { api, API_TOKEN, bearer, boothReservation, createMember, insertBoothFixtures, insertFixtures, jsonInit } from "./content-fixtures";

/** Who may write which field, number ranges and JSON sizes (docs/architecture.md, "Who may write which field"). */
let alice: { jwt: string; id: number };

beforeAll(async () => {
  await insertFixtures();
  await insertBoothFixtures();
  alice = await createMember("alice");
});

const reservation = boothReservation("alice");

const errorPaths = (body: Record<string, any>) => (body.error?.details?.errors ?? []).map((e: { path: string[] }) => e.path.join("."));

describe("fields only the receiving side sets", () => {
  test("a member cannot close their own reservation or quotation; the API token can", async () => {
    const created = await api("/api/booth-reservations", jsonInit("POST", { data: { ...reservation, quotation_status: "closed" } }, bearer(alice.jwt)));
    expect(created.status).toBe(200);
    expect(created.body.data.attributes.quotation_status).toBe("sent");
    const id = created.body.data.id as number;

    // Once sent, the exhibitor may only withdraw it (docs/decisions/024).
    const closed = await api(`/api/booth-reservations/${id}`, jsonInit("PUT", { data: { quotation_status: "closed" } }, bearer(alice.jwt)));
    expect(closed.status).toBe(400);
    const more = await api(`/api/booth-reservations/${id}`, jsonInit("PUT", { data: { booth_count: 2 } }, bearer(alice.jwt)));
    expect(errorPaths(more.body)).toEqual(["booth_count"]);

    const quote = await api(
      "/api/quotation-venues",
      jsonInit("POST", { data: { venue: 1, event_name: "Fair", start_date: "2026-08-01", end_date: "2026-08-02", contact_name: "A", email: "a@example.com", phone: "0800000000", quotation_status: "answered", answer: "Yes" } }, bearer(alice.jwt)),
    );
    expect(quote.body.data.attributes).toMatchObject({ quotation_status: "sent", answer: null });

    const byCompany = await api(`/api/booth-reservations/${id}`, jsonInit("PUT", { data: { quotation_status: "read" } }, bearer(API_TOKEN)));
    expect(byCompany.body.data.attributes.quotation_status).toBe("read");
  });
});

describe("numbers have sane ranges", () => {
  const show = { name: "ก", start_date: "2026-01-01", end_date: "2026-01-02", scope: "thai" };

  test("1e300 in any integer field is a v4 400, also where the model sets no maximum", async () => {
    const huge = await api("/api/trade-shows", jsonInit("POST", { data: { ...show, expected_visitors: 1e300 } }, bearer(API_TOKEN)));
    expect(huge.status).toBe(400);
    expect(huge.body.error.name).toBe("ValidationError");
    expect(errorPaths(huge.body)).toEqual(["expected_visitors"]);

    const banner = await api("/api/banners", jsonInit("POST", { data: { title: "x", image: "/a.jpg", sort_order: 1e300 } }, bearer(API_TOKEN)));
    expect(errorPaths(banner.body)).toEqual(["sort_order"]);

    const mark = await api("/api/bookmarks", jsonInit("POST", { data: { collection: "trade-shows", item_id: 1e300 } }, bearer(alice.jwt)));
    expect(errorPaths(mark.body)).toEqual(["item_id"]);

    const booth = await api("/api/booth-reservations", jsonInit("POST", { data: { ...reservation, booth_count: 2 ** 40 } }, bearer(alice.jwt)));
    expect(errorPaths(booth.body)).toEqual(["booth_count"]);
  });

  test("decimals are bounded too: budgets, prices and coordinates", async () => {
    const budget = await api("/api/booth-reservations", jsonInit("POST", { data: { ...reservation, budget: 1e300 } }, bearer(alice.jwt)));
    expect(errorPaths(budget.body)).toEqual(["budget"]);
    const venue = await api("/api/venues", jsonInit("POST", { data: { name: "v", latitude: 123.4 } }, bearer(API_TOKEN)));
    expect(errorPaths(venue.body)).toEqual(["latitude"]);
    const fine = await api("/api/venues", jsonInit("POST", { data: { name: "v", latitude: 13.75, longitude: 100.5, halls: 12 } }, bearer(API_TOKEN)));
    expect(fine.status).toBe(200);
  });

  test("nothing out of range reached the database", async () => {
    const row = await env.DB.prepare("SELECT MAX(expected_visitors) AS v FROM trade_shows").first<{ v: number }>();
    expect(row?.v).toBeLessThan(1e9);
  });
});

describe("JSON fields have a size cap", () => {
  test("a 900 KB meta on an activity log is refused; a small one is kept", async () => {
    const big = await api("/api/activity-logs", jsonInit("POST", { data: { action: "view", meta: { blob: "x".repeat(900_000) } } }, bearer(alice.jwt)));
    expect(big.status).toBe(400);
    expect(errorPaths(big.body)).toEqual(["meta"]);
    const small = await api("/api/activity-logs", jsonInit("POST", { data: { action: "view", meta: { id: 7 } } }, bearer(alice.jwt)));
    expect(small.body.data.attributes.meta).toEqual({ id: 7 });
  });

  test("every JSON field has the default cap even with the API token", async () => {
    const tooBig = await api("/api/master-data-app", jsonInit("PUT", { data: { sectors: ["x".repeat(70_000)] } }, bearer(API_TOKEN)));
    expect(errorPaths(tooBig.body)).toEqual(["sectors"]);
  });
});
