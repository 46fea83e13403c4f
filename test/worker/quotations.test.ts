import { env, exports } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerRecaptcha, createMember } from "./content-fixtures";
import { BROWSER, seedContent } from "./seeded";

// Members sign in with full-strength password hashes: that takes a while in workerd.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const ORIGIN = "http://example.com";

interface Sent {
  status: number;
  location: string | null;
  cookie: string | null;
  html: string;
  headers: Headers;
}

async function send(path: string, init: { body?: URLSearchParams | FormData; cookie?: string | null } = {}): Promise<Sent> {
  const headers: Record<string, string> = { "User-Agent": BROWSER };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.body) {
    headers["Sec-Fetch-Site"] = "same-origin";
    headers.Origin = ORIGIN;
  }
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { method: init.body ? "POST" : "GET", headers, redirect: "manual", ...(init.body ? { body: init.body } : {}) }),
  );
  return {
    status: response.status,
    location: response.headers.get("location"),
    cookie: /__session=[^;]*/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? null,
    headers: response.headers,
    html: await response.text(),
  };
}

const get = (path: string, cookie?: string | null) => send(path, { cookie: cookie ?? null });
const post = (path: string, fields: Record<string, string | string[]>, cookie?: string | null) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return send(path, { body, cookie: cookie ?? null });
};

/** Registers a confirmed member through the API and signs them in through the page: their session cookie. */
async function memberSession(username: string): Promise<{ cookie: string; id: number; jwt: string }> {
  const { id, jwt } = await createMember(username);
  const signedIn = await post("/login", { identifier: `${username}@example.com`, password: "secret-pass-1" });
  expect(signedIn.status).toBe(303);
  return { cookie: signedIn.cookie!, id, jwt };
}

const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A complete venue request as the form sends it; "human" passes the test's reCAPTCHA endpoint. */
const venueRequest = (overrides: Record<string, string | string[]> = {}) => ({
  event_name: "งานแสดงสินค้าอาหารนานาชาติ",
  start_date: future(60),
  end_date: future(62),
  area: "2,400",
  attendees: "15000",
  budget_range: "1m-3m",
  services: ["hall", "catering"],
  message: "ต้องการฮอลล์ชั้นล่าง เข้าติดตั้งได้ก่อน 2 วัน",
  contact_name: "สมหญิง รักงาน",
  company_name: "บริษัท ตัวอย่าง จำกัด",
  email: "somying@example.com",
  phone: "081 234 5678",
  submission_key: crypto.randomUUID(),
  "g-recaptcha-response": "human",
  ...overrides,
});

let venue: { id: number; slug: string; name: string };
const rows = (table = "quotation_venues") => env.DB.prepare(`SELECT * FROM ${table} ORDER BY id`).all<Record<string, unknown>>().then((r) => r.results);

beforeAll(async () => {
  answerRecaptcha(vi);
  await seedContent();
  venue = (await env.DB.prepare("SELECT id, slug, name FROM venues ORDER BY id LIMIT 1").first<{ id: number; slug: string; name: string }>())!;
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM auth_rate_limits").run();
});

