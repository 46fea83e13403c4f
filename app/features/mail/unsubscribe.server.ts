import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { type OptionalMailKind, readUnsubscribeToken } from "~/lib/mail-preferences";
import { portalStore } from "~/portal-store/portal-store.server";
import { readForm } from "~/server/form-body.server";
import { pageSeo } from "~/server/page-seo.server";

export type UnsubscribeState =
  | { state: "invalid" }
  | { state: "ask"; email: string; kind: OptionalMailKind; token: string }
  | { state: "done"; email: string; kind: OptionalMailKind };

/** The token of the link (the one-click POST carries it in the URL too), or the form's. */
function tokenOf(request: Request, form?: FormData): string {
  return new URL(request.url).searchParams.get("token") ?? String(form?.get("token") ?? "");
}

/** GET: what the link will stop, and a button; nothing is written (mail scanners open links). */
export async function loadUnsubscribe(request: Request, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(appContext);
  const token = tokenOf(request);
  const claim = await readUnsubscribeToken(env.SESSION_SECRET, token);
  const seo = pageSeo(request, context, "unsubscribe");
  const answer: UnsubscribeState = claim ? { state: "ask", email: claim.email, kind: claim.kind, token } : { state: "invalid" };
  return data({ seo, ...answer }, claim ? undefined : { status: 400 });
}

/**
 * POST: the page's button or a mail app's RFC 8058 one-click (`List-Unsubscribe=One-Click`). Applies at once,
 * with no sign-in: the signed token is the proof. Doing it twice is still done.
 */
export async function applyUnsubscribe(request: Request, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(appContext);
  const form = await readForm(request);
  const claim = await readUnsubscribeToken(env.SESSION_SECRET, tokenOf(request, form));
  if (!claim) return data<UnsubscribeState>({ state: "invalid" }, { status: 400 });
  await portalStore(env).mailChoices.set(claim.email, claim.kind, false);
  return data<UnsubscribeState>({ state: "done", email: claim.email, kind: claim.kind });
}
