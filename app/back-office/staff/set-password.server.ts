import { redirect, type RouterContextProvider } from "react-router";
import * as v from "valibot";
import { readFields, validateFields } from "~/components/forms/form-fields";
import { appContext } from "~/context";
import { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from "~/domain/password-policy";
import { backOfficePath } from "~/back-office/pages/table";
import { documentUrl } from "~/lib/document-url";
import { localeFromPath } from "~/lib/locale";
import { hashPassword, tokenDigest } from "~/lib/password-hash";
import { backOfficeStore } from "~/back-office/store/back-office-store.server";
import { readForm } from "~/server/form-body.server";
import { recordStaffWrite } from "./audit.server";
import { answer } from "./form-answer";
import { staffErrors } from "./forms";
import type { StaffTextKey } from "../texts/staff-texts";

/**
 * The invitation link's page (docs/decisions/031-staff-accounts.md): whoever holds the link sets the account's
 * password, once, before the link expires; then they sign in (and an admin enrols in the second factor). An
 * admin's new-password link for an account that forgot its password opens the same page; setting it ends the
 * account's sessions and keeps its second factor.
 * The rules are the members' and `npm run staff:create`'s (app/domain/password-policy.ts).
 */
const message = (key: StaffTextKey) => key;

const LIMITS = { token: 100, password: 200, passwordConfirmation: 200 };
const Schema = v.pipe(
  v.object({
    token: v.string(),
    password: v.pipe(
      v.string(),
      v.minLength(PASSWORD_MIN, message("setPassword.tooShort")),
      v.maxLength(PASSWORD_MAX, message("setPassword.tooLong")),
      v.check((password) => !isCommonPassword(password), message("setPassword.tooCommon")),
    ),
    passwordConfirmation: v.string(),
  }),
  v.forward(
    v.partialCheck([["password"], ["passwordConfirmation"]], (input) => input.password === input.passwordConfirmation, message("setPassword.mismatch")),
    ["passwordConfirmation"],
  ),
);

/** The account the link opens, or null when it no longer works. */
export async function invitationFor(context: Readonly<RouterContextProvider>, token: string | null) {
  if (!token) return null;
  return backOfficeStore(context.get(appContext).env).staffAccounts.invited(await tokenDigest(token), new Date());
}

/** Sets the password and spends the link: a 303 to the sign-in page, the form's errors, or a 410 for a dead link. */
export async function setInvitedPassword(request: Request, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(appContext);
  const locale = localeFromPath(documentUrl(request.url).pathname);
  const parsed = validateFields(Schema, readFields(await readForm(request), LIMITS), LIMITS);
  const account = await invitationFor(context, parsed.values.token);
  if (!account) return answer({ values: {}, errors: {}, alert: "setPassword.invalid" }, 410);
  if (!parsed.ok) return answer({ values: {}, errors: staffErrors(parsed.errors) });
  const store = backOfficeStore(env).staffAccounts;
  const id = await store.acceptInvitation(await tokenDigest(parsed.data.token), await hashPassword(parsed.data.password), new Date());
  if (id === null) return answer({ values: {}, errors: {}, alert: "setPassword.invalid" }, 410);
  await recordStaffWrite(env, {
    staff: account,
    action: "set-password",
    target: { collection: "staff", id },
    before: { password_set: account.passwordSet },
    after: { password_set: true },
  });
  return redirect(`${backOfficePath("login", locale)}?passwordSet=1`, 303);
}
