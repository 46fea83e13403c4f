import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { sign } from "hono/jwt";
import { buildDemoAccountsSql, demoAccounts } from "../../seed/accounts";
import { pruneRateLimits } from "../../app/shared-store/auth-rate-limits.server";
import { tokenDigest } from "../../app/lib/password-hash";
import {
  answerRecaptcha,
  api,
  API_TOKEN,
  bearer,
  createMember,
  jsonInit,
  lastMail,
  lastMailId,
  newClientIp,
  registration,
} from "./content-fixtures";

type Headers = Record<string, string>;
const post = (path: string, body: unknown, headers: Headers = {}) => api(path, jsonInit("POST", body, headers));
const register = (body: unknown, headers: Headers = {}) =>
  post("/api/auth/local/register", body, { "x-captcha-token": "human", "cf-connecting-ip": newClientIp(), ...headers });
const signIn = (identifier: string, password: string, headers: Headers = {}) =>
  post("/api/auth/local", { identifier, password }, { "cf-connecting-ip": newClientIp(), ...headers });
const linkIn = (text: string) => new URL(/http\S+/.exec(text)?.[0] ?? "");
const sha256 = async (text: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))), (b) => b.toString(16).padStart(2, "0")).join("");
const userRow = (email: string) => env.DB.prepare("SELECT * FROM up_users WHERE email = ?").bind(email).first<Record<string, unknown>>();

beforeAll(() => answerRecaptcha(vi));

