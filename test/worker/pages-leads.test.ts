import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerRecaptcha, api, API_TOKEN, bearer, jsonInit } from "./content-fixtures";
import { send as sendPage, signedInMember } from "./member-pages";
import { seedContent } from "./seeded";

const send = (path: string, cookie: string, form?: Record<string, string>) => sendPage(path, { cookie, ...(form ? { form } : {}) });
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The leads an organizer receives, on /my-leads-from and the company inbox tab, and their CSV export. */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

// Seed: organizer 1 (RX Tradex) runs Metalex 2027 (show 2, booth types 1-5); organizer 2 runs other shows.
let organizer: { cookie: string; id: number };
let otherOrganizer: { cookie: string; id: number };
let exhibitor: { cookie: string; id: number; jwt: string };
let lead: number;
let reservation: number;

beforeAll(async () => {
  answerRecaptcha(vi);
  await seedContent();
  organizer = await signedInMember("leads-organizer", "organizer");
  otherOrganizer = await signedInMember("leads-other-organizer", "organizer");
  exhibitor = await signedInMember("leads-exhibitor");
  await api("/api/organizers/1", jsonInit("PUT", { data: { owners: [organizer.id] } }, bearer(API_TOKEN)));
  await api("/api/organizers/2", jsonInit("PUT", { data: { owners: [otherOrganizer.id] } }, bearer(API_TOKEN)));
  const made = await api(
    "/api/booth-reservations",
    jsonInit(
      "POST",
      {
        data: {
          trade_show: 2,
          booth_type: 3,
          booth_count: 2,
          company_name: "บริษัท ไทยเมทัล, จำกัด",
          contact_name: "สมศักดิ์ \"ช่าง\" ใจดี",
          email: "somsak@example.com",
          phone: "+66 81 234 5678",
          products: "=HYPERLINK(\"http://evil.example\")",
        },
      },
      bearer(exhibitor.jwt),
    ),
  );
  expect(made.status).toBe(200);
  reservation = made.body.data.id;
  lead = (await env.DB.prepare("SELECT id FROM leads_from_reservations WHERE booth_reservation_id = ?").bind(reservation).first<{ id: number }>())!.id;
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM auth_rate_limits").run();
});

const REFERENCE = () => `BR-${String(reservation).padStart(6, "0")}`;

describe("/my-leads-from", () => {
  it("shows the organizer the lead with company, contact and booth, in either language", async () => {
    const thai = text((await send("/my-leads-from", organizer.cookie)).bytes);
    expect(thai).toContain("บริษัท ไทยเมทัล, จำกัด");
    expect(thai).toContain(REFERENCE());
    expect(thai).toContain("พื้นที่เปล่า 6×6 ม.");
    expect(thai).toContain("somsak@example.com");
    const english = text((await send("/en/my-leads-from", organizer.cookie)).bytes);
    expect(english).toContain("2 × Raw space, 6 × 6 m");
    expect(english).toContain("1 lead");
  });

  it("another organizer, the exhibitor and a member without a listing see none of it", async () => {
    for (const who of [otherOrganizer, exhibitor]) {
      const page = await send("/en/my-leads-from", who.cookie);
      expect(page.status).toBe(200);
      const html = text(page.bytes);
      expect(html).not.toContain("somsak@example.com");
      expect(html).not.toContain(REFERENCE());
      const csv = await send("/leads-export?lang=en", who.cookie);
      expect(text(csv.bytes)).not.toContain("somsak@example.com");
    }
    expect(text((await send("/en/my-leads-from", exhibitor.cookie)).bytes)).toContain("doesn&#x27;t run an organizer listing yet");
  });

  it("filters by status, show and day, and the CSV link carries the filter", async () => {
    expect(text((await send("/en/my-leads-from?status=new", organizer.cookie)).bytes)).toContain('href="/leads-export?status=new&amp;lang=en"');
    expect(text((await send("/leads-export?lang=en&status=closed", organizer.cookie)).bytes)).not.toContain("somsak@example.com");
    expect(text((await send("/en/my-leads-from?status=closed", organizer.cookie)).bytes)).not.toContain("somsak@example.com");
    expect(text((await send("/en/my-leads-from?status=new&show=2", organizer.cookie)).bytes)).toContain("somsak@example.com");
    expect(text((await send("/en/my-leads-from?show=1", organizer.cookie)).bytes)).not.toContain("somsak@example.com");
    expect(text((await send("/en/my-leads-from?to=2020-01-01", organizer.cookie)).bytes)).not.toContain("somsak@example.com");
  });

  it("exports a CSV that Excel opens with Thai intact: BOM, quoting, no formulas", async () => {
    const csv = await send("/leads-export?lang=th", organizer.cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="booth-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = text(csv.bytes.slice(3));
    const [header, row] = body.split("\r\n");
    expect(header).toBe("หมายเลขอ้างอิง,วันที่ได้รับ,งาน,ประเภทบูธ,จำนวนบูธ,บริษัท,ผู้ติดต่อ,อีเมล,โทรศัพท์,ที่อยู่,เว็บไซต์,สินค้า,ข้อความ,สถานะ");
    expect(row).toContain(`${REFERENCE()},`);
    expect(row).toContain(',"บริษัท ไทยเมทัล, จำกัด",');
    expect(row).toContain(',"สมศักดิ์ ""ช่าง"" ใจดี",');
    expect(row).toContain(",'+66 81 234 5678,");
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.example"")",`);
    expect(row!.endsWith(",ใหม่")).toBe(true);
    const english = text((await send("/leads-export?lang=en", organizer.cookie)).bytes);
    expect(english).toContain("Reference,Received,Show,Booth type");
    expect(english).toContain(",New\r\n");
  });

  it("a visitor gets sent to sign in, never a file", async () => {
    const response = await sendPage("/leads-export?lang=en");
    expect(response.status).toBe(303);
    expect(response.location).toContain("/login?redirectTo=");
  });

  it("the organizer moves the lead's status; another organizer's post changes nothing", async () => {
    const foreign = await send("/en/my-leads-from", otherOrganizer.cookie, { lead: String(lead), lead_status: "closed" });
    expect(foreign.status).toBe(404);
    const moved = await send("/en/my-leads-from?status=new", organizer.cookie, { lead: String(lead), lead_status: "replied" });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe("/en/my-leads-from?status=new&saved=1");
    const row = await env.DB.prepare("SELECT lead_status FROM leads_from_reservations WHERE id = ?").bind(lead).first<{ lead_status: string }>();
    expect(row?.lead_status).toBe("replied");
    expect(text((await send("/en/my-leads-from?status=replied", organizer.cookie)).bytes)).toContain("somsak@example.com");
    // The confirmation is its own notice, not run together with the count of the list ("Saved. 2 leads").
    const after = text((await send("/en/my-leads-from?status=replied&saved=1", organizer.cookie)).bytes);
    expect(after).toMatch(/<p class="form-notice" role="status" tabindex="-1" autofocus="">Saved\. The exhibitor sees the new status and your note in their bookings\.<\/p>/);
    expect(after).toMatch(/<p class="results-count">1 lead<\/p>/);
  });
});

