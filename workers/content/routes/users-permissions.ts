import { Hono } from "hono";
import * as v from "valibot";
import { MEMBER_TYPES } from "../../../app/domain/members";
import { maxLengthOf } from "../../../app/model/limits";
import { usersCollection } from "../../../app/model/system-tables";
import { botCheckFor, CAPTCHA_HEADER } from "../bot-check";
import { issueJwt, tokenVersion } from "../auth/caller";
import { confirmationMail, resetPasswordMail } from "../../mail/account-mails";
import { hashPassword, needsRehash, randomToken, tokenDigest, verifyPassword } from "../../../app/lib/password-hash";
import { newPassword } from "../../../app/domain/password-policy";
import { EmailBody, INCORRECT_CODE, INVALID_TOKEN, refuseCommonPassword, requireMatchingPasswords, RESET_CODE_LIFETIME_MS, ResetBody } from "../auth/account-input";
import { clientIp } from "../../../app/lib/client-ip";
import { consume, RATE_RULES } from "../auth/rate-limit";
import { ownedListings, requestedOwned } from "../owned-listings";
import { parseQueryString } from "../query/parse";
import { callerOf, jsonBody, type ContentApp, type ContentContext } from "../context";
import type { ContentEnv } from "../env";
import { applicationError, forbidden, notFound, unauthorized, validationError } from "../errors";
import { afterAnswer } from "../after-answer";
import { dispatchMail, newMail, outboxed } from "../../mail/mail-producer";
import { sitePath } from "../../mail/site-links";
import { accessScope, relatedScope } from "../access";
import { readFields } from "../query/fields";
import { buildWhere } from "../query/filters";
import { buildOrderBy } from "../query/sort";
import { and, sql } from "../query/sql";
import { byId, insertRow, selectOne, selectPage, updateRow, type Row } from "../repository";
import { requireSchema } from "../schema";
import { columnsFor, toEntity } from "../serialize";
import { fieldSchema, text, toColumnValues, toValidationError } from "../validation";

/**
 * Strapi v4 users-permissions: `auth/*`, `users/me`, `users`. Users answer flat (`{id, username, ...}`), as Strapi
 * does. The contract the pages rely on (messages, limits, mail links) is in docs/content-model.md.
 */
export const usersPermissionsRoutes = new Hono<ContentApp>();

const users = () => requireSchema("users");
const f = usersCollection.fields;

const USERNAME_LOOKS_LIKE_EMAIL = "username must not look like an email address";
const ALREADY_TAKEN = "Email or Username are already taken";

const username = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(3),
  v.maxLength(maxLengthOf(usersCollection, "username")),
  v.check((name) => !name.includes("@"), USERNAME_LOOKS_LIKE_EMAIL),
);
const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(maxLengthOf(usersCollection, "email")));
const name = (field: "first_name" | "last_name") => v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(maxLengthOf(usersCollection, field)));
const profile = {
  first_name: v.optional(v.nullable(fieldSchema(f.first_name!))),
  last_name: v.optional(v.nullable(fieldSchema(f.last_name!))),
  phone: v.optional(v.nullable(fieldSchema(f.phone!))),
  company_name: v.optional(v.nullable(fieldSchema(f.company_name!))),
  company_type: v.optional(v.nullable(fieldSchema(f.company_type!))),
  locale: v.optional(fieldSchema(f.locale!)),
  avatar: v.optional(v.nullable(fieldSchema(f.avatar!))),
};

const TERMS_REQUIRED = "terms_accepted must be true";

const LoginBody = v.object({ identifier: v.pipe(v.string(), v.nonEmpty()), password: v.pipe(v.string(), v.nonEmpty()) });
export const RegisterBody = v.strictObject({
  username,
  email,
  password: newPassword,
  first_name: name("first_name"),
  last_name: name("last_name"),
  phone: v.optional(v.nullable(text(f.phone!, v.trim()))),
  company_name: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(maxLengthOf(usersCollection, "company_name"))))),
  company_type: v.picklist(MEMBER_TYPES),
  terms_accepted: v.literal(true, TERMS_REQUIRED),
  locale: v.optional(fieldSchema(f.locale!)),
});
const ChangeBody = v.object({ currentPassword: v.pipe(v.string(), v.nonEmpty()), password: newPassword, passwordConfirmation: v.string() });
export const ProfileBody = v.strictObject({ username: v.optional(username), ...profile });

