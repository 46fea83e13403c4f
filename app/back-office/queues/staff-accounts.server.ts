import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { StaffRole } from "~/domain/staff-roles";
import { backOfficePath } from "~/back-office/pages/table";
import type { Locale } from "~/domain/locales";
import { randomToken, tokenDigest } from "~/lib/password-hash";
import { backOfficeStore } from "~/back-office/store/back-office-store.server";
import { portalStore } from "~/portal-store/portal-store.server";
import type { StaffAccountSummary } from "~/back-office/store/staff-accounts.server";
import type { StaffMember } from "~/back-office/staff/accounts.server";
import { recordStaffWrite } from "~/back-office/staff/audit.server";
import type { StaffTextKey } from "~/back-office/texts/staff-texts";
import { invitationExpiry, invitationMail, passwordLinkMail, type StaffChange, staffChangeRefusal } from "./staff-accounts";

type Context = Readonly<RouterContextProvider>;

/** What the audit log keeps of an account: what the list shows, never a password or a secret. */
const audited = ({ username, email, role, secondFactor, passwordSet, blocked, invitationExpiresAt }: StaffAccountSummary) => ({
  username,
  email,
  role,
  second_factor: secondFactor,
  password_set: passwordSet,
  blocked,
  invitation_expires_at: invitationExpiresAt,
});

/**
 * A fresh one-time link to set `account`'s password and its mail in `locale`: the invitation of a new account, or
 * the new-password link of one that forgot theirs. The store writes the link and the mail to the outbox in one
 * batch (docs/decisions/053); `send` then hands the mail to the queue.
 */
async function oneTimeLink(
  context: Context,
  staff: StaffMember,
  account: { username: string; email: string; role: StaffRole },
  locale: Locale,
  purpose: "invitation" | "new-password",
) {
  const { env } = context.get(appContext);
  const token = randomToken();
  const site = env.SITE_URL.replace(/\/+$/, "");
  const link = `${site}${backOfficePath("setPassword", locale)}?${new URLSearchParams({ token })}`;
  const signIn = `${site}${backOfficePath("login", locale)}`;
  const mail =
    purpose === "invitation"
      ? invitationMail(locale, { to: account.email, username: account.username, role: account.role, invitedBy: staff.username, link, signIn })
      : passwordLinkMail(locale, { to: account.email, username: account.username, sentBy: staff.username, link, signIn });
  const invitation = { tokenDigest: await tokenDigest(token), expiresAt: invitationExpiry(new Date()), mail: { id: crypto.randomUUID(), message: mail } };
  const send = () => portalStore(env).outbox.queue(env.MAIL_QUEUE, [invitation.mail.id]);
  return { invitation, send };
}

/**
 * Creates an account without a password and mails its holder the link to set one; logged. The field a clash
 * is on (username or email taken), or null when created.
 */
export async function inviteStaff(
  context: Context,
  staff: StaffMember,
  account: { username: string; email: string; role: StaffRole },
  locale: Locale,
): Promise<Partial<Record<"username" | "email", StaffTextKey>> | null> {
  const { env } = context.get(appContext);
  const store = backOfficeStore(env).staffAccounts;
  const taken = await store.taken(account.username, account.email);
  if (taken.username || taken.email) {
    return { ...(taken.username ? { username: "staffAccounts.usernameTaken" } : {}), ...(taken.email ? { email: "staffAccounts.emailTaken" } : {}) } as const;
  }
  const { invitation, send } = await oneTimeLink(context, staff, account, locale, "invitation");
  const id = await store.createInvited(account, invitation);
  if (id === null) return { username: "staffAccounts.usernameTaken" };
  await send();
  const created = await store.one(id);
  await recordStaffWrite(env, { staff, action: "invite", target: { collection: "staff", id }, before: null, after: created && audited(created) });
  return null;
}

type Done = "role" | "disabled" | "enabled" | "reset" | "resent" | "linkSent";

/** What became of a change asked from the list. */
export type ChangeOutcome = { done: Done } | { refused: StaffTextKey } | { gone: true };

const AUDIT_ACTIONS = {
  role: "change-role",
  disable: "disable",
  enable: "enable",
  "reset-second-factor": "reset-second-factor",
  "resend-invitation": "resend-invitation",
  "send-password-link": "send-password-link",
} as const satisfies Record<StaffChange["kind"], string>;

/** One change to account `id` by an admin, under the page's guards; logged with the account before and after. */
export async function changeStaff(context: Context, staff: StaffMember, id: number, change: StaffChange, locale: Locale): Promise<ChangeOutcome> {
  const { env } = context.get(appContext);
  const store = backOfficeStore(env).staffAccounts;
  const before = await store.one(id);
  if (!before) return { gone: true };
  const refused = staffChangeRefusal(staff.id, before, change, await store.otherActiveAdmins(id));
  if (refused) return { refused };
  let done: Done;
  if (change.kind === "role") {
    if (!(await store.setRole(id, change.role))) return { refused: "staffAccounts.refusedLastAdmin" };
    done = "role";
  } else if (change.kind === "disable" || change.kind === "enable") {
    if (!(await store.setBlocked(id, change.kind === "disable"))) return { refused: "staffAccounts.refusedLastAdmin" };
    done = change.kind === "disable" ? "disabled" : "enabled";
  } else if (change.kind === "reset-second-factor") {
    await store.clearSecondFactor(id);
    done = "reset";
  } else if (change.kind === "resend-invitation") {
    const { invitation, send } = await oneTimeLink(context, staff, before, locale, "invitation");
    if (!(await store.replaceInvitation(id, invitation))) return { refused: "staffAccounts.refusedHasPassword" };
    await send();
    done = "resent";
  } else {
    const { invitation, send } = await oneTimeLink(context, staff, before, locale, "new-password");
    if (!(await store.replacePasswordLink(id, invitation))) return { refused: "staffAccounts.refusedNotActive" };
    await send();
    done = "linkSent";
  }
  const after = await store.one(id);
  await recordStaffWrite(env, {
    staff,
    action: AUDIT_ACTIONS[change.kind],
    target: { collection: "staff", id },
    before: audited(before),
    after: after && audited(after),
  });
  return { done };
}
