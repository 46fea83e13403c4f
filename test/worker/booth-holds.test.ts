import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { BOOTH_HOLD_MS } from "../../app/domain/booths";
import { api, API_TOKEN, bearer, createMember, insertBoothFixtures, insertFixtures, jsonInit, lastMail, lastMailId } from "./content-fixtures";

/**
 * Numbered booths on a floor plan (workers/content/booth-holds.ts, docs/decisions/066): a hold takes booths for
 * 15 minutes, one booth is never held twice, a booking takes the hold, the organizer confirms or declines, and
 * who booked a booth is in no public answer.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const SHOW = 61;
const TYPES = { shell: 611, corner: 612, island: 613 };
const HALL = 61;
const ORGANIZER = 1;

type Member = { jwt: string; id: number };
let alice: Member;
let bob: Member;
let organizer: Member;

beforeAll(async () => {
  await insertFixtures();
  await insertBoothFixtures(ORGANIZER, TYPES, SHOW);
  await env.DB.prepare("INSERT INTO halls (id, trade_show_id, name, name_en, width_m, depth_m) VALUES (?, ?, 'ฮอลล์ 1', 'Hall 1', 60, 40)").bind(HALL, SHOW).run();
  const booths = Array.from({ length: 10 }, (_, i) => `(${SHOW}, ${HALL}, 'A${i + 1}', ${i * 3}, 0, 3, 3, ${TYPES.shell}, 'available')`);
  await env.DB.prepare(
    `INSERT INTO booths (trade_show_id, hall_id, number, x, y, width, depth, booth_type_id, state) VALUES ${booths.join(", ")},
       (${SHOW}, ${HALL}, 'X1', 40, 20, 3, 3, ${TYPES.shell}, 'blocked'), (${SHOW}, ${HALL}, 'B1', 0, 10, 3, 3, ${TYPES.shell}, 'booked')`,
  ).run();
  alice = await createMember("plan-alice");
  bob = await createMember("plan-bob");
  organizer = await createMember("plan-organizer");
  await api(`/api/organizers/${ORGANIZER}`, jsonInit("PUT", { data: { owners: [organizer.id] } }, bearer(API_TOKEN)));
});

afterEach(() => {
  vi.useRealTimers();
});

const hold = (member: Member, numbers: string) => api("/api/booth-holds", jsonInit("POST", { data: { trade_show: SHOW, booth_numbers: numbers } }, bearer(member.jwt)));
const boothOf = (number: string) =>
  env.DB.prepare("SELECT state, hold_id, held_until, booth_reservation_id, exhibitor FROM booths WHERE trade_show_id = ? AND number = ?")
    .bind(SHOW, number)
    .first<{ state: string; hold_id: number | null; held_until: string | null; booth_reservation_id: number | null; exhibitor: string | null }>();
const errorPaths = (body: Record<string, any>) => (body.error?.details?.errors ?? []).map((e: { path: string[] }) => e.path.join("."));
const book = (member: Member, holdId: number, extra: Record<string, unknown> = {}) =>
  api(
    "/api/booth-reservations",
    jsonInit(
      "POST",
      { data: { trade_show: SHOW, booth_type: TYPES.shell, booth_hold: holdId, company_name: "บริษัท สยามเครื่องกล จำกัด", contact_name: "Somchai", email: "somchai@example.com", phone: "0812345678", ...extra } },
      bearer(member.jwt),
    ),
  );

describe("holding booths", () => {
  test("thirty members pressing for one booth at once: one holds it, the others hear it is no longer available", async () => {
    const members = [alice, bob, ...(await Promise.all(Array.from({ length: 28 }, (_, i) => createMember(`plan-racer-${i}`))))];
    const answers = await Promise.all(members.map((m) => hold(m, "A1")));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400 && errorPaths(a.body).includes("booth_numbers"))).toHaveLength(29);
    const booth = await boothOf("A1");
    expect(booth).toMatchObject({ state: "held", hold_id: won[0]!.body.data.id });
    const holds = await env.DB.prepare("SELECT COUNT(*) AS n FROM booth_holds WHERE trade_show_id = ? AND booth_numbers = 'A1'").bind(SHOW).first<{ n: number }>();
    expect(holds?.n).toBe(1);
  });

  test("two booths side by side are held together or not at all", async () => {
    const first = await hold(bob, "a3 A2");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.attributes.booth_numbers).toBe("A2, A3");
    const overlap = await hold(alice, "A3 A4");
    expect(overlap.status).toBe(400);
    expect(overlap.body.error.message).toContain("A3");
    expect((await boothOf("A4"))?.state).toBe("available");
  });

  test("a blocked or booked booth cannot be held, nor one the plan does not have", async () => {
    for (const number of ["X1", "B1", "Z99"]) {
      const answer = await hold(alice, number);
      expect(answer.status, number).toBe(400);
      expect(errorPaths(answer.body)).toEqual(["booth_numbers"]);
    }
  });

  test("a hold ends after 15 minutes: then the next member may take the booths", async () => {
    const held = await hold(alice, "A5");
    expect(held.status).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + BOOTH_HOLD_MS - 60_000 });
    expect((await hold(bob, "A5")).status).toBe(400);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    const taken = await hold(bob, "A5");
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect((await boothOf("A5"))?.hold_id).toBe(taken.body.data.id);
  });

  test("a member's new pick gives back the booths of their earlier hold that it does not take", async () => {
    expect((await hold(alice, "A6 A7")).status).toBe(200);
    expect((await hold(alice, "A7 A8")).status).toBe(200);
    expect((await boothOf("A6"))?.state).toBe("available");
    expect((await boothOf("A7"))?.state).toBe("held");
  });

  test("holds are the member's own: another member cannot read them", async () => {
    const mine = await hold(alice, "A9");
    expect((await api(`/api/booth-holds/${mine.body.data.id}`, { headers: bearer(bob.jwt) })).status).toBe(404);
    expect((await api("/api/booth-holds")).status).toBe(403);
  });
});

describe("booking held booths", () => {
  test("a booking takes its hold's booths; a booking by count on a show with a plan is refused", async () => {
    const byCount = await api(
      "/api/booth-reservations",
      jsonInit("POST", { data: { trade_show: SHOW, booth_type: TYPES.shell, booth_count: 2, contact_name: "Bob", email: "bob@example.com", phone: "0812345678" } }, bearer(bob.jwt)),
    );
    expect(byCount.status).toBe(400);
    expect(errorPaths(byCount.body)).toEqual(["booth_hold"]);

    const held = await hold(alice, "A10");
    const booked = await book(alice, held.body.data.id);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(booked.body.data.attributes).toMatchObject({ booth_numbers: "A10", booth_count: 1 });
    expect(await boothOf("A10")).toMatchObject({ state: "held", held_until: null, booth_reservation_id: booked.body.data.id });
    // The same hold books once; another member's hold not at all.
    expect((await book(alice, held.body.data.id)).status).toBe(400);
    const bobs = await hold(bob, "A4");
    expect((await book(alice, bobs.body.data.id)).status).toBe(400);
  });

  test("the organizer confirms: the booths are booked under the company's name and the exhibitor is mailed", async () => {
    const held = await hold(bob, "A4");
    const booked = await book(bob, held.body.data.id, { company_name: "Chonburi Packaging Co., Ltd." });
    const before = await lastMailId();
    const confirmed = await api(`/api/booth-reservations/${booked.body.data.id}`, jsonInit("PUT", { data: { booth_decision: "confirmed" } }, bearer(organizer.jwt)));
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await boothOf("A4")).toMatchObject({ state: "booked", exhibitor: "Chonburi Packaging Co., Ltd." });
    const mail = await lastMail("booth-booking-decision", before, "plan-bob@example.com");
    expect(mail.subject).toContain("A4");
    expect(mail.text_body).toContain("A4");
    // Answered once: a second answer is refused and changes nothing.
    const again = await api(`/api/booth-reservations/${booked.body.data.id}`, jsonInit("PUT", { data: { booth_decision: "declined" } }, bearer(organizer.jwt)));
    expect(again.status).toBe(400);
    expect((await boothOf("A4"))?.state).toBe("booked");
  });

  test("the organizer declines: the booths are free again; the exhibitor cannot answer their own booking", async () => {
    const held = await hold(alice, "A8");
    const booked = await book(alice, held.body.data.id, { list_exhibitor: false });
    expect((await api(`/api/booth-reservations/${booked.body.data.id}`, jsonInit("PUT", { data: { booth_decision: "confirmed" } }, bearer(alice.jwt)))).status).toBe(400);
    const declined = await api(`/api/booth-reservations/${booked.body.data.id}`, jsonInit("PUT", { data: { booth_decision: "declined" } }, bearer(organizer.jwt)));
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(await boothOf("A8")).toMatchObject({ state: "available", hold_id: null, booth_reservation_id: null });
  });

  test("stock follows the plan: the type's available booths are those the plan shows free", async () => {
    const free = await api(`/api/booths?filters[trade_show][id][$eq]=${SHOW}&filters[booth_type][id][$eq]=${TYPES.shell}&filters[state][$eq]=available&pagination[pageSize]=100`);
    const { results } = await env.DB.prepare("SELECT number FROM booths WHERE trade_show_id = ? AND booth_type_id = ? AND state = 'available'").bind(SHOW, TYPES.shell).all<{ number: string }>();
    expect(free.body.data.map((b: { attributes: { number: string } }) => b.attributes.number).sort()).toEqual(results.map((r) => r.number).sort());
  });
});

describe("who booked a booth", () => {
  test("is in no public answer: not as a field, not through populate, not as a filter", async () => {
    const booked = await env.DB.prepare("SELECT id FROM booths WHERE trade_show_id = ? AND booth_reservation_id IS NOT NULL LIMIT 1").bind(SHOW).first<{ id: number }>();
    expect(booked).not.toBeNull();
    const one = await api(`/api/booths/${booked!.id}?populate=*`);
    expect(one.status).toBe(200);
    const text = JSON.stringify(one.body);
    expect(text).not.toContain("booth_reservation");
    expect(text).not.toContain("hold");
    expect(text).not.toContain("somchai@example.com");
    const filtered = await api(`/api/booths?filters[booth_reservation][email][$eq]=somchai@example.com`);
    expect(filtered.status).toBe(400);
    const byHold = await api(`/api/booths?filters[hold][user][id][$eq]=${alice.id}`);
    expect(byHold.status).toBe(400);
  });
});
