import * as v from "valibot";
import { readFields, validateFields } from "~/components/forms/form-fields";
import { STAFF_EMAIL_MAX, STAFF_ROLES, STAFF_USERNAME, type StaffRole } from "~/domain/staff-roles";
import { LOCALE_CODES, type Locale } from "~/lib/locale";
import type { StaffTextKey } from "~/staff/texts/staff-texts";

/** The staff accounts page's rules (docs/decisions/031-staff-accounts.md); its D1 side is app/portal-store. */

/** How long an invitation link works. */
export const INVITATION_HOURS = 48;

export const invitationExpiry = (now: Date): string => new Date(now.getTime() + INVITATION_HOURS * 60 * 60 * 1000).toISOString();

const message = (key: StaffTextKey) => key;

export const INVITE_LIMITS = { username: 80, email: STAFF_EMAIL_MAX, role: 10, language: 5 };
const InviteSchema = v.object({
  username: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(message("staffAccounts.usernameRequired")),
    v.regex(STAFF_USERNAME, message("staffAccounts.usernameInvalid")),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(message("staffAccounts.emailRequired")),
    v.toLowerCase(),
    v.email(message("staffAccounts.emailInvalid")),
    v.maxLength(STAFF_EMAIL_MAX, message("errors.tooLong")),
  ),
  role: v.picklist(STAFF_ROLES, message("staffAccounts.roleRequired")),
  language: v.picklist(LOCALE_CODES, message("staffAccounts.languageRequired")),
});

/** The new account's username, email and role, and the language of the invitation mail. */
export const parseInvite = (form: FormData) => validateFields(InviteSchema, readFields(form, INVITE_LIMITS), INVITE_LIMITS);

/** What an admin may do to an account from the list. */
export type StaffChange =
  | { kind: "role"; role: StaffRole }
  | { kind: "disable" }
  | { kind: "enable" }
  | { kind: "reset-second-factor" }
  | { kind: "resend-invitation" };

export function parseStaffChange(form: FormData): StaffChange | null {
  const intent = form.get("intent");
  const role = form.get("role");
  if (intent === "role") return STAFF_ROLES.includes(role as StaffRole) ? { kind: "role", role: role as StaffRole } : null;
  if (intent === "disable" || intent === "enable" || intent === "reset-second-factor" || intent === "resend-invitation") return { kind: intent };
  return null;
}

interface Target {
  id: number;
  role: StaffRole;
  blocked: boolean;
  passwordSet: boolean;
}

/** Whether the change leaves the account without an admin's powers it has now. */
const takesAdminAway = (target: Target, change: StaffChange) =>
  target.role === "admin" && !target.blocked && ((change.kind === "role" && change.role !== "admin") || change.kind === "disable");

/**
 * Why a change is refused, or null: an admin never disables or demotes themselves, the last working admin
 * (enabled, with a password) is never disabled or demoted, and only an account without a password yet gets
 * its invitation again. `otherActiveAdmins` counts the working admins besides the target.
 */
export function staffChangeRefusal(actorId: number, target: Target, change: StaffChange, otherActiveAdmins: number): StaffTextKey | null {
  if (takesAdminAway(target, change)) {
    if (target.id === actorId) return "staffAccounts.refusedSelf";
    if (target.passwordSet && otherActiveAdmins === 0) return "staffAccounts.refusedLastAdmin";
  }
  if (change.kind === "resend-invitation" && target.passwordSet) return "staffAccounts.refusedHasPassword";
  return null;
}

/** The invitation mail in one language; the link sets the password once, within INVITATION_HOURS. */
export function invitationMail(
  locale: Locale,
  facts: { to: string; username: string; role: StaffRole; invitedBy: string; link: string; signIn: string },
): { to: string; subject: string; text: string; kind: string } {
  const th = locale === "th";
  const role = th ? { editor: "บรรณาธิการ", admin: "ผู้ดูแลระบบ" }[facts.role] : facts.role;
  const lines = th
    ? [
        "สวัสดี",
        "",
        `${facts.invitedBy} สร้างบัญชีทีมงานหลังบ้าน ExpoLink ให้คุณแล้ว ชื่อผู้ใช้ ${facts.username} บทบาท${role}`,
        "",
        `ตั้งรหัสผ่านของคุณเองที่ลิงก์นี้ (ใช้ได้ครั้งเดียว ภายใน ${INVITATION_HOURS} ชั่วโมง):`,
        facts.link,
        "",
        `จากนั้นเข้าสู่ระบบที่ ${facts.signIn}`,
        ...(facts.role === "admin" ? ["ผู้ดูแลระบบต้องตั้งค่าการยืนยันตัวตนสองขั้นตอนด้วยแอปยืนยันตัวตนในโทรศัพท์เมื่อเข้าสู่ระบบครั้งแรก"] : []),
        "",
        "หากคุณไม่ได้รอรับอีเมลนี้ ไม่ต้องทำอะไร บัญชีจะใช้งานไม่ได้จนกว่าจะตั้งรหัสผ่าน",
      ]
    : [
        "Hello,",
        "",
        `${facts.invitedBy} has made you an ExpoLink back-office account: username ${facts.username}, role ${role}.`,
        "",
        `Set your own password with this link (it works once, within ${INVITATION_HOURS} hours):`,
        facts.link,
        "",
        `Then sign in at ${facts.signIn}`,
        ...(facts.role === "admin" ? ["As an admin you will set up two-step sign-in with an authenticator app on your phone the first time you sign in."] : []),
        "",
        "If you were not expecting this mail, you need not do anything: the account cannot be used until a password is set.",
      ];
  return {
    to: facts.to,
    subject: th ? "คำเชิญเข้าหลังบ้าน ExpoLink: ตั้งรหัสผ่านของคุณ" : "Your ExpoLink back-office invitation: set your password",
    text: lines.join("\n"),
    kind: "staff-invitation",
  };
}
