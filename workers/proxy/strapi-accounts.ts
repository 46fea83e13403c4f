import * as v from "valibot";
import { clientIp } from "../../app/lib/client-ip";
import { randomToken } from "../../app/lib/password-hash";
import { EmailBody, INCORRECT_CODE, INVALID_TOKEN, refuseCommonPassword, requireMatchingPasswords, RESET_CODE_LIFETIME_MS, ResetBody } from "../content/auth/account-input";
import { isApiTokenRequest } from "../content/auth/caller";
import { consume, RATE_RULES } from "../content/auth/rate-limit";
import { requestJson } from "../content/context";
import { ApiError, errorBody, errorResponse, forbidden, validationError } from "../content/errors";
import { toValidationError } from "../content/validation";
import { confirmationMail, resetPasswordMail } from "../mail/account-mails";
import { batchWithMail, newMail } from "../mail/mail-producer";
import { sitePath } from "../mail/site-links";
import { codeHolder, dropCodes, issueCode } from "./member-codes";
import { SourceUnavailable } from "./source";
import { type StrapiUser, strapiUsers } from "./strapi-users";

/**
 * Behind a remote Strapi the portal sends the members' own mails, as the embedded service does: the confirmation
 * and reset mails in the member's language, from the portal's sender, with links to the portal's pages in that
 * language (docs/decisions/069). Strapi 4 has one template and one redirect per install, in one language; the
 * Strapi export silences its own member mails. So the portal answers these users-permissions routes itself,
 * in Strapi's words, and keeps the mailed codes (member_codes): registration goes to Strapi and the portal mails
 * the link; confirming sets `confirmed` with the API token; a reset hands Strapi's own reset a code made for
 * that one call.
 */

/** Passes a request on to Strapi (the proxy's forward, with its time-out). */
export type Forward = (request: Request) => Promise<Response>;
type Route = (env: Env, ctx: ExecutionContext, request: Request, forward: Forward) => Promise<Response>;

const users = (env: Env) => strapiUsers(env.CONTENT_API_URL, env.CONTENT_API_TOKEN);

