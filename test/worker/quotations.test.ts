import { env, exports } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerRecaptcha, API_TOKEN, api, bearer, jsonInit, lastMail, lastMailId } from "./content-fixtures";
import { type FormFields, ORIGIN, send, signedInMember } from "./member-pages";
import { BROWSER, seedContent } from "./seeded";
import { daysFromToday } from "../calendar";

// Members sign in with full-strength password hashes: that takes a while in workerd.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const get = (path: string, cookie?: string | null) => send(path, { cookie: cookie ?? null });
const post = (path: string, form: FormFields, cookie?: string | null) => send(path, { form, cookie: cookie ?? null });

/** A signed-in member; a company member is given the listings they run the way the site team does it, with the API token. */
async function memberSession(username: string, runs: { venues?: number[] } = {}): Promise<{ cookie: string; id: number; jwt: string }> {
  const member = await signedInMember(username, runs.venues ? "venue" : "visitor");
  for (const venueId of runs.venues ?? []) {
    const current = await env.DB.prepare("SELECT user_id FROM venues_owners_links WHERE venue_id = ?").bind(venueId).all<{ user_id: number }>();
    const owners = [...current.results.map((r) => r.user_id), member.id];
    const set = await api(`/api/venues/${venueId}`, jsonInit("PUT", { data: { owners } }, bearer(API_TOKEN)));
    expect(set.status).toBe(200);
  }
  return member;
}

const future = daysFromToday;

