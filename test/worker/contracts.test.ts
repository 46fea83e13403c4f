import { env, exports } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerRecaptcha, api, API_TOKEN, bearer, createMember, expectMailsSettleAt, jsonInit } from "./content-fixtures";
import { portalStore } from "../../app/portal-store/portal-store.server";
import { BROWSER, seedContent } from "./seeded";

// Members sign in with full-strength PBKDF2: slow in workerd.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const ORIGIN = "http://example.com";
const PASSWORD = "secret-pass-1";

async function send(path: string, init: { form?: Record<string, string>; cookie?: string | null; agent?: string; address?: string } = {}) {
  const headers: Record<string, string> = { "User-Agent": init.agent ?? BROWSER };
  if (init.address) headers["CF-Connecting-IP"] = init.address;
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers.Origin = ORIGIN;
  }
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { method: init.form ? "POST" : "GET", headers, redirect: "manual", ...(init.form ? { body: new URLSearchParams(init.form) } : {}) }),
  );
  return {
    status: response.status,
    location: response.headers.get("location"),
    cache: response.headers.get("x-page-cache"),
    cookie: /__session=[^;]*/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? null,
    html: await response.text(),
  };
}

const count = async (sql: string, ...params: unknown[]) => (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())?.n ?? 0;
const mails = (kind: string) => count("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = ?", kind);
/** Mail leaves through the queue after the answer: wait until `kind` has `expected` mails in the outbox. */
const mailsReach = (kind: string, expected: number) => expect.poll(() => mails(kind), { timeout: 5000, interval: 50 }).toBe(expected);

async function keyFrom(path: string, cookie?: string | null): Promise<string> {
  const { html } = await send(path, { cookie: cookie ?? null });
  const match = /<input type="hidden" name="submission_key" value="([0-9a-f]{32})"/.exec(html);
  if (!match?.[1]) throw new Error(`no submission key on ${path}`);
  return match[1];
}

async function signedIn(username: string): Promise<string> {
  await createMember(username, PASSWORD);
  const response = await send("/login", { form: { identifier: `${username}@example.com`, password: PASSWORD } });
  expect(response.status, response.html.slice(0, 300)).toBe(303);
  return response.cookie!;
}

const firstVenue = () => env.DB.prepare("SELECT id, slug, name_en FROM venues ORDER BY id LIMIT 1").first<{ id: number; slug: string; name_en: string }>();

beforeAll(async () => {
  answerRecaptcha(vi);
  await seedContent();
});
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM auth_rate_limits").run();
});

