import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { toCsv } from "../../app/lib/csv";
import { thaiDayFromToday } from "../calendar";
import worker from "../../workers/app";
import { refreshSitemap } from "../../workers/sitemap";
import { formValues, ORIGIN, send, type Sent } from "./member-pages";
import { BROWSER } from "./seeded";
import { seedContent } from "./seeded";
import { expectPrivate, signedInStaff } from "./staff-fixtures";

let editor: { cookie: string; id: number };

beforeAll(async () => {
  await seedContent();
  editor = await signedInStaff("import-editor", "editor");
});

const HEADER = ["ชื่องานภาษาไทย", "Name in English", "วันเริ่มงาน", "วันสิ้นสุดงาน", "สถานที่จัดงาน", "จังหวัด", "Industry"];

const showCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM trade_shows").first<{ n: number }>())!.n;

function upload(rows: string[][], kind = "trade-shows", lang = "", header = HEADER): Promise<Sent> {
  const form = new FormData();
  form.set("intent", "check");
  form.set("kind", kind);
  form.set("file", new File([toCsv(header, rows)], "organizer-shows.csv", { type: "text/csv" }));
  return send(`${lang}/admin/import`, { cookie: editor.cookie, form });
}

/** The dry run's form as the browser sends it, with `more` set: multipart, as the page's form is. */
function dryRunForm(page: Sent, more: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...formValues(page.html, "import-dry-run"), ...more })) form.set(name, value);
  return form;
}

/** Confirms an import, sending the same POST again where the answer says 307, as a browser does; the last answer and the passes. */
async function confirm(page: Sent, more: Record<string, string> = {}): Promise<{ answer: Sent; passes: number }> {
  const form = dryRunForm(page, { intent: "import", ...more });
  let path = "/admin/import";
  for (let passes = 1; ; passes++) {
    const answer = await send(path, { cookie: editor.cookie, form });
    if (answer.status !== 307) return { answer, passes };
    path = answer.location!;
  }
}

/** Whether a page says `text` (a failure names the text, not the whole page). */
const says = (html: string, text: string) => expect(html.includes(text), text).toBe(true);

const show = (name: string, start: string, end: string, industry = "อาหารและเครื่องดื่ม", nameEn = "") => [name, nameEn, start, end, "ไบเทค บางนา", "กรุงเทพมหานคร", industry];