describe("register, confirm, sign in", () => {
  test("a new member registers with the portal's fields and must open the mailed link before signing in", async () => {
    const before = await lastMailId();
    const registered = await register(
      registration("somchai", {
        email: "Somchai@Example.com",
        locale: "en",
        phone: "081-234-5678",
        company_name: "Somchai Booths Co., Ltd.",
        company_type: "contractor",
      }),
    );
    expect(registered.status).toBe(200);
    expect(registered.body.jwt).toBeUndefined();
    expect(registered.body.user).toMatchObject({
      username: "somchai",
      email: "somchai@example.com",
      confirmed: false,
      provider: "local",
      first_name: "somchai",
      last_name: "Tester",
      phone: "081-234-5678",
      company_name: "Somchai Booths Co., Ltd.",
      company_type: "contractor",
      terms_accepted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    for (const secret of ["password", "confirmation_token", "token_version", "reset_password_token", "reset_password_expires_at"]) {
      expect(registered.body.user).not.toHaveProperty(secret);
    }

    const wrong = await signIn("somchai", "not-the-password");
    expect(wrong.body.error).toMatchObject({ status: 400, name: "ValidationError", message: "Invalid identifier or password" });
    const early = await signIn("somchai", "secret-pass-1");
    expect(early.body.error).toMatchObject({ status: 400, name: "ApplicationError", message: "Your account email is not confirmed" });

    const mail = await lastMail("email-confirmation", before);
    expect(mail.to_address).toBe("somchai@example.com");
    expect(mail.subject).toBe("Confirm your email address");
    const link = linkIn(mail.text_body);
    // Built from SITE_URL, not from the Host the request came to (example.com here).
    expect(link.origin).toBe(new URL(env.SITE_URL).origin);
    expect(link.pathname).toBe("/en/verified-account");
    const token = link.searchParams.get("confirmation") ?? "";
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect((await userRow("somchai@example.com"))?.confirmation_token).toBe(await sha256(token));

    const confirmed = await api(`/api/auth/email-confirmation?confirmation=${encodeURIComponent(token)}`);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(`${new URL(env.SITE_URL).origin}/en/register-completed`);
    const again = await api(`/api/auth/email-confirmation?confirmation=${encodeURIComponent(token)}`);
    expect(again.body.error).toMatchObject({ status: 400, name: "ValidationError", message: "Invalid token" });

    for (const identifier of ["SOMCHAI@example.com", "Somchai"]) {
      const login = await signIn(identifier, "secret-pass-1");
      expect(login.status).toBe(200);
      expect(login.body.jwt).toEqual(expect.any(String));
      expect(login.body.user).toMatchObject({ username: "somchai", confirmed: true });
    }
  });

  test("a Thai member's confirmation mail is in Thai and links to the Thai page", async () => {
    const before = await lastMailId();
    expect((await register(registration("malai"))).status).toBe(200);
    const mail = await lastMail("email-confirmation", before);
    expect(mail.subject).toBe("ยืนยันอีเมลของคุณ");
    expect(mail.text_body).toContain("สวัสดีคุณmalai");
    expect(linkIn(mail.text_body).pathname).toBe("/verified-account");
  });

  test("registration refuses missing fields, bots, taken names and weak passwords with stable messages", async () => {
    const messages = async (body: unknown) => ((await register(body)).body.error.details.errors as { path: string[]; message: string }[]).map((e) => `${e.path[0]}: ${e.message}`);

    expect(await messages({ username: "x1", email: "not-an-email", password: "1" })).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^username: /),
        expect.stringMatching(/^email: /),
        "password: password must be at least 8 characters",
        "first_name: first_name must be defined.",
        "last_name: last_name must be defined.",
        "company_type: company_type must be defined.",
        "terms_accepted: terms_accepted must be defined.",
      ]),
    );
    expect(await messages(registration("termsless", { terms_accepted: false }))).toEqual(["terms_accepted: terms_accepted must be true"]);
    expect(await messages(registration("looks@like.mail"))).toContain("username: username must not look like an email address");
    expect(await messages(registration("longpass", { password: "x".repeat(65) }))).toEqual(["password: password must be at most 64 characters"]);
    for (const [i, common] of ["12345678", "password", "qwertyui", "Iloveyou", "ๅ/-ภถุึค"].entries()) {
      expect(await messages(registration(`weak${i}`, { password: common })), common).toEqual(["password: password is too common"]);
    }

    const bot = await register(registration("robot"), { "x-captcha-token": "bot" });
    expect(bot.status).toBe(403);
    expect(await userRow("robot@example.com")).toBeNull();

    await createMember("dup");
    const taken = { status: 400, name: "ApplicationError", message: "Email or Username are already taken" };
    expect((await register(registration("dup", { email: "other@example.com" }))).body.error).toMatchObject(taken);
    expect((await register(registration("dup2", { email: "DUP@example.com" }))).body.error).toMatchObject(taken);
    // Taking someone's address as a username would block their sign-in by email: refused. (No "@" anyway.)
    expect((await register(registration("dup3", { email: "dup3@example.com", username: "DUP" }))).body.error).toMatchObject(taken);

    expect((await api("/api/auth/local", { method: "POST", body: "identifier=dup" })).status).toBe(400);
  });

  test("an unknown identifier answers like a wrong password, and takes about as long", async () => {
    await createMember("timing");
    const timed = async (identifier: string) => {
      const start = performance.now();
      const r = await signIn(identifier, "wrong-password-1");
      return { ms: performance.now() - start, body: r.body, status: r.status };
    };
    const wrong = [await timed("timing"), await timed("timing"), await timed("timing")];
    const unknown = [await timed("nobody-here"), await timed("nobody-here"), await timed("nobody@example.com")];
    for (const r of [...wrong, ...unknown]) expect({ status: r.status, body: r.body }).toEqual({ status: 400, body: wrong[0]!.body });
    const median = (list: { ms: number }[]) => list.map((r) => r.ms).sort((a, b) => a - b)[1]!;
    // The password check (PBKDF2, 100 000 iterations) dominates both; without the dummy hash "unknown" is ~10x faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  test("send-email-confirmation answers the same for unknown, unconfirmed and confirmed addresses", async () => {
    await register(registration("pending"));
    await createMember("settled");
    for (const email of ["nobody@example.com", "pending@example.com", "settled@example.com"]) {
      const before = await lastMailId();
      const r = await post("/api/auth/send-email-confirmation", { email }, { "cf-connecting-ip": newClientIp() });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ email, sent: true });
      if (email === "pending@example.com") expect((await lastMail("email-confirmation", before)).to_address).toBe(email);
    }
    // The resent link works; the one sent at registration no longer does (only the newest token is stored).
    const resent = linkIn((await lastMail("email-confirmation")).text_body).searchParams.get("confirmation") ?? "";
    expect((await api(`/api/auth/email-confirmation?confirmation=${encodeURIComponent(resent)}`)).status).toBe(302);
    const outbox = await env.DB.prepare("SELECT to_address FROM mail_outbox WHERE kind = 'email-confirmation'").all<{ to_address: string }>();
    expect(outbox.results.filter((m) => m.to_address === "settled@example.com")).toHaveLength(1);
    expect(outbox.results.filter((m) => m.to_address === "nobody@example.com")).toHaveLength(0);
  });
});

