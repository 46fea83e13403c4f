import { env, exports } from "cloudflare:workers";
import { sign } from "hono/jwt";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { answerRecaptcha, api, bearer, createMember, jsonInit } from "./content-fixtures";
import { BROWSER, seedContent } from "./seeded";
import { fetchWithEnv } from "./with-env";

/** The values wrangler.toml once committed: public knowledge, so worthless as secrets. */
const COMMITTED = {
  JWT_SECRET: "local-development-jwt-secret-change-me",
  SESSION_SECRET: "local-development-session-secret-change-me",
  CONTENT_API_TOKEN: "local-content-api-token",
};
/** A deployment: a public address, and the real clock (wrangler.toml's empty PORTAL_TODAY), not the tests' day. */
const PUBLIC_SITE = { SITE_URL: "https://expolink.example", PORTAL_TODAY: "" };

const page = (path: string, origin = "http://example.com") => new Request(`${origin}${path}`, { headers: { "User-Agent": BROWSER } });

const contact = { name: "Somchai Jaidee", email: "somchai@example.co.th", subject: "advertising", message: "Please send me the exhibitor price list." };
const postContact = (fields: Record<string, string>) =>
  new Request("http://example.com/en/contact", {
    method: "POST",
    headers: { "User-Agent": BROWSER, "Content-Type": "application/x-www-form-urlencoded", Origin: "http://example.com" },
    body: new URLSearchParams(fields),
  });
const stored = async (email: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?").bind(email).first<{ n: number }>())?.n ?? 0;

beforeAll(async () => {
  await seedContent();
  // The first render compiles the app in this isolate; later answers are then timed fairly.
  await (await exports.default.fetch(page("/en/aboutus"))).text();
}, 30_000);
afterEach(() => {
  vi.restoreAllMocks();
});

describe("secrets", () => {
  it("refuses a JWT signed with the once-committed development secret", async () => {
    const member = await createMember("jwt-forger");
    const now = Math.floor(Date.now() / 1000);
    const forged = await sign({ id: member.id, iat: now, exp: now + 3600 }, COMMITTED.JWT_SECRET, "HS256");
    expect((await api("/api/users/me", { headers: bearer(forged) })).status).toBe(401);
    expect((await api("/api/users/me", { headers: bearer(member.jwt) })).status).toBe(200);
    expect((await api("/api/contact-messages", { headers: bearer(COMMITTED.CONTENT_API_TOKEN) })).status).toBe(401);
  });

  it("does not serve a public site whose secret is a known development value: 500 page, v4 error, a clear log", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const overrides = { ...PUBLIC_SITE, JWT_SECRET: COMMITTED.JWT_SECRET };
    const home = await fetchWithEnv(overrides, page("/en/aboutus", PUBLIC_SITE.SITE_URL));
    expect(home.status).toBe(500);
    const html = await home.text();
    expect(html).toContain("Internal Server Error");
    expect(html).not.toContain(COMMITTED.JWT_SECRET);
    const thai = await fetchWithEnv(overrides, page("/aboutus", PUBLIC_SITE.SITE_URL));
    expect(await thai.text()).toContain("เกิดข้อผิดพลาดภายในระบบ");

    const apiAnswer = await fetchWithEnv(overrides, new Request(`${PUBLIC_SITE.SITE_URL}/api/venues`));
    expect(apiAnswer.status).toBe(500);
    expect(await apiAnswer.json()).toEqual({
      data: null,
      error: { status: 500, name: "InternalServerError", message: "Internal Server Error", details: {} },
    });
    const logged = log.mock.calls.map((call) => String(call[0])).join("\n");
    expect(logged).toContain("JWT_SECRET is a known development value");
    expect(logged).not.toContain(COMMITTED.JWT_SECRET);
  });

  it("does not serve anywhere when a secret is missing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await fetchWithEnv({ SESSION_SECRET: "" }, page("/en/aboutus"));
    expect(response.status).toBe(500);
  });

  it("serves a public site with its own secrets and reCAPTCHA", async () => {
    const response = await fetchWithEnv(PUBLIC_SITE, page("/en/aboutus", PUBLIC_SITE.SITE_URL));
    expect(response.status).toBe(200);
  });

  it("does not serve a public site whose calendar is fixed on a test's day", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await fetchWithEnv({ ...PUBLIC_SITE, PORTAL_TODAY: "2026-11-26" }, page("/en/aboutus", PUBLIC_SITE.SITE_URL));
    expect(response.status).toBe(500);
    expect(log.mock.calls.map((call) => String(call[0])).join("\n")).toContain("PORTAL_TODAY is only allowed with a loopback SITE_URL");
  });
});

