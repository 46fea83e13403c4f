import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { backOfficePath, backOfficeReturnPath } from "~/back-office/pages/table";
import { documentUrl } from "~/lib/document-url";
import { localeFromPath } from "~/lib/locale";
import { hashPassword, needsRehash, verifyPassword } from "~/lib/password-hash";
import { backOfficeStore } from "~/back-office/store/back-office-store.server";
import { readForm } from "~/server/form-body.server";
import { staffAttemptWait } from "./attempts.server";
import { parseStaffLogin, staffErrors } from "./forms";
import { startStaffSession } from "./session.server";
import { answer } from "./form-answer";

/**
 * Staff sign-in: on success a new staff session and a 303 back to the back-office page asked for, or, for an
 * account with a second factor, to the code page first.
 */
export async function staffSignIn(request: Request, context: Readonly<RouterContextProvider>) {
  const parsed = parseStaffLogin(await readForm(request));
  const values = parsed.values;
  if (!parsed.ok) return answer({ values, errors: staffErrors(parsed.errors) });
  const { env } = context.get(appContext);
  const identifier = parsed.data.identifier.toLowerCase();
  const locale = localeFromPath(documentUrl(request.url).pathname);
  const wait = await staffAttemptWait(env, request, "password", identifier, locale);
  if (wait) return answer({ values, errors: {}, alert: "errors.tooMany", wait }, 429);
  const store = backOfficeStore(env).staffSignIn;
  const account = await store.byIdentifier(identifier);
  // Checked even without an account (against a dummy hash), so an unknown name takes as long as a wrong password.
  const valid = await verifyPassword(parsed.data.password, account?.password ?? null);
  if (!account || !valid) return answer({ values, errors: {}, alert: "errors.invalidCredentials" });
  if (account.blocked) return answer({ values, errors: {}, alert: "errors.blocked" }, 403);
  if (needsRehash(account.password)) await store.replacePasswordHash(account.id, await hashPassword(parsed.data.password));
  const to = backOfficeReturnPath(parsed.data.redirectTo, locale);
  if (account.totpSecret === null) return startStaffSession(request, context, account, "signed-in", to);
  // Enrolled: the password alone opens nothing; the code page comes next and then the page asked for.
  return startStaffSession(request, context, account, "second-factor", `${backOfficePath("verify", locale)}?${new URLSearchParams({ redirectTo: to })}`);
}