describe("rate limits", () => {
  const limited = { data: null, error: { status: 429, name: "RateLimitError", message: "Too many requests, please try again later.", details: {} } };

  /**
   * The counters keep fixed 15-minute windows on the clock, and a test's attempts must share one: a start in a
   * window's last 15 seconds waits for the next.
   */
  const insideOneWindow = async () => {
    const left = 900 - (Math.floor(Date.now() / 1000) % 900);
    if (left < 15) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
  };

  test("sign-in: 10 attempts per identifier in 15 minutes, from any address", async () => {
    await createMember("hammered");
    await insideOneWindow();
    for (let i = 0; i < 10; i++) expect((await signIn("hammered", `guess-${i}-password`)).status).toBe(400);
    const blocked = await signIn("hammered", "secret-pass-1");
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(limited);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(900);
    // The same identifier typed by email counts apart; other members are not affected.
    expect((await signIn("hammered@example.com", "secret-pass-1")).status).toBe(200);
  });

  test("sign-in: 100 attempts per client address in 15 minutes", async () => {
    const ip = { "cf-connecting-ip": "203.0.113.7" };
    // 90 attempts are counted in this window already; 10 more are made here.
    await insideOneWindow();
    const now = Math.floor(Date.now() / 1000);
    await env.DB.prepare("INSERT INTO auth_rate_limits (key, window_start, hits) VALUES (?, ?, 90)")
      .bind(`sign-in:ip:${await tokenDigest("203.0.113.7")}`, now - (now % 900))
      .run();
    for (let i = 0; i < 10; i++) expect((await post("/api/auth/local", { identifier: `probe-${i}`, password: "x-password" }, ip)).status).toBe(400);
    expect((await post("/api/auth/local", { identifier: "probe-last", password: "x-password" }, ip)).status).toBe(429);
    expect((await signIn("probe-last", "x-password")).status).toBe(400);
    // A call from inside the Worker without the visitor's address is not lumped into one site-wide bucket.
    expect((await api("/api/auth/local", jsonInit("POST", { identifier: "probe-last", password: "x-password" }))).status).toBe(400);
  }, 30_000); // up to 15 s of waiting for a window, and the password checks

  test("forgot-password, confirmation resend and registration: 5 per address an hour", async () => {
    for (const path of ["/api/auth/forgot-password", "/api/auth/send-email-confirmation"]) {
      for (let i = 0; i < 5; i++) expect((await post(path, { email: "flood@example.com" }, { "cf-connecting-ip": newClientIp() })).status).toBe(200);
      expect((await post(path, { email: "Flood@example.com" }, { "cf-connecting-ip": newClientIp() })).body).toEqual(limited);
    }
    for (let i = 0; i < 5; i++) expect((await register(registration(`flood${i}`, { email: "flood@example.com" }))).status).not.toBe(429);
    expect((await register(registration("flood9", { email: "flood@example.com" }))).body).toEqual(limited);
  });

  test("the scheduled clean-up drops counters whose window ended over a day ago", async () => {
    const old = Math.floor(Date.now() / 1000) - 2 * 24 * 3600;
    await env.DB.prepare("INSERT INTO auth_rate_limits (key, window_start, hits) VALUES ('sign-in:ip:old', ?, 3)").bind(old).run();
    await signIn("someone-recent", "x-password");
    await pruneRateLimits(env.DB);
    const keys = await env.DB.prepare("SELECT key FROM auth_rate_limits").all<{ key: string }>();
    expect(keys.results.map((r) => r.key)).not.toContain("sign-in:ip:old");
    expect(keys.results.length).toBeGreaterThan(0);
  });

  test("reset-password: 30 tries per client address an hour", async () => {
    const ip = { "cf-connecting-ip": "203.0.113.9" };
    const attempt = () => post("/api/auth/reset-password", { code: "guess", password: "new-pass-word-1", passwordConfirmation: "new-pass-word-1" }, ip);
    for (let i = 0; i < 30; i++) expect((await attempt()).body.error.message).toBe("Incorrect code provided");
    expect((await attempt()).body).toEqual(limited);
  });
});

