import * as v from "valibot";
import { readFields, validateFields } from "~/components/forms/form-fields";
import { MEMBER_TYPES } from "~/domain/members";
import { toHex } from "~/lib/hex";

/** The account forms: every field read as text (sent back on errors, passwords excepted), messages are i18n keys. */
const E = "account.errors.";

const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty(`${E}emailInvalid`), v.email(`${E}emailInvalid`), v.maxLength(200, `${E}emailInvalid`));
const newPassword = v.pipe(v.string(), v.minLength(8, `${E}passwordLength`), v.maxLength(64, `${E}passwordLength`));
const text = (max: number, required?: string) =>
  required
    ? v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max, `${E}tooLong`))
    : v.pipe(v.string(), v.trim(), v.maxLength(max, `${E}tooLong`));
const phone = v.pipe(v.string(), v.trim(), v.regex(/^\+?[\d\s()-]{9,20}$/, `${E}phoneInvalid`), v.check((s) => (s.match(/\d/g)?.length ?? 0) >= 9 && (s.match(/\d/g)?.length ?? 0) <= 15, `${E}phoneInvalid`));
const LOGIN = { identifier: 200, password: 200, remember: 10, redirectTo: 2000, save: 100 };
const LoginSchema = v.object({
  identifier: v.pipe(v.string(), v.trim(), v.nonEmpty(`${E}identifierRequired`), v.maxLength(200, `${E}tooLong`)),
  password: v.pipe(v.string(), v.nonEmpty(`${E}passwordRequired`), v.maxLength(200, `${E}tooLong`)),
  remember: v.string(),
  redirectTo: v.string(),
  save: v.string(),
});
export const parseLogin = (form: FormData) => validateFields(LoginSchema, readFields(form, LOGIN), LOGIN);

const REGISTER = { first_name: 120, last_name: 120, email: 200, password: 200, phone: 40, company_name: 200, company_type: 40, accept: 10 };
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
export const parseRegister = (form: FormData) => validateFields(RegisterSchema, readFields(form, REGISTER), REGISTER);

const EmailSchema = v.object({ email });
const EMAIL = { email: 200 };
export const parseEmail = (form: FormData) => validateFields(EmailSchema, readFields(form, EMAIL), EMAIL);

const RESET = { code: 300, password: 200, passwordConfirmation: 200 };
const ResetSchema = v.pipe(
  v.object({ code: v.pipe(v.string(), v.nonEmpty(`${E}resetCodeInvalid`)), password: newPassword, passwordConfirmation: v.string() }),
  v.forward(
    v.partialCheck([["password"], ["passwordConfirmation"]], (input) => input.password === input.passwordConfirmation, `${E}passwordsDiffer`),
    ["passwordConfirmation"],
  ),
);
export const parseReset = (form: FormData) => validateFields(ResetSchema, readFields(form, RESET), RESET);

const CHANGE = { currentPassword: 200, password: 200, passwordConfirmation: 200 };
const ChangeSchema = v.pipe(
  v.object({ currentPassword: v.pipe(v.string(), v.nonEmpty(`${E}passwordRequired`)), password: newPassword, passwordConfirmation: v.string() }),
  v.forward(
    v.partialCheck([["password"], ["passwordConfirmation"]], (input) => input.password === input.passwordConfirmation, `${E}passwordsDiffer`),
    ["passwordConfirmation"],
  ),
);
export const parseChangePassword = (form: FormData) => validateFields(ChangeSchema, readFields(form, CHANGE), CHANGE);

const PROFILE = { first_name: 120, last_name: 120, phone: 40, company_name: 200, company_type: 40 };
const ProfileSchema = v.object({
  first_name: text(120, `${E}firstNameRequired`),
  last_name: text(120, `${E}lastNameRequired`),
  phone,
  company_name: text(200),
  company_type: v.picklist(MEMBER_TYPES, `${E}memberTypeRequired`),
});
export const parseProfile = (form: FormData) => validateFields(ProfileSchema, readFields(form, PROFILE), PROFILE);

/**
 * Strapi wants a username; members sign in with their email, so one is made from the address: its local part
 * (never the address itself, which could take another person's email as a username) and a random suffix.
 */
export function usernameFor(address: string): string {
  const local = address.split("@")[0]!.toLowerCase().replace(/[^a-z0-9._-]+/g, "").slice(0, 40) || "member";
  const suffix = toHex(crypto.getRandomValues(new Uint8Array(3)));
  return `${local}-${suffix}`;
}

/** Where a member goes after signing in: a path on this site only (isSameSitePath), else home. */
