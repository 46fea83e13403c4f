import * as v from "valibot";
import { emailField, modelLimits, readFields, requiredPhone, validateFields } from "~/components/forms/form-fields";
import { MEMBER_TYPES } from "~/domain/members";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/domain/password-policy";
import { toHex } from "~/lib/hex";
import { maxLengthOf } from "~/model/limits";

/** The account forms: every field read as text (sent back on errors, passwords excepted), messages are i18n keys. */
const E = "account.errors.";

/** The users model's limits (app/model/system-tables.ts), as the content service checks them. */
const max = (field: string) => maxLengthOf("users", field);
const email = emailField(max("email"), { required: `${E}emailInvalid`, invalid: `${E}emailInvalid`, tooLong: `${E}emailInvalid` });
/** A new password's length rule, sent with the pages' data for their inputs and help text. */
export const NEW_PASSWORD = { min: PASSWORD_MIN, max: PASSWORD_MAX };
const newPassword = v.pipe(v.string(), v.minLength(PASSWORD_MIN, `${E}passwordLength`), v.maxLength(PASSWORD_MAX, `${E}passwordLength`));
const text = (field: string, required?: string) =>
  required
    ? v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max(field), `${E}tooLong`))
    : v.pipe(v.string(), v.trim(), v.maxLength(max(field), `${E}tooLong`));
const phone = requiredPhone(max("phone"), { required: `${E}phoneInvalid`, invalid: `${E}phoneInvalid`, tooLong: `${E}phoneInvalid` });
/** An email or a username. */
const IDENTIFIER_MAX = Math.max(max("email"), max("username"));
export const LOGIN = { identifier: IDENTIFIER_MAX, password: max("password"), remember: 10, redirectTo: 2000, save: 100 };
const LoginSchema = v.object({
  identifier: v.pipe(v.string(), v.trim(), v.nonEmpty(`${E}identifierRequired`), v.maxLength(IDENTIFIER_MAX, `${E}tooLong`)),
  password: v.pipe(v.string(), v.nonEmpty(`${E}passwordRequired`), v.maxLength(max("password"), `${E}tooLong`)),
  remember: v.string(),
  redirectTo: v.string(),
  save: v.string(),
});
export const parseLogin = (form: FormData) => validateFields(LoginSchema, readFields(form, LOGIN), LOGIN);

export const REGISTER = {
  ...modelLimits("users", ["first_name", "last_name", "email", "password", "phone", "company_name", "company_type"]),
  accept: 10,
};
export const RegisterSchema = v.object({
  first_name: text("first_name", `${E}firstNameRequired`),
  last_name: text("last_name", `${E}lastNameRequired`),
  email,
  password: newPassword,
  phone,
  company_name: text("company_name"),
  company_type: v.picklist(MEMBER_TYPES, `${E}memberTypeRequired`),
  accept: v.literal("yes", `${E}termsRequired`),
});
export const parseRegister = (form: FormData) => validateFields(RegisterSchema, readFields(form, REGISTER), REGISTER);

const EmailSchema = v.object({ email });
export const EMAIL = modelLimits("users", ["email"]);
export const parseEmail = (form: FormData) => validateFields(EmailSchema, readFields(form, EMAIL), EMAIL);

const RESET = { code: 300, password: max("password"), passwordConfirmation: max("password") };
const ResetSchema = v.pipe(
  v.object({ code: v.pipe(v.string(), v.nonEmpty(`${E}resetCodeInvalid`)), password: newPassword, passwordConfirmation: v.string() }),
  v.forward(
    v.partialCheck([["password"], ["passwordConfirmation"]], (input) => input.password === input.passwordConfirmation, `${E}passwordsDiffer`),
    ["passwordConfirmation"],
  ),
);
export const parseReset = (form: FormData) => validateFields(ResetSchema, readFields(form, RESET), RESET);

const CHANGE = { currentPassword: max("password"), password: max("password"), passwordConfirmation: max("password") };
const ChangeSchema = v.pipe(
  v.object({ currentPassword: v.pipe(v.string(), v.nonEmpty(`${E}passwordRequired`)), password: newPassword, passwordConfirmation: v.string() }),
  v.forward(
    v.partialCheck([["password"], ["passwordConfirmation"]], (input) => input.password === input.passwordConfirmation, `${E}passwordsDiffer`),
    ["passwordConfirmation"],
  ),
);
export const parseChangePassword = (form: FormData) => validateFields(ChangeSchema, readFields(form, CHANGE), CHANGE);

export const PROFILE = modelLimits("users", ["first_name", "last_name", "phone", "company_name", "company_type"]);
export const ProfileSchema = v.object({
  first_name: text("first_name", `${E}firstNameRequired`),
  last_name: text("last_name", `${E}lastNameRequired`),
  phone,
  company_name: text("company_name"),
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
