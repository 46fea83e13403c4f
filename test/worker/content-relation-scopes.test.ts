import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { relatedScope } from "../../workers/content/access";
import { readPopulate } from "../../workers/content/query/populate";
import { requireSchema } from "../../workers/content/schema";
import { toEntities } from "../../workers/content/serialize";
import { api, API_TOKEN, BOOTH_SHOW, bearer, boothReservation, createMember, ids, insertBoothFixtures, insertFixtures, jsonInit } from "./content-fixtures";

/**
 * Every read of a related row (populate, relation filters, the write-time existence check) goes through the
 * related collection's access scope and published scope, for the same caller, at every depth.
 */
let alice: { jwt: string; id: number };
let bob: { jwt: string; id: number };
let bobsReservation: number;
let alicesReservation: number;
let alicesLead: number;
const DRAFT_ORGANIZER = "ผู้จัดงานฉบับร่าง Hidden Draft Org";

beforeAll(async () => {
  await insertFixtures();
  // Organizer 2 runs the booth show, so the filters on organizer 1 below keep their one match.
  await insertBoothFixtures(2);
  // Organizer 3 is a draft; published show 3 and a published gallery point at it (through show 5, a draft show).
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO organizers (id, company_name, company_name_en, slug, published_at) VALUES (3, ?, 'Hidden Draft Org', 'hidden-draft-org', NULL)`,
    ).bind(DRAFT_ORGANIZER),
    env.DB.prepare("UPDATE trade_shows SET organizer_id = 3 WHERE id = 3"),
    env.DB.prepare("UPDATE trade_shows SET organizer_id = 3 WHERE id = 5"),
    env.DB.prepare(
      `INSERT INTO photo_galleries (id, title, slug, images, trade_show_id, published_at) VALUES
        (1, 'แกลเลอรีหนึ่ง', 'gallery-one', '[]', 3, '2026-01-01T00:00:00.000Z'),
        (2, 'แกลเลอรีสอง', 'gallery-two', '[]', 5, '2026-01-01T00:00:00.000Z')`,
    ),
  ]);
  alice = await createMember("alice");
  bob = await createMember("bob");
  const reservation = (member: { jwt: string }, name: string) =>
    api("/api/booth-reservations", jsonInit("POST", { data: boothReservation(name, { email: `${name}@secret.example` }) }, bearer(member.jwt)));
  const bobs = await reservation(bob, "bob");
  expect(bobs.status, JSON.stringify(bobs.body)).toBe(200);
  bobsReservation = bobs.body.data.id;
  alicesReservation = (await reservation(alice, "alice")).body.data.id;
  // A lead of Alice's that points at Bob's reservation, as one written before the scope check existed.
  const lead = await env.DB.prepare("INSERT INTO leads_from_reservations (booth_reservation_id, trade_show_id, owner_id) VALUES (?, ?, ?) RETURNING id")
    .bind(bobsReservation, BOOTH_SHOW, alice.id)
    .first<{ id: number }>();
  alicesLead = lead!.id;
});

const asAlice = () => bearer(alice.jwt);

describe("relations to another member's rows", () => {
  test("a relation to a row the caller may not read is refused exactly as a missing row", async () => {
    const write = (id: number) => api(`/api/leads-from-reservations/${alicesLead}`, jsonInit("PUT", { data: { booth_reservation: id } }, asAlice()));
    const foreign = await write(bobsReservation);
    const missing = await write(987654);
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body).replaceAll(String(bobsReservation), "N")).toBe(JSON.stringify(missing.body).replaceAll("987654", "N"));
  });

  test("populate leaves another member's row out at every depth", async () => {
    const r = await api(`/api/leads-from-reservations/${alicesLead}?populate[booth_reservation][populate]=user`, { headers: asAlice() });
    expect(r.status).toBe(200);
    expect(r.body.data.attributes.booth_reservation).toEqual({ data: null });
    expect(JSON.stringify(r.body)).not.toContain("bob");
  });

  test("populate reads users as a direct read does: a member sees only their own record", async () => {
    const r = await api("/api/booth-reservations?populate=*", { headers: asAlice() });
    expect(r.status).toBe(200);
    expect(ids(r.body)).toEqual([alicesReservation]);
    expect(r.body.data[0].attributes.user.data).toMatchObject({ id: alice.id, attributes: { username: "alice" } });
    expect(r.body.data[0].attributes.trade_show.data.id).toBe(BOOTH_SHOW);
    const token = await api(`/api/booth-reservations/${bobsReservation}?populate=user`, { headers: bearer(API_TOKEN) });
    expect(token.body.data.attributes.user.data.attributes.username).toBe("bob");
  });

  test("a relation into a collection the caller may not read at all is left out, not an error", async () => {
    // No routed collection lets an anonymous caller reach users, so the serialiser is asked directly.
    const reservations = requireSchema("booth-reservations");
    const rows = await env.DB.prepare("SELECT * FROM booth_reservations ORDER BY id").all();
    const populate = readPopulate(reservations, "user,trade_show");
    const [entity] = await toEntities(env.DB, reservations, rows.results, undefined, populate, relatedScope({ kind: "anonymous" }, false));
    expect(entity?.attributes).not.toHaveProperty("user");
    expect(entity?.attributes.trade_show).toMatchObject({ data: { id: BOOTH_SHOW } });
  });

  test("filters through a relation to a forbidden row match nothing", async () => {
    for (const query of [
      "filters[booth_reservation][email][$startsWith]=b",
      "filters[booth_reservation][contact_name][$eq]=bob",
      `filters[booth_reservation][id][$eq]=${bobsReservation}`,
      `filters[booth_reservation][$eq]=${bobsReservation}`,
      "filters[booth_reservation][user][username][$eq]=bob",
      "filters[owner][username][$eq]=bob",
      `filters[owner][$eq]=${bob.id}`,
    ]) {
      const r = await api(`/api/leads-from-reservations?${query}`, { headers: asAlice() });
      expect(r.status, query).toBe(200);
      expect(ids(r.body), query).toEqual([]);
    }
    const own = await api("/api/leads-from-reservations?filters[owner][username][$eq]=alice", { headers: asAlice() });
    expect(ids(own.body)).toContain(alicesLead);
    const hidden = await api("/api/leads-from-reservations?filters[booth_reservation][$null]=true", { headers: asAlice() });
    expect(ids(hidden.body)).toContain(alicesLead);
    const control = await api(`/api/leads-from-reservations?filters[booth_reservation][id][$notNull]=true`, { headers: bearer(API_TOKEN) });
    expect(ids(control.body)).toContain(alicesLead);
  });
});

describe("drafts behind relations", () => {
  test("populate shows a draft as no relation for anonymous and member callers, at every depth", async () => {
    for (const headers of [{}, asAlice()]) {
      const show = await api("/api/trade-shows/3?populate=organizer", { headers });
      expect(show.status).toBe(200);
      expect(show.body.data.attributes.organizer).toEqual({ data: null });
      const gallery = await api("/api/photo-galleries?populate[trade_show][populate]=organizer&sort=id", { headers });
      expect(gallery.body.data[0].attributes.trade_show.data.attributes.organizer).toEqual({ data: null });
      expect(gallery.body.data[1].attributes.trade_show).toEqual({ data: null });
      expect(JSON.stringify([show.body, gallery.body])).not.toContain("Hidden Draft Org");
    }
  });

  test("only the API token asking for preview sees a draft through a relation", async () => {
    const live = await api("/api/trade-shows/3?populate=organizer", { headers: bearer(API_TOKEN) });
    expect(live.body.data.attributes.organizer).toEqual({ data: null });
    const preview = await api("/api/trade-shows/3?populate=organizer&publicationState=preview", { headers: bearer(API_TOKEN) });
    expect(preview.body.data.attributes.organizer.data.attributes.company_name_en).toBe("Hidden Draft Org");
    const filtered = await api("/api/trade-shows?filters[organizer][slug][$eq]=hidden-draft-org&publicationState=preview", {
      headers: bearer(API_TOKEN),
    });
    expect(ids(filtered.body).sort()).toEqual([3, 5]);
  });

  test("a filter on a draft's fields matches nothing", async () => {
    for (const headers of [{}, asAlice()]) {
      for (const query of ["filters[organizer][company_name_en][$eq]=Hidden%20Draft%20Org", "filters[organizer][id][$eq]=3", "filters[organizer][$eq]=3"]) {
        const r = await api(`/api/trade-shows?${query}`, { headers });
        expect(r.status, query).toBe(200);
        expect(ids(r.body), query).toEqual([]);
      }
    }
    const control = await api("/api/trade-shows?filters[organizer][slug][$eq]=informa");
    expect(ids(control.body)).toEqual([1]);
  });

  test("a member cannot relate a quotation to a draft", async () => {
    const quote = (organizer: number) =>
      api(
        "/api/quotation-organizers",
        jsonInit("POST", { data: { organizer, project_name: "x", contact_name: "a", email: "a@example.com", phone: "081 234 5678" } }, asAlice()),
      );
    const draft = await quote(3);
    const missing = await quote(987654);
    expect(draft.status).toBe(400);
    expect(JSON.stringify(draft.body).replaceAll("3", "N")).toBe(JSON.stringify(missing.body).replaceAll("987654", "N").replaceAll("3", "N"));
    expect((await quote(1)).status).toBe(200);
  });
});
