import { env, exports } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../workers/app";
import { toBangkokInput } from "../../app/lib/model-form/form-values";
import { beforeAll, describe, expect, it } from "vitest";
import { collectionByPlural } from "../../app/model/model";
import { contentFormFields } from "../../app/back-office/editor/collections";
import { changedFields } from "../../app/back-office/staff/audit-entry";
import { claimSaveTurn } from "../../app/portal-store/save-turn.server";
import { backOfficeStore } from "../../app/back-office/store/back-office-store.server";
import { portalStore } from "../../app/portal-store/portal-store.server";
import { formValues, send, signedInMember } from "./member-pages";
import { expectPrivate, signedInStaff } from "./staff-fixtures";

let editor: { cookie: string; id: number };
let secondEditor: { cookie: string; id: number };
let admin: { cookie: string; id: number };

beforeAll(async () => {
  editor = await signedInStaff("cms-editor", "editor");
  secondEditor = await signedInStaff("cms-editor-two", "editor");
  admin = await signedInStaff("cms-admin", "admin");
});

const NEW_SHOW = { name: "งานทดสอบระบบจัดการเนื้อหา", name_en: "Content manager test show", start_date: "2026-09-01", end_date: "2026-09-03", scope: "thai", event_status: "scheduled", attendance_mode: "offline" };

const hiddenValue = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
const idFrom = (location: string | null) => Number(/\/(\d+)\?done=/.exec(location ?? "")?.[1]);

async function createShow(fields: Record<string, string> = {}): Promise<number> {
  const created = await send("/admin/content/trade-shows/new", { cookie: editor.cookie, form: { ...NEW_SHOW, ...fields, intent: "save" } });
  expect(created.status).toBe(303);
  return idFrom(created.location);
}

const publicShow = (id: number) => exports.default.fetch(new Request(`https://portal.example/api/trade-shows/${id}`));

