import * as v from "valibot";
import { type FieldErrors, readFields, validateFields } from "~/components/forms/form-fields";
import type { StaffTextKey } from "../texts/staff-texts";

/** The back office's forms: every field read as text (sent back on errors, passwords never), messages are staff text keys. */
const message = (key: StaffTextKey) => key;

export const STAFF_LOGIN = { identifier: 200, password: 200, redirectTo: 2000 };
const LoginSchema = v.object({
  identifier: v.pipe(v.string(), v.trim(), v.nonEmpty(message("errors.identifierRequired")), v.maxLength(STAFF_LOGIN.identifier, message("errors.tooLong"))),
  password: v.pipe(v.string(), v.nonEmpty(message("errors.passwordRequired")), v.maxLength(STAFF_LOGIN.password, message("errors.tooLong"))),
  redirectTo: v.string(),
});

export function parseStaffLogin(form: FormData) {
  const parsed = validateFields(LoginSchema, readFields(form, STAFF_LOGIN), STAFF_LOGIN);
  const { password: _never, ...values } = parsed.values;
  return { ...parsed, values };
}

/** The shared form kit types its messages as site text keys; these schemas write staff text keys. */
export const staffErrors = <K extends string>(errors: FieldErrors<K>) => errors as Partial<Record<K, string>> as Partial<Record<K, StaffTextKey>>;

export const STAFF_CODE = { code: 40, redirectTo: 2000 };
const CodeSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(message("errors.codeRequired")), v.maxLength(STAFF_CODE.code, message("errors.codeWrong"))),
  redirectTo: v.string(),
});

/** A second-factor code: six digits from the app, or a recovery code (checked by who reads it). */
export const parseStaffCode = (form: FormData) => validateFields(CodeSchema, readFields(form, STAFF_CODE), STAFF_CODE);
