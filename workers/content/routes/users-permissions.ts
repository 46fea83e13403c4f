import { Hono } from "hono";
import * as v from "valibot";
import { usersCollection } from "../../../app/content/system-tables";
import { issueJwt } from "../auth/caller";
import { hashPassword, randomToken, verifyPassword } from "../auth/password";
import { callerOf, jsonBody, sitePath, type ContentApp, type ContentContext } from "../context";
import type { ContentEnv } from "../env";
import { forbidden, notFound, unauthorized, validationError } from "../errors";
import { mailerFor } from "../mailer";
import { sql } from "../query/sql";
import { byId, insertRow, selectOne, updateRow, type Row } from "../repository";
import { requireSchema } from "../schema";
import { toEntity } from "../serialize";
import { fieldSchema, toColumnValues, toValidationError } from "../validation";

/** Strapi v4 users-permissions: `auth/*`, `users/me`, `users`. Users answer flat (`{id, username, ...}`), as Strapi does. */
export const usersPermissionsRoutes = new Hono<ContentApp>();

const users = () => requireSchema("users");
const f = usersCollection.fields;
const password = v.pipe(v.string(), v.minLength(6, "password must be at least 6 characters"), v.maxLength(200));
const profile = {
  first_name: v.optional(v.nullable(fieldSchema(f.first_name!))),
  last_name: v.optional(v.nullable(fieldSchema(f.last_name!))),
  phone: v.optional(v.nullable(fieldSchema(f.phone!))),
  company_name: v.optional(v.nullable(fieldSchema(f.company_name!))),
  company_type: v.optional(v.nullable(fieldSchema(f.company_type!))),
  locale: v.optional(fieldSchema(f.locale!)),
};

const LoginBody = v.object({ identifier: v.pipe(v.string(), v.nonEmpty()), password: v.pipe(v.string(), v.nonEmpty()) });
const RegisterBody = v.strictObject({
  username: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(80)),
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(200)),
  password,
  ...profile,
});
const EmailBody = v.object({ email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email()) });
const ResetBody = v.object({ code: v.pipe(v.string(), v.nonEmpty()), password, passwordConfirmation: v.string() });
const ChangeBody = v.object({ currentPassword: v.pipe(v.string(), v.nonEmpty()), password, passwordConfirmation: v.string() });
const ProfileBody = v.strictObject({ username: v.optional(v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(80))), ...profile });

async function body<T extends v.GenericSchema>(c: ContentContext, schema: T): Promise<v.InferOutput<T>> {
  const result = v.safeParse(schema, await jsonBody(c));
  if (!result.success) throw toValidationError(result.issues);
  return result.output;
}

export const sanitizeUser = (row: Row) => {
  const { id, attributes } = toEntity(users(), row);
  return { id, ...attributes };
};

const findUser = (db: D1Database, column: "email" | "confirmation_token" | "reset_password_token", value: string) =>
  selectOne(db, users(), sql(`${column} = ?`, [value]));

async function session(env: ContentEnv, row: Row) {
  return { jwt: await issueJwt(env, Number(row.id)), user: sanitizeUser(row) };
}

const confirmationRequired = (env: ContentEnv) => env.AUTH_EMAIL_CONFIRMATION !== "false";

async function sendConfirmation(c: ContentContext, row: Row) {
  const token = randomToken();
  await updateRow(c.env.DB, users(), Number(row.id), { confirmation_token: token });
  const link = `${new URL(c.req.url).origin}/api/auth/email-confirmation?confirmation=${encodeURIComponent(token)}`;
  const en = row.locale === "en";
  await mailerFor(c.env).send({
    kind: "email-confirmation",
    to: String(row.email),
    subject: en ? "Confirm your account" : "ยืนยันบัญชีของคุณ",
    text: `${en ? "Confirm your account" : "ยืนยันบัญชีของคุณ"}: ${link}`,
  });
}

function requireMatchingPasswords(input: { password: string; passwordConfirmation: string }) {
  if (input.password !== input.passwordConfirmation) {
    throw validationError("Passwords do not match", [{ path: ["passwordConfirmation"], message: "Passwords do not match" }]);
  }
}

async function currentMember(c: ContentContext) {
  const caller = await callerOf(c);
  if (caller.kind !== "member") throw unauthorized();
  return caller;
}

usersPermissionsRoutes.post("/auth/local", async (c) => {
  const input = await body(c, LoginBody);
  const identifier = input.identifier.trim().toLowerCase();
  const row = await selectOne(c.env.DB, users(), sql("lower(email) = ? OR lower(username) = ?", [identifier, identifier]));
  if (!row || !(await verifyPassword(input.password, row.password as string | null))) {
    throw validationError("Invalid identifier or password");
  }
  if (confirmationRequired(c.env) && row.confirmed !== 1) throw validationError("Your account email is not confirmed");
  if (row.blocked === 1) throw validationError("Your account has been blocked by an administrator");
  return c.json(await session(c.env, row));
});