async function body<T extends v.GenericSchema>(c: ContentContext, schema: T): Promise<v.InferOutput<T>> {
  const result = v.safeParse(schema, await jsonBody(c));
  if (!result.success) throw toValidationError(result.issues);
  return result.output;
}

/** A user as users-permissions answers one: flat, private fields left out; only `fields` when named. */
export const sanitizeUser = (row: Row, fields?: Set<string>) => {
  const { id, attributes } = toEntity(users(), row, fields);
  return { id, ...attributes };
};

const findUser = (db: D1Database, column: "email" | "confirmation_token" | "reset_password_token", value: string) =>
  selectOne(db, users(), sql(`${column} = ?`, [value]));

/** Usernames cannot hold "@", so an identifier with one is an email and one without is a username. */
const findByIdentifier = (db: D1Database, identifier: string) =>
  identifier.includes("@") ? findUser(db, "email", identifier) : selectOne(db, users(), sql("lower(username) = ?", [identifier]));

/** Another member whose email or username is `email` or `name` (case-insensitive), other than `exceptId`. */
const conflicting = (db: D1Database, names: string[], exceptId = 0) => {
  const list = names.map((n) => n.toLowerCase());
  const marks = list.map(() => "?").join(", ");
  return selectOne(db, users(), sql(`(email IN (${marks}) OR lower(username) IN (${marks})) AND id <> ?`, [...list, ...list, exceptId]));
};

async function session(env: ContentEnv, row: Row) {
  return { jwt: await issueJwt(env, row), user: sanitizeUser(row) };
}

const confirmationRequired = (env: ContentEnv) => env.AUTH_EMAIL_CONFIRMATION !== "false";


/** The confirmation mail of a member (`row`: the stored one, or the one a registration stores), with its link. */
const confirmationOf = (env: ContentEnv, row: Row, token: string) => newMail(confirmationMail(env, row, token));

/** A new confirmation link replaces the old one (only its digest is stored); the mail is in the same batch. */
async function sendConfirmation(env: ContentEnv, row: Row) {
  const token = randomToken();
  const mail = confirmationOf(env, row, token);
  await updateRow(env.DB, users(), Number(row.id), { confirmation_token: await tokenDigest(token) }, () => outboxed(env.DB, [mail]));
  await dispatchMail(env, [mail.id]);
}

/** A new password ends every session: the token version rises and an outstanding reset code dies. */
async function setPassword(db: D1Database, row: Row, password: string): Promise<Row> {
  const updated = await updateRow(db, users(), Number(row.id), {
    password: await hashPassword(password),
    reset_password_token: null,
    reset_password_expires_at: null,
    token_version: tokenVersion(row) + 1,
  });
  return updated ?? row;
}

async function currentMember(c: ContentContext) {
  const caller = await callerOf(c);
  if (caller.kind !== "member") throw unauthorized();
  return caller;
}

usersPermissionsRoutes.post("/auth/local", async (c) => {
  const input = await body(c, LoginBody);
  const identifier = input.identifier.trim().toLowerCase();
  await consume(c.env.DB, [RATE_RULES.signInPerIp, clientIp(c.req.raw)], [RATE_RULES.signInPerIdentifier, identifier]);
  const row = await findByIdentifier(c.env.DB, identifier);
  // Checked even without a member (against a dummy hash), so an unknown identifier takes as long as a wrong password.
  const valid = await verifyPassword(input.password, (row?.password as string | null | undefined) ?? null);
  if (!row || !valid) throw validationError("Invalid identifier or password");
  if (confirmationRequired(c.env) && row.confirmed !== 1) throw applicationError("Your account email is not confirmed");
  if (row.blocked === 1) throw applicationError("Your account has been blocked by an administrator");
  const current = needsRehash(row.password as string)
    ? ((await updateRow(c.env.DB, users(), Number(row.id), { password: await hashPassword(input.password) })) ?? row)
    : row;
  return c.json(await session(c.env, current));
});

