import type { ContentResult } from "~/content/client";

/**
 * The content service answers in Strapi v4's error shape with English messages; a page shows its own text in the
 * page's language. Known messages map to their text, a 429 is always "try again in a minute", anything else
 * gets the generic text (never the raw message).
 */
const MESSAGES: ReadonlyArray<[RegExp, string]> = [
  [/invalid identifier or password/i, "account.errors.invalidCredentials"],
  [/bot check failed/i, "account.errors.botCheck"],
  [/email is not confirmed/i, "account.errors.notConfirmed"],
  [/blocked/i, "account.errors.blocked"],
  [/already taken|already exists/i, "account.errors.emailTaken"],
  [/common|too easy|breached/i, "account.errors.passwordCommon"],
  [/incorrect code|code (has )?expired|invalid code/i, "account.errors.resetCodeInvalid"],
  [/current password is invalid/i, "account.errors.currentPasswordWrong"],
  [/must be different/i, "account.errors.samePassword"],
  [/passwords do not match/i, "account.errors.passwordsDiffer"],
  [/invalid token|confirmation/i, "account.errors.confirmationInvalid"],
  [/password must be at least|at least \d+ characters|at most \d+ characters/i, "account.errors.passwordLength"],
];

export const NOT_CONFIRMED = "account.errors.notConfirmed";
export const TOO_MANY = "account.errors.tooMany";
export const GENERIC = "account.errors.generic";

export function authErrorKey(result: Extract<ContentResult<unknown>, { ok: false }>): string {
  if (result.status === 429) return TOO_MANY;
  if (result.status >= 500 || result.status === 0) return GENERIC;
  const message = result.error.message;
  return MESSAGES.find(([pattern]) => pattern.test(message))?.[1] ?? GENERIC;
}

/** The status a page answers with after the content service refused: 429 stays 429, the rest is the form's 400. */
export const failureStatus = (result: { status: number }) => (result.status === 429 ? 429 : result.status >= 500 ? 503 : 400);