describe("passwords and sessions", () => {
  const forgot = async (email: string) => {
    const before = await lastMailId();
    expect((await post("/api/auth/forgot-password", { email }, { "cf-connecting-ip": newClientIp() })).body).toEqual({ ok: true });
    return linkIn((await lastMail("reset-password", before)).text_body);
  };
  const reset = (code: string, password: string) => post("/api/auth/reset-password", { code, password, passwordConfirmation: password });
  const me = async (jwt: string) => (await api("/api/users/me", { headers: bearer(jwt) })).status;

  test("forgot-password answers the same for any address and mails only members, in their language", async () => {
    await createMember("forgetful");
    const before = await lastMailId();
    expect((await post("/api/auth/forgot-password", { email: "ghost@example.com" })).body).toEqual({ ok: true });
    const link = await forgot("forgetful@example.com");
    expect(link.origin).toBe(new URL(env.SITE_URL).origin);
    expect(link.pathname).toBe("/reset-password");
    const mails = await env.DB.prepare("SELECT to_address, subject FROM mail_outbox WHERE id > ? AND kind = 'reset-password'").bind(before).all<{ to_address: string; subject: string }>();
    expect(mails.results).toEqual([{ to_address: "forgetful@example.com", subject: "ตั้งรหัสผ่านใหม่" }]);
  });

  test("a reset code is stored hashed, works once, and no older JWT survives the reset", async () => {
    const member = await createMember("resetter");
    await api("/api/users/me", jsonInit("PUT", { locale: "en" }, bearer(member.jwt)));
    const first = (await forgot("resetter@example.com")).searchParams.get("code") ?? "";
    const link = await forgot("resetter@example.com");
    expect(link.pathname).toBe("/en/reset-password");
    const code = link.searchParams.get("code") ?? "";
    const row = await userRow("resetter@example.com");
    expect(row?.reset_password_token).toBe(await sha256(code));

    expect((await reset(first, "reset-pass-word-1")).body.error.message).toBe("Incorrect code provided");
    const mismatch = await post("/api/auth/reset-password", { code, password: "reset-pass-word-1", passwordConfirmation: "x" });
    expect(mismatch.body.error).toMatchObject({ status: 400, message: "Passwords do not match" });
    expect((await reset(code, "password1")).body.error.message).toBe("password is too common");

    const done = await reset(code, "reset-pass-word-1");
    expect(done.status).toBe(200);
    expect(done.body.user.username).toBe("resetter");
    expect(await me(member.jwt)).toBe(401);
    expect((await signIn("resetter", "secret-pass-1")).status).toBe(400);
    expect((await signIn("resetter", "reset-pass-word-1")).status).toBe(200);
    expect((await reset(code, "reset-pass-word-2")).body.error.message).toBe("Incorrect code provided");
  });

  test("a reset code expires after an hour and dies with a password change", async () => {
    const member = await createMember("expiry");
    const late = (await forgot("expiry@example.com")).searchParams.get("code") ?? "";
    await env.DB.prepare("UPDATE up_users SET reset_password_expires_at = ? WHERE email = ?").bind(new Date(Date.now() - 1000).toISOString(), "expiry@example.com").run();
    expect((await reset(late, "later-pass-word-1")).body.error.message).toBe("Incorrect code provided");

    const code = (await forgot("expiry@example.com")).searchParams.get("code") ?? "";
    const expires = Date.parse(String((await userRow("expiry@example.com"))?.reset_password_expires_at));
    expect(expires - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    const changed = await post("/api/auth/change-password", { currentPassword: "secret-pass-1", password: "changed-pass-1", passwordConfirmation: "changed-pass-1" }, bearer(member.jwt));
    expect(changed.status).toBe(200);
    expect((await reset(code, "later-pass-word-1")).body.error.message).toBe("Incorrect code provided");
    expect((await signIn("expiry", "changed-pass-1")).status).toBe(200);
  });

  test("change-password checks the current password; afterwards only the new JWT works", async () => {
    const member = await createMember("malee");
    const other = await signIn("malee", "secret-pass-1");
    const change = (body: Record<string, string>, jwt = member.jwt) => post("/api/auth/change-password", body, bearer(jwt));
    expect((await change({ currentPassword: "wrong", password: "new-pass-1", passwordConfirmation: "new-pass-1" })).body.error.message).toBe(
      "The provided current password is invalid",
    );
    expect((await change({ currentPassword: "secret-pass-1", password: "new-pass-1", passwordConfirmation: "other" })).body.error.message).toBe("Passwords do not match");
    expect((await change({ currentPassword: "secret-pass-1", password: "qwertyuiop", passwordConfirmation: "qwertyuiop" })).body.error.message).toBe("password is too common");
    const ok = await change({ currentPassword: "secret-pass-1", password: "new-pass-1", passwordConfirmation: "new-pass-1" });
    expect(ok.body.jwt).toEqual(expect.any(String));
    expect(await me(member.jwt)).toBe(401);
    expect(await me(other.body.jwt)).toBe(401);
    expect(await me(ok.body.jwt)).toBe(200);
    expect((await signIn("malee", "new-pass-1")).status).toBe(200);
    expect((await post("/api/auth/change-password", { currentPassword: "x", password: "y-123456", passwordConfirmation: "y-123456" })).status).toBe(401);
  });

  test("logout ends every session of the member and nobody else's", async () => {
    const member = await createMember("leaver");
    const second = (await signIn("leaver", "secret-pass-1")).body.jwt as string;
    const bystander = await createMember("stayer");
    expect((await post("/api/auth/logout", {})).status).toBe(401);
    const out = await post("/api/auth/logout", {}, bearer(member.jwt));
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect(await me(member.jwt)).toBe(401);
    expect(await me(second)).toBe(401);
    expect((await post("/api/bookmarks", { data: {} }, bearer(member.jwt))).status).toBe(401);
    expect(await me(bystander.jwt)).toBe(200);
    const back = await signIn("leaver", "secret-pass-1");
    expect(await me(back.body.jwt)).toBe(200);
  });

  test("a JWT from before token versions (no tv) counts as version 0 and dies at the first sign-out", async () => {
    const member = await createMember("veteran");
    const now = Math.floor(Date.now() / 1000);
    const legacy = await sign({ id: member.id, iat: now, exp: now + 3600 }, env.JWT_SECRET, "HS256");
    expect(await me(legacy)).toBe(200);
    await post("/api/auth/logout", {}, bearer(member.jwt));
    expect(await me(legacy)).toBe(401);
  });

  test("hashes carry their parameters; a weaker one is redone at the next sign-in", async () => {
    await createMember("legacy");
    expect(String((await userRow("legacy@example.com"))?.password)).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode("old-pass-word-1"), "PBKDF2", false, ["deriveBits"]);
    const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 1000 }, key, 256));
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    const weak = `pbkdf2$sha256$1000$${b64(salt)}$${b64(bits)}`;
    await env.DB.prepare("UPDATE up_users SET password = ? WHERE email = ?").bind(weak, "legacy@example.com").run();
    expect((await signIn("legacy", "old-pass-word-1")).status).toBe(200);
    const stored = String((await userRow("legacy@example.com"))?.password);
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect((await signIn("legacy", "old-pass-word-1")).status).toBe(200);
  });
});