usersPermissionsRoutes.post("/auth/local/register", async (c) => {
  const input = await body(c, RegisterBody);
  const taken = await selectOne(c.env.DB, users(), sql("lower(email) = ? OR lower(username) = ?", [input.email, input.username.toLowerCase()]));
  if (taken) throw validationError("Email or Username are already taken");
  const { password: plain, ...rest } = input;
  const values = {
    ...toColumnValues(users(), rest),
    provider: "local",
    password: await hashPassword(plain),
    confirmed: confirmationRequired(c.env) ? 0 : 1,
  };
  const row = await insertRow(c.env.DB, users(), values);
  if (!confirmationRequired(c.env)) return c.json(await session(c.env, row));
  await sendConfirmation(c, row);
  return c.json({ user: sanitizeUser(row) });
});

usersPermissionsRoutes.get("/auth/email-confirmation", async (c) => {
  const token = c.req.query("confirmation");
  const row = token ? await findUser(c.env.DB, "confirmation_token", token) : null;
  if (!row) throw validationError("Invalid token");
  await updateRow(c.env.DB, users(), Number(row.id), { confirmed: 1, confirmation_token: null });
  return c.redirect(sitePath(c.env, row.locale, "verifiedAccount"), 302);
});

usersPermissionsRoutes.post("/auth/send-email-confirmation", async (c) => {
  const { email } = await body(c, EmailBody);
  const row = await findUser(c.env.DB, "email", email);
  if (row?.blocked === 1) throw validationError("User blocked");
  if (row?.confirmed === 1) throw validationError("Already confirmed");
  // An unknown address gets the same answer, so the endpoint cannot probe for accounts.
  if (row) await sendConfirmation(c, row);
  return c.json({ email, sent: true });
});

usersPermissionsRoutes.post("/auth/forgot-password", async (c) => {
  const { email } = await body(c, EmailBody);
  const row = await findUser(c.env.DB, "email", email);
  if (row && row.blocked !== 1) {
    const code = randomToken();
    await updateRow(c.env.DB, users(), Number(row.id), { reset_password_token: code });
    const link = sitePath(c.env, row.locale, "resetPassword", { query: { code } });
    const en = row.locale === "en";
    await mailerFor(c.env).send({
      kind: "reset-password",
      to: email,
      subject: en ? "Reset your password" : "ตั้งรหัสผ่านใหม่",
      text: `${en ? "Reset your password" : "ตั้งรหัสผ่านใหม่"}: ${link}`,
    });
  }
  return c.json({ ok: true });
});

usersPermissionsRoutes.post("/auth/reset-password", async (c) => {
  const input = await body(c, ResetBody);
  requireMatchingPasswords(input);
  const row = await findUser(c.env.DB, "reset_password_token", input.code);
  if (!row) throw validationError("Incorrect code provided");
  const updated = await updateRow(c.env.DB, users(), Number(row.id), {
    password: await hashPassword(input.password),
    reset_password_token: null,
  });
  return c.json(await session(c.env, updated ?? row));
});

usersPermissionsRoutes.post("/auth/change-password", async (c) => {
  const member = await currentMember(c);
  const input = await body(c, ChangeBody);
  if (!(await verifyPassword(input.currentPassword, member.user.password as string | null))) {
    throw validationError("The provided current password is invalid", [{ path: ["currentPassword"], message: "Invalid password" }]);
  }
  if (input.currentPassword === input.password) {
    throw validationError("Your new password must be different than your current password");
  }
  requireMatchingPasswords(input);
  const updated = await updateRow(c.env.DB, users(), member.id, { password: await hashPassword(input.password) });
  return c.json(await session(c.env, updated ?? member.user));
});

usersPermissionsRoutes.get("/users/me", async (c) => c.json(sanitizeUser((await currentMember(c)).user)));

usersPermissionsRoutes.put("/users/me", async (c) => {
  const member = await currentMember(c);
  const input = await body(c, ProfileBody);
  if (input.username) {
    const taken = await selectOne(c.env.DB, users(), sql("lower(username) = ? AND id <> ?", [input.username.toLowerCase(), member.id]));
    if (taken) throw validationError("Username already taken", [{ path: ["username"], message: "Username already taken" }]);
  }
  const updated = await updateRow(c.env.DB, users(), member.id, toColumnValues(users(), input));
  return c.json(sanitizeUser(updated ?? member.user));
});

usersPermissionsRoutes.get("/users", async (c) => {
  if ((await callerOf(c)).kind !== "token") throw forbidden();
  const { results } = await c.env.DB.prepare("SELECT * FROM up_users ORDER BY id LIMIT 100").all<Row>();
  return c.json(results.map(sanitizeUser));
});

usersPermissionsRoutes.get("/users/:id{[0-9]+}", async (c) => {
  const caller = await callerOf(c);
  const id = Number(c.req.param("id"));
  if (caller.kind !== "token" && !(caller.kind === "member" && caller.id === id)) throw forbidden();
  const row = await selectOne(c.env.DB, users(), byId(users(), id));
  if (!row) throw notFound();
  return c.json(sanitizeUser(row));
});