describe("the spreadsheet import", () => {
  it("opens for staff only, with templates headed in Thai and English", async () => {
    expect((await send("/admin/import")).status).toBe(303);
    const page = await send("/en/admin/import", { cookie: editor.cookie });
    expect(page.status).toBe(200);
    expectPrivate(page.headers);
    says(page.html, "Import from a spreadsheet");
    const template = await send("/admin/import/template/venues", { cookie: editor.cookie });
    expect(template.headers.get("content-disposition")).toContain("expolink-import-venues.csv");
    expect([...template.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(template.html.split("\r\n")[0]).toBe("ชื่อสถานที่ภาษาไทย / Venue name in Thai,ชื่อสถานที่ภาษาอังกฤษ / Venue name in English,ประเภทสถานที่ / Venue type,ที่อยู่ภาษาไทย / Address in Thai,ที่อยู่ภาษาอังกฤษ / Address in English,จังหวัด / Province,ประเทศ / Country,จำนวนฮอลล์ / Halls,พื้นที่รวม (ตร.ม.) / Total area (sq m),รองรับได้สูงสุด (คน) / Maximum capacity (people),โทรศัพท์ / Phone,อีเมล / Email,เว็บไซต์ / Website,คำอธิบายสั้นภาษาไทย / Summary in Thai,คำอธิบายสั้นภาษาอังกฤษ / Summary in English");
    expect((await send("/admin/import/template/jobs", { cookie: editor.cookie })).status).toBe(404);
  });

  it("reports a bad date and an unknown industry by row and column, and imports nothing until confirmed", async () => {
    const before = await showCount();
    const page = await upload([
      show("งานแสดงสินค้าอาหารอีสาน 2570", "14/8/2570", "17/8/2570", "อาหารและเครื่องดื่ม", "Isan Food Expo 2027"),
      show("งานวันที่ผิด 2570", "31/02/2570", "2/3/2570"),
      show("งานอุตสาหกรรมแปลก 2570", "1/3/2570", "2/3/2570", "Space mining"),
    ]);
    expect(page.status).toBe(200);
    expectPrivate(page.headers);
    const problems = [...page.html.matchAll(/<tr data-testid="import-problem">([\s\S]*?)<\/tr>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "|").replace(/\|+/g, "|"));
    expect(problems).toEqual([
      "|3|C · วันเริ่มงาน|ไม่มีวันที่ “31/02/2570” ในปฏิทิน|",
      "|4|G · อุตสาหกรรม|ไม่มี “Space mining” ในรายการอุตสาหกรรมและประเภทธุรกิจของข้อมูลหลัก|",
    ]);
    says(page.html, "ไฟล์มี 3 แถว นำเข้าได้ 1 แถว ต้องแก้ 2 แถว มีอยู่แล้ว 0 แถว");
    says(page.html, "14 ส.ค. 2570");
    expect(await showCount()).toBe(before);

    // A text changed in the page is no file that was checked.
    const tampered = await send("/admin/import", { cookie: editor.cookie, form: dryRunForm(page, { intent: "import", text: toCsv(HEADER, [show("งานแอบใส่", "1/3/2570", "2/3/2570")]) }) });
    expect(tampered.status).toBe(400);
    says(tampered.html, "ไม่ตรงกับไฟล์ที่ตรวจไว้");
    expect(await showCount()).toBe(before);

    const { answer } = await confirm(page);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/admin/import?kind=trade-shows&imported=1");
    expect(await showCount()).toBe(before + 1);
    const draft = await env.DB.prepare("SELECT id, slug, published_at, venue_id, industry FROM trade_shows WHERE name = ?").bind("งานแสดงสินค้าอาหารอีสาน 2570").first<Record<string, unknown>>();
    expect(draft).toMatchObject({ published_at: null, industry: "food-beverage", slug: "isan-food-expo-2027" });
    const logged = await env.DB.prepare("SELECT action, staff_username, before_json FROM staff_audit_log WHERE collection = 'trade-shows' AND target_id = ?").bind(String(draft!.id)).all();
    expect(logged.results).toEqual([{ action: "import", staff_username: "import-editor", before_json: null }]);

    // The two rows fixed on the page: checked again, then imported; the row already imported is skipped.
    const fixed = await send("/admin/import", { cookie: editor.cookie, form: dryRunForm(page, { intent: "import", "fix.3.startDate": "1/3/2570", "fix.4.industry": "Food & beverage" }) });
    expect(fixed.status).toBe(200);
    says(fixed.html, "ระบบตรวจใหม่แล้ว");
    says(fixed.html, "ไฟล์มี 3 แถว นำเข้าได้ 2 แถว ต้องแก้ 0 แถว มีอยู่แล้ว 1 แถว");
    expect(await showCount()).toBe(before + 1);
    expect((await confirm(fixed)).answer.location).toBe("/admin/import?kind=trade-shows&imported=2");
    expect(await showCount()).toBe(before + 3);
    // The same confirmation sent again creates nothing twice: its rows are on the site now.
    const again = (await confirm(fixed)).answer;
    expect(again.status).toBe(200);
    says(again.html, "ไฟล์มี 3 แถว นำเข้าได้ 0 แถว ต้องแก้ 0 แถว มีอยู่แล้ว 3 แถว");
    expect(await showCount()).toBe(before + 3);
  });

  it("answers in English on the English page", async () => {
    const page = await upload([show("งานปีสั้น", "1/3/70", "2/3/2570")], "trade-shows", "/en");
    says(page.html, "“1/3/70” has a two-digit year. Please write the whole year, such as 2570 or 2027.");
    says(page.html, "Start date");
  });

  it("imports every kind's template as it is: venues and Thai events with contacts, types and categories by name", async () => {
    const templates = ["venues", "thai-events", "trade-shows"].map(async (kind) => {
      const file = (await send(`/admin/import/template/${kind}`, { cookie: editor.cookie })).html;
      const form = new FormData();
      form.set("intent", "check");
      form.set("kind", kind);
      form.set("file", new File([file], `${kind}.csv`, { type: "text/csv" }));
      const page = await send("/admin/import", { cookie: editor.cookie, form });
      says(page.html, "ไฟล์มี 2 แถว นำเข้าได้ 2 แถว ต้องแก้ 0 แถว");
      return (await confirm(page)).answer.location;
    });
    expect(await Promise.all(templates)).toEqual(["/admin/import?kind=venues&imported=2", "/admin/import?kind=thai-events&imported=2", "/admin/import?kind=trade-shows&imported=2"]);
    const venue = await env.DB.prepare("SELECT sector, province, halls, total_area_sqm, contactor, published_at FROM venues WHERE name_en = ?").bind("The Empress Convention Centre, Chiang Mai").first<Record<string, unknown>>();
    expect(venue).toMatchObject({ sector: "hotel-convention", province: "Chiang Mai", halls: 3, total_area_sqm: 4500, published_at: null });
    expect(JSON.parse(String(venue!.contactor))).toEqual({ phone: "053 253 199" });
    const events = await env.DB.prepare("SELECT category, free_entry, venue_id FROM thai_events WHERE published_at IS NULL AND (name_en LIKE 'Chiang Mai Flower Festival%' OR name_en LIKE 'Red Cross Fair%') ORDER BY category").all();
    expect(events.results).toEqual([
      { category: "charity-fair", free_entry: 0, venue_id: expect.any(Number) },
      { category: "flower-garden", free_entry: 1, venue_id: expect.any(Number) },
    ]);
  });

  it("once published, puts the imported shows in their industry's list, calendar feed, search and sitemap under a readable address", async () => {
    // Ahead of the tests' day, whichever it is (npm run test:clock moves it a year): an ended show leaves the feed.
    const page = await upload([show("งานแสดงสินค้ากาแฟและชาไทย 2570", thaiDayFromToday(120), thaiDayFromToday(123), "Food & beverage", "Thailand Coffee and Tea Fair 2027")]);
    expect((await confirm(page)).answer.location).toBe("/admin/import?kind=trade-shows&imported=1");
    const { id, slug } = (await env.DB.prepare("SELECT id, slug FROM trade_shows WHERE name_en = ?").bind("Thailand Coffee and Tea Fair 2027").first<{ id: number; slug: string }>())!;
    expect(slug).toBe("thailand-coffee-and-tea-fair-2027");
    expect(await send("/thai-trade-show-details/thailand-coffee-and-tea-fair-2027").then((answer) => answer.status)).toBe(404);

    const published = await send("/admin/content/trade-shows", { cookie: editor.cookie, form: { bulk: "publish", ids: String(id), confirm: "on" } });
    expect(published.status).toBe(303);
    const address = `/en/thai-trade-show-details/${slug}`;
    says((await send("/en/thai-trade-show-lists?industry=food-beverage&q=Coffee")).html, `href="${address}"`);
    expect((await send(address)).status).toBe(200);
    says((await send("/en/calendar/food-beverage.ics")).html, "Thailand Coffee and Tea Fair 2027");
    says((await send("/en/search?q=Coffee")).html, `href="${address}"`);
    const ctx = createExecutionContext();
    await refreshSitemap(env, ctx);
    await waitOnExecutionContext(ctx);
    says((await send("/sitemap-trade-shows-1.xml")).html, address);
  });

  it("keeps one request of a hundred drafts well inside Cloudflare's 1,000 D1 statements a request", async () => {
    const rows = Array.from({ length: 100 }, (_, i) => [`งานนับคำสั่ง ${i + 1}`, `Statement Count Fair ${i + 1}`, "1/11/2570", "3/11/2570", "ไบเทค บางนา", "Bangkok", "Food & beverage"]);
    const form = dryRunForm(await upload(rows), { intent: "import" });
    let statements = 0;
    // The Worker with a D1 binding that counts what is prepared on it: every statement run, batched or not.
    const DB = new Proxy(env.DB, {
      get(target, name) {
        if (name === "prepare") return (query: string) => (statements++, target.prepare(query));
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/admin/import`, { method: "POST", body: form, redirect: "manual", headers: { "User-Agent": BROWSER, Cookie: editor.cookie, "Sec-Fetch-Site": "same-origin", Origin: ORIGIN } });
    const answer = await worker.fetch!(request as Parameters<NonNullable<typeof worker.fetch>>[0], { ...env, DB }, ctx);
    await waitOnExecutionContext(ctx);
    expect(answer.headers.get("location")).toBe("/admin/import?kind=trade-shows&imported=100");
    console.log(`a request creating 100 drafts ran ${statements} D1 statements`);
    expect(statements).toBeLessThan(700);
  });

  it("creates 500 drafts in steps of a hundred a request, within a minute", async () => {
    const rows = Array.from({ length: 500 }, (_, i) => [`งานทดสอบนำเข้า ${i + 1}`, `Bulk Import Test Fair ${i + 1}`, `${(i % 28) + 1}/9/2570`, `${(i % 28) + 1}/9/2570`, "ไบเทค บางนา", "Bangkok", "Food & beverage"]);
    const before = await showCount();
    const page = await upload(rows);
    says(page.html, "นำเข้าได้ 500 แถว");
    const started = Date.now();
    const { answer, passes } = await confirm(page);
    const seconds = (Date.now() - started) / 1000;
    console.log(`500 drafts imported in ${seconds.toFixed(1)} s over ${passes} requests`);
    expect(answer.location).toBe("/admin/import?kind=trade-shows&imported=500");
    expect(passes).toBe(5);
    expect(seconds).toBeLessThan(60);
    expect(await showCount()).toBe(before + 500);
    const slugs = await env.DB.prepare("SELECT COUNT(DISTINCT slug) AS n FROM trade_shows WHERE slug LIKE 'bulk-import-test-fair-%'").first<{ n: number }>();
    expect(slugs!.n).toBe(500);
    const logged = await env.DB.prepare("SELECT COUNT(*) AS n FROM staff_audit_log WHERE action = 'import' AND after_json LIKE '%Bulk Import Test Fair%'").first<{ n: number }>();
    expect(logged!.n).toBe(500);
  }, 120_000);
});
