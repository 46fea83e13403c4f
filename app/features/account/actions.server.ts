import { documentUrl } from "~/lib/document-url";
import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { safeReturnPath } from "~/lib/same-site-path";
import { SNIFF_BYTES, sniffUploadType } from "~/lib/upload-types";
import type { ContentClient } from "~/content/client";
import { SERVER_CAPTCHA_MARKER } from "~/content/public-form.server";
import type { AuthResponse, User } from "~/model/types";
import { appContext } from "~/context";
import { botCheckMode, CAPTCHA_FIELD } from "~/lib/runtime-config";
import { authErrorKey, failureStatus, GENERIC, NOT_CONFIRMED } from "./auth-errors";
import { isBookmarkCollection } from "~/domain/bookmarks";
import { addBookmark } from "./bookmarks.server";
import { parseChangePassword, parseEmail, parseLogin, parseProfile, parseRegister, parseReset, usernameFor } from "./forms";
import { pageLocale } from "../../session/guard.server";
import { endSession, type Member, memberSaved, replaceSessionToken, startSession } from "../../session/session.server";
import { pagePath } from "~/lib/paths";
import { declaredLength, FORM_BODY_LIMIT, readForm, readFormWithFiles } from "~/server/form-body.server";
import { AVATAR_FILE, fileBytesCeiling, fileProblem } from "~/domain/file-rules";
import { AVATAR_PROBLEMS } from "./avatar-problems";
import type { TextKey } from "~/i18n/translator";
import { queueLog } from "~/features/activity/log.server";

/** What an account form answers when it cannot go on: the typed values (never a password), errors by field. */
export interface FormAnswer {
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  /** An i18n key shown above the form. */
  alert?: string;
  /** An i18n key of a success notice shown above the form. */
  notice?: string;
  /** The sign-in failed because the address is not confirmed: offer to send the mail again. */
  unconfirmed?: boolean;
}

const answer = (body: FormAnswer, status = 400) => data(body, { status });
const withoutPasswords = (values: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !/password/i.test(name)));

/** Sign-in: on success a new session (fresh id) and a 303 back to the page the member came from. */
export async function signIn(request: Request, context: Readonly<RouterContextProvider>): Promise<Response | ReturnType<typeof answer>> {
  const form = await readForm(request);
  if (form.get("intent") === "resend") return resendConfirmation(request, context, form);
  const parsed = parseLogin(form);
  const values = withoutPasswords(parsed.values);
  if (!parsed.ok) return answer({ values, errors: parsed.errors });
  const result = await contentClient(request, context, "anonymous").auth<AuthResponse>("local", {
    identifier: parsed.data.identifier,
    password: parsed.data.password,
  });
  if (!result.ok) {
    const alert = authErrorKey(result);
    return answer({ values, errors: {}, alert, unconfirmed: alert === NOT_CONFIRMED }, failureStatus(result));
  }
  const { to } = pageLocale(request);
  const target = safeReturnPath(parsed.data.redirectTo, to(pagePath("home")));
  await savePendingBookmark(contentClient(request, context, { token: result.data.jwt }), parsed.data.save);
  const session = await startSession(request, context, result.data.jwt, parsed.data.remember === "yes", target);
  queueLog(request, context, result.data.jwt, { action: "sign-in", path: documentUrl(request.url).pathname });
  return session;
}

/** The bookmark a visitor asked for before signing in (`save=trade-shows:12`), kept once they have. */
async function savePendingBookmark(client: ContentClient, save: string) {
  const [collection, id] = save.split(":");
  if (!isBookmarkCollection(collection) || !/^\d+$/.test(id ?? "")) return;
  try {
    await addBookmark(client, collection, Number(id));
  } catch (error) {
    // The sign-in itself succeeded; the member can press the button again.
    console.error("pending bookmark not saved", error);
  }
}

/** "Send the confirmation email again": the same answer whether or not the address has an account. */
export async function resendConfirmation(request: Request, context: Readonly<RouterContextProvider>, form: FormData) {
  const parsed = parseEmail(form);
  const values = { identifier: parsed.values.email, email: parsed.values.email };
  if (!parsed.ok) return answer({ values, errors: { email: parsed.errors.email ?? GENERIC }, unconfirmed: true });
  const result = await contentClient(request, context, "anonymous").auth("send-email-confirmation", { email: parsed.data.email });
  if (!result.ok && (result.status === 429 || result.status >= 500 || result.status === 0)) {
    return answer({ values, errors: {}, alert: authErrorKey(result), unconfirmed: true }, failureStatus(result));
  }
  return answer({ values, errors: {}, notice: "account.notices.resent" }, 200);
}