/** A complete venue request as the form sends it; "human" passes the test's reCAPTCHA endpoint. */
const venueRequest = (overrides: Record<string, string | string[]> = {}) => ({
  event_name: "งานแสดงสินค้าอาหารนานาชาติ",
  start_date: future(60),
  end_date: future(62),
  area: "2,400",
  attendees: "15000",
  budget_range: "between-1m-3m",
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
let otherVenue: { id: number; slug: string; name: string };
const rows = (table = "quotation_venues") => env.DB.prepare(`SELECT * FROM ${table} ORDER BY id`).all<Record<string, unknown>>().then((r) => r.results);
/** The submission keys table's last row so far, and the scopes of the claims made after it. */
const lastClaimRow = async () => (await env.DB.prepare("SELECT COALESCE(MAX(rowid), 0) AS n FROM submission_keys").first<{ n: number }>())?.n ?? 0;
const claimsSince = async (rowid: number) =>
  (await env.DB.prepare("SELECT scope FROM submission_keys WHERE rowid > ?").bind(rowid).all<{ scope: string }>()).results.map((row) => row.scope);

beforeAll(async () => {
  answerRecaptcha(vi);
  await seedContent();
  [venue, otherVenue] = (await env.DB.prepare("SELECT id, slug, name FROM venues ORDER BY id LIMIT 2").all<{ id: number; slug: string; name: string }>()).results as [
    typeof venue,
    typeof venue,
  ];
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
      budget_range: "between-1m-3m",
      services: JSON.stringify(["hall", "catering"]),
      locale: "th",
    });
    const done = await get(response.location!, cookie);
    expect(done.status).toBe(200);
    expect(done.html).toContain(`QV-${String(saved.id).padStart(6, "0")}`);
    expect(done.html).toContain(venue.name);
  });

  it("store a double submit once, claimed once, and send both to the same completed page", async () => {
    const { cookie, id } = await memberSession("quote-double");
    const before = (await rows()).length;
    const lastClaim = await lastClaimRow();
    const form = venueRequest({ submission_key: "double-submit-key-1" });
    const [first, second] = await Promise.all([post(`/quotation-venue?venue=${venue.slug}`, form, cookie), post(`/quotation-venue?venue=${venue.slug}`, form, cookie)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.location).toBe(first.location);
    expect((await rows()).length).toBe(before + 1);
    // The page's claim is the only one: the content service is not asked to claim the key again.
    expect(await claimsSince(lastClaim)).toEqual([`page:member:${id}:api/quotation-venues`]);
  });

  it("upload attachments through api/upload as the member's files and keep them on the request", async () => {
    const { cookie, id } = await memberSession("quote-files");
    const body = new FormData();
    for (const [name, value] of Object.entries(venueRequest())) for (const one of [value].flat()) body.append(name, one);
    body.append("attachments", new File(["%PDF-1.4\n% brief\n"], "brief.pdf", { type: "application/pdf" }));
    const response = await send(`/quotation-venue?venue=${venue.slug}`, { form: body, cookie });
    expect(response.status).toBe(303);
    const saved = (await rows()).at(-1)!;
    const attachments = JSON.parse(String(saved.attachments)) as { id: number; url: string; name: string }[];
    expect(attachments).toHaveLength(1);
    const file = await env.DB.prepare("SELECT uploaded_by_id, mime FROM upload_files WHERE id = ?").bind(attachments[0]!.id).first();
    expect(file).toEqual({ uploaded_by_id: id, mime: "application/pdf" });

    const wrong = new FormData();
    for (const [name, value] of Object.entries(venueRequest())) for (const one of [value].flat()) wrong.append(name, one);
    wrong.append("attachments", new File(["MZ not a pdf"], "setup.exe", { type: "application/x-msdownload" }));
    const refused = await send(`/quotation-venue?venue=${venue.slug}`, { form: wrong, cookie });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("แนบได้เฉพาะไฟล์ PDF, JPG, PNG หรือ WebP");
    expect(refused.html).toContain("กรุณาเลือกไฟล์อีกครั้ง");

    const before = (await rows()).length;
    const tooMany = new FormData();
    for (const [name, value] of Object.entries(venueRequest())) for (const one of [value].flat()) tooMany.append(name, one);
    for (let i = 0; i < 4; i++) tooMany.append("attachments", new File([`%PDF-1.4 ${i}`], `plan-${i}.pdf`, { type: "application/pdf" }));
    const four = await send(`/en/quotation-venue?venue=${venue.slug}`, { form: tooMany, cookie });
    expect(four.status).toBe(400);
    expect(four.html).toContain("You can attach at most 3 files.");
    const big = new FormData();
    for (const [name, value] of Object.entries(venueRequest())) for (const one of [value].flat()) big.append(name, one);
    big.append("attachments", new File(["%PDF-1.4\n", new Uint8Array(5 * 1024 * 1024)], "huge.pdf", { type: "application/pdf" }));
    const huge = await send(`/en/quotation-venue?venue=${venue.slug}`, { form: big, cookie });
    expect(huge.status).toBe(400);
    expect(huge.html).toContain("Each file can be at most 5 MB.");
    expect(huge.html).toContain("งานแสดงสินค้าอาหารนานาชาติ");
    expect((await rows()).length).toBe(before);
  });
});

