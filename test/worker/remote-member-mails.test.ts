import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { mailT } from "../../workers/mail/mail-texts";
import { forgetIsolateMemory } from "../../workers/isolate-memory";
import { contentProxy } from "../../workers/proxy/index";
import { ORIGIN } from "./member-pages";
import { BROWSER } from "./seeded";
import { fetchWithEnv } from "./with-env";

/**
 * Issue 49, "Members' own mails in the portal's words": behind a remote Strapi 4 the confirmation, reset and
 * newsletter welcome mails are the portal's, in the member's language, with links to the portal's pages in that
 * language, as on the embedded service (docs/decisions/069). The stand-in Strapi below keeps its members the way
 * users-permissions does and sends no mail (the export's extension silences it).
 */
vi.setConfig({ testTimeout: 30_000 });

const STRAPI = "https://strapi.example.com";
const TOKEN = "remote-token";
const REMOTE = { CONTENT_API_URL: STRAPI, CONTENT_API_TOKEN: TOKEN };
const PASSWORD = "Kh0ngsawan-2026";
const stamp = crypto.randomUUID().slice(0, 8);

interface StandInUser {
  id: number;
  username: string;
  email: string;
  first_name: string | null;
  locale: string | null;
  confirmed: boolean;
  blocked: boolean;
  password: string;
  resetPasswordToken: string | null;
}

/** Strapi's members, and what it was asked (method, path, whether with the API token). */
let members: StandInUser[] = [];
let asked: string[] = [];
/** Mail the stand-in provider took: its JSON body. */
let provided: Record<string, unknown>[] = [];
let providerStatus = 200;
/** Whether the stand-in Strapi has email confirmation off; whether it is down for users' updates. */
let confirmationOff = false;
let updatesDown = false;

const publicUser = ({ password: _p, resetPasswordToken: _r, ...user }: StandInUser) => user;
const strapiError = (status: number, name: string, message: string) => Response.json({ data: null, error: { status, name, message, details: {} } }, { status });

beforeEach(() => {
  members = [];
  asked = [];
  provided = [];
  providerStatus = 200;
  confirmationOff = false;
  updatesDown = false;
  forgetIsolateMemory();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin === "https://mail.example.com") {
      provided.push((await request.json()) as Record<string, unknown>);
      return Response.json({ id: "sent" }, { status: providerStatus });
    }
    const token = request.headers.get("authorization") === `Bearer ${TOKEN}`;
    asked.push(`${request.method} ${url.pathname} ${token ? "token" : "public"}`);
    if (url.pathname === "/api/auth/local/register" && request.method === "POST") {
      const body = (await request.json()) as Record<string, string>;
      if (body.email!.startsWith("down-")) return strapiError(503, "ServiceUnavailableError", "Service Unavailable");
      const user: StandInUser = { id: members.length + 100, username: body.username!, email: body.email!.toLowerCase(), first_name: body.first_name ?? null, locale: body.locale ?? null, confirmed: false, blocked: false, password: body.password!, resetPasswordToken: null };
      members.push(user);
      // Email confirmation on: no JWT until the member confirms; a Strapi with it off answers one at once.
      if (confirmationOff) return Response.json({ jwt: `strapi-jwt-${user.id}`, user: { ...publicUser(user), confirmed: true } });
      return Response.json({ user: publicUser(user) });
    }
    if (url.pathname === "/api/users" && request.method === "GET" && token) {
      const email = url.searchParams.get("filters[email][$eqi]")?.toLowerCase();
      return Response.json(members.filter((user) => user.email === email).map(publicUser));
    }
    const one = /^\/api\/users\/(\d+)$/.exec(url.pathname);
    if (one && request.method === "PUT" && updatesDown) return strapiError(503, "ServiceUnavailableError", "Service Unavailable");
    if (one && request.method === "PUT" && token) {
      const user = members.find((u) => u.id === Number(one[1]));
      if (!user) return strapiError(404, "NotFoundError", "User not found");
      Object.assign(user, await request.json());
      return Response.json(publicUser(user));
    }
    if (url.pathname === "/api/auth/reset-password" && request.method === "POST") {
      const body = (await request.json()) as { code: string; password: string; passwordConfirmation: string };
      const user = members.find((u) => u.resetPasswordToken === body.code);
      if (!user) return strapiError(400, "ValidationError", "Incorrect code provided");
      Object.assign(user, { password: body.password, resetPasswordToken: null });
      return Response.json({ jwt: `strapi-jwt-${user.id}`, user: publicUser(user) });
    }
    if (url.pathname === "/api/email-subscriptions" && request.method === "POST") {
      const { data } = (await request.json()) as { data: { email: string; locale: string } };
      return Response.json({ data: { id: 31, attributes: { email: data.email, locale: data.locale, source: "footer" } }, meta: {} });
    }
    return strapiError(404, "NotFoundError", "Not Found");
  });
});
afterEach(() => vi.restoreAllMocks());

