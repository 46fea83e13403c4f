import { exports, env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createContentClient } from "../../app/content/client";
import { type OutboxPath, replayOutbox } from "../../app/portal-store/form-outbox.server";
import { answerRecaptcha } from "./content-fixtures";
import { BROWSER, seedContent } from "./seeded";

const FAIL_SWITCH = "switch:content-source-fail";

function get(path: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER, ...headers }, redirect: "manual" }),
  );
}

/** A form post as the browser sends it after the reCAPTCHA checkbox was ticked (Google's answer is faked below). */
function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`http://example.com${path}`, {
      method: "POST",
      headers: { "User-Agent": BROWSER, "Content-Type": "application/x-www-form-urlencoded", Origin: "http://example.com", ...headers },
      body: new URLSearchParams({ ...fields, "g-recaptcha-response": "human" }),
      redirect: "manual",
    }),
  );
}

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;

beforeAll(async () => {
  await seedContent();
  answerRecaptcha(vi);
});

afterEach(async () => {
  await env.CONTENT_CACHE.delete(FAIL_SWITCH);
});

describe("info and package pages", () => {
  const paths = ["/package", "/package_backup", "/aboutus", "/contact", "/cookie-policy", "/privacy-policy"];
  for (const path of paths) {
    for (const url of [path, `/en${path}`]) {
      it(`${url} answers 200 with a title and breadcrumbs`, async () => {
        const response = await get(url);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
        expect(html).toContain('"@type":"BreadcrumbList"');
      });
    }
  }

  it("lists the seeded packages with their prices in baht", async () => {
    const th = await (await get("/package")).text();
    expect(th).toContain("แพ็กเกจสถานที่จัดงาน พรีเมียม");
    expect(th).toContain("฿36,000");
    expect(th).toContain("฿9,900");
    expect(th).toContain("ต่อปี");
    const en = await (await get("/en/package")).text();
    expect(en).toContain("Organizer Pro");
    expect(en).toContain("฿48,000");
    expect(en).toContain("per event");
  });

  it("filters the cards by audience", async () => {
    const html = await (await get("/en/package?audience=organizer")).text();
    const cards = [...html.matchAll(/class="price-card__name">([^<]+)</g)].map((m) => m[1]);
    expect(cards.sort()).toEqual(["Organizer Pro", "Show Spotlight"]);
  });

  it("compares packages in tables, not indexed", async () => {
    const html = await (await get("/en/package_backup")).text();
    expect(html).toContain("<table");
    expect(html).toContain("Export leads to CSV");
    expect(html).toContain('content="noindex, follow"');
  });

  it("counts upcoming shows, venues and organizers on the about page", async () => {
    const html = await (await get("/en/aboutus")).text();
    expect(html).toContain("Upcoming trade shows");
    expect(html).toContain("Venues");
    expect(html).toMatch(/class="figures__value">\d+</);
  });
});

const inquiry = {
  package: "3",
  contact_name: "สมชาย ใจดี",
  company_name: "บริษัท ทดสอบ จำกัด",
  email: "somchai@example.co.th",
  phone: "081-234-5678",
  message: "สนใจแพ็กเกจสำหรับฮอลล์ใหม่",
};

describe("package inquiry", () => {
  it("answers a bad email with 400, the error in the page's language and the values kept", async () => {
    const th = await post("/package?package=venue-premium", { ...inquiry, email: "not-an-email" });
    expect(th.status).toBe(400);
    const thHtml = await th.text();
    expect(thHtml).toContain("รูปแบบอีเมลไม่ถูกต้อง");
    expect(thHtml).toContain('value="not-an-email"');
    expect(thHtml).toContain('value="บริษัท ทดสอบ จำกัด"');
    expect(thHtml).toContain("สนใจแพ็กเกจสำหรับฮอลล์ใหม่</textarea>");

    const en = await post("/en/package?package=venue-premium", { ...inquiry, email: "not-an-email" });
    expect(en.status).toBe(400);
    expect(await en.text()).toContain("Please enter a valid email address");
  });

  it("stores a valid inquiry and confirms it", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM package_forms");
    const response = await post("/en/package?package=venue-premium", inquiry);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("We&#x27;ve received your request");
    expect(html).toContain("Venue Premium");
    const row = await env.DB.prepare("SELECT * FROM package_forms ORDER BY id DESC LIMIT 1").first<Record<string, unknown>>();
    expect(await count("SELECT COUNT(*) AS n FROM package_forms")).toBe(before + 1);
    expect(row).toMatchObject({ package_id: 3, email: "somchai@example.co.th", phone: "081-234-5678", locale: "en" });
  });

  it("keeps the inquiry in the outbox and still confirms it while the content source fails", async () => {
    await get("/package");
    const before = await count("SELECT COUNT(*) AS n FROM package_forms");
    await env.CONTENT_CACHE.put(FAIL_SWITCH, "1");
    const response = await post("/package?package=venue-premium", { ...inquiry, email: "outage@example.co.th" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("ได้รับคำขอของคุณแล้ว");
    expect(await count("SELECT COUNT(*) AS n FROM package_forms")).toBe(before);
    const queued = await env.DB.prepare("SELECT * FROM form_outbox WHERE path = 'api/package-forms' ORDER BY id DESC LIMIT 1").first<{
      body: string;
      status: string;
    }>();
    expect(queued?.status).toBe("pending");
    expect(JSON.parse(queued?.body ?? "{}")).toMatchObject({ data: { package: 3, email: "outage@example.co.th", locale: "th" } });

    // Healed: a replay delivers it to the source exactly once.
    await env.CONTENT_CACHE.delete(FAIL_SWITCH);
    const client = createContentClient({ fetcher: (request) => exports.default.fetch(request), baseUrl: "http://example.com", token: env.CONTENT_API_TOKEN });
    const send = (path: OutboxPath, body: unknown) => client.create(path, body, { captcha: "test" });
    const first = await replayOutbox(env.DB, send);
    expect(first.delivered).toBeGreaterThanOrEqual(1);
    expect((await replayOutbox(env.DB, send)).delivered).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM package_forms WHERE email = 'outage@example.co.th'")).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM form_outbox WHERE status = 'pending'")).toBe(0);
  });
});