describe("a request's attachments", () => {
  it("are served to the sender and the listing's owners with the sandbox policy, and to no one else as if missing", async () => {
    // A venue the other tests leave alone, so its owner gets no one else's mail.
    const third = (await env.DB.prepare("SELECT id, slug FROM venues ORDER BY id LIMIT 1 OFFSET 2").first<{ id: number; slug: string }>())!;
    const sender = await memberSession("files-sender");
    const owner = await memberSession("files-owner", { venues: [third.id] });
    const stranger = await memberSession("files-stranger");
    const body = new FormData();
    for (const [name, value] of Object.entries(venueRequest())) for (const one of [value].flat()) body.append(name, one);
    body.append("attachments", new File(["%PDF-1.4\n% floor plan\n"], "plan.pdf", { type: "application/pdf" }));
    const mailsBefore = await lastMailId();
    expect((await send(`/quotation-venue?venue=${third.slug}`, { form: body, cookie: sender.cookie })).status).toBe(303);
    // The owner's mail leaves through the queue after the answer: let it land before the next test counts mails.
    expect((await lastMail("quotation-received", mailsBefore, "files-owner@example.com")).to_address).toBe("files-owner@example.com");
    const [file] = JSON.parse(String((await rows()).at(-1)!.attachments)) as { url: string }[];
    const fetchFile = (headers: Record<string, string> = {}) =>
      exports.default.fetch(new Request(`${ORIGIN}${file!.url}`, { headers: { "User-Agent": BROWSER, ...headers } }));

    for (const [who, headers] of [["sender", { Cookie: sender.cookie }], ["owner", { Cookie: owner.cookie }], ["owner's token", bearer(owner.jwt)], ["API token", bearer(API_TOKEN)]] as const) {
      const answer = await fetchFile(headers);
      expect(answer.status, who).toBe(200);
      expect(answer.headers.get("content-security-policy"), who).toContain("sandbox");
      expect(answer.headers.get("cache-control"), who).toBe("private, no-store");
      expect(await answer.text(), who).toContain("floor plan");
    }
    // Naming the file in a request of one's own opens nothing.
    const [attached] = JSON.parse(String((await rows()).at(-1)!.attachments)) as unknown[];
    const copy = { venue: third.id, event_name: "Copycat", start_date: future(60), end_date: future(61), contact_name: "S", email: "s@example.com", phone: "0812345678", attachments: [attached] };
    const beforeCopy = await lastMailId();
    expect((await api("/api/quotation-venues", jsonInit("POST", { data: copy }, bearer(stranger.jwt)))).status).toBe(200);
    await lastMail("quotation-received", beforeCopy);
    const missing = await exports.default.fetch(new Request(`${ORIGIN}/api/uploads/plan_0123456789.pdf`));
    const missingBody = await missing.text();
    for (const [who, headers] of [["anonymous", {}], ["stranger", { Cookie: stranger.cookie }], ["stranger's token", bearer(stranger.jwt)]] as const) {
      const answer = await fetchFile(headers);
      expect(answer.status, who).toBe(404);
      expect(await answer.text(), who).toBe(missingBody);
    }
  });
});

describe("oversized fields in the request form", () => {
  /** The form as the browser sends it: multipart, since it has a file input. */
  const multipart = (fields: Record<string, string | string[]>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
    body.append("attachments", new File([], "", { type: "application/octet-stream" }));
    return body;
  };

  it("a 10 MB event name or message is a short 413 page in the page's language, and nothing is saved", async () => {
    const { cookie } = await memberSession("quote-huge");
    const before = (await rows()).length;
    const huge = "x".repeat(10 * 1024 * 1024);
    const th = await post(`/quotation-venue?venue=${venue.slug}`, multipart(venueRequest({ event_name: huge })), cookie);
    expect(th.status).toBe(413);
    expect(th.bytes.length).toBeLessThan(200_000);
    expect(th.html).toContain("ข้อมูลที่ส่งมายาวเกินไป");
    const en = await post(`/en/quotation-venue?venue=${venue.slug}`, multipart(venueRequest({ message: huge })), cookie);
    expect(en.status).toBe(413);
    expect(en.bytes.length).toBeLessThan(200_000);
    expect(en.html).toContain("That was more than this form takes");
    expect((await rows()).length).toBe(before);
  }, 60_000);

  it("a message over its limit is a field error, the rest kept and the message sent back cut to 4,000 characters", async () => {
    const { cookie } = await memberSession("quote-long");
    const response = await post(`/en/quotation-venue?venue=${venue.slug}`, multipart(venueRequest({ message: "m".repeat(9000) })), cookie);
    expect(response.status).toBe(400);
    expect(response.html).toContain("m".repeat(4000));
    expect(response.html).not.toContain("m".repeat(4001));
    expect(response.html).toContain("สมหญิง รักงาน");
  });
});

