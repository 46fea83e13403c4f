import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { answerRecaptcha, api, API_TOKEN, bearer, createMember, ids, insertFixtures, jsonInit, lastMail, newClientIp, registration } from "./content-fixtures";

let alice: { jwt: string; id: number };
let bob: { jwt: string; id: number };

beforeAll(async () => {
  await insertFixtures();
  alice = await createMember("alice");
  bob = await createMember("bob");
});

describe("content collections: the API token writes", () => {
  const venue = { name: "ศูนย์ประชุมเชียงใหม่", name_en: "Chiang Mai Convention Centre", slug: "cmecc", province: "Chiang Mai" };

  test("anonymous and member writes are 403", async () => {
    expect((await api("/api/venues", jsonInit("POST", { data: venue }))).body.error).toMatchObject({ status: 403, name: "ForbiddenError" });
    expect((await api("/api/venues", jsonInit("POST", { data: venue }, bearer(alice.jwt)))).status).toBe(403);
    expect((await api("/api/venues/1", { method: "DELETE" })).status).toBe(403);
  });

  test("create, update and delete with the token, in the v4 shape", async () => {
    const created = await api("/api/venues", jsonInit("POST", { data: { ...venue, contactor: { phone: "053-203-888" } } }, bearer(API_TOKEN)));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ data: { attributes: { name_en: "Chiang Mai Convention Centre", contactor: { phone: "053-203-888" } } }, meta: {} });
    const id = created.body.data.id as number;
    const updated = await api(`/api/venues/${id}`, jsonInit("PUT", { data: { halls: "3" } }, bearer(API_TOKEN)));
    expect(updated.body.data.attributes).toMatchObject({ halls: 3, slug: "cmecc" });
    const deleted = await api(`/api/venues/${id}`, { method: "DELETE", headers: bearer(API_TOKEN) });
    expect(deleted.body.data.id).toBe(id);
    expect((await api(`/api/venues/${id}`)).status).toBe(404);
  });

  test("the single type is written with PUT on its path", async () => {
    const r = await api("/api/master-data-app", jsonInit("PUT", { data: { sectors: ["food", "auto"] } }, bearer(API_TOKEN)));
    expect(r.body.data.attributes.sectors).toEqual(["food", "auto"]);
    expect(r.body.data.attributes.provinces).toEqual(["Bangkok", "Nonthaburi"]);
  });

  test("bodies are validated against the model with details.errors", async () => {
    const write = (data: unknown) => api("/api/trade-shows", jsonInit("POST", data, bearer(API_TOKEN)));
    expect((await write({ name: "x" })).body.error.message).toBe('Missing "data" payload in the request body');
    const missing = await write({ data: { name_en: "English only" } });
    expect(missing.status).toBe(400);
    const paths = missing.body.error.details.errors.map((e: { path: string[] }) => e.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["name", "start_date", "end_date", "scope"]));
    const wrong = await write({ data: { name: "ก", start_date: "2026-13-45", end_date: "2026-01-02", scope: "galactic", bogus: 1 } });
    expect(wrong.body.error.details.errors.map((e: { path: string[] }) => e.path[0]).sort()).toEqual(["bogus", "scope", "start_date"]);
    const noVenue = await write({ data: { name: "ก", start_date: "2026-01-01", end_date: "2026-01-02", scope: "thai", venue: 999 } });
    expect(noVenue.body.error.details.errors[0].path).toEqual(["venue"]);
    const dupSlug = await write({ data: { name: "ก", slug: "thaifex", start_date: "2026-01-01", end_date: "2026-01-02", scope: "thai" } });
    expect(dupSlug.body.error).toMatchObject({ status: 400, message: "This attribute must be unique" });
    const long = await write({ data: { name: "ก".repeat(201), start_date: "2026-01-01", end_date: "2026-01-02", scope: "thai" } });
    expect(long.body.error.details.errors[0].path).toEqual(["name"]);
    const broken = await api("/api/trade-shows", { method: "POST", headers: { "content-type": "application/json", ...bearer(API_TOKEN) }, body: "{" });
    expect(broken.body.error.message).toBe("Invalid JSON body");
  });
});

