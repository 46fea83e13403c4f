import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { SIGN_IN_LIMITS } from "~/domain/sign-in-limits";
import { backOfficeReturnPath } from "~/lib/back-office";
import { documentUrl } from "~/lib/document-url";
import { waitText } from "~/lib/intl-formats";
import { LOCALES, localeFromPath } from "~/lib/locale";
import { hashPassword, needsRehash, verifyPassword } from "~/lib/password-hash";
import { readForm } from "~/server/form-body.server";
import { clientIp, countAttempts } from "../../workers/auth-rate-limits";
import { replaceStaffPasswordHash, staffByIdentifier } from "./accounts.server";
import { parseStaffLogin, staffErrors } from "./forms";
import { startStaffSession } from "./session.server";
import type { StaffTextKey } from "./texts/staff-texts";

/** What the sign-in form answers when it cannot go on: what was typed (never the password), errors by field. */
export interface StaffFormAnswer {
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, StaffTextKey>>;
  alert?: StaffTextKey;
  /** How long to wait, in words, for the too-many-attempts alert. */
  wait?: string;
}

/** Counted apart from members' sign-ins, with the same limits (app/domain/sign-in-limits.ts). */
const STAFF_SIGN_IN = {
  perIdentifier: { name: "staff-sign-in:identifier", ...SIGN_IN_LIMITS.perIdentifier },
  perAddress: { name: "staff-sign-in:ip", ...SIGN_IN_LIMITS.perAddress },
};

const answer = (body: StaffFormAnswer, status = 400) => data(body, { status });

/** Staff sign-in: on success a new staff session and a 303 back to the back-office page asked for. */
export async function staffSignIn(request: Request, context: Readonly<RouterContextProvider>) {
  const parsed = parseStaffLogin(await readForm(request));
  const values = parsed.values;
  if (!parsed.ok) return answer({ values, errors: staffErrors(parsed.errors) });
  const { env } = context.get(appContext);
  const identifier = parsed.data.identifier.toLowerCase();
  const wait = await countAttempts(
    env.DB,
    [STAFF_SIGN_IN.perAddress, clientIp(request)],
    [STAFF_SIGN_IN.perIdentifier, identifier],
  );
  const locale = localeFromPath(documentUrl(request.url).pathname);
  if (wait > 0) return answer({ values, errors: {}, alert: "errors.tooMany", wait: waitText(wait, LOCALES[locale].iso) }, 429);
  const account = await staffByIdentifier(env.DB, identifier);
  // Checked even without an account (against a dummy hash), so an unknown name takes as long as a wrong password.
  const valid = await verifyPassword(parsed.data.password, account?.password ?? null);
  if (!account || !valid) return answer({ values, errors: {}, alert: "errors.invalidCredentials" });
  if (account.blocked) return answer({ values, errors: {}, alert: "errors.blocked" }, 403);
  if (needsRehash(account.password)) await replaceStaffPasswordHash(env.DB, account.id, await hashPassword(parsed.data.password));
  return startStaffSession(request, context, account, backOfficeReturnPath(parsed.data.redirectTo, locale));
}
