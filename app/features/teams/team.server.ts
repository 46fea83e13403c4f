import { data, redirect, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { listingTeam } from "~/content/listing-people.server";
import { appContext } from "~/context";
import { LISTING_KINDS, LISTINGS, type ListingKind } from "~/domain/listings";
import type { Locale } from "~/domain/locales";
import { serverT } from "~/i18n/server";
import type { TextKey } from "~/i18n/translator";
import { formatBangkokTime, formatLongDate } from "~/lib/dates";
import { localizePath } from "~/lib/locale";
import { randomToken, tokenDigest } from "~/lib/password-hash";
import { pagePath } from "~/lib/paths";
import { INVITATION_HOURS, INVITATIONS_PER_DAY, invitationExpiry, listingRef, parseListingRef, type RemovalRefusal, removalRefusal, type TeamRole } from "~/lib/team";
import { teamJoinPath } from "~/lib/team-paths";
import { portalStore } from "~/portal-store/portal-store.server";
import { readForm } from "~/server/form-body.server";
import { pageLocale, requireMember } from "~/session/guard.server";
import { answeredListingsOf, type OwnedListing } from "~/session/owned-listings.server";
import type { Member } from "~/session/session.server";
import { INVITE_LIMITS, type InviteField, parseInviteForm } from "./invite-form";

/**
 * A company's team page (docs/decisions/062): for each listing the member runs, its owners and team members with
 * a way to remove them, the invitations not yet accepted with a way to withdraw them, and the invitation form;
 * for each listing whose team the member is on, who runs it and a way to leave.
 */
type Context = Readonly<RouterContextProvider>;

export interface TeamPerson {
  id: number;
  email: string;
  role: TeamRole;
  you: boolean;
  /** The member may take them off the team (or leave it, for themselves). */
  removable: boolean;
}

export interface TeamListing {
  kind: ListingKind;
  id: number;
  ref: string;
  name: string;
  /** The member's own role: owners manage the team, team members may only leave it. */
  role: TeamRole;
  people: TeamPerson[];
  invitations: { id: number; email: string; role: TeamRole; until: string }[];
}

export type TeamAnswer =
  | { ok: true; notice: TextKey; email: string }
  | { ok: false; alert: TextKey; alertValues?: Record<string, string>; values?: Record<InviteField, string>; errors?: Partial<Record<InviteField, TextKey>> };

const memberName = (member: Member) => [member.user.first_name, member.user.last_name].filter(Boolean).join(" ") || member.user.username;

/** "7 ธันวาคม 2569 14:30": a link's end in the page's language, Bangkok time. */
const untilText = (at: string, locale: Locale) => `${formatLongDate(at, locale)} ${formatBangkokTime(at)}`;

const answered = (member: Member, locale: Locale): OwnedListing[] => {
  const listings = answeredListingsOf(member.owned, locale);
  return LISTING_KINDS.flatMap((kind) => listings[kind]);
};

/** Why the member may not take this person off the team: owners remove anyone but the last owner, a team member only themselves. */
const refusalOf = (member: Member, listing: OwnedListing, people: { id: number; role: TeamRole }[], personId: number): RemovalRefusal | null =>
  listing.role === "owner" || personId === member.user.id ? removalRefusal(people, personId) : "notOnTeam";

export async function loadTeamPage(request: Request, context: Context) {
  const member = await requireMember(request, context, "company");
  const { locale } = pageLocale(request);
  const store = portalStore(context.get(appContext).env);
  const listings = answered(member, locale);
  const now = new Date();
  const teams: TeamListing[] = await Promise.all(
    listings.map(async (listing) => {
      const [people, invitations] = await Promise.all([
        listingTeam(request, context, listing),
        listing.role === "owner" ? store.teamInvitations.open(listing.kind, [listing.id], now) : Promise.resolve([]),
      ]);
      return {
        kind: listing.kind,
        id: listing.id,
        ref: listingRef(listing.kind, listing.id),
        name: listing.name,
        role: listing.role,
        people: people.map((person) => ({
          id: person.id,
          email: person.email,
          role: person.role,
          you: person.id === member.user.id,
          removable: refusalOf(member, listing, people, person.id) === null,
        })),
        invitations: invitations.map((invitation) => ({ id: invitation.id, email: invitation.email, role: invitation.role, until: untilText(invitation.expiresAt, locale) })),
      };
    }),
  );
  return { teams, limits: INVITE_LIMITS };
}

/** The invitation form, a removal or a withdrawal, told apart by `intent`. */
export async function changeTeam(request: Request, context: Context) {
  const member = await requireMember(request, context, "company");
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "invite") return invite(request, context, member, form);
  if (intent !== "remove" && intent !== "revoke") return data<TeamAnswer>({ ok: false, alert: "info.form.rejected" }, { status: 400 });
  const listing = ownListing(request, member, form.get("listing"), intent === "remove" ? "any" : "owner");
  if (!listing) return data<TeamAnswer>({ ok: false, alert: "listings.team.errors.listing" }, { status: 404 });
  if (intent === "remove") return remove(request, context, member, listing, Number(form.get("member")));
  return revoke(context, member, listing, Number(form.get("invitation")));
}

/** The listing a form names, if the member answers for it (and runs it, where `need` says so). */
function ownListing(request: Request, member: Member, value: FormDataEntryValue | null, need: "owner" | "any"): OwnedListing | null {
  const ref = parseListingRef(value);
  if (!ref) return null;
  const listing = answered(member, pageLocale(request).locale).find((l) => l.kind === ref.kind && l.id === ref.id);
  return listing && (need === "any" || listing.role === "owner") ? listing : null;
}