usersPermissionsRoutes.post("/auth/local/register", async (c) => {
  const input = await body(c, RegisterBody);
  await consume(c.env.DB, [RATE_RULES.registerPerIp, clientIp(c.req.raw)], [RATE_RULES.registerPerEmail, input.email]);
  const check = await botCheckFor(c.env).verify(c.req.header(CAPTCHA_HEADER) ?? "", c.req.header("cf-connecting-ip"));
  if (!check.success) throw forbidden(`Bot check failed: send a reCAPTCHA token in the ${CAPTCHA_HEADER} header`);
  refuseCommonPassword(input.password);
  if (await conflicting(c.env.DB, [input.email, input.username])) throw applicationError(ALREADY_TAKEN);
  const { password: plain, terms_accepted: _accepted, ...rest } = input;
  // The confirmation token is born with the row: one write, and no moment without a way to confirm.
  const confirmation = confirmationRequired(c.env) ? randomToken() : null;
  const values = {
    ...toColumnValues(users(), rest),
    provider: "local",
    password: await hashPassword(plain),
    confirmed: confirmation ? 0 : 1,
    confirmation_token: confirmation ? await tokenDigest(confirmation) : null,
    terms_accepted_at: new Date().toISOString(),
  };
  // The member and their confirmation mail are stored in one batch.
  const mail = confirmation ? confirmationOf(c.env, values, confirmation) : null;
  const row = await insertRow(c.env.DB, users(), values, () => (mail ? outboxed(c.env.DB, [mail]) : []));
  if (!mail) return c.json(await session(c.env, row));
  await dispatchMail(c.env, [mail.id]);
  return c.json({ user: sanitizeUser(row) });
});

usersPermissionsRoutes.get("/auth/email-confirmation", async (c) => {
  const token = c.req.query("confirmation");
  const row = token ? await findUser(c.env.DB, "confirmation_token", await tokenDigest(token)) : null;
  if (!row) throw validationError(INVALID_TOKEN);
  await updateRow(c.env.DB, users(), Number(row.id), { confirmed: 1, confirmation_token: null });
  return c.redirect(sitePath(c.env, row.locale, "registerCompleted"), 302);
});

usersPermissionsRoutes.post("/auth/send-email-confirmation", async (c) => {
  const { email } = await body(c, EmailBody);
  await consume(c.env.DB, [RATE_RULES.confirmationPerIp, clientIp(c.req.raw)], [RATE_RULES.confirmationPerEmail, email]);
  // Confirmed, blocked and unknown addresses get the same answer (Strapi tells them apart): no account probing.
  await afterAnswer(c, "users-permissions mail", async () => {
    const row = await findUser(c.env.DB, "email", email);
    if (row && row.confirmed !== 1 && row.blocked !== 1) await sendConfirmation(c.env, row);
  });
  return c.json({ email, sent: true });
});

usersPermissionsRoutes.post("/auth/forgot-password", async (c) => {
  const { email } = await body(c, EmailBody);
  await consume(c.env.DB, [RATE_RULES.forgotPerIp, clientIp(c.req.raw)], [RATE_RULES.forgotPerEmail, email]);
  await afterAnswer(c, "users-permissions mail", async () => {
    const row = await findUser(c.env.DB, "email", email);
    if (!row || row.blocked === 1) return;
    const code = randomToken();
    const mail = newMail(resetPasswordMail(c.env, row, code));
    const reset = { reset_password_token: await tokenDigest(code), reset_password_expires_at: new Date(Date.now() + RESET_CODE_LIFETIME_MS).toISOString() };
    await updateRow(c.env.DB, users(), Number(row.id), reset, () => outboxed(c.env.DB, [mail]));
    await dispatchMail(c.env, [mail.id]);
  });
  return c.json({ ok: true });
});

usersPermissionsRoutes.post("/auth/reset-password", async (c) => {
  await consume(c.env.DB, [RATE_RULES.resetPerIp, clientIp(c.req.raw)]);
  const input = await body(c, ResetBody);
  requireMatchingPasswords(input);
  const row = await findUser(c.env.DB, "reset_password_token", await tokenDigest(input.code));
  const expires = Date.parse(String(row?.reset_password_expires_at ?? ""));
  if (!row || !(expires > Date.now())) throw validationError(INCORRECT_CODE);
  refuseCommonPassword(input.password);
  return c.json(await session(c.env, await setPassword(c.env.DB, row, input.password)));
});

/** Whether a reset code still sets a password: issued, unexpired and not used yet (the code itself unchanged). */
async function resetCodeUsable(db: D1Database, code: string): Promise<boolean> {
  const row = code ? await findUser(db, "reset_password_token", await tokenDigest(code)) : null;
  return Boolean(row) && Date.parse(String(row?.reset_password_expires_at ?? "")) > Date.now();
}