describe("the quotation request pages", () => {
  it("send a visitor to sign in and back to the same request", async () => {
    const response = await get(`/quotation-venue?venue=${venue.slug}`);
    expect(response.status).toBe(303);
    expect(response.location).toBe(`/login?redirectTo=${encodeURIComponent(`/quotation-venue?venue=${venue.slug}`)}`);
  });

  it("show who the request goes to, with the contact details taken from the profile", async () => {
    const { cookie } = await memberSession("quote-prefill");
    const page = await get(`/quotation-venue?venue=${venue.slug}`, cookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain(venue.name);
    expect(page.html).toContain('value="quote-prefill@example.com"');
    expect(page.html).toMatch(/enctype="multipart\/form-data"/i);
  });

  it("say so when no listing or an unknown one was chosen, with a link to the directory, in both languages", async () => {
    const { cookie } = await memberSession("quote-missing");
    const none = await get("/quotation-organizer", cookie);
    expect(none.html).toContain("ยังไม่ได้เลือกผู้จัดงาน");
    expect(none.html).toContain('href="/organizer-show-lists"');
    expect(none.html).not.toContain('name="event_name"');
    const unknown = await get("/en/quotation-contractor?contractor=no-such-company", cookie);
    expect(unknown.html).toContain("We couldn&#x27;t find the booth contractor you chose");
    expect(unknown.html).toContain('href="/en/contractor-show-lists"');
    expect(unknown.html).not.toContain('name="event_name"');
  });

  it("keep everything typed and explain each problem in the page's language", async () => {
    const { cookie } = await memberSession("quote-errors");
    const before = (await rows()).length;
    const th = await post(`/quotation-venue?venue=${venue.slug}`, venueRequest({ start_date: future(10), end_date: future(5), email: "not-an-email" }), cookie);
    expect(th.status).toBe(400);
    expect(th.html).toContain("วันสุดท้ายต้องไม่ก่อนวันเริ่มงาน");
    expect(th.html).toContain("รูปแบบอีเมลไม่ถูกต้อง");
    expect(th.html).toContain("งานแสดงสินค้าอาหารนานาชาติ");
    expect(th.html).toContain("ต้องการฮอลล์ชั้นล่าง");
    expect(th.html).toMatch(/value="catering"[^>]*checked|checked[^>]*value="catering"/);
    const en = await post(`/en/quotation-contractor?contractor=${venue.slug}`, venueRequest(), cookie);
    expect(en.status).toBe(400);
    const contractor = (await env.DB.prepare("SELECT slug FROM contractors ORDER BY id LIMIT 1").first<{ slug: string }>())!;
    const missing = await post(`/en/quotation-contractor?contractor=${contractor.slug}`, venueRequest({ booth_type: "", area: "" }), cookie);
    expect(missing.status).toBe(400);
    expect(missing.html).toContain("Please choose a booth type.");
    expect(missing.html).toContain("Please enter the booth size.");
    expect((await rows()).length).toBe(before);
  });

  it("refuse a request without a passing bot check and keep what was typed", async () => {
    const { cookie } = await memberSession("quote-bot");
    const before = (await rows()).length;
    const response = await post(`/quotation-venue?venue=${venue.slug}`, venueRequest({ "g-recaptcha-response": "robot" }), cookie);
    expect(response.status).toBe(400);
    expect(response.html).toContain("กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ");
    expect(response.html).toContain("สมหญิง รักงาน");
    expect((await rows()).length).toBe(before);
  });

  it("save the request as the member's, then show its reference on the completed page", async () => {
    const { cookie, id } = await memberSession("quote-saves");
    const response = await post(`/quotation-venue?venue=${venue.slug}`, venueRequest(), cookie);
    expect(response.status).toBe(303);
    const saved = (await rows()).at(-1)!;
    expect(response.location).toBe(`/quotation-completed?kind=venue&id=${saved.id}`);
    expect(saved).toMatchObject({
      venue_id: venue.id,
      user_id: id,
      event_name: "งานแสดงสินค้าอาหารนานาชาติ",
      area_sqm: 2400,
      attendees: 15000,
      budget_range: "1m-3m",
      services: JSON.stringify(["hall", "catering"]),
      locale: "th",
    });
    const done = await get(response.location!, cookie);
    expect(done.status).toBe(200);
    expect(done.html).toContain(`QV-${String(saved.id).padStart(6, "0")}`);
    expect(done.html).toContain(venue.name);
  });

  it("store a double submit once and send both to the same completed page", async () => {
    const { cookie } = await memberSession("quote-double");
    const before = (await rows()).length;
    const form = venueRequest({ submission_key: "double-submit-key-1" });
    const [first, second] = await Promise.all([post(`/quotation-venue?venue=${venue.slug}`, form, cookie), post(`/quotation-venue?venue=${venue.slug}`, form, cookie)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.location).toBe(first.location);
    expect((await rows()).length).toBe(before + 1);
  });

  it("upload attachments through api/upload as the member's files and keep them on the request", async () => {
    const { cookie, id } = await memberSession("quote-files");
    const body = new FormData();
    for (const [name, value] of Object.entries(venueRequest())) for (const one of [value].flat()) body.append(name, one);
    body.append("attachments", new File(["%PDF-1.4\n% brief\n"], "brief.pdf", { type: "application/pdf" }));
    const response = await send(`/quotation-venue?venue=${venue.slug}`, { body, cookie });
    expect(response.status).toBe(303);
    const saved = (await rows()).at(-1)!;
    const attachments = JSON.parse(String(saved.attachments)) as { id: number; url: string; name: string }[];
    expect(attachments).toHaveLength(1);
    const file = await env.DB.prepare("SELECT uploaded_by_id, mime FROM upload_files WHERE id = ?").bind(attachments[0]!.id).first();
    expect(file).toEqual({ uploaded_by_id: id, mime: "application/pdf" });

    const wrong = new FormData();
    for (const [name, value] of Object.entries(venueRequest())) for (const one of [value].flat()) wrong.append(name, one);
    wrong.append("attachments", new File(["MZ not a pdf"], "setup.exe", { type: "application/x-msdownload" }));
    const refused = await send(`/quotation-venue?venue=${venue.slug}`, { body: wrong, cookie });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("แนบได้เฉพาะไฟล์ PDF, JPG, PNG หรือ WebP");
    expect(refused.html).toContain("กรุณาเลือกไฟล์อีกครั้ง");
  });
});

describe("a member sees only their own requests", () => {
  it("lists the member's requests newest first in /my-quotation, and never another member's", async () => {
    const alice = await memberSession("quote-alice");
    const bob = await memberSession("quote-bob");
    await post(`/quotation-venue?venue=${venue.slug}`, venueRequest({ event_name: "Alice first show" }), alice.cookie);
    await post(`/quotation-venue?venue=${venue.slug}`, venueRequest({ event_name: "Alice second show" }), alice.cookie);
    const bobs = await post(`/quotation-venue?venue=${venue.slug}`, venueRequest({ event_name: "Bob's secret fair" }), bob.cookie);
    const mine = await get("/en/my-quotation", alice.cookie);
    expect(mine.status).toBe(200);
    expect(mine.html.indexOf("Alice second show")).toBeGreaterThan(-1);
    expect(mine.html.indexOf("Alice second show")).toBeLessThan(mine.html.indexOf("Alice first show"));
    expect(mine.html).not.toContain("Bob&#x27;s secret fair");
    expect(mine.html).toContain("Sent");

    // Bob's completed page, opened by Alice: nothing of it shows.
    const stolen = await get(bobs.location!, alice.cookie);
    expect(stolen.status).toBe(404);
    expect(stolen.html).not.toContain("secret fair");
    expect(stolen.html).toContain("ไม่พบคำขอนี้ในบัญชีของคุณ");
  });

  it("refuses to withdraw another member's request", async () => {
    const carol = await memberSession("quote-carol");
    const dave = await memberSession("quote-dave");
    const made = await post(`/quotation-venue?venue=${venue.slug}`, venueRequest({ event_name: "Carol's fair" }), carol.cookie);
    const id = new URL(made.location!, ORIGIN).searchParams.get("id")!;
    const response = await post("/my-quotation", { kind: "venue", id }, dave.cookie);
    expect(response.status).toBe(404);
    const row = await env.DB.prepare("SELECT quotation_status FROM quotation_venues WHERE id = ?").bind(id).first<{ quotation_status: string }>();
    expect(row?.quotation_status).not.toBe("withdrawn");
  });
});
