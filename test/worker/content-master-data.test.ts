import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { LISTINGS } from "../../app/domain/listings";
import { quoteHref } from "../../app/features/directory/kinds";
import { editorRows, MASTER_LISTS, rowField, storedRows } from "../../app/back-office/editor/master-data-rows";
import { claimSaveTurn } from "../../app/portal-store/save-turn.server";
import { backOfficeStore } from "../../app/back-office/store/back-office-store.server";
import { portalStore } from "../../app/portal-store/portal-store.server";
import { send, signedInMember } from "./member-pages";
import { page, seedContent } from "./seeded";
import { expectPrivate, signedInStaff } from "./staff-fixtures";

/** The master data editor (/admin/content/master-data-app) and the draft previews of every detail page. */
let editor: { cookie: string; id: number };
let secondEditor: { cookie: string; id: number };

beforeAll(async () => {
  await seedContent();
  editor = await signedInStaff("md-editor", "editor");
  secondEditor = await signedInStaff("md-editor-two", "editor");
});

const PATH = "/admin/content/master-data-app";
const hiddenValue = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";

const withToken = (path: string, init: RequestInit = {}) =>
  exports.default.fetch(new Request(`https://portal.example${path}`, { ...init, headers: { authorization: `Bearer ${env.CONTENT_API_TOKEN}`, "content-type": "application/json" } }));

async function storedMaster(): Promise<Record<string, unknown>> {
  const body = (await (await withToken("/api/master-data-app?publicationState=preview")).json()) as { data: { attributes: Record<string, unknown> } };
  return body.data.attributes;
}

/** The form as the editor's page posts it: every stored row, changed by `edit`, and the version the page carried. */
async function masterForm(html: string, edit: (rows: ReturnType<typeof editorRows>, list: (typeof MASTER_LISTS)[number]) => void = () => {}) {
  const stored = await storedMaster();
  const form: Record<string, string> = { updatedAt: hiddenValue(html, "updatedAt"), auditMark: hiddenValue(html, "auditMark"), intent: "save" };
  for (const list of MASTER_LISTS) {
    const rows = editorRows(list, storedRows(stored[list]));
    edit(rows, list);
    rows.forEach((row, index) => {
      for (const part of ["key", "value", "th", "en", "extra"] as const) form[rowField(list, index, part)] = row[part];
      if (row.remove) form[rowField(list, index, "remove")] = "on";
    });
  }
  return form;
}

const addCategory = (th: string, en: string) => (rows: ReturnType<typeof editorRows>, list: string) => {
  if (list === "event_categories") rows[rows.length - 1] = { key: "", value: "", th, en, extra: "", remove: false };
};

