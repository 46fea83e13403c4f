import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { portalStore } from "~/portal-store/portal-store.server";
import type { ListedMail } from "~/shared-store/outbox.server";
import type { StaffMember } from "~/back-office/staff/accounts.server";
import { recordStaffWrite } from "~/back-office/staff/audit.server";

type Context = Readonly<RouterContextProvider>;

/** The outbox's table, as the audit log names what these actions change. */
const OUTBOX = "outbox";

/** What the audit log keeps of a mail: what the page shows of it. */
const audited = ({ id, kind, to, subject, state, attempts, nextAttemptAt, lastError, errorKind }: ListedMail) => ({
  id,
  kind,
  to,
  subject,
  state,
  attempts,
  nextAttemptAt,
  lastError,
  errorKind,
});

/** The mail page (docs/decisions/053): mail waiting to be sent, with how much, since when and the latest error, and failed mail. */
export async function mailQueues(context: Context, waitingPage: number, failedPage: number) {
  const store = portalStore(context.get(appContext).env);
  const [waiting, failed] = await Promise.all([store.outbox.waiting(waitingPage, new Date()), store.outbox.failed(failedPage)]);
  return { waiting, failed };
}

/**
 * "Retry now": waiting mail, one (`id`) or all that is waiting, made due now and handed to the mail queue, as
 * when a provider's outage is over; logged. How many were; 0 when none was waiting (sent meanwhile).
 */
export async function retryWaitingMail(context: Context, staff: StaffMember, id: string | null): Promise<number> {
  const { env } = context.get(appContext);
  const store = portalStore(env);
  const now = new Date();
  const retried = await store.outbox.retry(id, now);
  if (retried.length === 0) return 0;
  await store.outbox.queue(env.MAIL_QUEUE, retried.map((mail) => mail.id));
  await recordStaffWrite(env, {
    staff,
    action: "retry-now",
    target: { collection: OUTBOX, id },
    before: retried.map(audited),
    after: retried.map((mail) => ({ ...audited(mail), nextAttemptAt: now.toISOString() })),
  });
  return retried.length;
}

/**
 * Sends a failed mail again: waiting once more, its tries counted anew, and handed to the mail queue under its
 * own id, so the consumer delivers it as it would have; logged. False when it is not failed (sent again already,
 * from another tab) or unknown.
 */
export async function resendFailedMail(context: Context, staff: StaffMember, id: string): Promise<boolean> {
  const { env } = context.get(appContext);
  const store = portalStore(env);
  const before = await store.outbox.resend(id, new Date());
  if (!before) return false;
  await store.outbox.queue(env.MAIL_QUEUE, [id]);
  await recordStaffWrite(env, { staff, action: "resend", target: { collection: OUTBOX, id }, before: audited(before), after: { ...audited(before), state: "waiting", attempts: 0 } });
  return true;
}