describe("public forms: anyone creates behind the bot check", () => {
  beforeAll(() => answerRecaptcha(vi));

  test("a subscription needs a passing x-captcha-token; reading needs the API token", async () => {
    const data = { data: { email: "fan@example.com", locale: "en" } };
    expect((await api("/api/email-subscriptions", jsonInit("POST", data))).status).toBe(403);
    expect((await api("/api/email-subscriptions", jsonInit("POST", data, { "x-captcha-token": "robot" }))).status).toBe(403);
    const ok = await api("/api/email-subscriptions", jsonInit("POST", data, { "x-captcha-token": "human" }));
    expect(ok.body.data.attributes).toMatchObject({ email: "fan@example.com", locale: "en" });
    expect((await api("/api/email-subscriptions")).status).toBe(403);
    expect((await api("/api/email-subscriptions", { headers: bearer(alice.jwt) })).status).toBe(403);
    expect(ids((await api("/api/email-subscriptions", { headers: bearer(API_TOKEN) })).body)).toHaveLength(1);
  });

  test("package forms check their relation", async () => {
    const body = { data: { package: 1, contact_name: "Nok", company_name: "Nok Co", email: "nok@example.com", phone: "0812345678" } };
    expect((await api("/api/package-forms", jsonInit("POST", body, { "x-captcha-token": "human" }))).status).toBe(200);
    const bad = await api("/api/package-forms", jsonInit("POST", { data: { ...body.data, package: 42 } }, { "x-captcha-token": "human" }));
    expect(bad.body.error.details.errors[0].path).toEqual(["package"]);
  });

  test("a phone out of the phone format (app/domain/phone.ts) is a 400 on its path; an optional one may be empty", async () => {
    const human = { "x-captcha-token": "human" };
    const inquiry = { package: 1, contact_name: "Nok", company_name: "Nok Co", email: "nok@example.com" };
    for (const phone of ["call me maybe", "12345", "081 234 5678<b>"]) {
      const refused = await api("/api/package-forms", jsonInit("POST", { data: { ...inquiry, phone } }, human));
      expect(refused.status, phone).toBe(400);
      expect(refused.body.error.name).toBe("ValidationError");
      expect(refused.body.error.details.errors[0].path).toEqual(["phone"]);
    }
    expect((await api("/api/package-forms", jsonInit("POST", { data: { ...inquiry, phone: "+66 (81) 234-5678" } }, human))).status).toBe(200);

    const message = { name: "Pim", email: "pim@example.com", subject: "Booth", message: "สนใจบูธ" };
    expect((await api("/api/email", jsonInit("POST", { data: { ...message, phone: "" } }, human))).status).toBe(200);
    expect((await api("/api/email", jsonInit("POST", { data: { ...message, phone: "ask Pim" } }, human))).status).toBe(400);

    const register = (phone: string) =>
      api("/api/auth/local/register", jsonInit("POST", registration(`phone-${phone.length}`, { phone }), { ...human, "cf-connecting-ip": newClientIp() }));
    const badSignUp = await register("line: pim");
    expect(badSignUp.status).toBe(400);
    expect(badSignUp.body.error.details.errors[0].path).toEqual(["phone"]);
    expect((await api("/api/users/me", jsonInit("PUT", { phone: "no phone" }, bearer(alice.jwt)))).status).toBe(400);
    expect((await api("/api/users/me", jsonInit("PUT", { phone: "02-123-4567" }, bearer(alice.jwt)))).status).toBe(200);
  });

  test("google-recaptcha-verify answers success or a ValidationError", async () => {
    expect((await api("/api/google-recaptcha-verify", jsonInit("POST", { token: "human" }))).body).toEqual({ success: true, score: 0.9 });
    const failed = await api("/api/google-recaptcha-verify", jsonInit("POST", { token: "robot" }));
    expect(failed.body.error).toMatchObject({ status: 400, name: "ValidationError" });
    expect((await api("/api/google-recaptcha-verify", jsonInit("POST", {}))).status).toBe(400);
  });

  test("api/email stores a contact message and hands it to the mailer", async () => {
    const message = { name: "Pim", email: "pim@example.com", subject: "Booth", message: "สนใจบูธ" };
    expect((await api("/api/email", jsonInit("POST", { data: message }))).status).toBe(403);
    const sent = await api("/api/email", jsonInit("POST", { data: message }, { "x-captcha-token": "human" }));
    expect(sent.body.data.attributes).toMatchObject({ subject: "Booth", delivered: true });
    const mail = await lastMail("contact");
    expect(mail).toMatchObject({ reply_to: "pim@example.com", subject: "[contact] Booth" });
    expect(mail.text_body).toContain("สนใจบูธ");
    expect((await api("/api/contact-messages")).status).toBe(403);
  });
});

