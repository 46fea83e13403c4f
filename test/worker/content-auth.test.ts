import { beforeAll, describe, expect, test } from "vitest";
import { api, API_TOKEN, bearer, createMember, jsonInit, lastMail } from "./content-fixtures";

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => api(path, jsonInit("POST", body, headers));

describe("register, confirm, sign in", () => {
  test("a new member must confirm the email link before signing in", async () => {
    const registered = await post("/api/auth/local/register", { username: "somchai", email: "Somchai@Example.com", password: "pass-1234", locale: "en" });
    expect(registered.status).toBe(200);
    expect(registered.body.jwt).toBeUndefined();
    expect(registered.body.user).toMatchObject({ username: "somchai", email: "somchai@example.com", confirmed: false, provider: "local" });
    expect(registered.body.user).not.toHaveProperty("password");

    const early = await post("/api/auth/local", { identifier: "somchai", password: "pass-1234" });
    expect(early.body.error).toMatchObject({ status: 400, name: "ValidationError", message: "Your account email is not confirmed" });

    const mail = await lastMail("email-confirmation");
    expect(mail.to_address).toBe("somchai@example.com");
    const link = /http\S+/.exec(mail.text_body)?.[0] ?? "";
    const confirmed = await api(new URL(link).pathname + new URL(link).search);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toMatch(/\/en\/verified-account$/);

    const login = await post("/api/auth/local", { identifier: "SOMCHAI@example.com", password: "pass-1234" });
    expect(login.status).toBe(200);
    expect(login.body.jwt).toEqual(expect.any(String));
    expect(login.body.user).toMatchObject({ username: "somchai", confirmed: true });
  });

  test("duplicates, bad bodies and wrong passwords are ValidationErrors", async () => {
    await createMember("dup");
    const again = await post("/api/auth/local/register", { username: "dup", email: "other@example.com", password: "pass-1234" });
    expect(again.body.error.message).toBe("Email or Username are already taken");
    const short = await post("/api/auth/local/register", { username: "x1", email: "not-an-email", password: "1" });
    expect(short.status).toBe(400);
    expect(short.body.error.details.errors.map((e: { path: string[] }) => e.path[0]).sort()).toEqual(["email", "password", "username"]);
    const wrong = await post("/api/auth/local", { identifier: "dup", password: "nope-nope" });
    expect(wrong.body.error).toMatchObject({ status: 400, message: "Invalid identifier or password" });
    const notJson = await api("/api/auth/local", { method: "POST", body: "identifier=dup" });
    expect(notJson.status).toBe(400);
  });

  test("send-email-confirmation never reveals whether an address exists", async () => {
    const r = await post("/api/auth/send-email-confirmation", { email: "nobody@example.com" });
    expect(r.body).toEqual({ email: "nobody@example.com", sent: true });
  });
});

describe("signed-in member", () => {
  let member: { jwt: string; id: number };
  beforeAll(async () => {
    member = await createMember("malee");
  });

  test("users/me answers the caller; no token is 401, a bad token is 401", async () => {
    const me = await api("/api/users/me", { headers: bearer(member.jwt) });
    expect(me.body).toMatchObject({ id: member.id, username: "malee", email: "malee@example.com" });
    expect(me.body).not.toHaveProperty("password");
    expect(me.body).not.toHaveProperty("reset_password_token");
    expect((await api("/api/users/me")).status).toBe(401);
    const bad = await api("/api/users/me", { headers: bearer("not.a.jwt") });
    expect(bad.body.error).toMatchObject({ status: 401, name: "UnauthorizedError" });
  });

  test("PUT users/me updates the own profile, not the email", async () => {
    const r = await api("/api/users/me", jsonInit("PUT", { first_name: "มาลี", company_type: "exhibitor", locale: "en" }, bearer(member.jwt)));
    expect(r.body).toMatchObject({ first_name: "มาลี", company_type: "exhibitor", locale: "en" });
    const email = await api("/api/users/me", jsonInit("PUT", { email: "x@example.com" }, bearer(member.jwt)));
    expect(email.status).toBe(400);
  });

  test("change-password checks the current password and answers a new session", async () => {
    const wrong = await post("/api/auth/change-password", { currentPassword: "wrong", password: "new-pass-1", passwordConfirmation: "new-pass-1" }, bearer(member.jwt));
    expect(wrong.body.error.message).toBe("The provided current password is invalid");
    const mismatch = await post("/api/auth/change-password", { currentPassword: "secret-pass-1", password: "new-pass-1", passwordConfirmation: "other" }, bearer(member.jwt));
    expect(mismatch.body.error.message).toBe("Passwords do not match");
    const ok = await post("/api/auth/change-password", { currentPassword: "secret-pass-1", password: "new-pass-1", passwordConfirmation: "new-pass-1" }, bearer(member.jwt));
    expect(ok.body.jwt).toEqual(expect.any(String));
    expect((await post("/api/auth/local", { identifier: "malee", password: "new-pass-1" })).status).toBe(200);
    expect((await post("/api/auth/change-password", { currentPassword: "x", password: "y-123456", passwordConfirmation: "y-123456" })).status).toBe(401);
  });

  test("forgot-password mails a reset link; reset-password sets the new password", async () => {
    expect((await post("/api/auth/forgot-password", { email: "malee@example.com" })).body).toEqual({ ok: true });
    const link = new URL(/http\S+/.exec((await lastMail("reset-password")).text_body)?.[0] ?? "");
    expect(link.pathname).toBe("/en/reset-password");
    const code = link.searchParams.get("code") ?? "";
    const mismatch = await post("/api/auth/reset-password", { code, password: "reset-pass-1", passwordConfirmation: "x" });
    expect(mismatch.status).toBe(400);
    const badCode = await post("/api/auth/reset-password", { code: "nope", password: "reset-pass-1", passwordConfirmation: "reset-pass-1" });
    expect(badCode.body.error.message).toBe("Incorrect code provided");
    const reset = await post("/api/auth/reset-password", { code, password: "reset-pass-1", passwordConfirmation: "reset-pass-1" });
    expect(reset.body.user.username).toBe("malee");
    expect((await post("/api/auth/local", { identifier: "malee", password: "reset-pass-1" })).status).toBe(200);
    const reused = await post("/api/auth/reset-password", { code, password: "reset-pass-2", passwordConfirmation: "reset-pass-2" });
    expect(reused.status).toBe(400);
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