async function page(path: string, form?: Record<string, string>) {
  const headers: Record<string, string> = { "User-Agent": BROWSER };
  if (form) Object.assign(headers, { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", Origin: ORIGIN });
  const request = new Request(`${ORIGIN}${path}`, { method: form ? "POST" : "GET", headers, redirect: "manual", ...(form ? { body: new URLSearchParams(form) } : {}) });
  const response = await fetchWithEnv(REMOTE, request);
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** A call to the portal's /api behind the stand-in Strapi (a JSON body when given); `extra` changes the Worker's variables. */
async function api(method: string, path: string, body?: object, extra: Record<string, unknown> = {}) {
  const ctx = createExecutionContext();
  const proxy = contentProxy({ ...env, ...REMOTE, ...extra } as Env, ctx);
  const init = body ? { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : { method };
  const response = await proxy(new Request(`${ORIGIN}${path}`, init));
  await waitOnExecutionContext(ctx);
  return response;
}

interface Mail {
  subject: string;
  text_body: string;
}

/** The mails of `kind` to `to` in the local mailbox, once the queue has delivered one (or after 5 s). */
async function mailsTo(to: string, kind: string): Promise<Mail[]> {
  let results: Mail[] = [];
  for (let i = 0; i < 100 && results.length === 0; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    ({ results } = await env.DB.prepare("SELECT subject, text_body FROM mail_outbox WHERE to_address = ? AND kind = ? ORDER BY id").bind(to, kind).all<Mail>());
  }
  return results;
}

/** The portal page a mail links to, on this test's origin. */
function linkOf(mail: Mail): { url: URL; path: string } {
  const url = new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]);
  return { url, path: url.pathname + url.search };
}

function registration(email: string) {
  // "human" is what the page hands on as the bot check's token; Strapi has no check of its own here.
  return { first_name: "Somchai", last_name: "Jaidee", email, password: PASSWORD, phone: "081 234 5678", company_name: "", company_type: "visitor", accept: "yes", "g-recaptcha-response": "human" };
}

describe("behind a remote Strapi, a member's confirmation mail", () => {
  test("is the portal's English mail for an English sign-up, and its link confirms on Strapi and lands on the English completed page", async () => {
    const email = `en-signup-${stamp}@example.com`;
    const signedUp = await page("/en/register", registration(email));
    expect(signedUp.status).toBe(303);
    expect(signedUp.location).toBe("/en/register-verified");
    expect(asked).toContain("POST /api/auth/local/register public");

    const [mail] = await mailsTo(email, "email-confirmation");
    const en = mailT("en");
    expect(mail!.subject).toBe(en("account.confirmation.subject"));
    expect(mail!.text_body).toContain(en("greeting", { name: "Somchai" }));
    expect(mail!.text_body).toContain(en("account.confirmation.lead"));
    const link = linkOf(mail!);
    expect(link.url.origin).toBe(new URL(env.SITE_URL).origin);
    expect(link.url.pathname).toBe("/en/verified-account");
    expect(members[0]!.confirmed).toBe(false);

    const confirmed = await page(link.path);
    expect(confirmed.status).toBe(303);
    expect(confirmed.location).toBe("/en/register-completed");
    expect(members[0]!.confirmed).toBe(true);
    expect(asked).toContain(`PUT /api/users/${members[0]!.id} token`);
    // Used once: the same link now says it no longer works.
    const again = await page(link.path);
    expect(again.status).toBe(400);
    expect(again.html).toContain("This confirmation link no longer works.");
  });

  test("is the portal's Thai mail for a Thai sign-up, whose link lands on the Thai completed page", async () => {
    const email = `th-signup-${stamp}@example.com`;
    expect((await page("/register", registration(email))).location).toBe("/register-verified");
    const [mail] = await mailsTo(email, "email-confirmation");
    expect(mail!.subject).toBe(mailT("th")("account.confirmation.subject"));
    const link = linkOf(mail!);
    expect(link.url.pathname).toBe("/verified-account");
    // The API's own answer redirects to the completed page in the member's language, as the embedded service's does.
    const confirmed = await api("GET", `/api/auth/email-confirmation?${link.url.searchParams}`);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(`${new URL(env.SITE_URL).origin}/register-completed`);
    expect(await (await api("GET", `/api/auth/email-confirmation?${link.url.searchParams}`)).json()).toMatchObject({ error: { status: 400, name: "ValidationError", message: "Invalid token" } });
    // A confirmed member is sent no new link, with the same answer as anyone.
    expect(await (await api("POST", "/api/auth/send-email-confirmation", { email })).json()).toEqual({ email, sent: true });
    const written = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'mail' AND payload LIKE ?").bind(`%"to":"${email}"%`).first();
    expect(written).toEqual({ n: 1 });
  });

  test("sent again replaces the older link, comes from the portal's sender, and waits in the outbox while the provider fails", async () => {
    const email = `resend-${stamp}@example.com`;
    await page("/en/register", registration(email));
    const [first] = await mailsTo(email, "email-confirmation");
    const provider = { MAIL_API_URL: "https://mail.example.com/emails", MAIL_API_KEY: "key", MAIL_FROM: "ExpoLink <hello@expolink.example>", MAIL_QUEUE: undefined };
    providerStatus = 503;
    expect((await api("POST", "/api/auth/send-email-confirmation", { email: email.toUpperCase() }, provider)).status).toBe(200);
    expect(provided).toEqual([expect.objectContaining({ from: "ExpoLink <hello@expolink.example>", to: [email], subject: mailT("en")("account.confirmation.subject") })]);
    const kept = await env.DB.prepare("SELECT state, attempts, error_kind FROM outbox WHERE kind = 'mail' AND payload LIKE ? ORDER BY created_at DESC LIMIT 1").bind(`%"to":"${email}"%`).first();
    expect(kept).toEqual({ state: "waiting", attempts: 1, error_kind: "outage" });
    // The first mail's link died with the second one.
    expect((await api("GET", `/api/auth/email-confirmation?${linkOf(first!).url.searchParams}`)).status).toBe(400);
    expect(members.find((m) => m.email === email)!.confirmed).toBe(false);
  });
});

test("behind a remote Strapi, no mail when Strapi signs the member in at once, and a link that meets Strapi down still works later", async () => {
  confirmationOff = true;
  const instant = `instant-${stamp}@example.com`;
  const registered = await api("POST", "/api/auth/local/register", { username: `instant${stamp}`, email: instant, password: PASSWORD });
  expect(await registered.json()).toMatchObject({ jwt: expect.any(String) });
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE payload LIKE ?").bind(`%${instant}%`).first()).toEqual({ n: 0 });

  confirmationOff = false;
  const email = `later-${stamp}@example.com`;
  expect((await api("POST", "/api/auth/local/register", { username: `later${stamp}`, email, password: PASSWORD })).status).toBe(200);
  const [mail] = await mailsTo(email, "email-confirmation");
  const path = `/api/auth/email-confirmation?${linkOf(mail!).url.searchParams}`;
  updatesDown = true;
  const down = await api("GET", path);
  expect(down.status).toBe(503);
  expect(await down.json()).toMatchObject({ error: { status: 503, name: "ServiceUnavailableError" } });
  updatesDown = false;
  expect((await api("GET", path)).status).toBe(302);
  // Strapi refusing the registration itself: its answer, and nothing mailed.
  const refused = await api("POST", "/api/auth/local/register", { username: `down${stamp}`, email: `down-${stamp}@example.com`, password: PASSWORD });
  expect(refused.status).toBe(503);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE payload LIKE ?").bind(`%down-${stamp}%`).first()).toEqual({ n: 0 });
});

describe("behind a remote Strapi, a member's password reset", () => {
  test("mails the portal's English link, which opens the form, sets the password through Strapi once, and then says it no longer works", async () => {
    const email = `reset-${stamp}@example.com`;
    await page("/en/register", registration(email));
    await mailsTo(email, "email-confirmation");
    const forgot = await page("/en/forgotpassword", { email });
    expect(forgot.location).toBe("/en/forgotpassword-completed");
    const [mail] = await mailsTo(email, "reset-password");
    expect(mail!.subject).toBe(mailT("en")("account.resetPassword.subject"));
    const link = linkOf(mail!);
    expect(link.url.pathname).toBe("/en/reset-password");
    const code = link.url.searchParams.get("code")!;

    // The page checks the code when it opens (docs/decisions/036), now behind Strapi too.
    const form = await page(link.path);
    expect(form.status).toBe(200);
    expect(form.html).not.toContain("This reset link no longer works");
    const reset = await page("/en/reset-password", { code, password: "New-passw0rd-1", passwordConfirmation: "New-passw0rd-1" });
    expect(reset.status).toBe(303);
    expect(reset.location).toBe("/en/reset-password-completed");
    const member = members.find((m) => m.email === email)!;
    expect(member).toMatchObject({ password: "New-passw0rd-1", resetPasswordToken: null });

    expect((await page(link.path)).html).toContain("This reset link no longer works");
    const reused = await api("POST", "/api/auth/reset-password", { code, password: "New-passw0rd-2", passwordConfirmation: "New-passw0rd-2" });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: { name: "ValidationError", message: "Incorrect code provided" } });
    expect(member.password).toBe("New-passw0rd-1");
  });

  test("mails nobody for an unknown or blocked address, with the same answer", async () => {
    const email = `blocked-${stamp}@example.com`;
    await page("/register", registration(email));
    members.find((m) => m.email === email)!.blocked = true;
    for (const address of [email, `nobody-${stamp}@example.com`]) {
      expect(await (await api("POST", "/api/auth/forgot-password", { email: address })).json()).toEqual({ ok: true });
    }
    const resets = await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'mail' AND payload LIKE '%\"reset-password\"%' AND (payload LIKE ? OR payload LIKE ?)")
      .bind(`%${email}%`, `%nobody-${stamp}%`)
      .first<{ n: number }>();
    expect(resets).toEqual({ n: 0 });
  });
});

test("behind a remote Strapi, a newsletter sign-up through the portal gets the welcome mail in its language, once", async () => {
  const email = `welcome-${stamp}@example.com`;
  for (let i = 0; i < 2; i++) expect((await api("POST", "/api/email-subscriptions", { data: { email, locale: "en", source: "footer" } })).status).toBe(200);
  const mails = await mailsTo(email, "newsletter");
  expect(mails.map((m) => m.subject)).toEqual([mailT("en")("newsletter.subject")]);
});
