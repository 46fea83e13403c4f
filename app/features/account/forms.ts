import * as v from "valibot";
import { readFields, validateFields } from "~/features/info/form-fields";
import { safeReturnPath } from "~/lib/same-site-path";

/** The account forms: every field read as text (sent back on errors, passwords excepted), messages are i18n keys. */
const E = "account.errors.";
const MEMBER_TYPES = ["visitor", "exhibitor", "venue", "organizer", "contractor"] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
export const memberTypes: readonly MemberType[] = MEMBER_TYPES;
/** Members of these types run a listing and see the company pages (quotation-profile). */
export const COMPANY_TYPES: readonly string[] = ["venue", "organizer", "contractor"];

const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty(`${E}emailInvalid`), v.email(`${E}emailInvalid`), v.maxLength(200, `${E}emailInvalid`));
const newPassword = v.pipe(v.string(), v.minLength(8, `${E}passwordLength`), v.maxLength(64, `${E}passwordLength`));
const text = (max: number, required?: string) =>
  required
    ? v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max, `${E}tooLong`))
    : v.pipe(v.string(), v.trim(), v.maxLength(max, `${E}tooLong`));
const phone = v.pipe(v.string(), v.trim(), v.regex(/^\+?[\d\s()-]{9,20}$/, `${E}phoneInvalid`), v.check((s) => (s.match(/\d/g)?.length ?? 0) >= 9 && (s.match(/\d/g)?.length ?? 0) <= 15, `${E}phoneInvalid`));
const LOGIN = ["identifier", "password", "remember", "redirectTo", "save"] as const;
const LoginSchema = v.object({
  identifier: v.pipe(v.string(), v.trim(), v.nonEmpty(`${E}identifierRequired`), v.maxLength(200, `${E}tooLong`)),
  password: v.pipe(v.string(), v.nonEmpty(`${E}passwordRequired`), v.maxLength(200, `${E}tooLong`)),
  remember: v.string(),
  redirectTo: v.string(),
  save: v.string(),
});
export const parseLogin = (form: FormData) => validateFields(LoginSchema, readFields(form, LOGIN));

const REGISTER = ["first_name", "last_name", "email", "password", "phone", "company_name", "company_type", "accept"] as const;
const RegisterSchema = v.object({
  first_name: text(120, `${E}firstNameRequired`),
  last_name: text(120, `${E}lastNameRequired`),
  email,
  password: newPassword,
  phone,
  company_name: text(200),
  company_type: v.picklist(MEMBER_TYPES, `${E}memberTypeRequired`),
  accept: v.literal("yes", `${E}termsRequired`),
});
export const parseRegister = (form: FormData) => validateFields(RegisterSchema, readFields(form, REGISTER));

const EmailSchema = v.object({ email });
export const parseEmail = (form: FormData) => validateFields(EmailSchema, readFields(form, ["email"] as const));

const RESET = ["code", "password", "passwordConfirmation"] as const;
const ResetSchema = v.pipe(
  v.object({ code: v.pipe(v.string(), v.nonEmpty(`${E}resetCodeInvalid`)), password: newPassword, passwordConfirmation: v.string() }),
  v.forward(
    v.partialCheck([["password"], ["passwordConfirmation"]], (input) => input.password === input.passwordConfirmation, `${E}passwordsDiffer`),
    ["passwordConfirmation"],
  ),
);
export const parseReset = (form: FormData) => validateFields(ResetSchema, readFields(form, RESET));

const CHANGE = ["currentPassword", "password", "passwordConfirmation"] as const;
const ChangeSchema = v.pipe(
  v.object({ currentPassword: v.pipe(v.string(), v.nonEmpty(`${E}passwordRequired`)), password: newPassword, passwordConfirmation: v.string() }),
  v.forward(
    v.partialCheck([["password"], ["passwordConfirmation"]], (input) => input.password === input.passwordConfirmation, `${E}passwordsDiffer`),
    ["passwordConfirmation"],
  ),
);
export const parseChangePassword = (form: FormData) => validateFields(ChangeSchema, readFields(form, CHANGE));

const PROFILE = ["first_name", "last_name", "phone", "company_name", "company_type"] as const;
const ProfileSchema = v.object({
  first_name: text(120, `${E}firstNameRequired`),
  last_name: text(120, `${E}lastNameRequired`),
  phone,
  company_name: text(200),
  company_type: v.picklist(MEMBER_TYPES, `${E}memberTypeRequired`),
});
export const parseProfile = (form: FormData) => validateFields(ProfileSchema, readFields(form, PROFILE));

/**
 * Strapi wants a username; members sign in with their email, so one is made from the address: its local part
 * (never the address itself, which could take another person's email as a username) and a random suffix.
 */
export function usernameFor(address: string): string {
  const local = address.split("@")[0]!.toLowerCase().replace(/[^a-z0-9._-]+/g, "").slice(0, 40) || "member";
  const suffix = [...crypto.getRandomValues(new Uint8Array(3))].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${local}-${suffix}`;
}

/** Where a member goes after signing in: a path on this site only (isSameSitePath), else home. */
export const returnPathOf = (target: string | null | undefined, fallback: string) => safeReturnPath(target, fallback);
