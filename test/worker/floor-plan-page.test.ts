import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { api, BOOTH_SHOW, insertBoothFixtures, insertFixtures } from "./content-fixtures";
import { send } from "./member-pages";

/**
 * The public floor plan on a show's page (issue 48): halls drawn as SVG, the booths' table in the page's language,
 * holds read at the instant of the request, the exhibitor search, and nobody's booking in the page or the API.
 * Show 6 (insertBoothFixtures) takes bookings and has two halls; show 7 has a hall of 230 booths and takes none;
 * show 1 has no plan.
 */
const SHOW = `/thai-trade-show-details/booth-test-fair-${BOOTH_SHOW}`;
const CLOSED = "/thai-trade-show-details/closed-plan-fair";
const SECRET_EMAIL = "hidden-booker-7731@example.com";
const SECRET_NAME = "คุณผู้จองลับ ไม่เปิดเผย";
const SECRET_COMPANY = "Undisclosed Holdings Booker";

const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

beforeAll(async () => {
  await insertFixtures();
  await insertBoothFixtures();
  const booth = (id: number, hall: number, number: string, x: number, y: number, size: number, type: number | null, state: string, extra: Record<string, unknown> = {}) => {
    const columns = { id, trade_show_id: hall === 3 ? 7 : BOOTH_SHOW, hall_id: hall, number, x, y, width: size, depth: size, booth_type_id: type, state, ...extra };
    return env.DB.prepare(`INSERT INTO booths (${Object.keys(columns).join(", ")}) VALUES (${Object.keys(columns).map(() => "?").join(", ")})`).bind(...Object.values(columns));
  };
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO trade_shows (id, name, name_en, slug, start_date, end_date, organizer_id, scope, reservation_open, published_at)
       VALUES (7, 'งานผังปิดจอง', 'Closed Plan Fair', 'closed-plan-fair', '2099-05-01', '2099-05-03', 1, 'thai', 0, '2026-01-01T00:00:00.000Z')`,
    ),
    env.DB.prepare(`INSERT INTO halls (id, trade_show_id, name, name_en, width_m, depth_m, sort_order) VALUES
      (1, ${BOOTH_SHOW}, 'ฮอลล์ 98', 'Hall 98', 60, 40, 0),
      (2, ${BOOTH_SHOW}, 'ฮอลล์ 99', 'Hall 99', 30, 20, 1),
      (3, 7, 'ฮอลล์ 1', 'Hall 1', 60, 30, 0)`),
    env.DB.prepare(
      `INSERT INTO booth_reservations (id, trade_show_id, booth_type_id, booth_count, contact_name, company_name, email, phone, booth_numbers)
       VALUES (501, ${BOOTH_SHOW}, 1, 2, ?, ?, ?, '0812345678', 'A3,A4')`,
    ).bind(SECRET_NAME, SECRET_COMPANY, SECRET_EMAIL),
    // A row of six shell-scheme booths in hall 98, off the walls: the two ends open on three sides.
    booth(1, 1, "A1", 5, 5, 3, 1, "available"),
    booth(2, 1, "A2", 8, 5, 3, 1, "held", { held_until: minutesFromNow(-30) }),
    booth(3, 1, "A3", 11, 5, 3, 1, "held", { held_until: null, booth_reservation_id: 501 }),
    booth(4, 1, "A4", 14, 5, 3, 2, "booked", { exhibitor: "บริษัท สยามเมทัล จำกัด", exhibitor_en: "Siam Metal Co., Ltd.", booth_reservation_id: 501 }),
    booth(5, 1, "A5", 17, 5, 3, null, "blocked"),
    booth(6, 1, "A10", 20, 5, 3, 1, "held", { held_until: minutesFromNow(14) }),
    // An island alone in hall 99, its own price.
    booth(7, 2, "B1", 10, 5, 12, 3, "booked", { exhibitor: "ไทยแพ็ค", exhibitor_en: "ThaiPack", price: 690000 }),
    // 230 booths in hall 1 of the closed show: three pages of the API's 100.
    ...Array.from({ length: 230 }, (_, i) => booth(8 + i, 3, `C${i + 1}`, 2 + (i % 23) * 2, 2 + Math.floor(i / 23) * 2, 2, 1, "available")),
  ]);
});

/** The table row of a booth, from its `<tr>` to its `</tr>`. */
const row = (html: string, number: string) => new RegExp(`<tr id="booth-${number}"[^>]*>([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? "";

describe("a show's floor plan", () => {
  it("draws each hall as an image of its numbered booths, each a link to its row", async () => {
    const page = await send(SHOW);
    expect(page.status).toBe(200);
    const svgs = [...page.html.matchAll(/<svg class="fp-svg"[^>]*>/g)].map(([tag]) => tag);
    expect(svgs).toHaveLength(2);
    expect(svgs[0]).toContain('viewBox="0 0 60 40"');
    expect(svgs[0]).toContain('role="graphics-document"');
    expect(svgs[0]).toContain('aria-label="ผังบูธ ฮอลล์ 98: ทั้งหมด 6 บูธ ว่าง 2 บูธ"');
    expect(page.html).toContain('<h3 id="hall-1">ฮอลล์ 98</h3>');
    for (const number of ["A1", "A2", "A3", "A4", "A5", "A10", "B1"]) {
      expect(page.html).toMatch(new RegExp(`<a href="#booth-${number}"[^>]*><rect [^>]*>(?:</rect>)?<text [^>]*>${number}</text></a>`));
      expect(row(page.html, number), number).not.toBe("");
    }
    // Another show's booth is not on this plan.
    expect(page.html).not.toContain(">C1</text>");
  });

  it("lists the booths with their states in Thai, an ended hold as available and a booking's hold as held", async () => {
    const { html } = await send(SHOW);
    expect(row(html, "A1")).toContain("ว่าง");
    expect(row(html, "A2")).toContain("ว่าง");
    expect(row(html, "A3")).toContain("ติดจอง");
    expect(row(html, "A10")).toContain("ติดจอง");
    expect(row(html, "A4")).toContain("จองแล้ว");
    expect(row(html, "A5")).toContain("ไม่เปิดจอง");
    expect(row(html, "A1")).toContain("3 × 3 ม. (9 ตร.ม.)");
    expect(row(html, "A1")).toContain("บูธมาตรฐาน · เปิดสามด้าน");
    expect(row(html, "A1")).toContain("฿45,000");
    expect(row(html, "B1")).toContain("฿690,000");
    // Booths in number order: A10 after A5.
    expect(html.indexOf('id="booth-A5"')).toBeLessThan(html.indexOf('id="booth-A10"'));
  });

  it("in English on /en, with the island's type and the states in English", async () => {
    const { html, status } = await send(`/en${SHOW}`);
    expect(status).toBe(200);
    expect(html).toContain('aria-label="Floor plan of Hall 98: 6 booths, 2 available"');
    expect(html).toContain("Floor plan of Hall 99: 1 booth, 0 available");
    expect(row(html, "A1")).toContain("Available");
    expect(row(html, "A2")).toContain("Available");
    expect(row(html, "A3")).toContain("Held");
    expect(row(html, "A4")).toContain("Booked");
    expect(row(html, "A5")).toContain("Not for sale");
    expect(row(html, "A1")).toContain("Shell scheme · open on three sides");
    expect(row(html, "B1")).toContain("Island</td>");
    expect(row(html, "B1")).toMatch(/THB\s690,000/);
    expect(html).toContain("Every booth of Hall 98</caption>");
  });

  it("books the ticked available booths through one form to the booking page, only while the show takes bookings", async () => {
    const { html } = await send(SHOW);
    const [tag = "", form = ""] = /<form[^>]* action="\/booth-reservation-details\?show=booth-test-fair-6"[^>]*>([\s\S]*?)<\/form>/.exec(html) ?? [];
    expect(tag).toContain('method="post"');
    expect(form).toContain('<input type="hidden" name="intent" value="hold"/>');
    expect(form).toContain("จองบูธที่เลือก");
    const boxes = [...form.matchAll(/<input type="checkbox"[^>]*>/g)].map(([box]) => box);
    expect(boxes.map((box) => / value="([^"]+)"/.exec(box)?.[1])).toEqual(["A1", "A2"]);
    expect(boxes[0]).toContain('name="booth"');
    expect(boxes[0]).toContain('aria-label="เลือกบูธ A1"');
    const english = await send(`/en${SHOW}`);
    expect(english.html).toContain('action="/en/booth-reservation-details?show=booth-test-fair-6"');
    expect(english.html).toContain("Book the selected booths");

    const closed = await send(CLOSED);
    expect(closed.status).toBe(200);
    expect(closed.html).toContain('<svg class="fp-svg"');
    expect(row(closed.html, "C1")).toContain("ว่าง");
    // Every page of booths was read.
    expect(closed.html).toContain('aria-label="ผังบูธ ฮอลล์ 1: ทั้งหมด 230 บูธ ว่าง 230 บูธ"');
    expect(row(closed.html, "C230")).toContain("2 × 2 ม. (4 ตร.ม.)");
    expect(closed.html).not.toContain('name="booth"');
    expect(closed.html).not.toContain("/booth-reservation-details?show=closed-plan-fair");
  });

  it("finds where a company stands: ?exhibitor= lists its booth and marks it on the plan", async () => {
    const english = await send(`/en${SHOW}?exhibitor=siam%20metal`);
    const list = /<ul class="fp-exhibitor-list">([\s\S]*?)<\/ul>/.exec(english.html)?.[1] ?? "";
    expect(list).toContain("Siam Metal Co., Ltd.");
    expect(list).toContain('<a href="#booth-A4">A4</a>');
    expect(list).not.toContain("ThaiPack");
    expect(english.html).toMatch(/<a href="#booth-A4" tabindex="-1" aria-hidden="true" class="fp-b fp-hit">/);
    expect(english.html).toContain("“siam metal”: 1 booth");
    expect(english.html).toContain('action="/en/thai-trade-show-details/booth-test-fair-6#exhibitors"');
    expect(english.html).toContain('value="siam metal"');

    const thai = await send(`${SHOW}?exhibitor=${encodeURIComponent("สยาม")}`);
    expect(/<ul class="fp-exhibitor-list">([\s\S]*?)<\/ul>/.exec(thai.html)?.[1]).toContain("บริษัท สยามเมทัล จำกัด");
    // Searched by the English name, found on the Thai page too.
    const across = await send(`${SHOW}?exhibitor=thaipack`);
    expect(/<ul class="fp-exhibitor-list">([\s\S]*?)<\/ul>/.exec(across.html)?.[1]).toContain('<a href="#booth-B1">B1</a> (ฮอลล์ 99)');

    const none = await send(`/en${SHOW}?exhibitor=bosch`);
    expect(none.html).toContain("No exhibitor&#x27;s name contains “bosch”.");
    expect(none.html).not.toContain("fp-hit");
  });

  it("without a search, lists every confirmed exhibitor", async () => {
    const { html } = await send(`/en${SHOW}`);
    const list = /<ul class="fp-exhibitor-list">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
    expect(list).toContain("Siam Metal Co., Ltd.");
    expect(list).toContain("ThaiPack");
  });

  it("a show without halls shows no plan", async () => {
    const { html, status } = await send("/thai-trade-show-details/machinery-expo");
    expect(status).toBe(200);
    expect(html).not.toContain("fp-svg");
    expect(html).not.toContain('id="floor-plan"');
  });

  it("never shows who holds or booked a booth, on the page or through the API", async () => {
    const secrets = [SECRET_EMAIL, SECRET_NAME, SECRET_COMPANY, "0812345678"];
    for (const path of [SHOW, `/en${SHOW}`, `${SHOW}?exhibitor=Undisclosed`]) {
      const { html } = await send(path);
      for (const secret of secrets) expect(html, `${path}: ${secret}`).not.toContain(secret);
    }
    const everything = await api("/api/booths?populate=*&pagination[pageSize]=100");
    expect(everything.status).toBe(200);
    expect(everything.body.data.length).toBeGreaterThan(0);
    for (const path of [
      "/api/booths?populate=*&pagination[pageSize]=100",
      "/api/booths?populate[booth_reservation]=*",
      "/api/booths?populate[hold]=*",
      "/api/booths?fields[0]=booth_reservation",
      `/api/booths?filters[booth_reservation][email][$eq]=${encodeURIComponent(SECRET_EMAIL)}`,
    ]) {
      const answer = await api(path);
      const text = JSON.stringify(answer.body);
      for (const secret of secrets) expect(text, `${path}: ${secret}`).not.toContain(secret);
      expect(text, path).not.toContain("booth_reservation\":{");
    }
    // The filter on the private relation finds nothing it could confirm.
    const probe = await api(`/api/booths?filters[booth_reservation][email][$eq]=${encodeURIComponent(SECRET_EMAIL)}`);
    expect(probe.status === 400 || probe.body.data?.length === 0, String(probe.status)).toBe(true);
  });
});