describe("the package contract form", () => {
  const PAGE = "/en/package?package=venue-premium&step=contract";
  const contract = {
    intent: "contract",
    package: "3",
    company_name: "Siam Halls Co., Ltd.",
    tax_id: "0-1075-36000-10-2",
    address: "99 Popular Road, Pak Kret, Nonthaburi 11120",
    start_date: "2099-01-01",
    periods: "1",
    contact_name: "Malee Billing",
    email: "billing@siamhalls.example",
    phone: "02-833-4455",
    message: "",
    "g-recaptcha-response": "human",
  };

  it("opens from a paid package's card with the company, period and billing fields", async () => {
    const list = await send("/en/package");
    expect(list.html).toContain("step=contract#contract");
    const page = await send(PAGE);
    expect(page.status).toBe(200);
    for (const name of ["company_name", "tax_id", "address", "start_date", "periods", "contact_name", "email", "phone"]) {
      expect(page.html).toContain(`name="${name}"`);
    }
    expect(page.html).toContain("Sign up for Venue Premium");
  });

  it("refuses a tax id that does not check out, in the page's language, and keeps everything typed", async () => {
    const key = await keyFrom(PAGE);
    const before = await count("SELECT COUNT(*) AS n FROM contract_forms");
    const th = await send("/package?package=venue-premium&step=contract", { form: { ...contract, tax_id: "0107536000103", submission_key: key } });
    expect(th.status).toBe(400);
    expect(th.html).toContain("เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง");
    expect(th.html).toContain('value="0107536000103"');
    expect(th.html).toContain('value="Siam Halls Co., Ltd."');
    expect(th.html).toContain("99 Popular Road, Pak Kret, Nonthaburi 11120");
    const en = await send(PAGE, { form: { ...contract, tax_id: "12345", start_date: "2001-01-01", submission_key: key } });
    expect(en.html).toContain("A Thai tax ID has 13 digits");
    expect(en.html).toContain("The start date can&#x27;t be in the past.");
    expect(await count("SELECT COUNT(*) AS n FROM contract_forms")).toBe(before);
  });

  it("stores nothing when the bot check fails, and says so", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM contract_forms");
    const response = await send(PAGE, { form: { ...contract, "g-recaptcha-response": "robot", submission_key: await keyFrom(PAGE) } });
    expect(response.status).toBe(400);
    expect(response.html).toContain('value="Siam Halls Co., Ltd."');
    expect(await count("SELECT COUNT(*) AS n FROM contract_forms")).toBe(before);
  });

  it("stores the contract, shows its reference and mails the site team", async () => {
    const mailed = await mails("contract-form");
    const response = await send(PAGE, { form: { ...contract, submission_key: await keyFrom(PAGE) } });
    expect(response.status).toBe(200);
    const reference = /data-testid="contract-reference">(CF-[0-9A-F]{8})</.exec(response.html)?.[1];
    expect(reference).toBeDefined();
    const row = await env.DB.prepare("SELECT * FROM contract_forms WHERE reference = ?").bind(reference).first<Record<string, unknown>>();
    expect(row).toMatchObject({ request_kind: "contract", tax_id: "0107536000102", package_id: 3, periods: 1, start_date: "2099-01-01", locale: "en", user_id: null });
    await mailsReach("contract-form", mailed + 1);
    const mail = await env.DB.prepare("SELECT subject, text_body, reply_to FROM mail_outbox WHERE kind = 'contract-form' ORDER BY id DESC LIMIT 1").first<Record<string, string>>();
    expect(mail?.subject).toBe(`[contract ${reference}] Siam Halls Co., Ltd.`);
    expect(mail?.text_body).toContain("Tax ID: 0107536000102");
    expect(mail?.reply_to).toBe("billing@siamhalls.example");
  });

  it("makes one record and one mail of ten identical submissions sent at once", async () => {
    const key = await keyFrom(PAGE);
    const mailed = await mails("contract-form");
    const form = { ...contract, email: "twice@siamhalls.example", submission_key: key };
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(PAGE, { form })));
    const references = answers.map((a) => /data-testid="contract-reference">(CF-[0-9A-F]{8})</.exec(a.html)?.[1]);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(references).size).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM contract_forms WHERE email = ?", form.email)).toBe(1);
    await expectMailsSettleAt(() => mails("contract-form"), mailed + 1);
  });
});

