import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { WRITES_PER_SAVE } from "../../app/features/floor-plan-editor/plan-edit.server";
import { addBooth, addHall, numberRow, type PlanDoc, parsePlan } from "../../app/lib/plan-edit";
import { api, API_TOKEN, answerRecaptcha, bearer, insertBoothFixtures, insertFixtures, jsonInit } from "./content-fixtures";
import { type FormFields, formValues, runListing, send, signedInMember } from "./member-pages";

/**
 * The organizer's floor plan editor (issue 48, "The organizer draws it"): only the owners of the show's organizer
 * open it; a save writes what changed under the version rule; a CSV file is laid over the plan and saved with it,
 * or refused whole with its lines said; held and booked booths are never written; the exhibitors' CSV names who
 * booked. Show 63 of organizer 1, its hall 63 (60 × 30 m) with a held, a booked and an available booth.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const SHOW = 63;
const TYPES = { shell: 631, corner: 632, island: 633 };
const EDITOR = `/en/quotation-profile/shows/${SHOW}/floor-plan`;
const COMPANY = "บริษัท แปลนทดสอบ จำกัด";

type Member = { cookie: string; id: number };
let owner: Member;

const boothRows = () =>
  env.DB.prepare("SELECT id, number, hall_id, x, y, width, depth, booth_type_id, state, booth_reservation_id, exhibitor FROM booths WHERE trade_show_id = ? ORDER BY id")
    .bind(SHOW)
    .all<{ id: number; number: string; hall_id: number; x: number; y: number; width: number; depth: number; booth_type_id: number | null; state: string; booth_reservation_id: number | null; exhibitor: string | null }>()
    .then((r) => r.results);
const boothOf = async (number: string) => (await boothRows()).find((b) => b.number === number);

/** The editor's form as the page renders it: the plan (JSON) and its version. */
async function openEditor(path = EDITOR) {
  const page = await send(path, { cookie: owner.cookie });
  expect(page.status).toBe(200);
  const form = formValues(page.html, "pe-form");
  return { html: page.html, form, doc: parsePlan(form.plan ?? "")! };
}

const save = (doc: PlanDoc, version: string, path = EDITOR) => send(path, { cookie: owner.cookie, form: { plan: JSON.stringify(doc), version, intent: "save" } });

/** A real 1×1 PNG: the upload service looks at the bytes. */
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="), (ch) => ch.charCodeAt(0));

/** The editor's form asking for a hall's picture: a file uploaded (`picture`) or the hall's taken off (`removePicture`). */
function pictureForm(doc: PlanDoc, version: string, intent: "picture" | "removePicture", file?: File): FormFields {
  const form = new FormData();
  form.set("plan", JSON.stringify(doc));
  form.set("version", version);
  form.set("hall", `h${SHOW}`);
  form.set("intent", intent);
  if (file) form.set("picture", file);
  return form;
}

const hallPicture = async () =>
  (await env.DB.prepare("SELECT background FROM halls WHERE id = ?").bind(SHOW).first<{ background: string | null }>())?.background ?? null;

function importForm(doc: PlanDoc, version: string, csv: string): FormFields {
  const form = new FormData();
  form.set("plan", JSON.stringify(doc));
  form.set("version", version);
  form.set("intent", "import");
  form.set("csv", new File([csv], "plan.csv", { type: "text/csv" }));
  return form;
}

/** The alert and the errors the page answered with, as text. */
const said = (html: string) => [/class="form-alert"[^>]*>([^<]*)/.exec(html)?.[1] ?? "", ...[...html.matchAll(/<ul class="pe-errors"[^>]*>([\s\S]*?)<\/ul>/g)].flatMap(([, list]) => [...list!.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]!))];