describe("a lead's day", () => {
  it("is the Bangkok day: a booking at 05:21 on 27 November there (22:21 UTC on the 26th) shows 27 พ.ย. and exports 2026-11-27", async () => {
    const bookedAt = "2026-11-26T22:21:00.000Z";
    await env.DB.batch([
      env.DB.prepare("UPDATE leads_from_reservations SET created_at = ? WHERE id = ?").bind(bookedAt, lead),
      env.DB.prepare("UPDATE booth_reservations SET created_at = ? WHERE id = ?").bind(bookedAt, reservation),
    ]);
    const thai = text((await send("/my-leads-from", organizer.cookie)).bytes);
    expect(thai).toContain("27 พ.ย. 2569");
    expect(thai).not.toContain("26 พ.ย. 2569");
    expect(text((await send("/en/my-leads-from", organizer.cookie)).bytes)).toContain("27 Nov 2026");
    const row = text((await send("/leads-export?lang=en", organizer.cookie)).bytes).split("\r\n").find((line) => line.startsWith(`${REFERENCE()},`));
    expect(row).toMatch(new RegExp(`^${REFERENCE()},2026-11-27,`));
    expect(text((await send("/en/my-leads-from?from=2026-11-27&to=2026-11-27", organizer.cookie)).bytes)).toContain("somsak@example.com");
    expect(text((await send("/en/my-leads-from?from=2026-11-26&to=2026-11-26", organizer.cookie)).bytes)).not.toContain("somsak@example.com");
  });
});

describe("/quotation-profile/leadsFromReservation", () => {
  it("shows the company member the same leads, and sends a visitor member to /no-permission", async () => {
    const page = await send("/en/quotation-profile/leadsFromReservation", organizer.cookie);
    expect(page.status).toBe(200);
    expect(text(page.bytes)).toContain("somsak@example.com");
    expect(text(page.bytes)).toContain('href="/leads-export?lang=en"');
    const visitor = await send("/en/quotation-profile/leadsFromReservation", exhibitor.cookie);
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get("location")).toBe("/en/no-permission");
  });

  it("counts the booth leads on the company overview, with the way to them, in both languages", async () => {
    const leads = await env.DB.prepare(
      "SELECT COUNT(*) AS total, SUM(l.lead_status = 'new') AS fresh FROM leads_from_reservations l JOIN trade_shows s ON s.id = l.trade_show_id WHERE s.organizer_id = 1",
    ).first<{ total: number; fresh: number }>();
    expect(leads!.total).toBeGreaterThan(0);
    const english = text((await send("/en/quotation-profile", organizer.cookie)).bytes).replace(/<!-- -->/g, "");
    expect(english).toContain("Leads from booth bookings</h3>");
    expect(english).toContain(`New: ${leads!.fresh}</strong> · All leads: ${leads!.total}`);
    expect(english).toMatch(/href="\/en\/quotation-profile\/leadsFromReservation"[^>]*>Open the booth leads<\/a>/);
    const thai = text((await send("/quotation-profile", organizer.cookie)).bytes).replace(/<!-- -->/g, "");
    expect(thai).toContain(`รายการใหม่: ${leads!.fresh}</strong> · ทั้งหมด: ${leads!.total}`);
    // A venue's people run no shows: no leads card.
    const venuePeople = await signedInMember("leads-venue-member", "venue");
    await api("/api/venues/1", jsonInit("PUT", { data: { owners: { connect: [venuePeople.id] } } }, bearer(API_TOKEN)));
    expect(text((await send("/en/quotation-profile", venuePeople.cookie)).bytes)).not.toContain("Open the booth leads");
  });

  it("offers an organizer's people the organizer's tabs only, not empty venue and contractor ones", async () => {
    const html = text((await send("/en/quotation-profile/leadsFromReservation", organizer.cookie)).bytes);
    const tabs = [...html.matchAll(/class="tabs__tab[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(tabs).toEqual(["Requests to organizers", "Leads from booth bookings"]);
  });
});