test("the local seed's demo accounts sign in with the passwords the README gives", async () => {
  const statements = await buildDemoAccountsSql(env.SITE_URL);
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
  for (const account of demoAccounts) {
    const login = await signIn(account.username, account.password);
    expect(login.status, account.username).toBe(200);
    expect(login.body.user).toMatchObject({ email: account.email, company_type: account.company_type, confirmed: true });
  }
});

describe("signed-in member", () => {
  let member: { jwt: string; id: number };
  beforeAll(async () => {
    member = await createMember("ploy");
  });

  test("users/me answers the caller; no token is 401, a bad token is 401", async () => {
    const me = await api("/api/users/me", { headers: bearer(member.jwt) });
    expect(me.body).toMatchObject({ id: member.id, username: "ploy", email: "ploy@example.com" });
    expect(me.body).not.toHaveProperty("password");
    expect(me.body).not.toHaveProperty("reset_password_token");
    expect(me.body).not.toHaveProperty("token_version");
    expect((await api("/api/users/me")).status).toBe(401);
    const bad = await api("/api/users/me", { headers: bearer("not.a.jwt") });
    expect(bad.body.error).toMatchObject({ status: 401, name: "UnauthorizedError" });
  });

  test("PUT users/me updates the own profile, not the email, and keeps the username rules", async () => {
    const put = (body: unknown) => api("/api/users/me", jsonInit("PUT", body, bearer(member.jwt)));
    const r = await put({ first_name: "พลอย", company_type: "exhibitor", locale: "en" });
    expect(r.body).toMatchObject({ first_name: "พลอย", company_type: "exhibitor", locale: "en" });
    expect((await put({ email: "x@example.com" })).status).toBe(400);
    expect((await put({ username: "ploy@elsewhere.com" })).body.error.details.errors[0].message).toBe("username must not look like an email address");
    await createMember("neighbour");
    expect((await put({ username: "Neighbour" })).body.error.message).toBe("Username already taken");
    expect((await put({ username: "ploy-th" })).body.username).toBe("ploy-th");
  });

  test("users lists for the API token only; a member reads only their own record", async () => {
    expect((await api("/api/users")).status).toBe(403);
    expect((await api("/api/users", { headers: bearer(member.jwt) })).status).toBe(403);
    const all = await api("/api/users", { headers: bearer(API_TOKEN) });
    expect(all.body.length).toBeGreaterThan(0);
    expect(all.body[0]).not.toHaveProperty("password");
    expect((await api(`/api/users/${member.id}`, { headers: bearer(member.jwt) })).body.id).toBe(member.id);
    expect((await api(`/api/users/${member.id + 100}`, { headers: bearer(member.jwt) })).status).toBe(403);
  });
});
