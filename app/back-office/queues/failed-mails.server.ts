import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { portalStore } from "~/portal-store/portal-store.server";
import type { StaffMember } from "~/back-office/staff/accounts.server";
import { recordStaffWrite } from "~/back-office/staff/audit.server";

type Context = Readonly<RouterContextProvider>;

/**
 * Sends a failed mail again (docs/decisions/030): claimed once in `mail_failures`, then put back on the mail
 * queue under its own id, so the consumer delivers it as it would have; logged. False when it was sent again
 * already or is unknown.
 */
export async function resendFailedMail(context: Context, staff: StaffMember, id: number): Promise<boolean> {
  const { env } = context.get(appContext);
  const store = portalStore(env);
  const claimed = await store.mailFailures.claimResend(id);
  if (!claimed) return false;
  try {
    await env.MAIL_QUEUE.send({ id: claimed.before.mailId, message: claimed.message });
  } catch (error) {
    await store.mailFailures.releaseResend(id);
    throw error;
  }
  await recordStaffWrite(env, { staff, action: "resend", target: { collection: "mail_failures", id }, before: claimed.before, after: { ...claimed.before, resent: true } });
  return true;
}
