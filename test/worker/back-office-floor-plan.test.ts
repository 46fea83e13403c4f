import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { backOfficeStore } from "../../app/back-office/store/back-office-store.server";
import { FLOOR_PLAN_AUDIT } from "../../app/back-office/editor/floor-plan.server";
import { addBooth, type PlanDoc, parsePlan } from "../../app/lib/plan-edit";
import { answerRecaptcha, insertBoothFixtures, insertFixtures } from "./content-fixtures";
import { formValues, send, signedInMember } from "./member-pages";
import { expectPrivate, signedInStaff } from "./staff-fixtures";

/**
 * The site team edits a show's floor plan in the back office (issue 48, "the site team in the back office too"):
 * the organizers' editor behind the staff guard, reached from the show's record, with the same version rule and
 * the same refusal to touch held and booked booths; each save is in the audit log. Show 64 with its hall 64
 * (40 × 20 m): a booked booth and an available one.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const SHOW = 64;
const TYPES = { shell: 641, corner: 642, island: 643 };
const PAGE = `/en/admin/content/trade-shows/${SHOW}/floor-plan`;

let editor: { cookie: string; id: number };

const boothOf = (number: string) =>
  env.DB.prepare("SELECT number, x, y, state, price FROM booths WHERE trade_show_id = ? AND number = ?").bind(SHOW, number).first<{ number: string; x: number; y: number; state: string; price: number | null }>();

async function openPlan(path = PAGE) {
  const page = await send(path, { cookie: editor.cookie });
  expect(page.status).toBe(200);
  const form = formValues(page.html, "pe-form");
  return { page, version: form.version!, doc: parsePlan(form.plan ?? "")! };
}

const save = (doc: PlanDoc, version: string, cookie = editor.cookie) => send(PAGE, { cookie, form: { plan: JSON.stringify(doc), version, intent: "save" } });

const planEntries = async () => (await backOfficeStore(env).staffAudit.page({ page: 1, staffId: null, collection: FLOOR_PLAN_AUDIT })).entries;

beforeAll(async () => {
  answerRecaptcha(vi);
  await insertFixtures();
  await insertBoothFixtures(1, TYPES, SHOW);
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO halls (id, trade_show_id, name, name_en, width_m, depth_m) VALUES (${SHOW}, ${SHOW}, 'ฮอลล์ 7', 'Hall 7', 40, 20)`),
    env.DB.prepare(`INSERT INTO booths (id, trade_show_id, hall_id, number, x, y, width, depth, booth_type_id, state) VALUES (6401, ${SHOW}, ${SHOW}, 'K1', 0, 0, 3, 3, ${TYPES.shell}, 'booked')`),
    env.DB.prepare(`INSERT INTO booths (id, trade_show_id, hall_id, number, x, y, width, depth, booth_type_id, state) VALUES (6402, ${SHOW}, ${SHOW}, 'K2', 3, 0, 3, 3, ${TYPES.shell}, 'available')`),
  ]);
  editor = await signedInStaff("plan-editor", "editor");
});

describe("the back office's floor plan", () => {
  it("opens from the show's record for staff, with the plan, its files and the texts of the page's language", async () => {
    const record = await send(`/en/admin/content/trade-shows/${SHOW}`, { cookie: editor.cookie });
    expect(record.html).toMatch(new RegExp(`<a href="${PAGE}"[^>]*>Edit the floor plan</a>`));
    expect((await send(`/en/admin/content/venues/1`, { cookie: editor.cookie })).html).not.toMatch(/>Edit the floor plan<\/a>/);

    const { page, doc } = await openPlan();
    expectPrivate(page.headers);
    expect(page.html).toContain("<title>Floor plan · ExpoLink</title>");
    expect(page.html).toContain("Floor plan: Booth Test Fair");
    expect(page.html).toMatch(new RegExp(`href="/en/admin/content/trade-shows/${SHOW}"[^>]*>Back to the show&#x27;s editor</a>`));
    expect(page.html).toContain(`href="${PAGE}/booths.csv"`);
    expect(doc.booths.map((b) => `${b.number}:${b.state}`)).toEqual(["K1:booked", "K2:available"]);
    expect((await send(`/admin/content/trade-shows/${SHOW}/floor-plan`, { cookie: editor.cookie })).html).toContain("ผังบูธ: งานจองบูธทดสอบ");

    const file = await send(`${PAGE}/booths.csv`, { cookie: editor.cookie });
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.html).toContain("K2,Hall 7,3,0,3,3,Shell scheme\r\n");
    expect((await send(`${PAGE}/plan.csv`, { cookie: editor.cookie })).status).toBe(404);
    expect((await send(`/en/admin/content/trade-shows/999999/floor-plan`, { cookie: editor.cookie })).status).toBe(404);
  });

  it("refuses whoever is not staff: signed out to the staff sign-in, a member with the 403 page", async () => {
    const { doc, version } = await openPlan();
    const member = await signedInMember("plan-member", "organizer");
    for (const path of [PAGE, `${PAGE}/booths.csv`]) {
      expect((await send(path)).location, path).toMatch(/^\/en\/admin\/login\?redirectTo=/);
      expect((await send(path, { cookie: member.cookie })).status, path).toBe(403);
    }
    const moved = { ...doc, booths: doc.booths.map((b) => (b.number === "K2" ? { ...b, y: 10 } : b)) };
    expect((await save(moved, version, "")).location).toMatch(/^\/en\/admin\/login/);
    expect((await save(moved, version, member.cookie)).status).toBe(403);
    expect(await boothOf("K2")).toMatchObject({ y: 0 });
  });

  it("saves a change with the API token and logs it in the audit log under the staff member", async () => {
    const { doc, version } = await openPlan();
    const added = addBooth(doc, `h${SHOW}`, { near: doc.booths.find((b) => b.number === "K2")!.key, type: TYPES.corner });
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
    const changed = { ...added.doc, booths: added.doc.booths.map((b) => (b.number === "K2" ? { ...b, price: 52000 } : b)) };
    const saved = await save(changed, version);
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`${PAGE}?saved=1`);
    expect(await boothOf("K2")).toMatchObject({ price: 52000, state: "available" });
    const number = added.doc.booths.at(-1)!.number;
    expect(await boothOf(number)).toMatchObject({ x: 6, y: 0, state: "available" });
    expect((await send(saved.location!, { cookie: editor.cookie })).html).toContain("The floor plan is saved.");

    const [entry] = await planEntries();
    expect(entry).toMatchObject({ staffUsername: "plan-editor", action: "update", collection: FLOOR_PLAN_AUDIT, targetId: String(SHOW) });
    const before = entry!.before as { version: string; booths: Record<string, { number: string; price: number | null }> };
    const after = entry!.after as { version: string; booths: Record<string, { number: string; price: number | null }> };
    expect(before.version).toBe(version);
    expect(before.booths).toEqual({ b6402: expect.objectContaining({ number: "K2", price: null }) });
    expect(Object.values(after.booths).map((b) => `${b.number}:${b.price}`).sort()).toEqual(["K2:52000", `${number}:null`].sort());
    const log = await send(`/en/admin/audit?collection=${FLOOR_PLAN_AUDIT}`, { cookie: editor.cookie });
    expect(log.html).toContain(`update ${FLOOR_PLAN_AUDIT} #${SHOW}`);
  });

  it("answers a save from a stale version with 409, the plan sent kept, and never writes a booked booth", async () => {
    const { doc, version } = await openPlan();
    const theirs = { ...doc, booths: doc.booths.map((b) => (b.number === "K2" ? { ...b, price: 48000 } : b)) };
    expect((await save(theirs, version)).status).toBe(303);
    const mine = { ...doc, booths: doc.booths.map((b) => (b.number === "K2" ? { ...b, y: 10 } : b)) };
    const stale = await save(mine, version);
    expect(stale.status).toBe(409);
    expect(stale.html).toContain("Someone else saved this plan after you opened it.");
    const kept = formValues(stale.html, "pe-form");
    expect(parsePlan(kept.plan!)).toEqual(mine);
    expect(kept.version).not.toBe(version);
    expect(await boothOf("K2")).toMatchObject({ y: 0, price: 48000 });

    const entries = (await planEntries()).length;
    const booked = { ...mine, booths: mine.booths.map((b) => (b.number === "K1" ? { ...b, x: 20 } : b)) };
    const refused = await save(booked, kept.version!);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Booth K1: it is booked or being booked, so it cannot be changed.");
    expect(await boothOf("K1")).toMatchObject({ x: 0, state: "booked" });
    expect(await planEntries()).toHaveLength(entries);
  });
});