describe("the master data editor", () => {
  it("opens for editors only, on reading and saving", async () => {
    const member = await signedInMember("md-member");
    const anonymous = await send(PATH);
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toMatch(/^\/admin\/login/);
    expect((await send(PATH, { cookie: member.cookie })).status).toBe(403);
    const before = await storedMaster();
    const form = await masterForm("", addCategory("ห้ามเพิ่ม", "Not allowed"));
    expect((await send(PATH, { form })).status).toBe(303);
    expect((await send(PATH, { form, cookie: member.cookie })).status).toBe(403);
    expect((await storedMaster()).event_categories).toEqual(before.event_categories);

    const editorPage = await send(`/en${PATH}`, { cookie: editor.cookie });
    expect(editorPage.status).toBe(200);
    expectPrivate(editorPage.headers);
    expect(editorPage.html).toContain("Industries and business sectors");
    expect(editorPage.html).toContain('value="Food &amp; beverage"');
    expect(editorPage.html).toContain('value="อาหารและเครื่องดื่ม"');
    expect((await send("/admin/content", { cookie: editor.cookie })).html).toContain(`href="${PATH}"`);
  });

  it("saves a new category in both languages through the service, logs it, and the public filter offers it", async () => {
    const editorPage = await send(PATH, { cookie: editor.cookie });
    const saved = await send(PATH, { cookie: editor.cookie, form: await masterForm(editorPage.html, addCategory("ศิลปะบนถนน", "Street art")) });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`${PATH}?done=saved`);
    expect((await storedMaster()).event_categories).toContainEqual({ value: "street-art", th: "ศิลปะบนถนน", en: "Street art" });

    expect(await page("/thai-event-lists")).toContain('<option value="street-art">ศิลปะบนถนน</option>');
    expect(await page("/en/thai-event-lists")).toContain('<option value="street-art">Street art</option>');

    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: editor.id, collection: "master-data-app" });
    expect(entries[0]).toMatchObject({ action: "update" });
    expect(JSON.stringify(entries[0]!.before)).not.toContain("street-art");
    expect(JSON.stringify(entries[0]!.after)).toContain("street-art");
  });

  it("refuses a save made against an older version, naming who saved and which list", async () => {
    const first = await send(`/en${PATH}`, { cookie: editor.cookie });
    const second = await send(`/en${PATH}`, { cookie: secondEditor.cookie });
    expect((await send(`/en${PATH}`, { cookie: secondEditor.cookie, form: await masterForm(second.html, addCategory("งานวัด", "Temple fairs")) })).status).toBe(303);
    const stale = await send(`/en${PATH}`, { cookie: editor.cookie, form: await masterForm(first.html, addCategory("ตลาดน้ำ", "Floating markets")) });
    expect(stale.status).toBe(409);
    expect(stale.html).toContain("Not saved: md-editor-two saved this record after you opened it. Fields changed: Thai event categories.");
    expect(stale.html).toContain('value="Floating markets"');
    const categories = JSON.stringify((await storedMaster()).event_categories);
    expect(categories).toContain("temple-fairs");
    expect(categories).not.toContain("floating-markets");
  });

  it("refuses a save while another save of the same version is under way, and takes it once that one failed", async () => {
    const opened = await send(`/en${PATH}`, { cookie: editor.cookie });
    const { id } = ((await (await withToken("/api/master-data-app")).json()) as { data: { id: number } }).data;
    // The other editor's save of the same version holds its turn while it writes.
    const theirs = await claimSaveTurn(portalStore(env), "master-data-app", id, hiddenValue(opened.html, "updatedAt"));
    expect(theirs).not.toBeNull();
    const mine = await send(`/en${PATH}`, { cookie: editor.cookie, form: await masterForm(opened.html, addCategory("ตลาดนัดกลางคืน", "Night markets")) });
    expect(mine.status).toBe(409);
    expect(JSON.stringify((await storedMaster()).event_categories)).not.toContain("night-markets");
    await theirs!.release();
    expect((await send(`/en${PATH}`, { cookie: editor.cookie, form: await masterForm(opened.html, addCategory("ตลาดนัดกลางคืน", "Night markets")) })).status).toBe(303);
    expect(JSON.stringify((await storedMaster()).event_categories)).toContain("night-markets");
  });

  it("answers an empty name beside its row, keeping what was typed", async () => {
    const html = (await send(`/en${PATH}`, { cookie: editor.cookie })).html;
    const refused = await send(`/en${PATH}`, { cookie: editor.cookie, form: await masterForm(html, addCategory("", "Half typed")) });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Please enter the name.");
    expect(refused.html).toContain('value="Half typed"');
    expect(JSON.stringify((await storedMaster()).event_categories)).not.toContain("Half typed");
  });

  it("adds and moves rows without scripts, saving nothing until Save", async () => {
    const html = (await send(`/en${PATH}`, { cookie: editor.cookie })).html;
    const typed = await masterForm(html, addCategory("ร่างที่ยังไม่บันทึก", "Typed, not saved"));
    const last = Object.keys(typed).filter((name) => /^event_categories\.\d+\.th$/.test(name)).length - 1;
    const added = await send(`/en${PATH}`, { cookie: editor.cookie, form: { ...typed, intent: "add:event_categories" } });
    expect(added.status).toBe(200);
    expect(added.html).toContain(`name="event_categories.${last + 1}.th"`);
    expect(added.html).toContain('value="Typed, not saved"');
    const moved = await send(`/en${PATH}`, { cookie: editor.cookie, form: { ...typed, intent: `up:event_categories:${last}` } });
    expect(moved.status).toBe(200);
    expect(moved.html).toMatch(new RegExp(`name="event_categories\\.${last - 1}\\.en"[^>]*value="Typed, not saved"`));
    expect(JSON.stringify((await storedMaster()).event_categories)).not.toContain("Typed, not saved");
  });

  it("refuses removing a sector that records still use, saying how many", async () => {
    const html = (await send(`/en${PATH}`, { cookie: editor.cookie })).html;
    const removeSector = (value: string) => (rows: ReturnType<typeof editorRows>, list: string) => {
      if (list === "sectors") for (const row of rows) if (row.key === value) row.remove = true;
    };
    const used = await send(`/en${PATH}`, { cookie: editor.cookie, form: await masterForm(html, removeSector("food-beverage")) });
    expect(used.status).toBe(400);
    expect(used.html).toMatch(/Cannot be removed: \d+ records \(drafts included\) still use “อาหารและเครื่องดื่ม \/ Food &amp; beverage”/);
    expect(JSON.stringify((await storedMaster()).sectors)).toContain("food-beverage");

    const addSector = (rows: ReturnType<typeof editorRows>, list: string) => {
      if (list === "sectors") rows[rows.length - 1] = { key: "", value: "unused-sector", th: "ยังไม่มีใครใช้", en: "Nobody uses it", extra: "venue", remove: false };
    };
    expect((await send(`/en${PATH}`, { cookie: editor.cookie, form: await masterForm(html, addSector) })).status).toBe(303);
    const added = (await send(`/en${PATH}`, { cookie: editor.cookie })).html;
    const unused = await send(`/en${PATH}`, { cookie: editor.cookie, form: await masterForm(added, removeSector("unused-sector")) });
    expect(unused.status).toBe(303);
    expect(JSON.stringify((await storedMaster()).sectors)).not.toContain("unused-sector");
  });
});