/**
 * The token registration hands to the content service, whose bot check verifies it: once, since Google accepts a
 * token only once. reCAPTCHA when configured, off only where BOT_CHECK=off, else closed.
 */
function captchaFor(env: Env, form: FormData): string | false {
  const mode = botCheckMode(env);
  if (mode === "unconfigured") return false;
  if (mode === "off") return SERVER_CAPTCHA_MARKER;
  const token = form.get(CAPTCHA_FIELD);
  return typeof token === "string" && token !== "" ? token : false;
}

export async function register(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readForm(request);
  const parsed = parseRegister(form);
  const values = withoutPasswords(parsed.values);
  if (!parsed.ok) return answer({ values, errors: parsed.errors });
  const { env } = context.get(appContext);
  const client = contentClient(request, context, "anonymous");
  const captcha = captchaFor(env, form);
  if (!captcha) return answer({ values, errors: {}, alert: "account.errors.botCheck" });
  const { locale, to } = pageLocale(request);
  const { accept: _accept, company_name, ...fields } = parsed.data;
  const result = await client.auth<Partial<AuthResponse>>(
    "local/register",
    // The form refuses to go on without the box ticked, so the member has accepted the terms and the privacy policy.
    { ...fields, company_name: company_name || null, username: usernameFor(fields.email), locale, terms_accepted: true },
    { captcha },
  );
  if (!result.ok) return answer({ values, errors: {}, alert: authErrorKey(result) }, failureStatus(result));
  // A service without email confirmation signs the member in straight away.
  if (result.data.jwt) return startSession(request, context, result.data.jwt, false, to(pagePath("registerCompleted")));
  return redirect(to(pagePath("registerVerified")), 303);
}

/**
 * The link in the confirmation mail. The content service confirms the token and answers with a redirect (302);
 * the member lands on /register-completed. A dead token is shown as such, with the resend form.
 */
export async function confirmEmail(request: Request, context: Readonly<RouterContextProvider>): Promise<{ alert: string } | Response> {
  const { to } = pageLocale(request);
  const token = new URL(request.url).searchParams.get("confirmation");
  // A link cut short (a mail client that broke it, a copy that lost its end) confirms nothing.
  if (!token?.trim()) return { alert: "account.errors.confirmationMissing" };
  const result = await contentClient(request, context, "anonymous").query("api/auth/email-confirmation", { confirmation: token });
  if (result.status >= 300 && result.status < 400) return redirect(to(pagePath("registerCompleted")), 303);
  const key = result.ok ? GENERIC : authErrorKey(result);
  return { alert: key === GENERIC && result.status === 400 ? "account.errors.confirmationInvalid" : key };
}

/** Forgot password: the same answer whether or not the address has an account. */
export async function forgotPassword(request: Request, context: Readonly<RouterContextProvider>) {
  const parsed = parseEmail(await readForm(request));
  if (!parsed.ok) return answer({ values: parsed.values, errors: parsed.errors });
  const result = await contentClient(request, context, "anonymous").auth("forgot-password", { email: parsed.data.email });
  if (!result.ok && (result.status === 429 || result.status >= 500 || result.status === 0)) {
    return answer({ values: parsed.values, errors: {}, alert: authErrorKey(result) }, failureStatus(result));
  }
  return redirect(pageLocale(request).to(pagePath("forgotPasswordCompleted")), 303);
}

/** Reset with the mailed code; the member then signs in with the new password (no automatic sign-in). */
export async function resetPassword(request: Request, context: Readonly<RouterContextProvider>) {
  const parsed = parseReset(await readForm(request));
  const values = withoutPasswords(parsed.values);
  if (!parsed.ok) return answer({ values, errors: parsed.errors });
  const result = await contentClient(request, context, "anonymous").auth("reset-password", parsed.data);
  if (!result.ok) return answer({ values, errors: {}, alert: authErrorKey(result) }, failureStatus(result));
  // Any session this browser had belongs to the old password: end it too.
  return endSession(request, context, pageLocale(request).to(pagePath("resetPasswordCompleted")));
}

