import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { answerRecaptcha } from "./content-fixtures";
import { runListing } from "./member-pages";
import { BROWSER, seedContent } from "./seeded";

// Every password hash is PBKDF2 at full strength: registering and signing in take a while in workerd.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const ORIGIN = "http://example.com";

interface Sent {
  status: number;
  location: string | null;
  cookie: string | null;
  setCookie: string;
  headers: Headers;
  html: string;
}

async function send(path: string, init: { form?: Record<string, string>; cookie?: string | null; headers?: Record<string, string> } = {}): Promise<Sent> {
  const headers: Record<string, string> = { "User-Agent": BROWSER, ...init.headers };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers["Sec-Fetch-Site"] ??= "same-origin";
    headers.Origin ??= ORIGIN;
  }
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: init.form ? "POST" : "GET",
      headers,
      redirect: "manual",
      ...(init.form ? { body: new URLSearchParams(init.form) } : {}),
    }),
  );
  const setCookie = response.headers.get("set-cookie") ?? "";
  return {
    status: response.status,
    location: response.headers.get("location"),
    cookie: /__session=[^;]*/.exec(setCookie)?.[0] ?? null,
    setCookie,
    headers: response.headers,
    html: await response.text(),
  };
}

const get = (path: string, cookie?: string | null) => send(path, { cookie: cookie ?? null });
const post = (path: string, form: Record<string, string>, cookie?: string | null) => send(path, { form, cookie: cookie ?? null });

const mailCount = async (to: string, kind?: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?${kind ? " AND kind = ?" : ""}`)
    .bind(...(kind ? [to, kind] : [to]))
    .first<{ n: number }>())!.n;

/** The service mails after it has answered (no timing oracle): wait until the outbox holds more than `before`. */
async function waitForMail(to: string, before: number, kind?: string): Promise<number> {
  for (let i = 0; i < 100; i++) {
    const n = await mailCount(to, kind);
    if (n > before) return n;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no new ${kind ?? ""} mail for ${to}`);
}

