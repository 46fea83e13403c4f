import { data, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { localized } from "~/content/localized";
import { appContext } from "~/context";
import { LISTINGS } from "~/domain/listings";
import { localizePath } from "~/lib/locale";
import { tokenDigest } from "~/lib/password-hash";
import { pagePath } from "~/lib/paths";
import { invitationStanding, maskedEmail, type TeamRole } from "~/lib/team";
import { portalStore } from "~/portal-store/portal-store.server";
import type { TeamInvitation } from "~/portal-store/team-invitations.server";
import { readForm } from "~/server/form-body.server";
import { pageLocale, requireMember } from "~/session/guard.server";
import { runsListing } from "~/session/owned-listings.server";
import type { Member } from "~/session/session.server";

/**
 * The page an invitation link opens (docs/decisions/062). A visitor signs in (or registers) first and comes back;
 * the page then says what the invitation is and offers to accept it, or why it cannot be: used, withdrawn,
 * expired, sent to another address, or no invitation at all. Opening it changes nothing: accepting is a POST.
 */
type Context = Readonly<RouterContextProvider>;

export type JoinState =
  | { kind: "open"; token: string; inviter: string; role: TeamRole; name: string; email: string }
  | { kind: "accepted"; role: TeamRole; name: string }
  | { kind: "already"; name: string }
  | { kind: "wrongEmail"; email: string }
  | { kind: "used" | "revoked" | "unknown" }
  | { kind: "expired"; inviter: string }
  | { kind: "failed"; token: string; inviter: string; role: TeamRole; name: string; email: string };

const FIELDS_OF_NAME = (kind: TeamInvitation["kind"]) => [LISTINGS[kind].nameField, `${LISTINGS[kind].nameField}_en`];

async function listingName(request: Request, context: Context, invitation: TeamInvitation): Promise<string> {
  const def = LISTINGS[invitation.kind];
  const result = await contentClient(request, context, "server").findOne<{ data: { attributes: Record<string, unknown> } }>(def.api, invitation.listingId, {
    fields: FIELDS_OF_NAME(invitation.kind),
    publicationState: "preview",
  });
  return result.ok ? localized(result.data.data.attributes, def.nameField, pageLocale(request).locale) : "";
}

/** The invitation a token names, and where it stands for this member. */
async function stateOf(request: Request, context: Context, member: Member, token: unknown): Promise<{ state: JoinState; invitation: TeamInvitation | null }> {
  const found = typeof token === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await portalStore(context.get(appContext).env).teamInvitations.byDigest(await tokenDigest(token)) : null;
  if (!found || typeof token !== "string") return { state: { kind: "unknown" }, invitation: null };
  const standing = invitationStanding(found, new Date());
  if (standing === "expired") return { state: { kind: "expired", inviter: found.invitedByName }, invitation: found };
  if (standing !== "open") return { state: { kind: standing }, invitation: found };
  if (found.email.toLowerCase() !== member.user.email.toLowerCase()) return { state: { kind: "wrongEmail", email: maskedEmail(found.email) }, invitation: found };
  const name = await listingName(request, context, found);
  if (runsListing(member.owned, found.kind, found.listingId)) return { state: { kind: "already", name }, invitation: found };
  return { state: { kind: "open", token, inviter: found.invitedByName, role: found.role, name, email: member.user.email }, invitation: found };
}

export async function loadJoinPage(request: Request, context: Context) {
  const member = await requireMember(request, context);
  const { state } = await stateOf(request, context, member, new URL(request.url).searchParams.get("token"));
  return { state, profilePath: localizePath(pagePath("quotationProfile"), pageLocale(request).locale) };
}

/**
 * Accepts: the link is taken first (one use wins), then the member joins the listing's owners (leaving its team)
 * or its team, with the API token; a failed write gives the link back. Logged in the audit log.
 */
export async function acceptInvitation(request: Request, context: Context) {
  const member = await requireMember(request, context);
  const form = await readForm(request);
  const { state, invitation } = await stateOf(request, context, member, form.get("token"));
  if (state.kind !== "open" || !invitation) return data({ state }, { status: state.kind === "already" ? 200 : 400 });
  const store = portalStore(context.get(appContext).env);
  if (!(await store.teamInvitations.use(invitation.id, member.user.id, new Date()))) return data({ state: { kind: "used" } as JoinState }, { status: 400 });
  const def = LISTINGS[invitation.kind];
  const me = member.user.id;
  const change = invitation.role === "owner" ? { owners: { connect: [me] }, team: { disconnect: [me] } } : { team: { connect: [me] } };
  const result = await contentClient(request, context, "server").update(def.api, invitation.listingId, { data: change });
  if (!result.ok) {
    await store.teamInvitations.release(invitation.id);
    return data({ state: { ...state, kind: "failed" } as JoinState }, { status: 503 });
  }
  await store.teamInvitations.audit({
    memberId: me,
    memberEmail: member.user.email,
    action: "join-team",
    collection: def.plural,
    targetId: invitation.listingId,
    before: null,
    after: { [invitation.role === "owner" ? "owners" : "team"]: member.user.email, invited_by: invitation.invitedByName },
  });
  return data({ state: { kind: "accepted", role: invitation.role, name: state.name } as JoinState });
}