describe("the bot check", () => {
  it("does not serve a public site without reCAPTCHA, or with BOT_CHECK=off", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const overrides of [
      { ...PUBLIC_SITE, RECAPTCHA_SITE_KEY: "" },
      { ...PUBLIC_SITE, RECAPTCHA_SECRET: "" },
      { ...PUBLIC_SITE, BOT_CHECK: "off" },
    ]) {
      const response = await fetchWithEnv(overrides, page("/en/contact", PUBLIC_SITE.SITE_URL));
      expect(response.status, JSON.stringify(overrides)).toBe(500);
    }
  });

  it("on a local site with no site key and no BOT_CHECK=off, takes no form and no token", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const unconfigured = { RECAPTCHA_SITE_KEY: "" };
    const response = await fetchWithEnv(unconfigured, postContact({ ...contact, "g-recaptcha-response": "anything" }));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Everything you typed is still here");
    expect(await stored(contact.email)).toBe(0);
    expect(log.mock.calls.map((call) => String(call[0])).join("\n")).toContain("no bot check configured");

    const direct = await fetchWithEnv(
      unconfigured,
      new Request("http://example.com/api/email-subscriptions", jsonInit("POST", { data: { email: "bot@example.com" } }, { "x-captcha-token": "anything" })),
    );
    expect(direct.status).toBe(403);
  });

  it("skips the check on a local site only when BOT_CHECK=off says so", async () => {
    const response = await fetchWithEnv({ BOT_CHECK: "off" }, postContact({ ...contact, email: "local@example.co.th" }));
    expect(response.status).toBe(200);
    expect(await stored("local@example.co.th")).toBe(1);
  });

  it("with Turnstile, takes a form only with a token Cloudflare confirms, asked with the secret, the token and the address", async () => {
    const realFetch = globalThis.fetch;
    const asked: URLSearchParams[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== "https://challenges.cloudflare.com/turnstile/v0/siteverify") return realFetch(input, init);
      const form = new URLSearchParams(await request.text());
      asked.push(form);
      return Response.json(form.get("response") === "human" ? { success: true } : { success: false, "error-codes": ["invalid-input-response"] });
    });
    const turnstile = { TURNSTILE_SITE_KEY: "0x4AAAAAAA-site", TURNSTILE_SECRET: "turnstile-secret", BOT_CHECK: "turnstile" };
    const from = (request: Request) => (request.headers.set("cf-connecting-ip", "203.0.113.7"), request);
    const robot = await fetchWithEnv(turnstile, from(postContact({ ...contact, email: "turnstile-robot@example.co.th", "g-recaptcha-response": "robot" })));
    expect(robot.status).toBe(400);
    expect(await robot.text()).toMatch(/We couldn(&#x27;|')t confirm you(&#x27;|')re not a robot/);
    expect(await stored("turnstile-robot@example.co.th")).toBe(0);
    const human = await fetchWithEnv(turnstile, from(postContact({ ...contact, email: "turnstile-human@example.co.th", "g-recaptcha-response": "human" })));
    expect(human.status).toBe(200);
    expect(await stored("turnstile-human@example.co.th")).toBe(1);
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ secret: "turnstile-secret", response: "human", remoteip: "203.0.113.7" });

    // The form shows Turnstile's widget, visible only to a visitor it doubts, filling reCAPTCHA's field.
    // Its own address: the page cache keeps pages per address, and a deployment has one bot check.
    const form = await (await fetchWithEnv(turnstile, page("/en/contact?with=turnstile"))).text();
    expect(form).toMatch(/<div class="cf-turnstile" data-sitekey="0x4AAAAAAA-site" data-appearance="interaction-only" data-response-field-name="g-recaptcha-response" data-language="en">/);
    expect(form).toContain('src="https://challenges.cloudflare.com/turnstile/v0/api.js"');
    expect(form).not.toContain("recaptcha/api.js");
  });

  it("with reCAPTCHA, asks Google with the secret, the token and the visitor's address", async () => {
    const realFetch = globalThis.fetch;
    const asked: URLSearchParams[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith("https://www.google.com/recaptcha/api/siteverify")) return realFetch(input, init);
      asked.push(new URLSearchParams(await request.text()));
      return Response.json({ success: true });
    });
    const request = postContact({ ...contact, email: "recaptcha-fields@example.co.th", "g-recaptcha-response": "token-from-google" });
    request.headers.set("cf-connecting-ip", "203.0.113.8");
    expect((await exports.default.fetch(request)).status).toBe(200);
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ secret: "test-secret", response: "token-from-google", remoteip: "203.0.113.8" });
  });

  it("shows reCAPTCHA invisible: no checkbox, the badge hidden behind the notice Google asks for, in the page's language", async () => {
    const en = (await (await exports.default.fetch(page("/en/contact"))).text()).replaceAll("<!-- -->", "");
    expect(en).toMatch(/<script src="https:\/\/www\.google\.com\/recaptcha\/api\.js\?render=explicit"[^>]*><\/script>/);
    expect(en).not.toContain('class="g-recaptcha"');
    expect(en).toMatch(/This form is protected by reCAPTCHA; Google(&#x27;|')s <a href="https:\/\/policies.google.com\/privacy">Privacy Policy<\/a>/);
    const th = await (await exports.default.fetch(page("/contact"))).text();
    expect(th).toContain("แบบฟอร์มนี้ป้องกันสแปมด้วย reCAPTCHA");
  });

  it("with reCAPTCHA, takes a form only with a token Google confirms", async () => {
    answerRecaptcha(vi);
    const robot = await exports.default.fetch(postContact({ ...contact, email: "robot@example.co.th", "g-recaptcha-response": "robot" }));
    expect(robot.status).toBe(400);
    expect(await stored("robot@example.co.th")).toBe(0);
    const human = await exports.default.fetch(postContact({ ...contact, email: "human@example.co.th", "g-recaptcha-response": "human" }));
    expect(human.status).toBe(200);
    expect(await stored("human@example.co.th")).toBe(1);
  });
});