async function lastLink(kind: string, to: string): Promise<string> {
  await waitForMail(to, 0, kind);
  const row = await env.DB.prepare("SELECT text_body FROM mail_outbox WHERE kind = ? AND to_address = ? ORDER BY id DESC LIMIT 1").bind(kind, to).first<{ text_body: string }>();
  const link = /https?:\/\/\S+/.exec(row?.text_body ?? "")?.[0];
  if (!link) throw new Error(`no ${kind} mail for ${to}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

const PASSWORD = "Kh0ngsawan-2026";

// Page tests sign the same members in many times: each starts with fresh rate-limit counters (the limits
// themselves are tested in content-auth.test.ts and below).
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM auth_rate_limits").run();
});

function registration(email: string, overrides: Record<string, string> = {}) {
  // "human" is the token the test's reCAPTCHA endpoint accepts (answerRecaptcha).
  return { first_name: "สมชาย", last_name: "ใจดี", email, password: PASSWORD, phone: "081 234 5678", company_name: "", company_type: "visitor", accept: "yes", "g-recaptcha-response": "human", ...overrides };
}

/** Registers through the page, opens the confirmation link the way the mail's reader would. */
async function registerConfirmed(email: string, overrides: Record<string, string> = {}) {
  const registered = await post("/register", registration(email, overrides));
  expect(registered.status).toBe(303);
  const link = await lastLink("email-confirmation", email);
  const confirmed = await get(link);
  // The service's own link redirects to /verified-account, which moves on to /register-completed.
  const landed = confirmed.status === 302 ? await get(new URL(confirmed.location!, ORIGIN).pathname + new URL(confirmed.location!, ORIGIN).search) : confirmed;
  expect(landed.location).toMatch(/\/register-completed$/);
}

async function signIn(identifier: string, password = PASSWORD, extra: Record<string, string> = {}) {
  const response = await post("/login", { identifier, password, ...extra });
  expect(response.status, response.html.slice(0, 300)).toBe(303);
  return response;
}

beforeAll(async () => {
  answerRecaptcha(vi);
  await seedContent();
});

describe("registration and confirmation", () => {
  it("has the visitor's reCAPTCHA token verified once, since Google accepts each token only once", async () => {
    const verifications = () =>
      vi.mocked(globalThis.fetch).mock.calls.filter(([input]) => (input instanceof Request ? input.url : String(input)).includes("/recaptcha/api/siteverify")).length;
    const before = verifications();
    expect((await post("/register", registration("once@example.com"))).status).toBe(303);
    expect(verifications() - before).toBe(1);
  });

  it("registers, sends to 'check your mail', and the mailed link confirms the account", async () => {
    const response = await post("/en/register", registration("Reg.One@Example.com"));
    expect(response.status).toBe(303);
    expect(response.location).toBe("/en/register-verified");
    expect((await get("/en/register-verified")).html).toContain("Check your email");
    const stored = await env.DB.prepare("SELECT username, first_name, company_type, locale, confirmed FROM up_users WHERE email = ?").bind("reg.one@example.com").first();
    expect(stored).toMatchObject({ first_name: "สมชาย", company_type: "visitor", locale: "en", confirmed: 0 });
    expect(String(stored?.username)).not.toContain("@");

    const link = await lastLink("email-confirmation", "reg.one@example.com");
    let step = await get(link);
    if (step.status === 302) step = await get(new URL(step.location!, ORIGIN).pathname + new URL(step.location!, ORIGIN).search);
    expect(step.location).toBe("/en/register-completed");
    expect((await get("/en/register-completed")).html).toContain("Your account is ready");
  });

  it("keeps what was typed (not the password) and explains each problem in the page's language", async () => {
    const response = await post("/register", registration("not-an-email", { password: "short", accept: "", company_type: "" }));
    expect(response.status).toBe(400);
    expect(response.html).toContain("กรุณากรอกอีเมลให้ถูกต้อง");
    expect(response.html).toContain("รหัสผ่านต้องมี 8–64 ตัวอักษร");
    expect(response.html).toContain("กรุณาเลือกประเภทสมาชิก");
    expect(response.html).toContain("กรุณายอมรับเงื่อนไขการใช้งาน");
    expect(response.html).toContain('value="not-an-email"');
    expect(response.html).not.toContain('value="short"');
  });

  it("says a confirmation link without its code is incomplete, confirms nothing and offers a new mail", async () => {
    for (const path of ["/verified-account", "/verified-account?confirmation=", "/verified-account?confirmation=%20"]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.location, path).toBeNull();
      expect(response.html).toContain("ลิงก์ยืนยันนี้ไม่ครบ");
      expect(response.html).toContain("ส่งอีเมลยืนยันอีกครั้ง");
    }
    const english = await get("/en/verified-account");
    expect(english.status).toBe(400);
    expect(english.html).toContain("This confirmation link is incomplete");
  });

  it("tells a dead confirmation link apart, with a way to get a new mail", async () => {
    const response = await get("/verified-account?confirmation=not-a-real-token");
    expect(response.status).toBe(400);
    expect(response.html).toContain("ลิงก์ยืนยันนี้ใช้ไม่ได้แล้ว");
    expect(response.html).toContain("ส่งอีเมลยืนยันอีกครั้ง");
    // Headed as what happened, not as a confirmation under way.
    expect(response.html).toMatch(/<h1[^>]*>ยืนยันอีเมลไม่สำเร็จ<\/h1>/);
    expect(response.html).not.toContain("กำลังยืนยันอีเมลของคุณ");
    expect((await get("/en/verified-account?confirmation=not-a-real-token")).html).toMatch(/<h1[^>]*>We couldn(&#x27;|')t confirm your email<\/h1>/);
  });
});

describe("sign-in", () => {
  it("reads no more of a posted form than any page action does (64 KB)", async () => {
    expect((await post("/login", { identifier: "member@example.com", password: "p".repeat(100_000) })).status).toBe(413);
    expect((await post("/en/register", registration("huge@example.com", { first_name: "ก".repeat(40_000) }))).status).toBe(413);
  });

  beforeAll(async () => {
    await registerConfirmed("member@example.com");
  });

  it("starts a server-side session: the cookie is signed, HttpOnly, SameSite=Lax and never carries the JWT", async () => {
    const response = await signIn("member@example.com", PASSWORD, { redirectTo: "/en/news-lists?page=2" });
    expect(response.location).toBe("/en/news-lists?page=2");
    expect(response.setCookie).toMatch(/HttpOnly/i);
    expect(response.setCookie).toMatch(/SameSite=Lax/i);
    // Loopback SITE_URL: no Secure flag, so the local site works over http. No Max-Age: a browser session.
    expect(response.setCookie).not.toMatch(/Secure/i);
    expect(response.setCookie).not.toMatch(/Max-Age/i);
    expect(response.setCookie).not.toContain("eyJ");
    const profile = await get("/profile", response.cookie);
    expect(profile.status).toBe(200);
    expect(profile.html).toContain("member@example.com");
    expect(profile.html).toContain("สวัสดี สมชาย ใจดี");
    expect(profile.html).not.toContain("eyJ");
  });

  it("remembers the member for 30 days when asked to", async () => {
    const response = await signIn("member@example.com", PASSWORD, { remember: "yes" });
    expect(response.setCookie).toMatch(/Max-Age=2592000/);
  });

  it("slides a remembered session forward once it has not been renewed for a while", async () => {
    const { cookie } = await signIn("member@example.com", PASSWORD, { remember: "yes" });
    const id = JSON.parse(atob(decodeURIComponent(cookie!.split("=")[1]!).split(".")[0]!)) as string;
    const stored = JSON.parse((await env.SESSIONS.get(id))!) as { renewedAt: number };
    expect((await get("/en/news-lists", cookie)).setCookie).toBe("");
    await env.SESSIONS.put(id, JSON.stringify({ ...stored, renewedAt: Date.now() - 2 * 60 * 60 * 1000 }));
    const slid = await get("/en/news-lists", cookie);
    expect(slid.setCookie).toMatch(/Max-Age=2592000/);
    expect(slid.cookie).toBe(cookie);
  });

  it("ends the session when the content service no longer accepts its JWT", async () => {
    const { cookie } = await signIn("member@example.com");
    const id = JSON.parse(atob(decodeURIComponent(cookie!.split("=")[1]!).split(".")[0]!)) as string;
    const stored = JSON.parse((await env.SESSIONS.get(id))!) as { jwt: string };
    await env.SESSIONS.put(id, JSON.stringify({ ...stored, jwt: `${stored.jwt.slice(0, -4)}AAAA` }));
    const page = await get("/en/news-lists", cookie);
    expect(page.html).toContain(">Sign in<");
    expect(page.setCookie).toMatch(/__session=;/);
    expect(await env.SESSIONS.get(id)).toBeNull();
  });

  it("gives a new session id at every sign-in and ends the one the browser had", async () => {
    const first = await signIn("member@example.com");
    const second = await send("/login", { form: { identifier: "member@example.com", password: PASSWORD }, cookie: first.cookie });
    expect(second.cookie).not.toBe(first.cookie);
    expect((await get("/profile", first.cookie)).status).toBe(303);
    expect((await get("/profile", second.cookie)).status).toBe(200);
  });

  it("answers a wrong password and an unknown user with the same words", async () => {
    const wrong = await post("/login", { identifier: "member@example.com", password: "not-the-password" });
    const unknown = await post("/login", { identifier: "nobody@example.com", password: "not-the-password" });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.html).toContain("อีเมล ชื่อผู้ใช้ หรือรหัสผ่านไม่ถูกต้อง");
    expect(unknown.html).toContain("อีเมล ชื่อผู้ใช้ หรือรหัสผ่านไม่ถูกต้อง");
    expect(wrong.html).toContain('value="member@example.com"');
    expect(wrong.cookie).toBeNull();
    const english = await post("/en/login", { identifier: "member@example.com", password: "not-the-password" });
    expect(english.html).toContain("That email, username or password is not right.");
  });

  it("says 'try again in a minute' in the page's language once the sign-in limit is reached, keeping what was typed", async () => {
    const attempts = Array.from({ length: 10 }, () => post("/login", { identifier: "member@example.com", password: "not-the-password" }));
    for (const attempt of await Promise.all(attempts)) expect(attempt.status).toBe(400);
    const thai = await post("/login", { identifier: "member@example.com", password: PASSWORD });
    expect(thai.status).toBe(429);
    expect(thai.html).toContain("คุณลองหลายครั้งเกินไป กรุณาลองใหม่ในอีก 1 นาที");
    expect(thai.html).toContain('value="member@example.com"');
    const english = await post("/en/login", { identifier: "member@example.com", password: PASSWORD });
    expect(english.status).toBe(429);
    expect(english.html).toContain("Too many attempts. Please try again in a minute.");
  });

  it("tells an unconfirmed member so and sends the mail again on request", async () => {
    expect((await post("/register", registration("waiting@example.com"))).status).toBe(303);
    const refused = await post("/en/login", { identifier: "waiting@example.com", password: PASSWORD });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("You have not confirmed your email address yet.");
    expect(refused.html).toContain("Send the confirmation email again");
    const before = await waitForMail("waiting@example.com", 0);
    const resent = await post("/en/login", { intent: "resend", email: "waiting@example.com" });
    expect(resent.status).toBe(200);
    expect(resent.html).toContain("we have sent the link again");
    expect(await waitForMail("waiting@example.com", before)).toBe(before + 1);
  });

  it.each(["//evil.example", "/\\evil.example", "https://evil.example/login"])("never sends the member off-site (%s)", async (target) => {
    const response = await signIn("member@example.com", PASSWORD, { redirectTo: target });
    expect(response.location).toBe("/");
    const page = await get(`/en/login?redirectTo=${encodeURIComponent(target)}`);
    expect(page.html).toContain('name="redirectTo" value="/en"');
  });

  it("treats a tampered session cookie as signed out", async () => {
    const { cookie } = await signIn("member@example.com");
    const [name, value] = cookie!.split("=");
    const tampered = `${name}=${value!.slice(0, -3)}abc`;
    const profile = await get("/profile", tampered);
    expect(profile.status).toBe(303);
    expect(profile.location).toBe("/login?redirectTo=%2Fprofile");
    const forged = await get("/profile", `__session=${btoa(JSON.stringify("0123456789abcdef"))}`);
    expect(forged.status).toBe(303);
  });

  it("sends a visitor whose click asked for a page's data to sign in for the page, not its data address", async () => {
    for (const [data, page] of [
      ["/quotation-venue.data?venue=impact-muang-thong-thani&_routes=th%3AquotationVenue", "/quotation-venue?venue=impact-muang-thong-thani"],
      ["/en/booth-reservation-profile.data?show=metalex-2026&type=3&_routes=en%3AboothReservationProfile", "/en/booth-reservation-profile?show=metalex-2026&type=3"],
    ] as const) {
      // Single fetch answers a loader's redirect inside its turbo-stream body: ["SingleFetchRedirect",…,"redirect","<to>",…].
      const target = /"redirect","([^"]+)"/.exec((await get(data)).html)?.[1] ?? "";
      const login = new URL(target, ORIGIN);
      expect(login.pathname).toBe(page.startsWith("/en/") ? "/en/login" : "/login");
      expect(login.searchParams.get("redirectTo")).toBe(page);
    }
  });

  it("signs out with a POST only, and the old cookie opens nothing afterwards", async () => {
    const { cookie } = await signIn("member@example.com");
    expect((await get("/logout", cookie)).location).toBe("/");
    expect((await get("/profile", cookie)).status).toBe(200);
    const out = await post("/en/logout", {}, cookie);
    expect(out.status).toBe(303);
    expect(out.location).toBe("/en");
    expect(out.setCookie).toMatch(/__session=;/);
    const after = await get("/en/profile", cookie);
    expect(after.status).toBe(303);
    expect(after.location).toBe("/en/login?redirectTo=%2Fen%2Fprofile");
  });

  it("refuses a form posted from another site", async () => {
    const response = await send("/login", {
      form: { identifier: "member@example.com", password: PASSWORD },
      headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(response.cookie).toBeNull();
    const noFetchSite = await send("/logout", { form: {}, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "" } });
    expect(noFetchSite.status).toBe(403);
  });
});

describe("pages that need an account", () => {
  let visitor: string | null;
  let company: string | null;
  beforeAll(async () => {
    await registerConfirmed("guard-visitor@example.com");
    // A member runs a listing because the site team made them its owner, whatever type they registered with.
    await registerConfirmed("guard-owner@example.com");
    const owner = await env.DB.prepare("SELECT id FROM up_users WHERE email = 'guard-owner@example.com'").first<{ id: number }>();
    await runListing(owner!.id);
    visitor = (await signIn("guard-visitor@example.com")).cookie;
    company = (await signIn("guard-owner@example.com")).cookie;
  });

  it.each(["/profile", "/password", "/bookmark", "/my-quotation", "/my-leads-from", "/booth-reservation-profile", "/quotation-profile/venue"])(
    "sends a visitor from %s to sign in and back",
    async (path) => {
      const response = await get(`/en${path}?x=1`);
      expect(response.status).toBe(303);
      expect(response.location).toBe(`/en/login?redirectTo=${encodeURIComponent(`/en${path}?x=1`)}`);
    },
  );

  it("lets any member open the member pages", async () => {
    for (const path of ["/profile", "/password", "/bookmark", "/my-quotation", "/my-leads-from", "/booth-reservation-profile?show=metalex-2027"]) {
      expect((await get(path, visitor)).status, path).toBe(200);
    }
  });

  it("shows /no-permission to a member whose account runs no listing, and the company pages to one that does", async () => {
    await registerConfirmed("guard-venue@example.com", { company_type: "venue", company_name: "Hall Co." });
    expect((await get("/quotation-profile/venue", (await signIn("guard-venue@example.com")).cookie)).location).toBe("/no-permission");
    const refused = await get("/quotation-profile/venue", visitor);
    expect(refused.status).toBe(303);
    expect(refused.location).toBe("/no-permission");
    expect((await get("/quotation-profile/venue", company)).status).toBe(200);
    expect((await get("/quotation-profile", company)).status).toBe(200);
  });

  it("tells the refused member who they are signed in as and the ways on, in the page's language", async () => {
    const thai = (await get("/no-permission", visitor)).html;
    expect(thai).toMatch(/คุณเข้าสู่ระบบในชื่อ [^<]+/);
    expect(thai).toContain("นี่คือบริษัทของคุณหรือไม่");
    expect(thai).toMatch(/<form[^>]*action="\/logout"/);
    for (const href of ['href="/search"', 'href="/"', 'href="/contact"']) expect(thai).toContain(href);
    const english = (await get("/en/no-permission", visitor)).html;
    expect(english).toMatch(/You(&#x27;|')re signed in as [^<]+\./);
    expect(english).toMatch(/<form[^>]*action="\/en\/logout"/);
    for (const href of ['href="/en/search"', 'href="/en"', 'href="/en/contact"']) expect(english).toContain(href);
    // A visitor who is not signed in is offered the sign-in, not a sign-out.
    const stranger = (await get("/en/no-permission")).html;
    expect(stranger).toContain('href="/en/login"');
    expect(stranger).not.toContain('action="/en/logout"');
  });
});

describe("password reset and change", () => {
  beforeAll(async () => {
    await registerConfirmed("forgetful@example.com");
  });

  it("answers the same whether or not the address has an account", async () => {
    const known = await post("/forgotpassword", { email: "forgetful@example.com" });
    const unknown = await post("/forgotpassword", { email: "stranger@example.com" });
    expect(known.status).toBe(303);
    expect(unknown.status).toBe(303);
    expect(known.location).toBe(unknown.location);
    expect(known.location).toBe("/forgotpassword-completed");
  });

  it("resets with the mailed code once, without signing in, and the new password works", async () => {
    const mailed = await mailCount("forgetful@example.com", "reset-password");
    await post("/en/forgotpassword", { email: "forgetful@example.com" });
    await waitForMail("forgetful@example.com", mailed, "reset-password");
    const link = await lastLink("reset-password", "forgetful@example.com");
    const form = await get(link);
    expect(form.status).toBe(200);
    const code = new URL(link, ORIGIN).searchParams.get("code")!;
    expect(form.html).toContain(`value="${code}"`);

    const mismatch = await post("/en/reset-password", { code, password: "New-passw0rd-1", passwordConfirmation: "New-passw0rd-2" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toContain("The two passwords do not match.");

    const reset = await post("/en/reset-password", { code, password: "New-passw0rd-1", passwordConfirmation: "New-passw0rd-1" });
    expect(reset.status).toBe(303);
    expect(reset.location).toBe("/en/reset-password-completed");
    expect(reset.cookie).toBeNull();

    const again = await post("/en/reset-password", { code, password: "New-passw0rd-3", passwordConfirmation: "New-passw0rd-3" });
    expect(again.status).toBe(400);
    expect(again.html).toContain("This reset link no longer works");

    expect((await post("/login", { identifier: "forgetful@example.com", password: PASSWORD })).status).toBe(400);
    await signIn("forgetful@example.com", "New-passw0rd-1");
  });

  it("says a used or expired reset link no longer works when it opens, before any password is typed, in both languages", async () => {
    const mailed = await mailCount("forgetful@example.com", "reset-password");
    await post("/forgotpassword", { email: "forgetful@example.com" });
    await waitForMail("forgetful@example.com", mailed, "reset-password");
    const code = new URL(await lastLink("reset-password", "forgetful@example.com"), ORIGIN).searchParams.get("code")!;
    const fresh = await get(`/reset-password?code=${code}`);
    expect(fresh.html).toContain('name="password"');
    expect(fresh.html).not.toContain("ลิงก์ตั้งรหัสผ่านนี้ใช้ไม่ได้แล้ว");
    // Each visitor's link is their own: no cache may keep the page.
    expect(fresh.headers.get("cache-control")).toBe("private, no-store");

    expect((await post("/reset-password", { code, password: "Newer-passw0rd-4", passwordConfirmation: "Newer-passw0rd-4" })).status).toBe(303);
    const usedThai = await get(`/reset-password?code=${code}`);
    expect(usedThai.html).toContain("ลิงก์ตั้งรหัสผ่านนี้ใช้ไม่ได้แล้ว (หมดอายุหรือถูกใช้ไปแล้ว) กรุณาขอลิงก์ใหม่");
    expect(usedThai.html).not.toContain('name="password"');
    const usedEnglish = await get(`/en/reset-password?code=${code}`);
    expect(usedEnglish.html).toContain("This reset link no longer works (it expired or was already used). Please ask for a new one.");
    expect(usedEnglish.html).not.toContain('name="password"');
    expect(usedEnglish.html).toContain('href="/en/forgotpassword"');

    // An expired code: issued, never used, past its hour.
    const before = await mailCount("forgetful@example.com", "reset-password");
    await post("/en/forgotpassword", { email: "forgetful@example.com" });
    await waitForMail("forgetful@example.com", before, "reset-password");
    const late = new URL(await lastLink("reset-password", "forgetful@example.com"), ORIGIN).searchParams.get("code")!;
    await env.DB.prepare("UPDATE up_users SET reset_password_expires_at = ? WHERE email = ?").bind("2020-01-01T00:00:00.000Z", "forgetful@example.com").run();
    expect((await get(`/en/reset-password?code=${late}`)).html).toContain("This reset link no longer works");
  });

  it("keeps the check to the portal's own calls: a visitor cannot ask the service about codes", async () => {
    const response = await exports.default.fetch(new Request(`${ORIGIN}/api/reset-codes/check?code=anything`, { headers: { "User-Agent": BROWSER } }));
    expect(response.status).toBe(403);
  });

  it("changes the password after checking the current one, and the session goes on", async () => {
    await registerConfirmed("changer@example.com");
    const { cookie } = await signIn("changer@example.com");
    const wrong = await post("/password", { currentPassword: "not-it-at-all", password: "Another-pass-9", passwordConfirmation: "Another-pass-9" }, cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain("รหัสผ่านปัจจุบันไม่ถูกต้อง");
    const done = await post("/password", { currentPassword: PASSWORD, password: "Another-pass-9", passwordConfirmation: "Another-pass-9" }, cookie);
    expect(done.status).toBe(200);
    expect(done.html).toContain("เปลี่ยนรหัสผ่านเรียบร้อยแล้ว");
    expect((await get("/profile", cookie)).status).toBe(200);
    await signIn("changer@example.com", "Another-pass-9");
  });
});

describe("profile", () => {
  it("saves the member's details and keeps a bad phone number with its error", async () => {
    await registerConfirmed("profile@example.com");
    const { cookie } = await signIn("profile@example.com");
    const bad = await post("/en/profile", { first_name: "Malee", last_name: "Srisuk", phone: "12", company_name: "", company_type: "exhibitor" }, cookie);
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Enter a phone number we can reach you on");
    expect(bad.html).toContain('value="Malee"');
    const saved = await post("/en/profile", { first_name: "Malee", last_name: "Srisuk", phone: "+66 81 234 5678", company_name: "Srisuk Trading", company_type: "exhibitor" }, cookie);
    expect(saved.status).toBe(200);
    expect(saved.html).toContain("Your profile has been saved.");
    const row = await env.DB.prepare("SELECT first_name, company_name, company_type FROM up_users WHERE email = ?").bind("profile@example.com").first();
    expect(row).toEqual({ first_name: "Malee", company_name: "Srisuk Trading", company_type: "exhibitor" });
    expect((await get("/en/profile", cookie)).html).toContain("Hi, Malee Srisuk");
  });

  it("answers a save with the saved details and a notice that takes focus, in both languages", async () => {
    await registerConfirmed("profile-notice@example.com");
    const { cookie } = await signIn("profile-notice@example.com");
    const form = { first_name: "Somchai", last_name: "Dee", phone: "+66 81 234 5678", company_name: "", company_type: "exhibitor" };
    const english = await post("/en/profile", form, cookie);
    // The page sent after the post already greets the member by the new name: no reload needed.
    expect(english.html).toContain("Hi, Somchai Dee");
    // Without scripts the browser focuses the notice (autofocus), which scrolls a phone's page to it.
    expect(english.html).toMatch(/<p class="form-notice" role="status" tabindex="-1" autofocus="">Your profile has been saved\.<\/p>/);
    const thai = await post("/profile", { ...form, first_name: "สมชาย" }, cookie);
    expect(thai.html).toMatch(/<p class="form-notice" role="status" tabindex="-1" autofocus="">[^<]*บันทึก[^<]*<\/p>/);
  });
});

describe("profile photo", () => {
  const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));

  async function upload(cookie: string | null, file: File) {
    const body = new FormData();
    body.set("avatar", file);
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/en/profile`, { method: "POST", headers: { "User-Agent": BROWSER, "Sec-Fetch-Site": "same-origin", Cookie: cookie ?? "" }, body }),
    );
    return { status: response.status, html: await response.text() };
  }

  it("stores an image in R2 and shows it; anything that is not an image is refused", async () => {
    await registerConfirmed("photo@example.com");
    const { cookie } = await signIn("photo@example.com");
    const fake = await upload(cookie, new File(["<script>alert(1)</script>"], "me.png", { type: "image/png" }));
    expect(fake.status).toBe(400);
    expect(fake.html).toContain("Only JPG, PNG, WebP or AVIF images can be used.");
    const big = await upload(cookie, new File([PNG, new Uint8Array(2 * 1024 * 1024)], "big.png", { type: "image/png" }));
    expect(big.html).toContain("The image must be 2 MB or smaller.");

    const saved = await upload(cookie, new File([PNG], "me.png", { type: "application/octet-stream" }));
    expect(saved.status).toBe(200);
    expect(saved.html).toContain("Your profile photo has been saved.");
    const src = /<img src="(\/api\/uploads\/[^"]+)"/.exec((await get("/en/profile", cookie)).html)?.[1];
    expect(src).toBeDefined();
    // The page the post answers with shows the new photo already, not the one before it.
    expect(saved.html).toContain(`<img src="${src}"`);
    // The photo is the member's own: their browser opens it with the session cookie, nobody else at all.
    const image = await exports.default.fetch(new Request(`${ORIGIN}${src}`, { headers: { Cookie: cookie ?? "" } }));
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    expect((await exports.default.fetch(new Request(`${ORIGIN}${src}`))).status).toBe(404);
  });

  it("asks for a photo when none was chosen, rather than calling nothing the wrong type", async () => {
    await registerConfirmed("photo-missing@example.com");
    const { cookie } = await signIn("photo-missing@example.com");
    // What a browser sends for a file input left empty: a part with no name and no bytes.
    const none = await upload(cookie, new File([], "", { type: "application/octet-stream" }));
    expect(none.status).toBe(400);
    expect(none.html).toContain("Choose a photo to upload first.");
    expect(none.html).not.toContain("Only JPG, PNG, WebP or AVIF");
    const body = new FormData();
    body.set("avatar", new File([], "", { type: "application/octet-stream" }));
    const thai = await exports.default.fetch(
      new Request(`${ORIGIN}/profile`, { method: "POST", headers: { "User-Agent": BROWSER, "Sec-Fetch-Site": "same-origin", Cookie: cookie ?? "" }, body }),
    );
    expect(await thai.text()).toContain("กรุณาเลือกรูปภาพที่จะอัปโหลดก่อน");
  });

  it("refuses a photo larger than the limit by its declared length, before reading it, with the size message", async () => {
    await registerConfirmed("photo-huge@example.com");
    const { cookie } = await signIn("photo-huge@example.com");
    const declared = 20 * 1024 * 1024;
    const chunk = new Uint8Array(64 * 1024);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= declared) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await exports.default.fetch(
      new Request(`${ORIGIN}/en/profile`, {
        method: "POST",
        headers: { "User-Agent": BROWSER, "Sec-Fetch-Site": "same-origin", Cookie: cookie ?? "", "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(declared) },
        body,
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("The image must be 2 MB or smaller.");
    expect(pulled).toBeLessThan(1024 * 1024);
  });
});

describe("bookmarks", () => {
  let show: { id: number; slug: string };
  beforeAll(async () => {
    show = (await env.DB.prepare("SELECT id, slug FROM trade_shows WHERE scope = 'thai' AND published_at IS NOT NULL ORDER BY id LIMIT 1").first<{ id: number; slug: string }>())!;
    await registerConfirmed("saver@example.com");
  });

  it("sends a visitor to sign in and saves the show once they have", async () => {
    const page = `/en/thai-trade-show-details/${show.slug}`;
    const anonymous = await post("/en/bookmark", { intent: "add", collection: "trade-shows", id: String(show.id), returnTo: page });
    expect(anonymous.status).toBe(303);
    const login = new URL(anonymous.location!, ORIGIN);
    expect(login.pathname).toBe("/en/login");
    expect(login.searchParams.get("redirectTo")).toBe(page);
    const form = await get(login.pathname + login.search);
    expect(form.html).toContain("Sign in to save this for later.");

    const signedIn = await signIn("saver@example.com", PASSWORD, { redirectTo: page, save: login.searchParams.get("save")! });
    expect(signedIn.location).toBe(page);
    const detail = await get(page, signedIn.cookie);
    expect(detail.html).toMatch(/aria-pressed="true"[^>]*>.*Saved · remove/s);
    const list = await get("/en/bookmark", signedIn.cookie);
    expect(list.html).toContain("Trade show");
    expect(list.html).toContain(`href="${page}"`);
  });

  it("lists saved items newest first and removes them, without JavaScript", async () => {
    const { cookie } = await signIn("saver@example.com");
    const venue = (await env.DB.prepare("SELECT id, name FROM venues ORDER BY id LIMIT 1").first<{ id: number; name: string }>())!;
    const saved = await post("/bookmark", { intent: "add", collection: "venues", id: String(venue.id), returnTo: "/venue-show-lists" }, cookie);
    expect(saved.location).toBe("/venue-show-lists");
    await post("/bookmark", { intent: "add", collection: "venues", id: String(venue.id), returnTo: "/" }, cookie);
    const list = await get("/bookmark", cookie);
    expect(list.html.indexOf(venue.name)).toBeGreaterThan(-1);
    expect(list.html.indexOf(venue.name)).toBeLessThan(list.html.indexOf("งานแสดงสินค้า</span>"));
    expect(list.html.split(`name="collection" value="venues"`).length - 1).toBe(1);

    const removed = await post("/bookmark", { intent: "remove", collection: "venues", id: String(venue.id), returnTo: "/bookmark" }, cookie);
    expect(removed.location).toBe("/bookmark");
    expect((await get("/bookmark", cookie)).html).not.toContain(venue.name);
  });

  it("keeps each member's bookmarks to themselves", async () => {
    await registerConfirmed("other-saver@example.com");
    const { cookie } = await signIn("other-saver@example.com");
    const list = await get("/en/bookmark", cookie);
    expect(list.html).toContain("You have not saved anything yet.");
  });
});

describe("page cache and members", () => {
  it("never serves a member a cached anonymous page, nor keeps a member's page", async () => {
    await registerConfirmed("cache@example.com");
    const anonymous = await get("/en/news-lists");
    expect(anonymous.html).toContain(">Sign in<");
    const { cookie } = await signIn("cache@example.com");
    const member = await get("/en/news-lists", cookie);
    expect(member.headers.get("x-page-cache")).toBe("BYPASS");
    expect(member.headers.get("cache-control")).toBe("private, no-store");
    expect(member.html).toContain("Hi, สมชาย ใจดี");
    expect(member.html).not.toContain(">Sign in<");
    const again = await get("/en/news-lists");
    expect(again.html).not.toContain("Hi, ");
  });
});

describe("development mailbox", () => {
  it("lists the outbox with links that open on this host", async () => {
    await post("/forgotpassword", { email: "member@example.com" });
    const response = await get("/dev/mailbox");
    expect(response.status).toBe(200);
    expect(response.html).toMatch(/href="\/reset-password\?code=[^"]+"/);
  });

  it("is absent when SITE_URL is not a loopback address", async () => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`${ORIGIN}/dev/mailbox`, { headers: { "User-Agent": BROWSER } }), { ...env, SITE_URL: "https://portal.example", PORTAL_TODAY: "" }, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(404);
  });
});