describe("member collections: own rows only", () => {
  const quotation = {
    venue: 1,
    event_name: "Auto Parts Fair",
    start_date: "2026-08-01",
    end_date: "2026-08-03",
    contact_name: "Alice",
    email: "alice@example.com",
    phone: "0800000000",
  };

  test("a member creates as themselves and lists only their own", async () => {
    expect((await api("/api/quotation-venues", jsonInit("POST", { data: quotation }))).status).toBe(403);
    const created = await api("/api/quotation-venues?populate=user", jsonInit("POST", { data: { ...quotation, user: bob.id } }, bearer(alice.jwt)));
    expect(created.status).toBe(200);
    expect(created.body.data.attributes.user.data).toMatchObject({ id: alice.id, attributes: { username: "alice" } });
    expect(created.body.data.attributes.user.data.attributes).not.toHaveProperty("password");
    const id = created.body.data.id as number;

    expect(ids((await api("/api/quotation-venues", { headers: bearer(alice.jwt) })).body)).toEqual([id]);
    expect(ids((await api("/api/quotation-venues", { headers: bearer(bob.jwt) })).body)).toEqual([]);
    expect(ids((await api("/api/quotation-venues", { headers: bearer(API_TOKEN) })).body)).toEqual([id]);
    expect((await api("/api/quotation-venues")).status).toBe(403);
    expect((await api(`/api/quotation-venues/${id}`, { headers: bearer(bob.jwt) })).status).toBe(404);
    expect((await api(`/api/quotation-venues/${id}`, jsonInit("PUT", { data: { attendees: 10 } }, bearer(bob.jwt)))).status).toBe(404);
    // A sent request is deleted by nobody but the API token (docs/decisions/024).
    expect((await api(`/api/quotation-venues/${id}`, { method: "DELETE", headers: bearer(bob.jwt) })).status).toBe(403);
    expect((await api(`/api/quotation-venues/${id}`, jsonInit("PUT", { data: { attendees: 10 } }, bearer(alice.jwt)))).status).toBe(400);
    const own = await api(`/api/quotation-venues/${id}`, jsonInit("PUT", { data: { quotation_status: "withdrawn", user: bob.id } }, bearer(alice.jwt)));
    expect(own.body.data.attributes.quotation_status).toBe("withdrawn");
    const row = await env.DB.prepare("SELECT user_id FROM quotation_venues WHERE id = ?").bind(id).first<{ user_id: number }>();
    expect(row?.user_id).toBe(alice.id);
  });

  test("bookmarks and activity logs take the member's bearer token", async () => {
    const mark = await api("/api/bookmarks", jsonInit("POST", { data: { collection: "trade-shows", item_id: 2, title: "THAIFEX" } }, bearer(bob.jwt)));
    expect(mark.status).toBe(200);
    expect(ids((await api("/api/bookmarks", { headers: bearer(alice.jwt) })).body)).toEqual([]);
    expect((await api(`/api/bookmarks/${mark.body.data.id}`, { method: "DELETE", headers: bearer(bob.jwt) })).status).toBe(200);
    expect((await api("/api/activity-logs", jsonInit("POST", { data: { action: "view", path: "/" } }))).status).toBe(403);
    const log = await api("/api/activity-logs", jsonInit("POST", { data: { action: "view", path: "/", meta: { id: 1 } } }, bearer(bob.jwt)));
    expect(log.body.data.attributes).toMatchObject({ action: "view", meta: { id: 1 } });
  });
});
