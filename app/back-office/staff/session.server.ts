import { createWorkersKVSessionStorage } from "@react-router/cloudflare";
import { createCookie, redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { requestCookies } from "~/lib/http-cookies";
import { isLoopbackUrl } from "~/lib/runtime-config";
import { backOfficeStore } from "~/back-office/store/back-office-store.server";
import type { StaffAccount } from "~/back-office/store/staff-sign-in.server";
import { sessionsKv } from "~/session/sessions-kv";
import { type StaffMember, staffMember } from "./accounts.server";

/**
 * Staff sessions: in the SESSIONS KV namespace like members' (app/session/session.server.ts) but under their own
 * cookie, so a staff session is never a member session and the other way round. The session names the account
 * and its session version: raising the version in D1 ends every session of that account. A session is
 * `second-factor` between a right password and a right code of an enrolled account, and opens no page but the
 * code's; it also keeps the secret of an enrolment not yet confirmed.
 */
export const STAFF_COOKIE = "__staff";
/** A working day; the cookie itself ends with the browser. */
const STAFF_SESSION_SECONDS = 12 * 60 * 60;

export type SessionStage = "signed-in" | "second-factor";

interface StaffSessionData {
  staffId: number;
  version: number;
  stage: SessionStage;
  enrolmentSecret: string;
}

function storageFor(env: Env) {
  const cookie = createCookie(STAFF_COOKIE, {
    httpOnly: true,
    // Back-office pages are never reached from another site with the session: every link in is same-site.
    sameSite: "strict",
    path: "/",
    secure: !isLoopbackUrl(env.SITE_URL),
    secrets: [env.SESSION_SECRET],
  });
  return createWorkersKVSessionStorage<StaffSessionData>({ cookie, kv: sessionsKv(env, STAFF_SESSION_SECONDS) });
}

const hasStaffCookie = (request: Request) => STAFF_COOKIE in requestCookies(request);

/** Keyed by the request's router context, so the guard and the layout of one request look it up once. */
const resolved = new WeakMap<object, Promise<StaffMember | null>>();

/** The account this browser's staff session names, while the session holds, and its stage. */
async function sessionAccount(request: Request, env: Env): Promise<{ account: StaffAccount; stage: SessionStage } | null> {
  if (!hasStaffCookie(request)) return null;
  // A cookie whose signature does not match yields an empty session: signed out.
  const session = await storageFor(env).getSession(request.headers.get("cookie"));
  const staffId = session.get("staffId");
  const stage = session.get("stage");
  if (staffId === undefined || stage === undefined) return null;
  const account = await backOfficeStore(env).staffSignIn.byId(staffId);
  if (!account || account.blocked || account.sessionVersion !== session.get("version")) return null;
  return { account, stage };
}

async function resolve(request: Request, context: Readonly<RouterContextProvider>): Promise<StaffMember | null> {
  const found = await sessionAccount(request, context.get(appContext).env);
  return found?.stage === "signed-in" ? staffMember(found.account) : null;
}

/** The account waiting for its second-factor code in this browser, or null. */
export async function accountAwaitingCode(request: Request, context: Readonly<RouterContextProvider>): Promise<StaffAccount | null> {
  const found = await sessionAccount(request, context.get(appContext).env);
  return found?.stage === "second-factor" ? found.account : null;
}

/** The staff member signed in on this request, or null. */
export function staffOf(request: Request, context: Readonly<RouterContextProvider>): Promise<StaffMember | null> {
  let staff = resolved.get(context);
  if (!staff) {
    staff = resolve(request, context);
    resolved.set(context, staff);
  }
  return staff;
}

/**
 * Starts a session at `stage` for `account` with a fresh id (any earlier staff session of this browser is
 * destroyed, so a planted id is never carried into a signed-in session), then a 303 to `to`. Reaching
 * `signed-in` is the account's sign-in time.
 */
export async function startStaffSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
  account: StaffAccount,
  stage: SessionStage,
  to: string,
): Promise<Response> {
  const { env } = context.get(appContext);
  const storage = storageFor(env);
  if (stage === "signed-in") await backOfficeStore(env).staffSignIn.signedIn(account.id);
  if (hasStaffCookie(request)) {
    const old = await storage.getSession(request.headers.get("cookie"));
    if (old.id) await storage.destroySession(old);
  }
  const session = await storage.getSession();
  session.set("staffId", account.id);
  session.set("version", account.sessionVersion);
  session.set("stage", stage);
  const cookie = await storage.commitSession(session);
  resolved.set(context, Promise.resolve(stage === "signed-in" ? staffMember(account) : null));
  return redirect(to, { status: 303, headers: { "Set-Cookie": cookie } });
}

/** Ends this browser's staff session (KV entry and cookie) and answers a 303 to `to`. */
export async function endStaffSession(request: Request, context: Readonly<RouterContextProvider>, to: string): Promise<Response> {
  const storage = storageFor(context.get(appContext).env);
  const session = await storage.getSession(request.headers.get("cookie"));
  resolved.set(context, Promise.resolve(null));
  if (!session.id) return redirect(to, 303);
  return redirect(to, { status: 303, headers: { "Set-Cookie": await storage.destroySession(session) } });
}

/** The secret shown to this browser for an enrolment not yet confirmed: the same until confirmed, or a new one. */
export async function enrolmentSecret(request: Request, context: Readonly<RouterContextProvider>, fresh: () => string): Promise<string> {
  const storage = storageFor(context.get(appContext).env);
  const session = await storage.getSession(request.headers.get("cookie"));
  const kept = session.get("enrolmentSecret");
  if (kept) return kept;
  const secret = fresh();
  session.set("enrolmentSecret", secret);
  // The id stays the same, so the cookie the browser holds still names this session: only KV changes.
  await storage.commitSession(session);
  return secret;
}

/** Forgets the enrolment secret once it is confirmed. */
export async function forgetEnrolmentSecret(request: Request, context: Readonly<RouterContextProvider>): Promise<void> {
  const storage = storageFor(context.get(appContext).env);
  const session = await storage.getSession(request.headers.get("cookie"));
  session.unset("enrolmentSecret");
  await storage.commitSession(session);
}
