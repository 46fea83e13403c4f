import { createWorkersKVSessionStorage } from "@react-router/cloudflare";
import { createCookie, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { User } from "~/model/types";
import { appContext } from "~/context";
import { isLoopbackUrl } from "~/lib/runtime-config";
import { requestCookies } from "~/lib/http-cookies";
import { OWNED_POPULATE, type OwnedRows } from "./owned-listings.server";
import { sessionsKv } from "./sessions-kv";

/**
 * Member sessions: the session lives in the SESSIONS KV namespace, the browser holds only a signed, HttpOnly
 * cookie with its id. The content service's JWT stays in KV; loaders and actions send it as the bearer token.
 */
export const SESSION_COOKIE = "__session";
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;
/** A browser session (no "remember me") still ends on the server after a day without use. */
const BROWSER_SESSION_SECONDS = 24 * 60 * 60;
/** A remembered session is extended at most once an hour, so reading a page rarely writes to KV. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;

interface SessionData {
  jwt: string;
  remember: boolean;
  renewedAt: number;
}

export interface Member {
  token: string;
  user: User;
  /** The listings the member runs, as users/me answered them (app/session/owned-listings.server.ts). */
  owned: OwnedRows;
}


function storageFor(env: Env) {
  const cookie = createCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: !isLoopbackUrl(env.SITE_URL),
    secrets: [env.SESSION_SECRET],
  });
  return createWorkersKVSessionStorage<SessionData>({ cookie, kv: sessionsKv(env, BROWSER_SESSION_SECONDS) });
}

const hasSessionCookie = (request: Request) => SESSION_COOKIE in requestCookies(request);

const commitOptions = (remember: boolean) => (remember ? { maxAge: REMEMBER_SECONDS } : {});

interface Resolved {
  member: Member | null;
  /** Set-Cookie to send when the session was extended or found dead. */
  setCookie: string | null;
}
/** Keyed by the request's router context: every loader of one request shares it, and so does the Worker entry. */
const resolved = new WeakMap<object, Promise<Resolved>>();

async function resolve(request: Request, context: Readonly<RouterContextProvider>): Promise<Resolved> {
  if (!hasSessionCookie(request)) return { member: null, setCookie: null };
  const storage = storageFor(context.get(appContext).env);
  // A cookie whose signature does not match yields an empty session: the visitor is simply signed out.
  const session = await storage.getSession(request.headers.get("cookie"));
  const jwt = session.get("jwt");
  if (!jwt) return { member: null, setCookie: null };
  // The member and the listings they run in one read, so the site team's approval counts on the next page.
  const me = await contentClient(request, context, { token: jwt }).query<User & OwnedRows>("api/users/me", { populate: OWNED_POPULATE });
  if (!me.ok) {
    // The JWT was revoked (sign-out elsewhere, password change) or expired: end this session too.
    if (me.status === 401 || me.status === 403) return { member: null, setCookie: await storage.destroySession(session) };
    return { member: null, setCookie: null };
  }
  let setCookie: string | null = null;
  const remember = session.get("remember") === true;
  if (remember && Date.now() - (session.get("renewedAt") ?? 0) > SLIDE_EVERY_MS) {
    session.set("renewedAt", Date.now());
    setCookie = await storage.commitSession(session, commitOptions(true));
  }
  return { member: { token: jwt, user: me.data, owned: me.data }, setCookie };
}

/** The signed-in member of this request, or null; looked up once per request. */
export function memberOf(request: Request, context: Readonly<RouterContextProvider>): Promise<Member | null> {
  return sessionState(request, context).then((state) => state.member);
}

function sessionState(request: Request, context: Readonly<RouterContextProvider>): Promise<Resolved> {
  let state = resolved.get(context);
  if (!state) {
    state = resolve(request, context);
    resolved.set(context, state);
  }
  return state;
}

/**
 * For the Worker entry after rendering: the Set-Cookie that slides a remembered session (or clears a dead one),
 * when a loader looked the member up during this request.
 */
export async function pendingSessionCookie(context: Readonly<RouterContextProvider>): Promise<string | null> {
  const state = resolved.get(context);
  return state ? (await state).setCookie : null;
}

/**
 * After an action saved the member's own record: the rest of this request (the page a post without scripts gets
 * back, its header) shows the saved record, not the one read before the save.
 */
export function memberSaved(context: Readonly<RouterContextProvider>, user: User): void {
  const state = resolved.get(context);
  if (state) resolved.set(context, state.then((s) => (s.member ? { ...s, member: { ...s.member, user: { ...s.member.user, ...user } } } : s)));
}

/** After this request started or ended a session, the lookup made earlier in it (and its sliding cookie) no longer holds. */
const settle = (context: Readonly<RouterContextProvider>) => resolved.set(context, Promise.resolve({ member: null, setCookie: null }));

/**
 * Starts a new session for a member who just signed in: a fresh id (any earlier session of this browser is
 * destroyed, so a planted id cannot be carried into a signed-in session), then a 303 to `to`.
 */
export async function startSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
  jwt: string,
  remember: boolean,
  to: string,
): Promise<Response> {
  const storage = storageFor(context.get(appContext).env);
  const headers = new Headers();
  if (hasSessionCookie(request)) {
    const old = await storage.getSession(request.headers.get("cookie"));
    if (old.id) await storage.destroySession(old);
  }
  const session = await storage.getSession();
  session.set("jwt", jwt);
  session.set("remember", remember);
  session.set("renewedAt", Date.now());
  headers.append("Set-Cookie", await storage.commitSession(session, commitOptions(remember)));
  settle(context);
  return redirect(to, { status: 303, headers });
}

/** Ends this browser's session (KV entry and cookie) and answers a 303 to `to`. */
export async function endSession(request: Request, context: Readonly<RouterContextProvider>, to: string): Promise<Response> {
  const storage = storageFor(context.get(appContext).env);
  const session = await storage.getSession(request.headers.get("cookie"));
  // No session (or a cookie that failed its signature): nothing to end on the server.
  if (!session.id) return redirect(to, 303);
  const cleared = await storage.destroySession(session);
  settle(context);
  return redirect(to, { status: 303, headers: { "Set-Cookie": cleared } });
}

/** Replaces the JWT of the current session (the content service issues a new one on a password change). */
export async function replaceSessionToken(request: Request, context: Readonly<RouterContextProvider>, jwt: string): Promise<string> {
  const storage = storageFor(context.get(appContext).env);
  const session = await storage.getSession(request.headers.get("cookie"));
  session.set("jwt", jwt);
  session.set("renewedAt", Date.now());
  return storage.commitSession(session, commitOptions(session.get("remember") === true));
}