describe("limits a real inbox needs", () => {
  // The limits count in windows of a whole hour and day (UTC): each test runs at one instant half an hour from
  // either edge, so a run near midnight neither starts a new window midway nor waits "1 minute".
  beforeEach(() => {
    const hour = 3_600_000;
    const halfPast = Math.floor(Date.now() / hour) * hour + hour / 2;
    vi.useFakeTimers({ toFake: ["Date"], now: halfPast >= Date.now() ? halfPast : halfPast + hour });
  });
  afterEach(() => vi.useRealTimers());

  const apiRequest = (jwt: string, venueId: number, n: number) =>
    api("/api/quotation-venues", jsonInit("POST", { data: { venue: venueId, event_name: `Limit check ${n}`, start_date: future(60), end_date: future(61), contact_name: "Somchai", email: "limits@example.com", phone: "0812345678" } }, bearer(jwt)));

  it("takes 5 requests a day from one member to one listing; the 6th is a 429 in the page's language that keeps what was typed", async () => {
    const { cookie } = await memberSession("quote-daily");
    for (let i = 1; i <= 5; i++) {
      expect((await post(`/quotation-venue?venue=${venue.slug}`, venueRequest({ event_name: `งานที่ ${i}` }), cookie)).status).toBe(303);
    }
    const before = (await rows()).length;
    const sixth = await post(`/en/quotation-venue?venue=${venue.slug}`, venueRequest({ event_name: "One too many" }), cookie);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(sixth.html).toContain("You&#x27;ve sent as many requests as we allow for now");
    expect(sixth.html).toMatch(/try again in \d+ (minutes|hours)/);
    expect(sixth.html).toContain('value="One too many"');
    expect((await rows()).length).toBe(before);
    // Another listing still takes the member's request.
    expect((await post(`/quotation-venue?venue=${otherVenue.slug}`, venueRequest(), cookie)).status).toBe(303);
  });

  it("takes 20 requests an hour from one member in all, then answers 429 with Retry-After; the API token is not limited", async () => {
    const { jwt } = await memberSession("quote-hourly");
    const venues = (await env.DB.prepare("SELECT id FROM venues WHERE published_at IS NOT NULL ORDER BY id LIMIT 5").all<{ id: number }>()).results;
    for (let i = 0; i < 20; i++) expect((await apiRequest(jwt, venues[i % venues.length]!.id, i)).status).toBe(200);
    const refused = await apiRequest(jwt, venues[0]!.id, 21);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((refused.body as { error: unknown }).error).toMatchObject({ status: 429, name: "RateLimitError" });
    expect((await apiRequest(API_TOKEN, venues[0]!.id, 22)).status).toBe(200);
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

const idOf = (location: string | null) => Number(new URL(location!, ORIGIN).searchParams.get("id"));
const statusOf = async (id: number) =>
  (await env.DB.prepare("SELECT quotation_status AS s, answer, read_at, answered_at FROM quotation_venues WHERE id = ?").bind(id).first<{
    s: string;
    answer: string | null;
    read_at: string | null;
    answered_at: string | null;
  }>())!;

describe("the company inbox", () => {
  let owner: Awaited<ReturnType<typeof memberSession>>;
  let rival: Awaited<ReturnType<typeof memberSession>>;
  let asker: Awaited<ReturnType<typeof memberSession>>;
  let toOwner: number;
  let toRival: number;

  beforeAll(async () => {
    owner = await memberSession("inbox-owner", { venues: [venue.id] });
    rival = await memberSession("inbox-rival", { venues: [otherVenue.id] });
    asker = await memberSession("inbox-asker");
    const mailsBefore = await lastMailId();
    toOwner = idOf((await post(`/quotation-venue?venue=${venue.slug}`, venueRequest({ event_name: "=HYPERLINK(\"x\") งานของเจ้าของ" }), asker.cookie)).location);
    // The mail reaches the listing's owner (a mail to anyone else is not it).
    const mail = await lastMail("quotation-received", mailsBefore, "inbox-owner@example.com");
    expect(mail.reply_to).toBe("somying@example.com");
    expect(mail.text_body).toContain(`/quotation-profile/venue?id=${toOwner}`);
    toRival = idOf((await post(`/quotation-venue?venue=${otherVenue.slug}`, venueRequest({ event_name: "Rival's private fair" }), asker.cookie)).location);
  });

  it("is for company members: a visitor member sees 'no permission', for the pages and the export", async () => {
    for (const path of ["/quotation-profile", "/quotation-profile/venue", `/quotation-profile/venue?id=${toOwner}`, "/quotation-export/venue?locale=th"]) {
      const response = await get(path, asker.cookie);
      expect(response.status, path).toBe(303);
      expect(response.location, path).toBe("/no-permission");
    }
  });

  it("lists only what the member's own listings received, and counts it on the overview", async () => {
    const list = await get("/quotation-profile/venue", owner.cookie);
    expect(list.status).toBe(200);
    expect(list.html).toContain(`QV-${String(toOwner).padStart(6, "0")}`);
    expect(list.html).not.toContain("Rival");
    const fresh = await env.DB.prepare("SELECT count(*) AS n FROM quotation_venues WHERE venue_id = ? AND quotation_status = 'sent'").bind(venue.id).first<{ n: number }>();
    const overview = await get("/en/quotation-profile", owner.cookie);
    expect(fresh!.n).toBeGreaterThan(0);
    expect(overview.html).toContain(`New, not opened yet: ${fresh!.n}`);
    const all = await env.DB.prepare("SELECT count(*) AS n FROM quotation_venues WHERE venue_id = ?").bind(venue.id).first<{ n: number }>();
    expect(overview.html).toContain(`All requests: ${all!.n}`);
    const { name_en } = (await env.DB.prepare("SELECT name_en FROM venues WHERE id = ?").bind(venue.id).first<{ name_en: string }>())!;
    expect(overview.html).toContain(name_en);
    const theirs = await get("/quotation-profile/venue", rival.cookie);
    expect(theirs.html).toContain("Rival&#x27;s private fair");
    expect(theirs.html).not.toContain("งานของเจ้าของ");
    // What the listing received is not among the company member's own requests.
    const mine = await get("/my-quotation", owner.cookie);
    expect(mine.status).toBe(200);
    expect(mine.html).not.toContain("งานของเจ้าของ");
    const confirm = await get(`/quotation-completed?kind=venue&id=${toOwner}`, owner.cookie);
    expect(confirm.status).toBe(404);
    expect(confirm.html).not.toContain("งานของเจ้าของ");
    // Naming another member's listing in the filter shows nothing of it.
    const probing = await get(`/quotation-profile/venue?listing=${venue.id}`, rival.cookie);
    expect(probing.html).not.toContain("งานของเจ้าของ");
  });

  it("answers another listing's request with 404 and nothing of it, for reading, answering and closing", async () => {
    const before = await statusOf(toOwner);
    const detail = await get(`/quotation-profile/venue?id=${toOwner}`, rival.cookie);
    expect(detail.status).toBe(404);
    expect(detail.html).not.toContain("งานของเจ้าของ");
    expect(detail.html).not.toContain("somying@example.com");
    const forms: Record<string, string>[] = [{ id: String(toOwner), intent: "answer", answer: "Cheaper here!" }, { id: String(toOwner), intent: "close" }];
    for (const form of forms) {
      const response = await post("/quotation-profile/venue", form, rival.cookie);
      expect(response.status).toBe(404);
      expect(response.html).toContain("ไม่พบคำขอนี้ในรายการของคุณ");
      expect(response.html).not.toContain("งานของเจ้าของ");
    }
    // A company member's own request to another listing is theirs to read, but it is not in their inbox.
    const ownRequest = idOf((await post(`/quotation-venue?venue=${otherVenue.slug}`, venueRequest({ event_name: "Owner asks the rival" }), owner.cookie)).location);
    const inOwnInbox = await get(`/quotation-profile/venue?id=${ownRequest}`, owner.cookie);
    expect(inOwnInbox.status).toBe(404);
    expect(inOwnInbox.html).not.toContain("Owner asks the rival");
    expect((await get(`/quotation-profile/venue?id=${toRival}`, owner.cookie)).status).toBe(404);
    expect(await statusOf(toOwner)).toEqual(before);
  });

  it("moves sent -> read when the owner's page says it was opened, answered with the answer (mailing the member), then closed after asking", async () => {
    expect((await statusOf(toOwner)).s).toBe("sent");
    const opened = await get(`/quotation-profile/venue?id=${toOwner}`, owner.cookie);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain("somying@example.com");
    expect(opened.html).toContain("ทำเครื่องหมายว่าอ่านแล้ว");
    // A GET never writes: a link from anywhere cannot mark a request read.
    expect((await statusOf(toOwner)).s).toBe("sent");
    const marked = await post(`/quotation-profile/venue?id=${toOwner}`, { id: String(toOwner), intent: "read" }, owner.cookie);
    expect(marked.status).toBe(200);
    expect(marked.html).not.toContain("ทำเครื่องหมายว่าอ่านแล้ว");
    const read = await statusOf(toOwner);
    expect(read.s).toBe("read");
    expect(read.read_at).not.toBeNull();

    const empty = await post(`/quotation-profile/venue?id=${toOwner}`, { id: String(toOwner), intent: "answer", answer: "   " }, owner.cookie);
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("กรุณาเขียนคำตอบก่อนส่ง");
    expect((await statusOf(toOwner)).s).toBe("read");

    const mailsBefore = await lastMailId();
    const answered = await post("/quotation-profile/venue", { id: String(toOwner), intent: "answer", answer: "ราคา 850,000 บาท รวมระบบไฟ" }, owner.cookie);
    expect(answered.status).toBe(303);
    expect(answered.location).toBe(`/quotation-profile/venue?id=${toOwner}&done=answered`);
    const stored = await statusOf(toOwner);
    expect(stored).toMatchObject({ s: "answered", answer: "ราคา 850,000 บาท รวมระบบไฟ" });
    expect(stored.answered_at).not.toBeNull();
    const mail = await lastMail("quotation-answered", mailsBefore);
    expect(mail.to_address).toBe("inbox-asker@example.com");
    expect(mail.text_body).toContain("ราคา 850,000 บาท รวมระบบไฟ");

    // The member sees the answer and the new status; withdrawing is over now.
    const mine = await get("/my-quotation", asker.cookie);
    expect(mine.html).toContain("ราคา 850,000 บาท รวมระบบไฟ");
    expect(mine.html).toContain("ตอบกลับแล้ว");
    const withdraw = await post("/my-quotation", { kind: "venue", id: String(toOwner) }, asker.cookie);
    expect(withdraw.status).toBe(400);
    expect(withdraw.html).toContain("เปลี่ยนสถานะคำขอนี้ไม่ได้แล้ว");

    const detail = await get(`/quotation-profile/venue?id=${toOwner}`, owner.cookie);
    expect(detail.html).toContain(`href="/quotation-profile/venue?id=${toOwner}&amp;confirm=close"`);
    const asked = await get(`/quotation-profile/venue?id=${toOwner}&confirm=close`, owner.cookie);
    expect(asked.html).toContain("ปิดคำขอนี้ใช่ไหม");
    expect(asked.html).toContain('name="intent" value="close"');
    expect((await statusOf(toOwner)).s).toBe("answered");
    const closed = await post("/quotation-profile/venue", { id: String(toOwner), intent: "close" }, owner.cookie);
    expect(closed.status).toBe(303);
    expect((await statusOf(toOwner)).s).toBe("closed");
    const again = await post("/quotation-profile/venue", { id: String(toOwner), intent: "answer", answer: "One more thing" }, owner.cookie);
    expect(again.status).toBe(400);
    expect((await statusOf(toOwner)).answer).toBe("ราคา 850,000 บาท รวมระบบไฟ");
  });

  it("lets the member withdraw a request that is not answered yet, and the inbox shows it withdrawn", async () => {
    const made = idOf((await post(`/quotation-venue?venue=${venue.slug}`, venueRequest({ event_name: "Changed my mind" }), asker.cookie)).location);
    const withdrawn = await post("/en/my-quotation", { kind: "venue", id: String(made) }, asker.cookie);
    expect(withdrawn.status).toBe(303);
    expect(withdrawn.location).toBe(`/en/my-quotation?withdrawn=QV-${String(made).padStart(6, "0")}`);
    expect((await statusOf(made)).s).toBe("withdrawn");
    const list = await get("/en/quotation-profile/venue?status=withdrawn", owner.cookie);
    expect(list.html).toContain("Changed my mind");
    expect(list.html).not.toContain("งานของเจ้าของ");
  });

  it("exports the filtered inbox as CSV that Excel opens with Thai intact, with formulas neutralised", async () => {
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/quotation-export/venue?locale=th&status=closed`, { headers: { "User-Agent": BROWSER, Cookie: owner.cookie } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="quotations-venue-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe(
      "เลขที่อ้างอิง,วันที่ส่ง,สถานะ,ส่งถึง,งาน,วันที่จัดงาน,พื้นที่ (ตร.ม.),ผู้เข้าชมที่คาดไว้,งบประมาณ,บริการที่ต้องการ,รายละเอียดเพิ่มเติม,ผู้ติดต่อ,บริษัท,อีเมล,โทรศัพท์,คำตอบ,วันที่ตอบ",
    );
    // A venue is never asked for a booth type: no column stays empty in every row.
    expect(lines[0]).not.toContain("รูปแบบบูธ");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`QV-${String(toOwner).padStart(6, "0")},`);
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x"") งานของเจ้าของ",`);
    expect(lines[1]).toContain(',"เช่าฮอลล์หรือพื้นที่จัดแสดง, อาหารและเครื่องดื่ม",');
    expect(lines[1]).toContain(",ปิดคำขอแล้ว,");

    // Another company's export, even naming this listing in its filter, holds none of its requests.
    for (const query of ["locale=en", `locale=en&listing=${venue.id}`]) {
      const rivals = await exports.default.fetch(new Request(`${ORIGIN}/quotation-export/venue?${query}`, { headers: { "User-Agent": BROWSER, Cookie: rival.cookie } }));
      const text = await rivals.text();
      expect(text).toContain("Rival's private fair");
      expect(text).not.toContain("งานของเจ้าของ");
    }
  });

  it("counts the new requests and all of them on the overview when the inbox is larger than one read", async () => {
    const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('quotation_venues') WHERE name <> 'id'").all<{ name: string }>()).results.map((c) => c.name).join(", ");
    const { last } = (await env.DB.prepare("SELECT max(id) AS last FROM quotation_venues").first<{ last: number }>())!;
    await env.DB.prepare(
      `INSERT INTO quotation_venues (${columns}) SELECT ${columns} FROM quotation_venues, (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 120) SELECT i FROM n) WHERE id = ?`,
    ).bind(toOwner).run();
    try {
      await env.DB.prepare("UPDATE quotation_venues SET quotation_status = CASE WHEN id % 3 = 0 THEN 'sent' ELSE 'read' END WHERE id > ?").bind(last).run();
      const counts = (await env.DB.prepare("SELECT count(*) AS total, sum(quotation_status = 'sent') AS fresh FROM quotation_venues WHERE venue_id = ?").bind(venue.id).first<{ total: number; fresh: number }>())!;
      expect(counts.total).toBeGreaterThan(120);
      const overview = await get("/en/quotation-profile", owner.cookie);
      expect(overview.html).toContain(`New, not opened yet: ${counts.fresh}`);
      expect(overview.html).toContain(`All requests: ${counts.total}`);
    } finally {
      await env.DB.prepare("DELETE FROM quotation_venues WHERE id > ?").bind(last).run();
    }
  });
});