describe("the draft preview", () => {
  async function draft(plural: string, data: Record<string, unknown>): Promise<number> {
    const created = await withToken(`/api/${plural}`, { method: "POST", body: JSON.stringify({ data: { ...data, publishedAt: null } }) });
    expect(created.status).toBe(200);
    return ((await created.json()) as { data: { id: number } }).data.id;
  }

  it("shows a draft news item and venue on their public page to editors only", async () => {
    const member = await signedInMember("md-preview-member");
    const news = await draft("news", { title: "ข่าวฉบับร่างสำหรับตัวอย่าง", title_en: "Draft news for preview", slug: "draft-news-preview", content: "<p>เนื้อข่าวฉบับร่าง</p>" });
    const venue = await draft("venues", { name: "สถานที่ฉบับร่าง", name_en: "Draft venue", slug: "draft-venue-preview", province: "Bangkok" });
    for (const [plural, id, text, publicPath] of [
      ["news", news, "ข่าวฉบับร่างสำหรับตัวอย่าง", `/news-details/draft-news-preview?c=${news}`],
      ["venues", venue, "สถานที่ฉบับร่าง", "/venue-show-details/draft-venue-preview"],
    ] as const) {
      const path = `/admin/content/${plural}/${id}/preview`;
      const preview = await send(path, { cookie: editor.cookie });
      expect(preview.status, path).toBe(200);
      expectPrivate(preview.headers);
      expect(preview.html).toContain("ตัวอย่างฉบับร่าง");
      expect(preview.html).toContain(text);
      expect((await send(path)).status, path).toBe(303);
      expect((await send(path, { cookie: member.cookie })).status, path).toBe(403);
      expect((await send(publicPath)).status, publicPath).toBe(404);
    }
    expect((await send(`/admin/content/news/${news}`, { cookie: editor.cookie })).html).toContain(`/admin/content/news/${news}/preview`);
  });

  it("leaves out what cannot work in a listing's preview: no form posts to the preview, no quotation, bookmark or claim", async () => {
    // An editor who is also signed in as a member would be offered the claim form on the public page.
    const member = await signedInMember("md-preview-claimer");
    const cookie = `${editor.cookie}; ${member.cookie}`;
    for (const kind of ["venue", "organizer", "contractor"] as const) {
      const slug = `draft-${kind}-inert`;
      const id = await draft(LISTINGS[kind].plural, { [LISTINGS[kind].nameField]: `ฉบับร่าง ${kind}`, slug, province: "Bangkok" });
      for (const path of [`/admin/content/${LISTINGS[kind].plural}/${id}/preview`, `/en/admin/content/${LISTINGS[kind].plural}/${id}/preview`]) {
        const { status, html } = await send(path, { cookie });
        expect(status, path).toBe(200);
        expect(html).toContain(`ฉบับร่าง ${kind}`);
        const posting = [...html.matchAll(/<form[^>]*>/g)].map((m) => m[0]).filter((form) => /method="post"/i.test(form) && (!/action=/.test(form) || form.includes(`action="${path}"`)));
        expect(posting, path).toEqual([]);
        expect(html).not.toContain("bookmark");
        expect(html).not.toContain(quoteHref(kind, slug).replaceAll("&", "&amp;"));
        expect(html).not.toContain('id="claim-title"');
        expect(html).toContain(path.startsWith("/en") ? "work on the published page only" : "ใช้ได้เฉพาะบนหน้าที่เผยแพร่แล้ว");
      }
    }
  });
});
