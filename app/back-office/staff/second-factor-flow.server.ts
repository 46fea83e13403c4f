import { data, redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { backOfficePath, backOfficeReturnPath } from "~/back-office/pages/table";
import { documentUrl } from "~/lib/document-url";
import { localeFromPath } from "~/lib/locale";
import { SITE } from "~/lib/site";
import { matchTotp, newTotpSecret, otpauthUri } from "~/lib/totp";
import { backOfficeStore } from "~/back-office/store/back-office-store.server";
import { readForm } from "~/server/form-body.server";
import type { StaffMember } from "./accounts.server";
import { staffAttemptWait } from "./attempts.server";
import { recordStaffWrite } from "./audit.server";
import { answer } from "./form-answer";
import { parseStaffCode, staffErrors } from "./forms";
import { qrCodePath } from "./qr-code.server";
import { newRecoveryCodes, recoveryCodeDigest, recoveryCodeText } from "./recovery-codes";
import { accountAwaitingCode, enrolmentSecret, forgetEnrolmentSecret, startStaffSession } from "./session.server";

/**
 * Enrolment in the second factor (RFC 6238 TOTP, app/lib/totp.ts) and the code step of signing in. The secret
 * shown for enrolment stays in the staff session until a right code confirms it; only then does D1 keep it.
 */
const nowSeconds = () => Math.floor(Date.now() / 1000);
const localeOf = (request: Request) => localeFromPath(documentUrl(request.url).pathname);

/** What the enrolment page shows: the state of an enrolled account, or the QR code and secret to scan. */
export async function enrolmentView(request: Request, context: Readonly<RouterContextProvider>, staff: StaffMember) {
  if (staff.secondFactor) {
    return { enrolled: true as const, unusedCodes: await backOfficeStore(context.get(appContext).env).staffSecondFactor.unusedRecoveryCodes(staff.id) };
  }
  const secret = await enrolmentSecret(request, context, newTotpSecret);
  return { enrolled: false as const, secret, qr: qrCodePath(otpauthUri(SITE.name, staff.username, secret)) };
}

/** Confirms the enrolment with a code from the app: the recovery codes, shown this once, or the form's errors. */
export async function confirmEnrolment(request: Request, context: Readonly<RouterContextProvider>, staff: StaffMember) {
  const { env } = context.get(appContext);
  const parsed = parseStaffCode(await readForm(request));
  if (!parsed.ok) return answer({ values: {}, errors: staffErrors(parsed.errors) });
  if (staff.secondFactor) throw redirect(backOfficePath("secondFactor", localeOf(request)), 303);
  const wait = await staffAttemptWait(env, request, "code", String(staff.id), localeOf(request));
  if (wait) return answer({ values: {}, errors: {}, alert: "errors.tooMany", wait }, 429);
  const secret = await enrolmentSecret(request, context, newTotpSecret);
  const step = await matchTotp(secret, parsed.data.code, nowSeconds(), null);
  if (step === null) return answer({ values: {}, errors: { code: "errors.codeWrong" } });
  const recoveryCodes = newRecoveryCodes();
  await backOfficeStore(env).staffSecondFactor.enrol(staff.id, secret, step, await Promise.all(recoveryCodes.map(recoveryCodeDigest)));
  await forgetEnrolmentSecret(request, context);
  await recordStaffWrite(env, {
    staff,
    action: "enrol-second-factor",
    target: { collection: "staff", id: staff.id },
    before: { second_factor: false },
    after: { second_factor: true, recovery_codes: recoveryCodes.length },
  });
  return data({ recoveryCodes });
}

/** The code page's account: the one whose password was right in this browser, else back to signing in. */
export async function awaitingCode(request: Request, context: Readonly<RouterContextProvider>) {
  const account = await accountAwaitingCode(request, context);
  if (!account) throw redirect(backOfficePath("login", localeOf(request)), 303);
  return account;
}

/** The code step of signing in: a code from the app (each once) or an unused recovery code. */
export async function verifyCode(request: Request, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(appContext);
  const account = await awaitingCode(request, context);
  const parsed = parseStaffCode(await readForm(request));
  if (!parsed.ok) return answer({ values: {}, errors: staffErrors(parsed.errors) });
  const locale = localeOf(request);
  const wait = await staffAttemptWait(env, request, "code", String(account.id), locale);
  if (wait) return answer({ values: {}, errors: {}, alert: "errors.tooMany", wait }, 429);
  const store = backOfficeStore(env).staffSecondFactor;
  const step = account.totpSecret ? await matchTotp(account.totpSecret, parsed.data.code, nowSeconds(), await store.lastTotpStep(account.id)) : null;
  const accepted =
    step !== null
      ? await store.useTotpStep(account.id, step)
      : recoveryCodeText(parsed.data.code) !== null && (await store.useRecoveryCode(account.id, await recoveryCodeDigest(parsed.data.code)));
  if (!accepted) return answer({ values: {}, errors: { code: "errors.codeWrong" } });
  return startStaffSession(request, context, account, "signed-in", backOfficeReturnPath(parsed.data.redirectTo, locale));
}