async function input<T extends v.GenericSchema>(request: Request, schema: T): Promise<v.InferOutput<T>> {
  const result = v.safeParse(schema, await requestJson(request));
  if (!result.success) throw toValidationError(result.issues);
  return result.output;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Mail work after the answer, so its timing never tells whether an address has an account; failures are logged. */
function afterAnswer(ctx: ExecutionContext, work: () => Promise<void>): void {
  ctx.waitUntil(work().catch((error: unknown) => console.error("members' mail behind Strapi", error)));
}

/** A new confirmation link for the member (their older one dies), stored with its mail in one batch. */
async function mailConfirmation(env: Env, user: StrapiUser): Promise<void> {
  const code = randomToken();
  await batchWithMail(env, await issueCode(env.DB, "confirmation", user.id, code, null), [newMail(confirmationMail(env, { ...user }, code))]);
}

/**
 * Strapi registers the member; with email confirmation on it answers without a JWT, and the portal mails the
 * link before answering. If that fails the member is registered all the same and asks for the mail again.
 */
const register: Route = async (env, _ctx, request, forward) => {
  const answer = await forward(request);
  if (!answer.ok) return answer;
  const text = await answer.text();
  const body = parsed(text) as { jwt?: unknown; user?: StrapiUser } | null;
  if (body && !body.jwt && body.user && typeof body.user.id === "number") {
    await mailConfirmation(env, body.user).catch((error: unknown) => console.error("confirmation mail behind Strapi", error));
  }
  return new Response(text, { status: answer.status, headers: answer.headers });
};

/** Confirmed, blocked and unknown addresses get the same answer, as on the embedded service. */
const sendConfirmation: Route = async (env, ctx, request) => {
  const { email } = await input(request, EmailBody);
  await consume(env.DB, [RATE_RULES.confirmationPerIp, clientIp(request)], [RATE_RULES.confirmationPerEmail, email]);
  afterAnswer(ctx, async () => {
    const user = await users(env).byEmail(email);
    if (user && user.confirmed !== true && user.blocked !== true) await mailConfirmation(env, user);
  });
  return Response.json({ email, sent: true });
};

/** The link of the mail: the member is confirmed on Strapi, and sent to the completed page in their language. */
const confirmEmail: Route = async (env, _ctx, request) => {
  const id = await codeHolder(env.DB, "confirmation", new URL(request.url).searchParams.get("confirmation") ?? "");
  if (id === null) throw validationError(INVALID_TOKEN);
  const user = await users(env).update(id, { confirmed: true });
  await dropCodes(env.DB, "confirmation", id);
  if (!user) throw validationError(INVALID_TOKEN);
  return new Response(null, { status: 302, headers: { location: sitePath(env, user.locale, "registerCompleted") } });
};

const forgotPassword: Route = async (env, ctx, request) => {
  const { email } = await input(request, EmailBody);
  await consume(env.DB, [RATE_RULES.forgotPerIp, clientIp(request)], [RATE_RULES.forgotPerEmail, email]);
  afterAnswer(ctx, async () => {
    const user = await users(env).byEmail(email);
    if (!user || user.blocked === true) return;
    const code = randomToken();
    const expires = new Date(Date.now() + RESET_CODE_LIFETIME_MS);
    await batchWithMail(env, await issueCode(env.DB, "reset", user.id, code, expires), [newMail(resetPasswordMail(env, { ...user }, code))]);
  });
  return Response.json({ ok: true });
};

/**
 * The mailed code is checked here (issued, unused, within its hour); Strapi then sets the password through its own
 * reset, with a code the portal gives it for this call alone, and its answer (`{jwt, user}`) is the answer.
 */
const resetPassword: Route = async (env, _ctx, request) => {
  await consume(env.DB, [RATE_RULES.resetPerIp, clientIp(request)]);
  const { code, password, passwordConfirmation } = await input(request, ResetBody);
  requireMatchingPasswords({ password, passwordConfirmation });
  const id = await codeHolder(env.DB, "reset", code);
  if (id === null) throw validationError(INCORRECT_CODE);
  refuseCommonPassword(password);
  const handover = randomToken();
  if (!(await users(env).update(id, { resetPasswordToken: handover }))) {
    await dropCodes(env.DB, "reset", id);
    throw validationError(INCORRECT_CODE);
  }
  const answer = await users(env).resetPassword({ code: handover, password, passwordConfirmation });
  if (answer.ok) await dropCodes(env.DB, "reset", id);
  return answer;
};

/** docs/decisions/036's check, which Strapi lacks: answered from the codes the portal keeps. */
const checkResetCode: Route = async (env, _ctx, request) => {
  if (!isApiTokenRequest(env, request)) throw forbidden();
  await consume(env.DB, [RATE_RULES.resetPerIp, clientIp(request)]);
  const usable = (await codeHolder(env.DB, "reset", new URL(request.url).searchParams.get("code") ?? "")) !== null;
  return Response.json({ data: { usable } });
};

const ROUTES: Record<string, Route> = {
  "POST /api/auth/local/register": register,
  "POST /api/auth/send-email-confirmation": sendConfirmation,
  "GET /api/auth/email-confirmation": confirmEmail,
  "POST /api/auth/forgot-password": forgotPassword,
  "POST /api/auth/reset-password": resetPassword,
  "GET /api/reset-codes/check": checkResetCode,
};

/** The route of a request the portal answers itself behind a remote Strapi, if it is one. */
export const accountRoute = (method: string, url: URL): Route | undefined => ROUTES[`${method} ${url.pathname.replace(/\/+$/, "")}`];

/** The route's answer; its refusals in Strapi's error shape, and Strapi down as the proxy's 503. */
export async function answerAccountRoute(route: Route, env: Env, ctx: ExecutionContext, request: Request, forward: Forward): Promise<Response> {
  try {
    return await route(env, ctx, request, forward);
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error);
    if (!(error instanceof SourceUnavailable)) throw error;
    console.error("members' mail routes behind Strapi", error);
    return Response.json(errorBody(503, "ServiceUnavailableError", "Content service unavailable"), { status: 503, headers: { "retry-after": "30" } });
  }
}
