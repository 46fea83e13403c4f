import * as v from "valibot";
import { isCommonPassword, newPassword, PASSWORD_MESSAGES } from "../../../app/domain/password-policy";
import { validationError } from "../errors";

/**
 * What the members' mail routes accept and refuse, in the same words whichever answers them: the embedded
 * service (routes/users-permissions.ts) or, behind a remote Strapi, the portal (workers/proxy/strapi-accounts.ts).
 */

/** How long a mailed reset code sets a password (the reset mail says "within one hour"). */
export const RESET_CODE_LIFETIME_MS = 3600_000;

export const EmailBody = v.object({ email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email()) });
export const ResetBody = v.object({ code: v.pipe(v.string(), v.nonEmpty()), password: newPassword, passwordConfirmation: v.string() });

export function requireMatchingPasswords(input: { password: string; passwordConfirmation: string }) {
  if (input.password !== input.passwordConfirmation) {
    throw validationError(PASSWORD_MESSAGES.mismatch, [{ path: ["passwordConfirmation"], message: PASSWORD_MESSAGES.mismatch }]);
  }
}

export function refuseCommonPassword(password: string) {
  if (isCommonPassword(password)) {
    throw validationError(PASSWORD_MESSAGES.tooCommon, [{ path: ["password"], message: PASSWORD_MESSAGES.tooCommon }]);
  }
}

/** The answer to an unknown, used or expired reset code. */
export const INCORRECT_CODE = "Incorrect code provided";
/** The answer to an unknown or used confirmation link. */
export const INVALID_TOKEN = "Invalid token";
