import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import {
  api,
  API_TOKEN,
  BOOTH_SHOW,
  BOOTH_TYPES,
  bearer,
  boothReservation,
  createMember,
  ids,
  insertBoothFixtures,
  insertFixtures,
  jsonInit,
} from "./content-fixtures";

/** Booth types, the last-booth race and the lead each reservation makes (workers/content/booth-reservations.ts). */
let alice: { jwt: string; id: number };
let bob: { jwt: string; id: number };

beforeAll(async () => {
  await insertFixtures();
  await insertBoothFixtures();
  alice = await createMember("booth-alice");
  bob = await createMember("booth-bob");
});

const reserve = (jwt: string, data: Record<string, unknown>) => api("/api/booth-reservations", jsonInit("POST", { data }, bearer(jwt)));
const reservedOf = async (typeId: number) => (await api(`/api/booth-types/${typeId}`)).body.data.attributes.booths_reserved as number;
const errorOf = (body: Record<string, any>) => ({ name: body.error?.name, paths: (body.error?.details?.errors ?? []).map((e: { path: string[] }) => e.path.join(".")) });

describe("booth types", () => {
  test("anyone reads a show's booth types with size, price and how many exist", async () => {
    const r = await api(`/api/booth-types?filters[trade_show][id][$eq]=${BOOTH_SHOW}&sort=sort_order`);
    expect(r.status).toBe(200);
    expect(ids(r.body)).toEqual([BOOTH_TYPES.shell, BOOTH_TYPES.corner, BOOTH_TYPES.island]);
    expect(r.body.data[2].attributes).toMatchObject({ kind: "island", size_sqm: 144, price: 720000, quantity: 1, booths_reserved: 0 });
  });

  test("only the API token writes them, and a member cannot move booths_reserved", async () => {
    expect((await api("/api/booth-types", jsonInit("POST", { data: { trade_show: BOOTH_SHOW, name: "x", kind: "island", size_sqm: 9, price: 1, quantity: 1 } }, bearer(alice.jwt)))).status).toBe(403);
    expect((await api(`/api/booth-types/${BOOTH_TYPES.corner}`, jsonInit("PUT", { data: { booths_reserved: 0 } }, bearer(alice.jwt)))).status).toBe(403);
  });
});