beforeAll(async () => {
  answerRecaptcha(vi);
  await insertFixtures();
  await insertBoothFixtures(1, TYPES, SHOW);
  const booth = (id: number, number: string, x: number, state: string, extra: Record<string, unknown> = {}) => {
    const columns = { id, trade_show_id: SHOW, hall_id: SHOW, number, x, y: 20, width: 3, depth: 3, booth_type_id: TYPES.shell, state, ...extra };
    return env.DB.prepare(`INSERT INTO booths (${Object.keys(columns).join(", ")}) VALUES (${Object.keys(columns).map(() => "?").join(", ")})`).bind(...Object.values(columns));
  };
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO halls (id, trade_show_id, name, name_en, width_m, depth_m) VALUES (${SHOW}, ${SHOW}, 'ฮอลล์ 5', 'Hall 5', 60, 30)`),
    env.DB.prepare(
      `INSERT INTO booth_reservations (id, trade_show_id, booth_type_id, booth_count, contact_name, company_name, email, phone, booth_numbers, list_exhibitor)
       VALUES (631, ${SHOW}, ${TYPES.shell}, 2, 'คุณผู้จอง', ?, 'plan-booker@example.com', '0812345678', 'H1, H2', 0)`,
    ).bind(COMPANY),
    booth(6301, "H1", 0, "held", { booth_reservation_id: 631 }),
    booth(6302, "H2", 3, "booked", { booth_reservation_id: 631 }),
    booth(6303, "X1", 10, "available"),
  ]);
  owner = await signedInMember("plan-owner", "organizer");
  await runListing(owner.id, "organizers", 1);
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM auth_rate_limits").run();
});

describe("the organizer's floor plan editor", () => {
  it("opens for the show's owners with every booth and who booked it; anyone else gets a 404", async () => {
    const { html, doc, form } = await openEditor();
    expect(html).toContain("Floor plan: Booth Test Fair");
    expect(doc.halls).toEqual([{ key: `h${SHOW}`, id: SHOW, name: "ฮอลล์ 5", name_en: "Hall 5", width: 60, depth: 30, background: null }]);
    expect(doc.booths.map((b) => `${b.number}:${b.state}`)).toEqual(["H1:held", "H2:booked", "X1:available"]);
    expect(form.version).toMatch(/^3-/);
    expect(html).toContain(`Booth H1, 3 × 3 m, Being booked by ${COMPANY}`);
    expect(html).toContain(`href="/en/quotation-profile/shows/${SHOW}/floor-plan/exhibitors.csv"`);
    expect((await send(`/quotation-profile/shows/${SHOW}/floor-plan`, { cookie: owner.cookie })).html).toContain("ผังบูธ: งานจองบูธทดสอบ");
    // The show's editor and the company's listings link to it.
    for (const page of [`/en/quotation-profile/shows/${SHOW}`, "/en/quotation-profile/listings"]) {
      expect((await send(page, { cookie: owner.cookie })).html).toMatch(new RegExp(`<a [^>]*aria-label="Edit the floor plan of Booth Test Fair" href="${EDITOR}"[^>]*>Floor plan</a>`));
    }

    const stranger = await signedInMember("plan-stranger", "organizer");
    await runListing(stranger.id, "organizers", 2);
    expect((await send(EDITOR, { cookie: stranger.cookie })).status).toBe(404);
    expect((await send(`${EDITOR}/exhibitors.csv`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await send(EDITOR, { cookie: stranger.cookie, form: { plan: JSON.stringify(doc), version: form.version!, intent: "save" } })).status).toBe(404);
    // A colleague on organizer 1's team answers its leads but does not run its shows.
    const colleague = await signedInMember("plan-colleague", "organizer");
    expect((await api("/api/organizers/1", jsonInit("PUT", { data: { team: { connect: [colleague.id] } } }, bearer(API_TOKEN)))).status).toBe(200);
    expect((await send(`/en/quotation-profile/leadsFromReservation`, { cookie: colleague.cookie })).status).toBe(200);
    expect((await send(EDITOR, { cookie: colleague.cookie })).status).toBe(404);
    // Show 2 is organizer 2's.
    expect((await send(`/en/quotation-profile/shows/2/floor-plan`, { cookie: owner.cookie })).status).toBe(404);
    expect((await send(EDITOR)).location).toMatch(/^\/en\/login\?redirectTo=/);
  });

  it("saves a row of ten new booths A1…A10 drawn in the editor", async () => {
    const { doc, form } = await openEditor();
    let drawn = doc;
    for (let i = 0; i < 10; i++) {
      const added = addBooth(drawn, `h${SHOW}`, { near: drawn.booths.at(-1)?.number.startsWith("A") ? drawn.booths.at(-1)!.key : undefined, type: TYPES.shell });
      if (!added.ok) throw new Error(JSON.stringify(added.errors));
      drawn = added.doc;
    }
    const row = numberRow(drawn, drawn.booths.filter((b) => b.id === null).map((b) => b.key), "a", 1);
    if (!row.ok) throw new Error(JSON.stringify(row.errors));
    const saved = await save(row.doc, form.version!);
    expect(saved.status, said(saved.html).join(" / ")).toBe(303);
    expect(saved.location).toBe(`${EDITOR}?saved=1`);
    const booths = (await boothRows()).filter((b) => b.number.startsWith("A")).sort((a, b) => a.x - b.x);
    expect(booths.map((b) => `${b.number}@${b.x},${b.y}`)).toEqual(Array.from({ length: 10 }, (_, i) => `A${i + 1}@${i * 3},0`));
    expect(booths.every((b) => b.state === "available" && b.hall_id === SHOW && b.booth_type_id === TYPES.shell && b.width === 3)).toBe(true);
    const after = await send(saved.location!, { cookie: owner.cookie });
    expect(after.html).toContain("The floor plan is saved.");
    expect(parsePlan(formValues(after.html, "pe-form").plan!)!.booths).toHaveLength(13);
    // The show's public page draws them.
    expect((await send(`/en/thai-trade-show-details/booth-test-fair-${SHOW}`)).html).toContain(">A10<");
  });

  it("imports twenty booths from a CSV file into the plan shown, then saves them", async () => {
    const { doc, form } = await openEditor();
    const csv = ["number,hall,x,y,width,depth,type", ...Array.from({ length: 20 }, (_, i) => `C${i + 1},Hall 5,${i * 2.5},10,2.5,3,${i < 10 ? "Shell scheme" : "บูธหัวมุม"}`)].join("\r\n");
    const imported = await send(EDITOR, { cookie: owner.cookie, form: importForm(doc, form.version!, `\uFEFF${csv}\r\n`) });
    expect(imported.status, said(imported.html).join(" / ")).toBe(200);
    expect(imported.html).toContain("Imported: 20 new booths, 0 changed.");
    expect((await boothRows()).some((b) => b.number.startsWith("C"))).toBe(false);
    const next = formValues(imported.html, "pe-form");
    expect(next.version).toBe(form.version);
    const plan = parsePlan(next.plan!)!;
    expect(plan.booths.filter((b) => b.number.startsWith("C"))).toHaveLength(20);

    const saved = await save(plan, next.version!);
    expect(saved.status, said(saved.html).join(" / ")).toBe(303);
    const booths = (await boothRows()).filter((b) => b.number.startsWith("C"));
    expect(booths).toHaveLength(20);
    expect(booths.find((b) => b.number === "C12")).toMatchObject({ x: 27.5, y: 10, width: 2.5, depth: 3, booth_type_id: TYPES.corner, state: "available" });
  });

  it("saves a new hall with a large CSV import in steps the editor sends one after the other", async () => {
    const { doc, form } = await openEditor();
    const withHall = addHall(doc, { name: "ฮอลล์ 6", name_en: "Hall 6", width: 40, depth: 20 });
    if (!withHall.ok) throw new Error(JSON.stringify(withHall.errors));
    const csv = ["number,hall,x,y,width,depth,type", ...Array.from({ length: 160 }, (_, i) => `F${i + 1},ฮอลล์ 6,${(i % 20) * 2},${Math.floor(i / 20) * 2},2,2,`)].join("\n");
    const imported = await send(EDITOR, { cookie: owner.cookie, form: importForm(withHall.doc, form.version!, csv) });
    expect(imported.status, said(imported.html).join(" / ")).toBe(200);
    const first = formValues(imported.html, "pe-form");
    const step = await save(parsePlan(first.plan!)!, first.version!);
    expect(step.status, said(step.html).join(" / ")).toBe(200);
    expect(step.html).toContain(`${WRITES_PER_SAVE} changes saved, 11 to go`);
    const hall = await env.DB.prepare("SELECT id FROM halls WHERE trade_show_id = ? AND name_en = 'Hall 6'").bind(SHOW).first<{ id: number }>();
    expect(hall).not.toBeNull();
    const count = async () => (await boothRows()).filter((b) => b.hall_id === hall!.id).length;
    expect(await count()).toBe(WRITES_PER_SAVE - 1);
    const next = formValues(step.html, "pe-form");
    const rest = parsePlan(next.plan!)!;
    expect(rest.halls.find((h) => h.name_en === "Hall 6")?.id).toBe(hall!.id);
    expect(rest.booths.filter((b) => b.id === null)).toHaveLength(11);
    const done = await save(rest, next.version!);
    expect(done.status, said(done.html).join(" / ")).toBe(303);
    expect(await count()).toBe(160);
  });

  it("refuses a CSV file with a bad line, saying which, and changes nothing", async () => {
    const before = await boothRows();
    const { doc, form } = await openEditor();
    const csv = ["number,hall,x,y,width,depth,type", "D1,Hall 5,0,25,3,3,", "D2,Hall 9,3,25,3,3,", "D3,Hall 5,6,25,3,three,"].join("\n");
    const refused = await send(EDITOR, { cookie: owner.cookie, form: importForm(doc, form.version!, csv) });
    expect(refused.status).toBe(400);
    expect(said(refused.html)).toEqual([
      "The file was not imported because some lines are wrong, and the plan is unchanged. Correct the lines listed below and import it again.",
      "Line 3: this show has no hall “Hall 9”.",
      "Line 4: depth must be metres, such as 3 or 2.5.",
    ]);
    expect(parsePlan(formValues(refused.html, "pe-form").plan!)).toEqual(doc);
    expect(await boothRows()).toEqual(before);
    const thai = await send(`/quotation-profile/shows/${SHOW}/floor-plan`, { cookie: owner.cookie, form: importForm(doc, form.version!, csv) });
    expect(said(thai.html)).toContain("บรรทัดที่ 3: ไม่พบฮอลล์ “Hall 9” ในงานนี้");
  });

  it("refuses a save from a version another owner saved over with 409, keeping the plan sent", async () => {
    const { doc, form } = await openEditor();
    const mine = addBooth(doc, `h${SHOW}`);
    if (!mine.ok) throw new Error("no room");
    const theirs = addBooth(doc, `h${SHOW}`, { near: doc.booths.find((b) => b.number === "X1")!.key });
    if (!theirs.ok) throw new Error("no room");
    expect((await save(theirs.doc, form.version!)).status).toBe(303);
    const stale = await save(mine.doc, form.version!);
    expect(stale.status).toBe(409);
    expect(said(stale.html)[0]).toContain("Someone else saved this plan after you opened it.");
    const kept = formValues(stale.html, "pe-form");
    expect(parsePlan(kept.plan!)).toEqual(mine.doc);
    expect(kept.version).not.toBe(form.version);
    const number = mine.doc.booths.at(-1)!.number;
    expect(await boothOf(number)).toBeUndefined();
    // Saving again, told, puts this plan in place of theirs.
    expect((await save(mine.doc, kept.version!)).status).toBe(303);
    expect(await boothOf(number)).toBeDefined();
  });

  it("never changes a held or booked booth, not even one held since the editor opened", async () => {
    const { doc, form } = await openEditor();
    const moved = { ...doc, booths: doc.booths.map((b) => (b.number === "H2" ? { ...b, x: 40 } : b.number === "H1" ? { ...b, state: "blocked" as const } : b)) };
    const refused = await save(moved, form.version!);
    expect(refused.status).toBe(400);
    expect(said(refused.html)).toEqual(expect.arrayContaining(["Booth H1: it is booked or being booked, so it cannot be changed.", "Booth H2: it is booked or being booked, so it cannot be changed."]));

    // X1 is held by an exhibitor after the editor opened: moving it is refused, the hold stays.
    await env.DB.prepare("UPDATE booths SET state = 'held', held_until = ? WHERE id = 6303").bind(new Date(Date.now() + 10 * 60_000).toISOString()).run();
    const late = await save({ ...doc, booths: doc.booths.map((b) => (b.number === "X1" ? { ...b, y: 5 } : b)) }, form.version!);
    expect(late.status).toBe(400);
    expect(said(late.html)).toContain("Booth X1: it is booked or being booked, so it cannot be changed.");

    // A plan that says the held and booked booths are available, and changes another booth, saves without touching them.
    const forged = { ...doc, booths: doc.booths.map((b) => (["H1", "H2", "X1"].includes(b.number) ? { ...b, state: "available" as const } : b.number === "A1" ? { ...b, price: 52000 } : b)) };
    const saved = await save(forged, form.version!);
    expect(saved.status, said(saved.html).join(" / ")).toBe(303);
    expect(await boothOf("H1")).toMatchObject({ state: "held", booth_reservation_id: 631, x: 0 });
    expect(await boothOf("H2")).toMatchObject({ state: "booked", booth_reservation_id: 631, x: 3 });
    expect(await boothOf("X1")).toMatchObject({ state: "held", y: 20 });
    expect((await env.DB.prepare("SELECT price FROM booths WHERE trade_show_id = ? AND number = 'A1'").bind(SHOW).first<{ price: number }>())?.price).toBe(52000);
  });

  it("puts a picture under a hall's booths, saved with the plan and drawn on the show's page, and takes it off", async () => {
    const { doc, form } = await openEditor();
    expect(doc.halls[0]!.background).toBeNull();
    const uploaded = await send(EDITOR, { cookie: owner.cookie, form: pictureForm(doc, form.version!, "picture", new File([PNG], "Hall 5 plan.png", { type: "image/png" })) });
    expect(uploaded.status, said(uploaded.html).join(" / ")).toBe(200);
    expect(uploaded.html).toContain("The picture is now under the hall&#x27;s booths.");
    const laid = formValues(uploaded.html, "pe-form");
    const pictured = parsePlan(laid.plan!)!;
    const path = pictured.halls[0]!.background!;
    expect(path).toMatch(/^\/api\/uploads\/Hall_5_plan_\w+\.png$/);
    expect(uploaded.html).toContain(`<image href="${path}" width="60" height="30" preserveAspectRatio="none" aria-hidden="true" pointer-events="none"></image>`);
    // Nothing is saved until the plan is.
    expect(await hallPicture()).toBeNull();
    expect((await save(pictured, laid.version!)).status).toBe(303);
    expect(JSON.parse((await hallPicture())!)).toEqual({ path });

    // Visitors get the picture's address in the page's HTML, beneath the booths, and nothing to read aloud.
    const show = await send(`/en/thai-trade-show-details/booth-test-fair-${SHOW}`);
    expect(show.html).toContain(`<rect class="fp-floor" width="60" height="30"></rect><image href="${path}" width="60" height="30" preserveAspectRatio="none" aria-hidden="true"></image>`);
    expect((await send(path)).status).toBe(200);

    // Without scripts the form takes it off; the save clears it, and the page draws none.
    const opened = await openEditor();
    const removed = await send(EDITOR, { cookie: owner.cookie, form: pictureForm(opened.doc, opened.form.version!, "removePicture") });
    expect(removed.html).toContain("The hall&#x27;s picture is taken off.");
    const cleared = formValues(removed.html, "pe-form");
    expect(parsePlan(cleared.plan!)!.halls[0]!.background).toBeNull();
    expect((await save(parsePlan(cleared.plan!)!, cleared.version!)).status).toBe(303);
    expect(await hallPicture()).toBeNull();
    expect((await send(`/en/thai-trade-show-details/booth-test-fair-${SHOW}`)).html).not.toContain("<image");
  });

  it("refuses a file that is no picture, and a picture from another site, changing nothing", async () => {
    const { doc, form } = await openEditor();
    const text = await send(EDITOR, { cookie: owner.cookie, form: pictureForm(doc, form.version!, "picture", new File(["number,hall"], "plan.png", { type: "image/png" })) });
    expect(text.status).toBe(400);
    expect(said(text.html)).toEqual(["The picture was not added: see why below. The plan is unchanged.", "The picture must be a JPEG, PNG, WebP or GIF file."]);
    const none = await send(EDITOR, { cookie: owner.cookie, form: pictureForm(doc, form.version!, "picture") });
    expect(said(none.html)[0]).toBe("Please choose a picture to upload.");
    const thai = await send(`/quotation-profile/shows/${SHOW}/floor-plan`, { cookie: owner.cookie, form: pictureForm(doc, form.version!, "picture", new File(["x"], "a.pdf", { type: "application/pdf" })) });
    expect(said(thai.html)).toContain("ไฟล์ภาพต้องเป็น JPEG, PNG, WebP หรือ GIF");

    const forged = { ...doc, halls: doc.halls.map((h) => ({ ...h, background: "https://tracker.example/pixel.gif" })) };
    const refused = await save(forged, form.version!);
    expect(refused.status).toBe(400);
    expect(said(refused.html)).toContain("The picture of ฮอลล์ 5 must be a file uploaded here.");
    expect(await hallPicture()).toBeNull();
  });

  it("exports the exhibitors with their booths, and the booths as the import reads them", async () => {
    const file = await send(`${EDITOR}/exhibitors.csv`, { cookie: owner.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="booth-test-fair-${SHOW}-exhibitors.csv"`);
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // (The page decoder drops the byte-order mark the bytes above start with.)
    expect(file.html.split("\r\n")).toEqual(["Booth,Hall,Exhibitor,Status", `H1,Hall 5,${COMPANY},Being booked`, `H2,Hall 5,${COMPANY},Booked`, "X1,Hall 5,,Being booked", ""]);
    const thai = await send(`/quotation-profile/shows/${SHOW}/floor-plan/exhibitors.csv`, { cookie: owner.cookie });
    expect(thai.html).toContain(`H2,ฮอลล์ 5,${COMPANY},จองแล้ว`);

    const booths = await send(`${EDITOR}/booths.csv`, { cookie: owner.cookie });
    expect(booths.status).toBe(200);
    expect(booths.html.startsWith("number,hall,x,y,width,depth,type\r\n")).toBe(true);
    expect(booths.html).toContain("C12,Hall 5,27.5,10,2.5,3,Corner\r\n");
    const { doc, form } = await openEditor();
    const again = await send(EDITOR, { cookie: owner.cookie, form: importForm(doc, form.version!, booths.html) });
    expect(again.status).toBe(200);
    expect(again.html).toContain("Imported: 0 new booths, 0 changed.");
    expect((await send(`${EDITOR}/plan.csv`, { cookie: owner.cookie })).status).toBe(404);
  });
});