describe("'Is this your company?'", () => {
  it("shows a visitor a sign-in link that comes back to the page, and sends a visitor's post to sign in", async () => {
    const venue = (await firstVenue())!;
    const page = await send(`/en/venue-show-details/${venue.slug}`);
    expect(page.html).toContain("Is this your company?");
    expect(page.html).toContain(`/en/login?redirectTo=%2Fen%2Fvenue-show-details%2F${venue.slug}`);
    expect(page.html).not.toContain('name="contact_role"');
    const post = await send(`/en/venue-show-details/${venue.slug}`, { form: { contact_role: "Owner", phone: "0812345678" } });
    expect(post.status).toBe(303);
    expect(post.location).toContain("/en/login?redirectTo=");
  });

  it("lets a member ask to manage the listing: errors keep what was typed, then the request is stored and mailed once", async () => {
    const cookie = await signedIn("claimer");
    const venue = (await firstVenue())!;
    const path = `/en/venue-show-details/${venue.slug}`;
    const page = await send(path, { cookie });
    expect(page.html).toContain('name="contact_role"');
    // The form's code loads on demand, but its HTML is in place, not streamed into a hidden block for a script.
    expect(page.html).not.toMatch(/<div hidden id="S:/);
    expect(page.html.indexOf('name="contact_role"')).toBeLessThan(page.html.indexOf("</main>"));

    const missing = await send(path, { cookie, form: { contact_role: "", phone: "081 234 5678", message: "See our site", submission_key: await keyFrom(path, cookie), "g-recaptcha-response": "human" } });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain("Please enter your role at the company.");
    expect(missing.html).toContain('value="081 234 5678"');
    expect(missing.html).toContain("See our site");

    const mailed = await mails("listing-claim");
    const form = { contact_role: "Sales director", phone: "081 234 5678", message: "", submission_key: await keyFrom(path, cookie), "g-recaptcha-response": "human" };
    const [sent, again] = await Promise.all([send(path, { cookie, form }), send(path, { cookie, form })]);
    expect(sent.status).toBe(200);
    expect(again.status).toBe(200);
    const reference = /data-testid="claim-reference">(CL-[0-9A-F]{8})</.exec(sent.html)?.[1];
    expect(reference).toBeDefined();
    const rows = await env.DB.prepare("SELECT * FROM contract_forms WHERE request_kind = 'claim'").all<Record<string, unknown>>();
    expect(rows.results).toHaveLength(1);
    const member = await env.DB.prepare("SELECT id FROM up_users WHERE username = 'claimer'").first<{ id: number }>();
    expect(rows.results[0]).toMatchObject({ reference, venue_id: venue.id, user_id: member!.id, contact_role: "Sales director", email: "claimer@example.com" });
    await mailsReach("listing-claim", mailed + 1);
    const mail = await env.DB.prepare("SELECT subject, text_body FROM mail_outbox WHERE kind = 'listing-claim' ORDER BY id DESC LIMIT 1").first<Record<string, string>>();
    expect(mail?.subject).toContain(`[claim ${reference}]`);
    expect(mail?.text_body).toContain(`(id ${venue.id})`);
  });

  it("refuses a claim whose bot check fails", async () => {
    const cookie = await signedIn("claimbot");
    const venue = (await firstVenue())!;
    const path = `/venue-show-details/${venue.slug}`;
    const before = await count("SELECT COUNT(*) AS n FROM contract_forms WHERE request_kind = 'claim'");
    const response = await send(path, { cookie, form: { contact_role: "Owner", phone: "0812345678", submission_key: await keyFrom(path, cookie), "g-recaptcha-response": "robot" } });
    expect(response.status).toBe(400);
    expect(await count("SELECT COUNT(*) AS n FROM contract_forms WHERE request_kind = 'claim'")).toBe(before);
  });
});

describe("the activity log", () => {
  it("records a sign-in with the member's own account", async () => {
    await signedIn("logged");
    const member = await env.DB.prepare("SELECT id FROM up_users WHERE username = 'logged'").first<{ id: number }>();
    await vi.waitUntil(async () => (await count("SELECT COUNT(*) AS n FROM activity_logs WHERE user_id = ? AND action = 'sign-in'", member!.id)) === 1, { timeout: 3000, interval: 25 });
  });

  it("never fails the sign-in it records, even when the log cannot be written", async () => {
    await createMember("unlogged", PASSWORD);
    await env.DB.prepare("ALTER TABLE activity_logs RENAME TO activity_logs_away").run();
    try {
      const response = await send("/login", { form: { identifier: "unlogged@example.com", password: PASSWORD } });
      expect(response.status).toBe(303);
      expect(response.cookie).toMatch(/^__session=/);
    } finally {
      await env.DB.prepare("ALTER TABLE activity_logs_away RENAME TO activity_logs").run();
    }
  });
});

describe("listing page views", () => {
  const views = (slug: string) => env.DB.prepare("SELECT COALESCE(SUM(views), 0) AS n FROM listing_views WHERE kind = 'venue' AND listing = ?").bind(slug).first<{ n: number }>().then((r) => r?.n ?? 0);
  const waitFor = (slug: string, n: number) => vi.waitUntil(async () => (await views(slug)) === n, { timeout: 3000, interval: 25 });

  it("counts a person's view, a cached copy's too, and not a crawler's", async () => {
    // A venue no other test opens.
    const venue = (await env.DB.prepare("SELECT slug FROM venues ORDER BY id DESC LIMIT 1").first<{ slug: string }>())!;
    expect(await views(venue.slug)).toBe(0);
    const path = `/venue-show-details/${venue.slug}`;
    const first = await send(path, { address: "203.0.113.1" });
    expect(first.status).toBe(200);
    await waitFor(venue.slug, 1);
    const cached = await send(path, { address: "203.0.113.2" });
    expect(cached.cache).toBe("HIT");
    await waitFor(venue.slug, 2);
    await send(`/en${path}`, { agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    await send(path, { agent: "" });
    // Give a wrongly counted view the time to land before reading the count again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await views(venue.slug)).toBe(2);
    const row = await env.DB.prepare("SELECT week FROM listing_views WHERE listing = ?").bind(venue.slug).first<{ week: string }>();
    expect(new Date(`${row!.week}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it("counts an in-site navigation's data request, not the reload of data after a form on the page was sent", async () => {
    const venue = (await env.DB.prepare("SELECT slug FROM venues ORDER BY id DESC LIMIT 1 OFFSET 1").first<{ slug: string }>())!;
    const data = (referer: string) =>
      exports.default.fetch(new Request(`${ORIGIN}/en/venue-show-details/${venue.slug}.data`, { headers: { "User-Agent": BROWSER, Referer: `${ORIGIN}${referer}` } }));
    expect((await data("/en/venue-show-lists")).status).toBe(200);
    await waitFor(venue.slug, 1);
    expect((await data(`/en/venue-show-details/${venue.slug}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await views(venue.slug)).toBe(1);
  });

  it("sets no cookie on the page it counts", async () => {
    const venue = (await firstVenue())!;
    const response = await exports.default.fetch(new Request(`${ORIGIN}/en/venue-show-details/${venue.slug}`, { headers: { "User-Agent": BROWSER } }));
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("counts a visitor once a day however often they reload, and each visitor once", async () => {
    const venue = (await env.DB.prepare("SELECT slug FROM venues ORDER BY id DESC LIMIT 1 OFFSET 2").first<{ slug: string }>())!;
    const path = `/venue-show-details/${venue.slug}`;
    for (let i = 0; i < 80; i++) expect((await send(i % 2 ? `/en${path}` : path, { address: "198.51.100.80" })).status).toBe(200);
    await waitFor(venue.slug, 1);
    await send(path, { address: "198.51.100.81" });
    await waitFor(venue.slug, 2);
    // The same address with another browser is another visitor.
    await send(path, { address: "198.51.100.81", agent: `${BROWSER} Edg/130.0` });
    await waitFor(venue.slug, 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await views(venue.slug)).toBe(3);
  });

  it("keeps neither the address nor the browser, only a hash", async () => {
    const venue = (await env.DB.prepare("SELECT slug FROM venues ORDER BY id DESC LIMIT 1 OFFSET 3").first<{ slug: string }>())!;
    await send(`/venue-show-details/${venue.slug}`, { address: "192.0.2.45", agent: `${BROWSER} Unique/45` });
    await waitFor(venue.slug, 1);
    const stored = await env.DB.prepare("SELECT * FROM listing_view_visitors WHERE listing = ?").bind(venue.slug).all<Record<string, string>>();
    expect(stored.results).toHaveLength(1);
    const values = Object.values(stored.results[0]!).join(" ");
    expect(values).not.toContain("192.0.2");
    expect(values).not.toContain("Unique/45");
    expect(stored.results[0]!.visitor).toMatch(/^[0-9a-f]{64}$/);
  });

  it("does not count the listing's own owners looking at it", async () => {
    const venue = (await env.DB.prepare("SELECT id, slug FROM venues ORDER BY id DESC LIMIT 1 OFFSET 4").first<{ id: number; slug: string }>())!;
    const cookie = await signedIn("views-owner");
    const ownerId = (await env.DB.prepare("SELECT id FROM up_users WHERE username = 'views-owner'").first<{ id: number }>())!.id;
    expect((await api(`/api/venues/${venue.id}`, jsonInit("PUT", { data: { owners: [ownerId] } }, bearer(API_TOKEN)))).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await send(`/venue-show-details/${venue.slug}`, { cookie, address: `198.51.100.${90 + i}` })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await views(venue.slug)).toBe(0);
    // Anyone else signed in is a visitor like any other.
    const other = await signedIn("views-other");
    await send(`/venue-show-details/${venue.slug}`, { cookie: other, address: "198.51.100.99" });
    await waitFor(venue.slug, 1);
  });

  it("forgets the visitors of the days gone by, keeping today's and every count", async () => {
    const note = env.DB.prepare("INSERT INTO listing_view_visitors (kind, listing, day, visitor) VALUES ('venue', 'pruned-venue', ?, ?)");
    await env.DB.batch([note.bind("2026-01-01", "a".repeat(64)), note.bind("2026-01-02", "b".repeat(64))]);
    const counted = await count("SELECT COALESCE(SUM(views), 0) AS n FROM listing_views");
    await portalStore(env).listingViews.prune("2026-01-02");
    const left = await env.DB.prepare("SELECT day FROM listing_view_visitors WHERE listing = 'pruned-venue'").all<{ day: string }>();
    expect(left.results).toEqual([{ day: "2026-01-02" }]);
    expect(await count("SELECT COALESCE(SUM(views), 0) AS n FROM listing_views")).toBe(counted);
  });

  it("does not count a missing listing", async () => {
    const response = await send("/venue-show-details/no-such-venue");
    expect(response.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await views("no-such-venue")).toBe(0);
  });
});

describe("a company member's analytics and activity log", () => {
  /** A member who registered as a venue company, signed in through the page: their JWT, id and session cookie. */
  async function company(username: string) {
    const member = await createMember(username, PASSWORD);
    await env.DB.prepare("UPDATE up_users SET company_type = 'venue' WHERE id = ?").bind(member.id).run();
    const response = await send("/login", { form: { identifier: `${username}@example.com`, password: PASSWORD } });
    expect(response.status).toBe(303);
    return { ...member, cookie: response.cookie! };
  }
  const venueRow = () => env.DB.prepare("SELECT id, slug, name_en AS name FROM venues ORDER BY id LIMIT 1 OFFSET 1").first<{ id: number; slug: string; name: string }>();
  const html = (text: string) => text.replaceAll("&", "&amp;");
  const tableOf = (html: string) => /<table>[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";

  it("shows the owner their listing's weekly views, requests and answer rate, and another member no numbers", async () => {
    const venue = (await venueRow())!;
    const owner = await company("analytics-owner");
    const other = await company("analytics-other");
    const asker = await createMember("analytics-asker", PASSWORD);
    expect((await api(`/api/venues/${venue.id}`, jsonInit("PUT", { data: { owners: [owner.id] } }, bearer(API_TOKEN)))).status).toBe(200);

    for (let i = 0; i < 3; i++) await send(`/venue-show-details/${venue.slug}`, { agent: `${BROWSER} view-${i}` });
    await vi.waitUntil(async () => ((await env.DB.prepare("SELECT COALESCE(SUM(views), 0) AS n FROM listing_views WHERE listing = ?").bind(venue.slug).first<{ n: number }>())?.n ?? 0) >= 3, { timeout: 3000 });
    const request = { venue: venue.id, event_name: "Agri Expo", start_date: "2099-03-01", end_date: "2099-03-03", contact_name: "Asker", email: "asker@example.com", phone: "0812345678" };
    const first = await api("/api/quotation-venues", jsonInit("POST", { data: request }, bearer(asker.jwt)));
    const second = await api("/api/quotation-venues", jsonInit("POST", { data: request }, bearer(asker.jwt)));
    expect([first.status, second.status]).toEqual([200, 200]);
    const answered = await api(`/api/quotation-venues/${first.body.data.id}`, jsonInit("PUT", { data: { quotation_status: "answered", answer: "Hall 5 is free." } }, bearer(owner.jwt)));
    expect(answered.status).toBe(200);

    const views = (await env.DB.prepare("SELECT COALESCE(SUM(views), 0) AS n FROM listing_views WHERE listing = ?").bind(venue.slug).first<{ n: number }>())!.n;
    const page = await send("/en/quotation-profile", { cookie: owner.cookie });
    expect(page.status).toBe(200);
    expect(page.html).toContain("How your pages are doing");
    expect(page.html).toContain(`Weekly figures for ${html(venue.name)}`);
    expect(page.html).toContain("1 of 2 requests answered (50%)");
    // The current week is the table's last row: its views and its two requests.
    const rows = [...tableOf(page.html).matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<td>([^<]*)<\/td>/g)].map((c) => c[1]));
    expect(rows.at(-1)).toEqual([String(views), "2"]);
    expect(page.html).toMatch(/<svg [^>]*role="img" aria-labelledby="views-venue-\d+-title views-venue-\d+-desc"/);

    // A venue company that runs no listing has no company pages, so no numbers either.
    const stranger = await send("/en/quotation-profile", { cookie: other.cookie });
    expect(stranger.status).toBe(303);
    expect(stranger.location).toBe("/en/no-permission");
  });

  it("shows the owners of a listing the entries about it, and nobody else", async () => {
    const venue = (await venueRow())!;
    const owner = await company("log-owner");
    const other = await company("log-other");
    const sender = await createMember("log-sender", PASSWORD);
    expect((await api(`/api/venues/${venue.id}`, jsonInit("PUT", { data: { owners: { connect: [owner.id] } } }, bearer(API_TOKEN)))).status).toBe(200);
    // A member cannot link an entry to someone's listing: the link is dropped, the entry stays their own.
    const spoofed = await api("/api/activity-logs", jsonInit("POST", { data: { action: "quotation-answered", venue: venue.id } }, bearer(other.jwt)));
    expect(spoofed.status).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM activity_logs WHERE id = ? AND venue_id IS NULL", spoofed.body.data.id)).toBe(1);
    // The service logs a request the venue received, linked to the venue.
    const request = { venue: venue.id, event_name: "Log fair", start_date: "2027-05-01", end_date: "2027-05-02", contact_name: "Log", email: "log@example.com", phone: "0812345678" };
    const sent = await api("/api/quotation-venues", jsonInit("POST", { data: request }, bearer(sender.jwt)));
    expect(sent.status).toBe(200);

    const page = await send("/en/quotation-profile", { cookie: owner.cookie });
    expect(page.html).toContain("Recent activity");
    expect(page.html).toContain("Quotation request received");
    // The entry names the request it is about, and opens it in the venue inbox.
    const reference = `QV-${String(sent.body.data.id).padStart(6, "0")}`;
    expect(page.html).toContain(`<a class="activity-log__request" href="/en/quotation-profile/venue?id=${sent.body.data.id}" data-discover="true">${reference}</a>`);
    const thai = await send("/quotation-profile", { cookie: owner.cookie });
    expect(thai.html).toContain(`<a class="activity-log__request" href="/quotation-profile/venue?id=${sent.body.data.id}" data-discover="true">${reference}</a>`);
    const strangers = await send("/en/quotation-profile", { cookie: other.cookie });
    expect(strangers.status).toBe(303);
    expect(strangers.location).toBe("/en/no-permission");
  });

  it("offers no claim to a listing's owner, and refuses one they send anyway", async () => {
    const venue = (await venueRow())!;
    const owner = await company("claim-owner");
    expect((await api(`/api/venues/${venue.id}`, jsonInit("PUT", { data: { owners: { connect: [owner.id] } } }, bearer(API_TOKEN)))).status).toBe(200);
    const path = `/en/venue-show-details/${venue.slug}`;
    const page = await send(path, { cookie: owner.cookie });
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("Is this your company?");
    const before = await count("SELECT COUNT(*) AS n FROM contract_forms WHERE request_kind = 'claim'");
    const post = await send(path, { cookie: owner.cookie, form: { contact_role: "Owner", phone: "0812345678", "g-recaptcha-response": "human" } });
    expect(post.status).toBe(400);
    expect(await count("SELECT COUNT(*) AS n FROM contract_forms WHERE request_kind = 'claim'")).toBe(before);
  });
});