const message = {
  name: "Jane Smith",
  email: "jane@example.com",
  phone: "",
  subject: "advertising",
  message: "We would like to advertise our show on the home page.",
};

describe("contact form", () => {
  it("answers errors with 400 beside the fields, in the page's language, keeping the values", async () => {
    const th = await post("/contact", { ...message, email: "jane@", message: "hi" });
    expect(th.status).toBe(400);
    const html = await th.text();
    expect(html).toContain("รูปแบบอีเมลไม่ถูกต้อง");
    expect(html).toContain("ข้อความสั้นเกินไป");
    expect(html).toContain('value="jane@"');
    expect(html).toContain('id="contact-email-error"');
    expect(html).toContain('aria-describedby="contact-email-error"');

    const en = await post("/en/contact", { ...message, subject: "" });
    expect(en.status).toBe(400);
    const enHtml = await en.text();
    expect(enHtml).toContain("Please choose what your message is about.");
    expect(enHtml).toContain('value="Jane Smith"');
  });

  it("sends a valid message through /api/email and confirms it", async () => {
    const response = await post("/en/contact", message);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Your message is on its way");
    const row = await env.DB.prepare("SELECT * FROM contact_messages ORDER BY id DESC LIMIT 1").first<Record<string, unknown>>();
    expect(row).toMatchObject({ name: "Jane Smith", email: "jane@example.com", subject: "Packages and advertising", locale: "en" });
  });

  it("keeps the message in the outbox and still confirms it while the content source fails", async () => {
    const before = await count("SELECT COUNT(*) AS n FROM contact_messages");
    await env.CONTENT_CACHE.put(FAIL_SWITCH, "1");
    const response = await post("/contact", { ...message, email: "down@example.com" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("ส่งข้อความเรียบร้อยแล้ว");
    expect(await count("SELECT COUNT(*) AS n FROM contact_messages")).toBe(before);
    const queued = await env.DB.prepare("SELECT body FROM form_outbox WHERE path = 'api/email' ORDER BY id DESC LIMIT 1").first<{ body: string }>();
    expect(JSON.parse(queued?.body ?? "{}")).toMatchObject({ data: { email: "down@example.com", subject: "แพ็กเกจและโฆษณา" } });
  });
});

describe("cookie consent", () => {
  it("shows the banner until a choice exists", async () => {
    expect(await (await get("/aboutus")).text()).toContain('data-testid="cookie-consent"');
    expect(await (await get("/aboutus", { Cookie: "cookie_consent=necessary" })).text()).not.toContain('data-testid="cookie-consent"');
  });

  it("saves the choice for 365 days and sends the visitor back", async () => {
    const response = await post("/en/cookie-policy", { choice: "all", returnTo: "/en/contact?from=banner" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/contact?from=banner");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain("cookie_consent=all");
    expect(cookie).toContain("Max-Age=31536000");
    const after = await (await get("/en/contact?from=banner", { Cookie: cookie.split(";")[0]! })).text();
    expect(after).not.toContain('data-testid="cookie-consent"');
  });

  it("refuses to redirect elsewhere and ignores unknown choices", async () => {
    const offsite = await post("/cookie-policy", { choice: "necessary", returnTo: "//evil.example/" });
    expect(offsite.headers.get("Location")).toBe("/cookie-policy");
    const unknown = await post("/cookie-policy", { choice: "everything" });
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get("Set-Cookie")).toBeNull();
  });

  it("shows the current choice on the cookie policy page", async () => {
    const html = await (await get("/en/cookie-policy", { Cookie: "cookie_consent=necessary" })).text();
    expect(html).toContain("Your current choice: necessary cookies only");
  });
});
