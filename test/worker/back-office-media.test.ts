import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { daysFromToday } from "../calendar";
import { formValues, send, signedInMember } from "./member-pages";
import { expectPrivate, signedInStaff } from "./staff-fixtures";
import { PHOTO_1200 } from "./picture-fixtures";

let editor: { cookie: string; id: number };

beforeAll(async () => {
  editor = await signedInStaff("media-editor", "editor");
});

const NEW_SHOW = { name: "งานทดสอบคลังสื่อ", name_en: "Media library test show", start_date: daysFromToday(120), end_date: daysFromToday(122), scope: "thai", event_status: "scheduled", attendance_mode: "offline" };

function uploadForm(fields: Record<string, string>, name = "Hall 5.jpg") {
  const form = new FormData();
  form.append("file", new File([PHOTO_1200], name, { type: "image/jpeg" }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

const pictureRow = (name: string) =>
  env.DB.prepare("SELECT id, url, width, height, formats, alternative_text, caption FROM upload_files WHERE name = ? ORDER BY id DESC").bind(name).first<{
    id: number;
    url: string;
    width: number;
    height: number;
    formats: string;
    alternative_text: string;
    caption: string;
  }>();
const storedKey = (url: string) => url.slice("/api/uploads/".length);

async function uploaded(name: string, alt: string, altEn: string) {
  const answer = await send("/en/admin/media", { cookie: editor.cookie, form: uploadForm({ alt, alt_en: altEn }, name) });
  expect(answer.status).toBe(303);
  return (await pictureRow(name))!;
}

async function createShow(): Promise<number> {
  const created = await send("/en/admin/content/trade-shows/new", { cookie: editor.cookie, form: { ...NEW_SHOW, intent: "save" } });
  expect(created.status).toBe(303);
  return Number(/\/(\d+)\?done=/.exec(created.location ?? "")?.[1]);
}

const coverOf = async (id: number) => JSON.parse((await env.DB.prepare("SELECT cover_img FROM trade_shows WHERE id = ?").bind(id).first<{ cover_img: string | null }>())!.cover_img ?? "null");

describe("the media library", () => {
  it("opens for the site team only", async () => {
    expect((await send("/admin/media")).status).toBe(303);
    const member = await signedInMember("media-member");
    expect((await send("/admin/media", { cookie: member.cookie })).status).toBe(403);
    const page = await send("/admin/media", { cookie: editor.cookie });
    expect(page.status).toBe(200);
    expectPrivate(page.headers);
    expect(page.html).toContain("คลังสื่อ");
  });

  it("takes a picture only with its alt text in Thai and in English, and keeps what was typed", async () => {
    const refused = await send("/en/admin/media", { cookie: editor.cookie, form: uploadForm({ alt: "บูธในฮอลล์ 5", alt_en: "" }, "No English.jpg") });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("A picture shown on the website needs alt text in English.");
    expect(refused.html).toContain('value="บูธในฮอลล์ 5"');
    expect(await pictureRow("No English.jpg")).toBeNull();
    const noFile = await send("/admin/media", { cookie: editor.cookie, form: { alt: "บูธ", alt_en: "Booth" } });
    expect(noFile.status).toBe(400);
    expect(noFile.html).toContain("กรุณาเลือกไฟล์รูป");
  });

  it("stores an upload at the widths the pages show, and finds it by name or alt text", async () => {
    const answer = await send("/en/admin/media", { cookie: editor.cookie, form: uploadForm({ alt: "เครื่องจักรในฮอลล์ 5", alt_en: "Machinery in Hall 5" }) });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/en/admin/media?uploaded=Hall%205.jpg");
    const row = (await pictureRow("Hall 5.jpg"))!;
    expect(row).toMatchObject({ width: 1200, height: 675, alternative_text: "เครื่องจักรในฮอลล์ 5", caption: "Machinery in Hall 5" });
    const rendition = row.url.replace(/\.jpg$/, "-640.jpg");
    expect(JSON.parse(row.formats)).toMatchObject({ w640: { width: 640, height: 360, url: rendition } });
    expect(await env.UPLOADS.head(storedKey(rendition))).not.toBeNull();

    const found = await send("/en/admin/media?q=machinery", { cookie: editor.cookie });
    expect(found.html).toContain("Page 1 of 1 (1 picture)");
    expect(found.html).toContain("1200 × 675 px");
    expect(found.html).toContain("Also stored 640 px wide");
    expect(found.html).toContain(`src="${rendition}"`);
    expect((await send(`/admin/media?q=${encodeURIComponent("ฮอลล์ 5")}`, { cookie: editor.cookie })).html).toContain(`/admin/media/${row.id}`);
    expect((await send("/en/admin/media?q=nothing-like-this", { cookie: editor.cookie })).html).toContain("No pictures in the library.");
  });

  it("puts a picked picture into a show's form without losing what was typed, and the save keeps its sizes", async () => {
    const picture = await uploaded("Stage.jpg", "เวทีกลางงาน", "The main stage");
    const id = await createShow();
    const path = `/en/admin/content/trade-shows/${id}`;
    const typed = { ...formValues((await send(path, { cookie: editor.cookie })).html, "content-form"), city: "ขอนแก่น" };

    const shown = await send(path, { cookie: editor.cookie, form: { ...typed, "cover_img.library": "main stage", intent: "library:cover_img:1" } });
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(`value="pick:cover_img:${picture.id}"`);
    expect(shown.html).toContain('value="ขอนแก่น"');

    const picked = await send(path, { cookie: editor.cookie, form: { ...typed, intent: `pick:cover_img:${picture.id}` } });
    expect(picked.status).toBe(200);
    expect(picked.html).toContain("Picture chosen from the library. Save to keep it.");
    const form = formValues(picked.html, "content-form");
    expect(form).toMatchObject({ cover_img: picture.url, "cover_img.alt": "เวทีกลางงาน", "cover_img.alt_en": "The main stage", city: "ขอนแก่น" });

    const saved = await send(path, { cookie: editor.cookie, form: { ...form, intent: "save" } });
    expect(saved.status).toBe(303);
    expect(await coverOf(id)).toEqual({ path: picture.url, width: 1200, height: 675, widths: [640], alt: "เวทีกลางงาน", alt_en: "The main stage" });
  });

  it("asks a changed picture for its alt texts in both languages", async () => {
    const picture = await uploaded("Entrance.jpg", "ทางเข้างาน", "The entrance");
    const id = await createShow();
    const path = `/en/admin/content/trade-shows/${id}`;
    const form = formValues((await send(path, { cookie: editor.cookie })).html, "content-form");
    const refused = await send(path, { cookie: editor.cookie, form: { ...form, cover_img: picture.url, "cover_img.alt": "ทางเข้างาน", intent: "save" } });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("A picture shown on the website needs alt text in English.");
    expect(await coverOf(id)).toBeNull();
  });

  it("refuses to delete a picture a record uses, naming the record, and deletes it with its sizes once unused", async () => {
    const picture = await uploaded("Booth row.jpg", "แถวบูธ", "A row of booths");
    const id = await createShow();
    const path = `/en/admin/content/trade-shows/${id}`;
    const form = formValues((await send(path, { cookie: editor.cookie })).html, "content-form");
    const used = { ...form, cover_img: picture.url, "cover_img.alt": "แถวบูธ", "cover_img.alt_en": "A row of booths", intent: "save" };
    expect((await send(path, { cookie: editor.cookie, form: used })).status).toBe(303);

    const page = await send(`/en/admin/media/${picture.id}`, { cookie: editor.cookie });
    expect(page.html).toContain("This picture is used in 1 record.");
    expect(page.html).toContain(`href="${path}"`);

    expect((await send(`/en/admin/media/${picture.id}`, { cookie: editor.cookie, form: {} })).status).toBe(400);
    const refused = await send(`/en/admin/media/${picture.id}`, { cookie: editor.cookie, form: { confirm: "yes" } });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain("Not deleted: the records below use this picture.");
    expect(refused.html).toContain(`href="${path}"`);
    expect(refused.html).toContain("งานทดสอบคลังสื่อ");
    expect(await pictureRow("Booth row.jpg")).not.toBeNull();

    const cleared = formValues((await send(path, { cookie: editor.cookie })).html, "content-form");
    expect((await send(path, { cookie: editor.cookie, form: { ...cleared, cover_img: "", "cover_img.alt": "", "cover_img.alt_en": "", intent: "save" } })).status).toBe(303);
    const deleted = await send(`/en/admin/media/${picture.id}`, { cookie: editor.cookie, form: { confirm: "yes" } });
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe("/en/admin/media?deleted=Booth%20row.jpg");
    expect(await pictureRow("Booth row.jpg")).toBeNull();
    expect(await env.UPLOADS.head(storedKey(picture.url))).toBeNull();
    expect(await env.UPLOADS.head(storedKey(picture.url.replace(/\.jpg$/, "-640.jpg")))).toBeNull();
    expect((await send(`/en/admin/media/${picture.id}`, { cookie: editor.cookie })).status).toBe(404);
  });
});