export async function changePassword(request: Request, context: Readonly<RouterContextProvider>, member: Member) {
  const parsed = parseChangePassword(await readForm(request));
  if (!parsed.ok) return answer({ values: {}, errors: parsed.errors });
  const result = await contentClient(request, context, member).auth<AuthResponse>("change-password", parsed.data);
  if (!result.ok) {
    const alert = authErrorKey(result);
    if (alert === "account.errors.currentPasswordWrong") return answer({ values: {}, errors: { currentPassword: alert } }, failureStatus(result));
    return answer({ values: {}, errors: {}, alert }, failureStatus(result));
  }
  // The service hands out a new JWT (the old ones die with the password): this session keeps going with it.
  const cookie = await replaceSessionToken(request, context, result.data.jwt);
  return data<FormAnswer>({ values: {}, errors: {}, notice: "account.notices.passwordChanged" }, { headers: { "Set-Cookie": cookie } });
}

export async function updateProfile(request: Request, context: Readonly<RouterContextProvider>, member: Member) {
  const parsed = parseProfile(await readForm(request));
  if (!parsed.ok) return answer({ values: parsed.values, errors: parsed.errors });
  const { company_name, ...fields } = parsed.data;
  const result = await contentClient(request, context, member).update<User>("api/users", "me", { ...fields, company_name: company_name || null });
  if (!result.ok) return answer({ values: parsed.values, errors: {}, alert: authErrorKey(result) }, failureStatus(result));
  memberSaved(context, result.data);
  return data<FormAnswer>({ values: parsed.values, errors: {}, notice: "account.notices.profileSaved" });
}

/**
 * Sign-out: asks the content service to revoke the member's JWTs (a 404/405 from a service without that
 * endpoint is tolerated), then ends the session here whatever it answered.
 */
export async function signOut(request: Request, context: Readonly<RouterContextProvider>, member: Member | null) {
  if (member) {
    const result = await contentClient(request, context, member).auth("logout", {});
    if (!result.ok && result.status !== 404 && result.status !== 405 && result.status !== 401) {
      console.error("sign-out: the content service did not revoke the token", result.status, result.error.message);
    }
  }
  return endSession(request, context, pageLocale(request).to(pagePath("home")));
}

export async function updateAvatar(request: Request, context: Readonly<RouterContextProvider>, member: Member) {
  const fail = (alert: TextKey, status = 400) => answer({ values: {}, errors: { avatar: alert } }, status);
  // A photo larger than the limit is refused by its declared length, before a byte of it is read.
  const ceiling = FORM_BODY_LIMIT + fileBytesCeiling(AVATAR_FILE);
  if (declaredLength(request) > ceiling) return fail(AVATAR_PROBLEMS.size, 413);
  const form = await readFormWithFiles(request, fileBytesCeiling(AVATAR_FILE));
  const sent = form.get("avatar");
  const file = sent instanceof File && sent.size > 0 ? sent : null;
  // The declared type proves nothing: the bytes decide, as the upload service decides.
  const mime = file ? (sniffUploadType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))?.mime ?? "") : "";
  const problem = fileProblem(file ? [{ size: file.size, type: mime }] : [], AVATAR_FILE);
  if (problem || !file) return fail(AVATAR_PROBLEMS[problem ?? "missing"]);
  const client = contentClient(request, context, member);
  const typed = new File([file], file.name || "avatar", { type: mime });
  const uploaded = await client.upload([typed]);
  if (!uploaded.ok || !uploaded.data[0]) return answer({ values: {}, errors: {}, alert: uploaded.ok ? GENERIC : authErrorKey(uploaded) }, uploaded.ok ? 503 : failureStatus(uploaded));
  const { id, url } = uploaded.data[0];
  const saved = await client.update<User>("api/users", "me", { avatar: { id, url, mime } });
  if (!saved.ok) return answer({ values: {}, errors: {}, alert: authErrorKey(saved) }, failureStatus(saved));
  memberSaved(context, saved.data);
  return data<FormAnswer>({ values: {}, errors: {}, notice: "account.notices.avatarSaved" });
}