async function invite(request: Request, context: Context, member: Member, form: FormData) {
  const parsed = parseInviteForm(form);
  if (!parsed.ok) return data<TeamAnswer>({ ok: false, alert: "listings.errors.alert", values: parsed.values, errors: parsed.errors }, { status: 400 });
  const listing = ownListing(request, member, parsed.data.listing, "owner");
  if (!listing) return data<TeamAnswer>({ ok: false, alert: "listings.errors.alert", values: parsed.values, errors: { listing: "listings.team.errors.listing" } }, { status: 400 });
  const { env } = context.get(appContext);
  const store = portalStore(env);
  const { email, role } = parsed.data;
  const people = await listingTeam(request, context, listing);
  if (people.some((person) => person.email.toLowerCase() === email)) {
    return data<TeamAnswer>({ ok: false, alert: "listings.errors.alert", values: parsed.values, errors: { email: "listings.team.errors.already" } }, { status: 400 });
  }
  const now = new Date();
  if ((await store.teamInvitations.sentSince(listing.kind, listing.id, new Date(now.getTime() - 86_400_000))) >= INVITATIONS_PER_DAY) {
    return data<TeamAnswer>({ ok: false, alert: "listings.team.errors.limit", alertValues: { limit: String(INVITATIONS_PER_DAY) }, values: parsed.values }, { status: 429 });
  }
  const { locale } = pageLocale(request);
  const token = randomToken();
  const inviter = memberName(member);
  const mail = { id: crypto.randomUUID(), message: invitationMail(locale, { to: email, role, inviter, name: listing.name, link: `${env.SITE_URL.replace(/\/+$/, "")}${localizePath(teamJoinPath(token), locale)}` }) };
  await store.teamInvitations.create(
    {
      tokenDigest: await tokenDigest(token),
      kind: listing.kind,
      listingId: listing.id,
      email,
      role,
      invitedBy: member.user.id,
      invitedByName: inviter,
      expiresAt: invitationExpiry(now),
      mail,
      audit: { memberId: member.user.id, memberEmail: member.user.email, action: "invite-to-team", collection: LISTINGS[listing.kind].plural },
    },
    now,
  );
  await store.outbox.queue(env.MAIL_QUEUE, [mail.id]);
  return data<TeamAnswer>({ ok: true, notice: "listings.team.done.invited", email });
}

/** The invitation mail, in the inviter's page language: who invites, to what, the link and how long it works. */
function invitationMail(locale: Locale, facts: { to: string; role: TeamRole; inviter: string; name: string; link: string }) {
  const t = serverT(locale);
  const words = { inviter: facts.inviter, name: facts.name };
  const lines = [
    t(facts.role === "owner" ? "listings.team.mail.owner" : "listings.team.mail.team", words),
    "",
    t("listings.team.mail.accept", { hours: String(INVITATION_HOURS), email: facts.to }),
    facts.link,
    "",
    t("listings.team.mail.ignore"),
    "",
    t("listings.team.mail.signature"),
  ];
  return { to: facts.to, subject: t("listings.team.mail.subject", words), text: lines.join("\n"), kind: "team-invitation" };
}

/**
 * Takes a person off the listing's team, as `refusalOf` allows.
 * The write goes to the listing's private relation with the API token; the change is in the audit log.
 */
async function remove(request: Request, context: Context, member: Member, listing: OwnedListing, personId: number) {
  const store = portalStore(context.get(appContext).env);
  const people = await listingTeam(request, context, listing);
  const refusal = refusalOf(member, listing, people, personId);
  if (refusal) return data<TeamAnswer>({ ok: false, alert: `listings.team.errors.${refusal}` }, { status: 400 });
  const person = people.find((p) => p.id === personId)!;
  const def = LISTINGS[listing.kind];
  const relation = person.role === "owner" ? "owners" : "team";
  const result = await contentClient(request, context, "server").update(def.api, listing.id, { data: { [relation]: { disconnect: [personId] } } });
  if (!result.ok) return data<TeamAnswer>({ ok: false, alert: "listings.team.errors.failed" }, { status: 503 });
  await store.teamInvitations.audit({
    memberId: member.user.id,
    memberEmail: member.user.email,
    action: "remove-from-team",
    collection: def.plural,
    targetId: listing.id,
    before: { [relation]: person.email },
    after: null,
  });
  if (personId === member.user.id) throw redirect(localizePath(pagePath("quotationProfile"), pageLocale(request).locale), 303);
  return data<TeamAnswer>({ ok: true, notice: "listings.team.done.removed", email: person.email });
}

async function revoke(context: Context, member: Member, listing: OwnedListing, invitationId: number) {
  const store = portalStore(context.get(appContext).env);
  const audit = { memberId: member.user.id, memberEmail: member.user.email, action: "withdraw-team-invitation", collection: LISTINGS[listing.kind].plural };
  const revoked = Number.isSafeInteger(invitationId) && (await store.teamInvitations.revoke(invitationId, listing.kind, [listing.id], audit, new Date()));
  if (!revoked) return data<TeamAnswer>({ ok: false, alert: "listings.team.errors.notOpen" }, { status: 400 });
  return data<TeamAnswer>({ ok: true, notice: "listings.team.done.revoked", email: "" });
}