describe("a reservation", () => {
  test("takes booths of its type and makes one lead for the show, owned by the exhibitor", async () => {
    const before = await reservedOf(BOOTH_TYPES.shell);
    const r = await reserve(alice.jwt, boothReservation("alice", { booth_count: 3, company_name: "บริษัท อลิซ จำกัด" }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.attributes).toMatchObject({ booth_count: 3, company_name: "บริษัท อลิซ จำกัด" });
    expect(await reservedOf(BOOTH_TYPES.shell)).toBe(before + 3);
    const lead = await env.DB.prepare("SELECT * FROM leads_from_reservations WHERE booth_reservation_id = ?").bind(r.body.data.id).all();
    expect(lead.results).toEqual([expect.objectContaining({ trade_show_id: BOOTH_SHOW, owner_id: alice.id, lead_status: "new" })]);
    // In the activity log of the organizer that runs the show, found through the show (workers/content/received-log.ts).
    const logged = await env.DB.prepare("SELECT user_id, action, organizer_id, meta FROM activity_logs WHERE json_extract(meta, '$.collection') = 'booth-reservations' AND json_extract(meta, '$.id') = ?")
      .bind(r.body.data.id)
      .all();
    expect(logged.results).toEqual([{ user_id: alice.id, action: "reservation-made", organizer_id: 1, meta: JSON.stringify({ collection: "booth-reservations", id: r.body.data.id, status: "sent" }) }]);
  });

  test("two members racing for the last booth: exactly one gets it, the other a clear 400", async () => {
    const members = [alice, bob, await createMember("booth-carol"), await createMember("booth-dan")];
    const answers = await Promise.all(members.map((m, i) => reserve(m.jwt, boothReservation(`racer${i}`, { booth_type: BOOTH_TYPES.island }))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
    for (const lost of answers.filter((a) => a.status === 400)) {
      expect(errorOf(lost.body)).toEqual({ name: "ValidationError", paths: ["booth_count"] });
      expect(lost.body.error.message).toBe("This booth type is sold out");
    }
    expect(await reservedOf(BOOTH_TYPES.island)).toBe(1);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM booth_reservations WHERE booth_type_id = ?").bind(BOOTH_TYPES.island).first<{ n: number }>();
    expect(rows?.n).toBe(1);
    const leads = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM leads_from_reservations l JOIN booth_reservations r ON r.id = l.booth_reservation_id WHERE r.booth_type_id = ?",
    )
      .bind(BOOTH_TYPES.island)
      .first<{ n: number }>();
    expect(leads?.n).toBe(1);
  });

  test("more booths than are left is refused with how many remain, and nothing is taken", async () => {
    const r = await reserve(bob.jwt, boothReservation("bob", { booth_type: BOOTH_TYPES.corner, booth_count: 11 }));
    expect(r.status).toBe(400);
    expect(errorOf(r.body).paths).toEqual(["booth_count"]);
    expect(r.body.error.message).toBe("Only 10 booths of this type are left, 11 requested");
    expect(await reservedOf(BOOTH_TYPES.corner)).toBe(0);
    expect((await reserve(bob.jwt, boothReservation("bob", { booth_type: BOOTH_TYPES.corner, booth_count: 10 }))).status).toBe(200);
    expect(await reservedOf(BOOTH_TYPES.corner)).toBe(10);
  });

  test("a booth type of another show, a closed show and bad fields are Strapi ValidationErrors", async () => {
    const otherShow = await reserve(bob.jwt, boothReservation("bob", { trade_show: 1 }));
    expect(errorOf(otherShow.body)).toEqual({ name: "ValidationError", paths: ["booth_type"] });
    await env.DB.prepare("INSERT INTO booth_types (id, trade_show_id, name, kind, size_sqm, price, quantity) VALUES (90, 1, 'ปิดแล้ว', 'shell-scheme', 9, 1, 5)").run();
    const closed = await reserve(bob.jwt, boothReservation("bob", { trade_show: 1, booth_type: 90 }));
    expect(errorOf(closed.body)).toEqual({ name: "ValidationError", paths: ["trade_show"] });
    const missing = await reserve(bob.jwt, { trade_show: BOOTH_SHOW, contact_name: "bob", phone: "1", email: "not-an-email", booth_count: 0 });
    expect(missing.status).toBe(400);
    expect(errorOf(missing.body).paths.sort()).toEqual(["booth_count", "booth_type", "email", "phone"]);
    const unknownType = await reserve(bob.jwt, boothReservation("bob", { booth_type: 9999 }));
    expect(errorOf(unknownType.body).paths).toEqual(["booth_type"]);
  });
});

describe("ownership", () => {
  let alicesReservation: number;
  let alicesLead: number;

  beforeAll(async () => {
    alicesReservation = (await reserve(alice.jwt, boothReservation("alice-own", { email: "alice-secret@example.com" }))).body.data.id;
    alicesLead = (await env.DB.prepare("SELECT id FROM leads_from_reservations WHERE booth_reservation_id = ?").bind(alicesReservation).first<{ id: number }>())!.id;
  });

  test("another member gets 404 and no data for a reservation or lead by id, and none in lists", async () => {
    for (const path of [`/api/booth-reservations/${alicesReservation}`, `/api/leads-from-reservations/${alicesLead}`]) {
      const r = await api(`${path}?populate=*`, { headers: bearer(bob.jwt) });
      expect(r.status, path).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain("alice-secret");
      expect((await api(path, jsonInit("PUT", { data: { message: "mine now" } }, bearer(bob.jwt)))).status).toBe(404);
      // Received rows are deleted only with the API token.
      expect((await api(path, { method: "DELETE", headers: bearer(bob.jwt) })).status).toBe(403);
      expect((await api(path)).status).toBe(403);
    }
    const list = await api("/api/booth-reservations?populate=*&pagination[pageSize]=100", { headers: bearer(bob.jwt) });
    expect(ids(list.body)).not.toContain(alicesReservation);
    expect(JSON.stringify(list.body)).not.toContain("alice-secret");
    const leads = await api("/api/leads-from-reservations?populate[booth_reservation]=true", { headers: bearer(bob.jwt) });
    expect(ids(leads.body)).not.toContain(alicesLead);
    expect(JSON.stringify(leads.body)).not.toContain("alice-secret");
  });

  test("leads come only from reservations: a member's own POST is a 403, the API token may", async () => {
    const own = await api("/api/leads-from-reservations", jsonInit("POST", { data: { booth_reservation: alicesReservation, trade_show: BOOTH_SHOW } }, bearer(alice.jwt)));
    expect(own.status).toBe(403);
    const token = await api("/api/leads-from-reservations", jsonInit("POST", { data: { booth_reservation: alicesReservation } }, bearer(API_TOKEN)));
    expect(token.status).toBe(200);
  });
});

describe("what the show's organizer receives", () => {
  let organizerOwner: { jwt: string; id: number };
  let otherOwner: { jwt: string; id: number };
  let reservation: number;
  let lead: number;

  beforeAll(async () => {
    organizerOwner = await createMember("booth-organizer");
    otherOwner = await createMember("booth-other-organizer");
    // Organizer 1 runs the booth show; organizer 2 runs other shows.
    expect((await api("/api/organizers/1", jsonInit("PUT", { data: { owners: [organizerOwner.id] } }, bearer(API_TOKEN)))).status).toBe(200);
    expect((await api("/api/organizers/2", jsonInit("PUT", { data: { owners: [otherOwner.id] } }, bearer(API_TOKEN)))).status).toBe(200);
    reservation = (await reserve(bob.jwt, boothReservation("bob-for-organizer", { email: "bob-lead@example.com", products: "เครื่องจักร" }))).body.data.id;
    lead = (await env.DB.prepare("SELECT id FROM leads_from_reservations WHERE booth_reservation_id = ?").bind(reservation).first<{ id: number }>())!.id;
  });

  test("the organizer's owners read the lead with its reservation populated; another organizer's owners see nothing", async () => {
    const own = await api(`/api/leads-from-reservations?populate[booth_reservation][populate]=booth_type&filters[id][$eq]=${lead}`, { headers: bearer(organizerOwner.jwt) });
    expect(ids(own.body)).toEqual([lead]);
    expect(own.body.data[0].attributes.booth_reservation.data.attributes).toMatchObject({ email: "bob-lead@example.com", products: "เครื่องจักร" });
    expect(own.body.data[0].attributes.booth_reservation.data.attributes.booth_type.data.attributes.kind).toBe("shell-scheme");
    expect((await api(`/api/booth-reservations/${reservation}`, { headers: bearer(organizerOwner.jwt) })).status).toBe(200);

    for (const path of [`/api/leads-from-reservations/${lead}`, `/api/booth-reservations/${reservation}`]) {
      expect((await api(path, { headers: bearer(otherOwner.jwt) })).status, path).toBe(404);
    }
    const list = await api("/api/leads-from-reservations?populate=*", { headers: bearer(otherOwner.jwt) });
    expect(ids(list.body)).toEqual([]);
    const probe = await api("/api/leads-from-reservations?filters[booth_reservation][email][$eq]=bob-lead@example.com", { headers: bearer(otherOwner.jwt) });
    expect(ids(probe.body)).toEqual([]);
  });

  test("the organizer's owner moves lead_status and writes a note; the exhibitor cannot", async () => {
    const moved = await api(`/api/leads-from-reservations/${lead}`, jsonInit("PUT", { data: { lead_status: "in-progress", note: "โทรแล้ว" } }, bearer(organizerOwner.jwt)));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.attributes).toMatchObject({ lead_status: "in-progress", note: "โทรแล้ว" });
    const bySender = await api(`/api/leads-from-reservations/${lead}`, jsonInit("PUT", { data: { lead_status: "closed" } }, bearer(bob.jwt)));
    expect(bySender.status).toBe(400);
    const byOther = await api(`/api/leads-from-reservations/${lead}`, jsonInit("PUT", { data: { lead_status: "closed" } }, bearer(otherOwner.jwt)));
    expect(byOther.status).toBe(404);
  });
});

describe("withdrawing", () => {
  test("the exhibitor's withdrawal gives the booths back, once, even when sent twice at once", async () => {
    const before = await reservedOf(BOOTH_TYPES.shell);
    const made = await reserve(alice.jwt, boothReservation("alice-withdraws", { booth_count: 4 }));
    expect(made.status).toBe(200);
    expect(await reservedOf(BOOTH_TYPES.shell)).toBe(before + 4);
    const withdraw = () => api(`/api/booth-reservations/${made.body.data.id}`, jsonInit("PUT", { data: { quotation_status: "withdrawn" } }, bearer(alice.jwt)));
    const answers = await Promise.all([withdraw(), withdraw()]);
    expect(answers.some((a) => a.status === 200 && a.body.data.attributes.quotation_status === "withdrawn")).toBe(true);
    expect(await reservedOf(BOOTH_TYPES.shell)).toBe(before);
    expect((await withdraw()).status).toBe(400);
    expect(await reservedOf(BOOTH_TYPES.shell)).toBe(before);
  });
});