describe("the content manager", () => {
  it("opens for editors and admins only, on every action", async () => {
    const member = await signedInMember("cms-member");
    for (const path of ["/admin/content", "/admin/content/trade-shows", "/en/admin/content/trade-shows/new"]) {
      expect((await send(path)).status, path).toBe(303);
      expect((await send(path, { cookie: member.cookie })).status, path).toBe(403);
      for (const who of [editor, admin]) {
        const page = await send(path, { cookie: who.cookie });
        expect(page.status, path).toBe(200);
        expectPrivate(page.headers);
      }
    }
    const id = await createShow();
    for (const path of ["/admin/content/trade-shows/new", `/admin/content/trade-shows/${id}`, `/admin/content/trade-shows/${id}/lease`]) {
      const stranger = await send(path, { form: { ...NEW_SHOW, intent: "publish" } });
      expect(stranger.status, path).toBe(303);
      expect(stranger.location).toMatch(/^\/admin\/login/);
      expect((await send(path, { cookie: member.cookie, form: { ...NEW_SHOW, intent: "publish" } })).status, path).toBe(403);
    }
    expect((await publicShow(id)).status).toBe(404);
    expect((await send("/admin/content/bookmarks", { cookie: editor.cookie })).status).toBe(404);
  });

  it("generates every field of the model in the form, Thai and English side by side", async () => {
    for (const plural of ["trade-shows", "venues", "jobs", "booth-types"]) {
      const page = await send(`/admin/content/${plural}/new`, { cookie: editor.cookie });
      for (const field of contentFormFields(collectionByPlural(plural)!)) {
        const name = field.control === "contact" ? `${field.name}.phone` : field.name;
        expect(page.html, `${plural}.${field.name}`).toContain(`name="${name}"`);
        if (field.localized) expect(page.html).toContain(`name="${field.name}_en"`);
      }
    }
  });

  it("answers bad input beside the field in the page's language, keeping what was typed", async () => {
    const page = await send("/en/admin/content/trade-shows/new", { cookie: editor.cookie, form: { ...NEW_SHOW, start_date: "", expected_visitors: "lots", intent: "save" } });
    expect(page.status).toBe(400);
    expect(page.html).toContain("Please fill this in.");
    expect(page.html).toContain("Please enter a whole number.");
    expect(page.html).toContain('value="lots"');
    expect(page.html).toContain(NEW_SHOW.name);
  });

  it("creates a draft, publishes it through the service, and logs each write", async () => {
    const id = await createShow({ name: "งานฉบับร่างทดสอบ" });
    expect((await publicShow(id)).status).toBe(404);
    const page = await send(`/admin/content/trade-shows/${id}`, { cookie: editor.cookie });
    expect(page.html).toContain("งานฉบับร่างทดสอบ");
    const published = await send(`/admin/content/trade-shows/${id}`, {
      cookie: editor.cookie,
      form: { ...NEW_SHOW, name: "งานฉบับร่างทดสอบ", updatedAt: hiddenValue(page.html, "updatedAt"), auditMark: hiddenValue(page.html, "auditMark"), intent: "publish" },
    });
    expect(published.status).toBe(303);
    expect((await publicShow(id)).status).toBe(200);
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: editor.id, collection: "trade-shows" });
    const mine = entries.filter((entry) => entry.targetId === String(id));
    expect(mine.map((entry) => entry.action)).toEqual(["publish", "create"]);
    expect(mine[0]!.after).toMatchObject({ name: "งานฉบับร่างทดสอบ" });
    expect(mine[1]!.before).toBeNull();
  });

  it("merges a save made against an older version: each side's fields are kept, and only a field both changed is asked about", async () => {
    const id = await createShow();
    const first = await send(`/en/admin/content/trade-shows/${id}`, { cookie: editor.cookie });
    const second = await send(`/en/admin/content/trade-shows/${id}`, { cookie: secondEditor.cookie });
    expect(second.html).toContain("cms-editor has been editing this record since");
    const opened = (html: string) => ({ ...formValues(html, "content-form"), intent: "save" });
    const saved = await send(`/en/admin/content/trade-shows/${id}`, { cookie: secondEditor.cookie, form: { ...opened(second.html), summary: "ของคนที่สอง" } });
    expect(saved.status).toBe(303);
    const stored = async () =>
      ((await (await exports.default.fetch(new Request(`https://portal.example/api/trade-shows/${id}?publicationState=preview`, { headers: { authorization: `Bearer ${env.CONTENT_API_TOKEN}` } }))).json()) as {
        data: { attributes: { summary: string; city: string | null } };
      }).data.attributes;

    // The first editor changed another field: both are kept, and the page says so.
    const merged = await send(`/en/admin/content/trade-shows/${id}`, { cookie: editor.cookie, form: { ...opened(first.html), city: "เชียงใหม่" } });
    expect(merged.status).toBe(303);
    expect(merged.location).toContain("done=merged");
    expect(await stored()).toMatchObject({ summary: "ของคนที่สอง", city: "เชียงใหม่" });
    expect((await send(merged.location!, { cookie: editor.cookie })).html).toContain("their changes are kept beside yours");

    // Both change the summary: nothing is written; theirs is shown beside mine, both sides' other fields kept.
    const mine = await send(`/en/admin/content/trade-shows/${id}`, { cookie: editor.cookie });
    const theirs = await send(`/en/admin/content/trade-shows/${id}`, { cookie: secondEditor.cookie });
    await send(`/en/admin/content/trade-shows/${id}`, { cookie: secondEditor.cookie, form: { ...opened(theirs.html), summary: "สรุปของคนที่สอง ฉบับใหม่" } });
    const conflict = await send(`/en/admin/content/trade-shows/${id}`, { cookie: editor.cookie, form: { ...opened(mine.html), summary: "สรุปของคนแรก", city: "ขอนแก่น" } });
    expect(conflict.status).toBe(409);
    expect(conflict.html).toContain("Not saved yet: cms-editor-two also changed Summary (Thai) after you opened this record.");
    expect(conflict.html).toContain("Saved meanwhile by the other editor: สรุปของคนที่สอง ฉบับใหม่");
    expect(conflict.html).toContain("สรุปของคนแรก");
    expect(await stored()).toMatchObject({ summary: "สรุปของคนที่สอง ฉบับใหม่", city: "เชียงใหม่" });
    // Saving the form as the conflict left it keeps mine where I decided, with my other change.
    const decided = await send(`/en/admin/content/trade-shows/${id}`, { cookie: editor.cookie, form: { ...opened(conflict.html), intent: "save" } });
    expect(decided.status).toBe(303);
    expect(await stored()).toMatchObject({ summary: "สรุปของคนแรก", city: "ขอนแก่น" });
  });

  it("writes only what changed: a save with nothing changed writes nothing, and a picture keeps its stored sizes", async () => {
    const id = await createShow();
    const picture = { path: "/seed/trade-shows/metalex-2026.webp", width: 1200, height: 675, widths: [640], alt: "ภาพงาน", alt_en: "The show" };
    await env.DB.prepare("UPDATE trade_shows SET cover_img = ? WHERE id = ?").bind(JSON.stringify(picture), id).run();
    const stored = async () => JSON.parse((await env.DB.prepare("SELECT cover_img FROM trade_shows WHERE id = ?").bind(id).first<{ cover_img: string }>())!.cover_img);
    const updatedAt = async () => (await env.DB.prepare("SELECT updated_at FROM trade_shows WHERE id = ?").bind(id).first<{ updated_at: string }>())!.updated_at;
    const auditCount = async () => (await backOfficeStore(env).staffAudit.page({ page: 1, staffId: editor.id, collection: "trade-shows" })).entries.filter((e) => e.targetId === String(id)).length;
    const before = { updatedAt: await updatedAt(), audit: await auditCount() };

    const page = await send(`/en/admin/content/trade-shows/${id}`, { cookie: editor.cookie });
    const form = { ...formValues(page.html, "content-form"), intent: "save" };
    const unchanged = await send(`/en/admin/content/trade-shows/${id}`, { cookie: editor.cookie, form });
    expect(unchanged.status).toBe(303);
    expect(unchanged.location).toContain("done=unchanged");
    expect(await updatedAt()).toBe(before.updatedAt);
    expect(await auditCount()).toBe(before.audit);
    expect(await stored()).toEqual(picture);

    const altOnly = await send(`/en/admin/content/trade-shows/${id}`, { cookie: editor.cookie, form: { ...form, "cover_img.alt_en": "METALEX from the hall floor" } });
    expect(altOnly.status).toBe(303);
    expect(await stored()).toEqual({ ...picture, alt_en: "METALEX from the hall floor" });
    const [entry] = (await backOfficeStore(env).staffAudit.page({ page: 1, staffId: editor.id, collection: "trade-shows" })).entries.filter((e) => e.targetId === String(id));
    expect(changedFields(entry!.before, entry!.after).filter((name) => !["updatedAt", "updated_at"].includes(name))).toEqual(["cover_img"]);
    expect((await send(`/en/admin/content/trade-shows/${id}`, { cookie: editor.cookie })).html).toContain("METALEX from the hall floor");
  });

  it("takes an industry from the master data only, and keeps a stored value that is in none until someone picks", async () => {
    const sectors = [
      { value: "food-beverage", th: "อาหารและเครื่องดื่ม", en: "Food & beverage", group: "industry" },
      { value: "automotive", th: "ยานยนต์และชิ้นส่วน", en: "Automotive & parts", group: "industry" },
    ];
    const master = await exports.default.fetch(
      new Request("https://portal.example/api/master-data-app", {
        method: "PUT",
        headers: { authorization: `Bearer ${env.CONTENT_API_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ data: { sectors } }),
      }),
    );
    expect(master.status).toBe(200);
    const typedByHand = await send("/en/admin/content/trade-shows/new", { cookie: editor.cookie, form: { ...NEW_SHOW, industry: "อาหารและเครื่องดื่ม", intent: "save" } });
    expect(typedByHand.status).toBe(400);
    expect(typedByHand.html).toMatch(/id="content-industry-error"[^>]*>Please pick one of the options\./);
    const picked = await createShow({ industry: "food-beverage" });
    const page = await send(`/en/admin/content/trade-shows/${picked}`, { cookie: editor.cookie });
    expect(page.html).toContain('<option value="food-beverage" selected="">Food &amp; beverage (อาหารและเครื่องดื่ม)</option>');
    // The list filters by the industry, offered from the same entries.
    const listed = await send("/en/admin/content/trade-shows?industry=food-beverage", { cookie: editor.cookie });
    expect(listed.html).toContain(`href="/en/admin/content/trade-shows/${picked}"`);
    expect(listed.html).toContain('<option value="automotive">Automotive &amp; parts (ยานยนต์และชิ้นส่วน)</option>');
    expect(listed.html.match(/data-testid="content-row"/g)).toHaveLength(1);

    // A record tagged by hand before the picker: shown as it is, saved unchanged, refused once changed to other free text.
    await env.DB.prepare("UPDATE trade_shows SET industry = 'Food' WHERE id = ?").bind(picked).run();
    const stray = await send(`/en/admin/content/trade-shows/${picked}`, { cookie: editor.cookie });
    expect(stray.html).toContain('<option value="Food" selected="">Food (in no master-data entry: pick one)</option>');
    const form = { ...formValues(stray.html, "content-form"), intent: "save" };
    expect((await send(`/en/admin/content/trade-shows/${picked}`, { cookie: editor.cookie, form: { ...form, city: "Bangkok" } })).status).toBe(303);
    const again = await send(`/en/admin/content/trade-shows/${picked}`, { cookie: editor.cookie });
    expect((await send(`/en/admin/content/trade-shows/${picked}`, { cookie: editor.cookie, form: { ...formValues(again.html, "content-form"), industry: "Foods", intent: "save" } })).status).toBe(400);
    // The master data page lists it for the team, with the way to its page.
    const masterPage = await send("/en/admin/content/master-data-app", { cookie: editor.cookie });
    expect(masterPage.html).toContain(`href="/en/admin/content/trade-shows/${picked}"`);
    expect(masterPage.html).toMatch(/Industry[^<]*: <code>Food<\/code>/);
    await exports.default.fetch(
      new Request("https://portal.example/api/master-data-app", {
        method: "PUT",
        headers: { authorization: `Bearer ${env.CONTENT_API_TOKEN}`, "content-type": "application/json" },
        body: JSON.stringify({ data: { sectors: null } }),
      }),
    );
  });

  it("names a record saved without a slug by its English title, uniquely, and keeps a published record's old address answering 301", async () => {
    const slugOf = async (id: number) => (await env.DB.prepare("SELECT slug FROM trade_shows WHERE id = ?").bind(id).first<{ slug: string }>())!.slug;
    const first = await createShow({ name_en: "Slug Test Expo 2031" });
    const second = await createShow({ name_en: "Slug Test Expo 2031" });
    expect(await slugOf(first)).toBe("slug-test-expo-2031");
    expect(await slugOf(second)).toBe("slug-test-expo-2031-2");
    const thaiOnly = await createShow({ name_en: "", name: "งานทดสอบที่อยู่" });
    expect(await slugOf(thaiOnly)).toMatch(/^trade-show(-\d+)?$/);

    const page = await send(`/en/admin/content/trade-shows/${first}`, { cookie: editor.cookie });
    const published = await send(`/en/admin/content/trade-shows/${first}`, { cookie: editor.cookie, form: { ...formValues(page.html, "content-form"), intent: "publish" } });
    expect(published.status).toBe(303);
    const old = "/thai-trade-show-details/slug-test-expo-2031";
    expect((await send(old)).status).toBe(200);
    const reopened = await send(`/en/admin/content/trade-shows/${first}`, { cookie: editor.cookie });
    expect(reopened.html).toContain("Public address: /en/thai-trade-show-details/slug-test-expo-2031");
    const renamed = await send(`/en/admin/content/trade-shows/${first}`, { cookie: editor.cookie, form: { ...formValues(reopened.html, "content-form"), slug: "slug-test-expo-bangkok-2031", intent: "save" } });
    expect(renamed.status).toBe(303);
    const moved = await send(`${old}?from=newsletter`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/thai-trade-show-details/slug-test-expo-bangkok-2031?from=newsletter");
    expect((await send(`/en${old}`)).location).toBe("/en/thai-trade-show-details/slug-test-expo-bangkok-2031");
    expect((await send("/thai-trade-show-details/slug-test-expo-bangkok-2031")).status).toBe(200);
    // Renamed again: the first address leads straight to the newest, never through a chain.
    const third = await send(`/en/admin/content/trade-shows/${first}`, { cookie: editor.cookie });
    await send(`/en/admin/content/trade-shows/${first}`, { cookie: editor.cookie, form: { ...formValues(third.html, "content-form"), slug: "bangkok-slug-expo-2031", intent: "save" } });
    expect((await send(old)).location).toBe("/thai-trade-show-details/bangkok-slug-expo-2031");
    expect((await send("/thai-trade-show-details/no-such-show-ever")).status).toBe(404);
  });

  it("publishes, unpublishes and deletes the ticked records at once, only with the confirmation, each logged", async () => {
    const ids = [await createShow({ name_en: "Bulk Fair One" }), await createShow({ name_en: "Bulk Fair Two" }), await createShow({ name_en: "Bulk Fair Three" })];
    const list = "/en/admin/content/trade-shows?q=Bulk%20Fair";
    const page = await send(list, { cookie: editor.cookie });
    for (const id of ids) expect(page.html).toContain(`name="ids" value="${id}"`);
    const bulk = (form: Record<string, string | string[]>) => send(list, { cookie: editor.cookie, form });
    const unconfirmed = await bulk({ bulk: "publish", ids: ids.map(String) });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.html).toContain("Nothing done: tick the confirmation box first.");
    expect(unconfirmed.html).toContain(`name="ids" checked="" value="${ids[0]}"`);
    expect((await bulk({ bulk: "publish", confirm: "on" })).status).toBe(400);
    expect((await bulk({ bulk: "archive", ids: [String(ids[0])], confirm: "on" })).status).toBe(400);

    const published = await bulk({ bulk: "publish", ids: ids.map(String), confirm: "on" });
    expect(published.status).toBe(303);
    expect(published.location).toBe("/en/admin/content/trade-shows?q=Bulk+Fair&bulk=publish&count=3");
    expect((await send(published.location!, { cookie: editor.cookie })).html).toContain("Published 3 records.");
    for (const id of ids) expect((await publicShow(id)).status).toBe(200);
    const unpublished = await bulk({ bulk: "unpublish", ids: [String(ids[0])], confirm: "on" });
    expect(unpublished.location).toContain("count=1");
    expect((await publicShow(ids[0]!)).status).toBe(404);
    expect((await bulk({ bulk: "delete", ids: ids.slice(1).map(String), confirm: "on" })).location).toContain("count=2");
    expect((await env.DB.prepare(`SELECT COUNT(*) AS n FROM trade_shows WHERE id IN (${ids.join(",")})`).first<{ n: number }>())!.n).toBe(1);
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: editor.id, collection: "trade-shows" });
    const logged = (id: number) => entries.filter((entry) => entry.targetId === String(id)).map((entry) => entry.action);
    expect(logged(ids[0]!)).toEqual(["unpublish", "publish", "create"]);
    expect(logged(ids[2]!)).toEqual(["delete", "publish", "create"]);
  });

  it("publishes at the Bangkok time set, on the cron pass due at that time, and unpublishes later the same way", async () => {
    const id = await createShow({ name_en: "Scheduled Fair 2031" });
    const path = `/en/admin/content/trade-shows/${id}`;
    const inHours = (hours: number) => toBangkokInput(new Date(Date.now() + hours * 3_600_000).toISOString());
    const past = await send(path, { cookie: editor.cookie, form: { intent: "schedule", "schedule.publish": inHours(-1), "schedule.unpublish": "" } });
    expect(past.status).toBe(400);
    expect(past.html).toContain("This time has passed: choose a later one.");
    const backwards = await send(path, { cookie: editor.cookie, form: { intent: "schedule", "schedule.publish": inHours(3), "schedule.unpublish": inHours(2) } });
    expect(backwards.html).toContain("Unpublishing must come after publishing.");
    const saved = await send(path, { cookie: editor.cookie, form: { intent: "schedule", "schedule.publish": inHours(1), "schedule.unpublish": inHours(5) } });
    expect(saved.status).toBe(303);
    expect((await send(path, { cookie: editor.cookie })).html).toContain(`value="${inHours(1)}"`);
    expect((await send("/en/admin/content/trade-shows?q=Scheduled%20Fair", { cookie: editor.cookie })).html).toContain("Publishes ");

    const pass = async (hours: number) => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "*/15 * * * *", scheduledTime: Date.now() + hours * 3_600_000 }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await pass(0.5);
    expect((await publicShow(id)).status).toBe(404);
    await pass(1.25);
    expect((await publicShow(id)).status).toBe(200);
    await pass(1.5);
    expect((await publicShow(id)).status).toBe(200);
    await pass(5.25);
    expect((await publicShow(id)).status).toBe(404);
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: editor.id, collection: "trade-shows" });
    expect(entries.filter((entry) => entry.targetId === String(id)).map((entry) => entry.action)).toEqual(["scheduled-unpublish", "scheduled-publish", "schedule", "create"]);
  });

  it("refuses a save while another save of the same version is under way, and takes it once that one failed", async () => {
    const id = await createShow();
    const page = await send(`/en/admin/content/trade-shows/${id}`, { cookie: editor.cookie });
    const version = { updatedAt: hiddenValue(page.html, "updatedAt"), auditMark: hiddenValue(page.html, "auditMark") };
    // The other editor's save, sent a moment earlier against the same version, holds its turn while it writes.
    const theirs = await claimSaveTurn(portalStore(env), "trade-shows", id, version.updatedAt);
    expect(theirs).not.toBeNull();
    const mine = await send(`/en/admin/content/trade-shows/${id}`, { cookie: editor.cookie, form: { ...NEW_SHOW, city: "ขอนแก่น", ...version, intent: "save" } });
    expect(mine.status).toBe(409);
    expect(mine.html).toContain("Not saved:");
    expect(mine.html).toContain("ขอนแก่น");
    const stored = async () =>
      ((await (await exports.default.fetch(new Request(`https://portal.example/api/trade-shows/${id}?publicationState=preview`, { headers: { authorization: `Bearer ${env.CONTENT_API_TOKEN}` } }))).json()) as {
        data: { attributes: { city: string | null } };
      }).data.attributes.city;
    expect(await stored()).toBeNull();

    await theirs!.release();
    const again = await send(`/en/admin/content/trade-shows/${id}`, { cookie: editor.cookie, form: { ...NEW_SHOW, city: "ขอนแก่น", ...version, intent: "save" } });
    expect(again.status).toBe(303);
    expect(await stored()).toBe("ขอนแก่น");
  });

  it("deletes only once confirmed, and logs the record deleted", async () => {
    const id = await createShow({ name: "งานที่จะลบ" });
    const unconfirmed = await send(`/admin/content/trade-shows/${id}`, { cookie: admin.cookie, form: { intent: "delete" } });
    expect(unconfirmed.status).toBe(400);
    const deleted = await send(`/admin/content/trade-shows/${id}`, { cookie: admin.cookie, form: { intent: "delete", confirm: "yes" } });
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe(`/admin/content/trade-shows?deleted=${id}`);
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: admin.id, collection: "trade-shows" });
    expect(entries.find((entry) => entry.targetId === String(id))).toMatchObject({ action: "delete", before: { name: "งานที่จะลบ" }, after: null });
  });

  it("lists a collection with search, status filter and the preview of a draft", async () => {
    const id = await createShow({ name: "งานค้นหาพิเศษ", name_en: "Special searchable show" });
    const list = await send("/en/admin/content/trade-shows?q=searchable&status=draft", { cookie: editor.cookie });
    expect(list.html).toContain("งานค้นหาพิเศษ");
    expect([...list.html.matchAll(/data-testid="content-row"/g)]).toHaveLength(1);
    const preview = await send(`/admin/content/trade-shows/${id}/preview`, { cookie: editor.cookie });
    expect(preview.status).toBe(200);
    expect(preview.html).toContain("งานค้นหาพิเศษ");
  });
});