/**
 * `GET /api/reset-codes/check?code=` (API token only), the portal's own route, which Strapi 4 lacks: the reset
 * page asks it when it opens, so a used or expired link says so before anyone types a new password twice
 * (docs/decisions/036-reset-links-checked-on-open.md). It reads and changes nothing, and counts against the
 * visitor's reset limit like a reset.
 */
usersPermissionsRoutes.get("/reset-codes/check", async (c) => {
  if ((await callerOf(c)).kind !== "token") throw forbidden();
  await consume(c.env.DB, [RATE_RULES.resetPerIp, clientIp(c.req.raw)]);
  return c.json({ data: { usable: await resetCodeUsable(c.env.DB, c.req.query("code") ?? "") } });
});

usersPermissionsRoutes.post("/auth/change-password", async (c) => {
  const member = await currentMember(c);
  await consume(c.env.DB, [RATE_RULES.changePasswordPerMember, String(member.id)]);
  const input = await body(c, ChangeBody);
  if (!(await verifyPassword(input.currentPassword, member.user.password as string | null))) {
    throw validationError("The provided current password is invalid", [{ path: ["currentPassword"], message: "Invalid password" }]);
  }
  if (input.currentPassword === input.password) {
    throw validationError("Your new password must be different than your current password");
  }
  requireMatchingPasswords(input);
  refuseCommonPassword(input.password);
  return c.json(await session(c.env, await setPassword(c.env.DB, member.user, input.password)));
});

/** Our extension (Strapi 5 has the same path): ends every session of the member by raising the token version. */
usersPermissionsRoutes.post("/auth/logout", async (c) => {
  const member = await currentMember(c);
  await updateRow(c.env.DB, users(), member.id, { token_version: tokenVersion(member.user) + 1 });
  return c.json({ ok: true });
});

usersPermissionsRoutes.get("/users/me", async (c) => {
  const member = await currentMember(c);
  const owned = requestedOwned(parseQueryString(new URL(c.req.url).search).populate);
  return c.json({ ...sanitizeUser(member.user), ...(await ownedListings(c.env.DB, member.id, owned)) });
});

usersPermissionsRoutes.put("/users/me", async (c) => {
  const member = await currentMember(c);
  const input = await body(c, ProfileBody);
  if (input.username && (await conflicting(c.env.DB, [input.username], member.id))) {
    throw validationError("Username already taken", [{ path: ["username"], message: "Username already taken" }]);
  }
  const updated = await updateRow(c.env.DB, users(), member.id, toColumnValues(users(), input));
  return c.json(sanitizeUser(updated ?? member.user));
});

/** Strapi answers every user its find matches; here at most this many. */
const USERS_FIND_LIMIT = 100;

/**
 * `GET /api/users`, users-permissions' find: for the API token only (no role is granted it), a plain array of flat
 * users, with Strapi's `filters`, `sort` and `fields`. The filters reach the member's side of each listing's
 * `owners` and `team` (`filters[owned_venues][id][$eq]=7`: who runs venue 7), as the Strapi export declares it.
 * Users have no drafts, so Strapi applies no publication state to them nor to their relation filters: a draft
 * listing's owners are found too, whatever `publicationState` says.
 */
usersPermissionsRoutes.get("/users", async (c) => {
  const caller = await callerOf(c);
  if (caller.kind !== "token") throw forbidden();
  const raw = parseQueryString(new URL(c.req.url).search);
  const schema = users();
  const fields = readFields(schema, raw.fields);
  const where = and([accessScope(schema, caller, "read"), buildWhere(schema, raw.filters, relatedScope(caller, true))]);
  const page = { style: "offset", start: 0, limit: USERS_FIND_LIMIT, offset: 0, withCount: false } as const;
  const { rows } = await selectPage(c.env.DB, schema, where, buildOrderBy(schema, raw.sort), page, columnsFor(schema, fields, new Map()));
  return c.json(rows.map((row) => sanitizeUser(row, fields)));
});

usersPermissionsRoutes.get("/users/:id{[0-9]+}", async (c) => {
  const caller = await callerOf(c);
  const id = Number(c.req.param("id"));
  if (caller.kind !== "token" && !(caller.kind === "member" && caller.id === id)) throw forbidden();
  const row = await selectOne(c.env.DB, users(), byId(users(), id));
  if (!row) throw notFound();
  return c.json(sanitizeUser(row));
});
