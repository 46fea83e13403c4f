import type { ReactNode } from "react";
import { Form, redirect } from "react-router";
import { Pagination } from "~/components/pagination";
import { useLocale } from "~/components/use-locale";
import { mailQueues, resendFailedMail, retryWaitingMail } from "~/back-office/queues/mails.server";
import { backOfficePath } from "~/back-office/pages/table";
import { documentPath } from "~/lib/document-url";
import { formatBangkokTime } from "~/lib/intl-formats";
import { parsePage } from "~/lib/pagination";
import type { ListedMail, OutboxErrorKind, WaitingMail } from "~/shared-store/outbox.server";
import { readForm } from "~/server/form-body.server";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/mails";

const OUTCOMES = ["resent", "gone", "retried", "notWaiting"] as const;
/** An outbox id as the page posts it: a UUID or a SHA-256, never more. */
const MAIL_ID = /^[\w-]{1,100}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const params = new URL(request.url).searchParams;
  const waitingPage = parsePage(params.get("waiting"));
  const failedPage = parsePage(params.get("page"));
  const outcome = OUTCOMES.find((o) => params.get("done") === o) ?? null;
  return { waitingPage, failedPage, outcome, ...(await mailQueues(context, waitingPage, failedPage)) };
}

/** Retry waiting mail now (one, or all with no id), or send a failed one again: plain form posts, answered with a 303 back. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  const form = await readForm(request);
  const id = form.get("id");
  const mailId = typeof id === "string" && MAIL_ID.test(id) ? id : null;
  let outcome: (typeof OUTCOMES)[number];
  if (form.get("intent") === "retry") {
    outcome = (await retryWaitingMail(context, staff, mailId)) > 0 ? "retried" : "notWaiting";
  } else {
    outcome = mailId && (await resendFailedMail(context, staff, mailId)) ? "resent" : "gone";
  }
  return redirect(`${documentPath(request.url).split("?")[0]}?done=${outcome}`, 303);
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "mails.title");

function RetryButton({ id, label }: { id: string | null; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="retry" />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <button type="submit" className="button button--primary">
        {label}
      </button>
    </Form>
  );
}

function ResendButton({ id }: { id: string }) {
  const t = useStaffT();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="button button--primary">
        {t("mails.resend")}
      </button>
    </Form>
  );
}

/** One mail in either list: its subject, whom and what it is, the list's own facts, and what can be done with it. */
function MailCard({
  mail,
  testId,
  action,
  children,
}: {
  mail: Pick<ListedMail, "subject" | "to" | "kind">;
  testId: string;
  action: ReactNode;
  children: ReactNode;
}) {
  const t = useStaffT();
  return (
    <li className="admin-card queue-item" data-testid={testId}>
      <h3>{mail.subject}</h3>
      <dl className="queue-item__facts">
        <Fact label={t("mails.to")}>{mail.to}</Fact>
        <Fact label={t("mails.kind")}>{mail.kind ?? "—"}</Fact>
        {children}
      </dl>
      {action ? <div className="queue-item__actions">{action}</div> : null}
    </li>
  );
}

/** Why a try failed, in words: an outage (tried again) or a refusal (final). */
function ErrorKind({ kind }: { kind: OutboxErrorKind | null }) {
  const t = useStaffT();
  return kind ? <strong className={`mail-error mail-error--${kind}`}>{`${t(`mails.errorKinds.${kind}`)}: `}</strong> : null;
}

/** One term of a mail's facts and its value. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Waiting({ waiting, page, time }: { waiting: WaitingMail; page: number; time: (stamp: string) => string }) {
  const t = useStaffT();
  const locale = useLocale();
  const path = backOfficePath("mails", locale);
  return (
    <section aria-labelledby="waiting-mail">
      <h2 id="waiting-mail">{t("mails.waiting.title")}</h2>
      {waiting.uncomposed > 0 ? <p>{t("mails.waiting.uncomposed", { count: waiting.uncomposed })}</p> : null}
      {waiting.count === 0 ? (
        <p role="status">{t("mails.waiting.empty")}</p>
      ) : (
        <>
          {waiting.lastError?.kind === "outage" ? (
            <p className="form-notice" role="status" data-testid="mail-outage">
              {t("mails.waiting.outage")}
            </p>
          ) : null}
          <dl className="queue-item__facts" data-testid="waiting-summary">
            <Fact label={t("mails.waiting.count")}>{waiting.count}</Fact>
            {waiting.oldest ? <Fact label={t("mails.waiting.oldest")}>{time(waiting.oldest)}</Fact> : null}
            {waiting.nextTry ? <Fact label={t("mails.waiting.nextTry")}>{time(waiting.nextTry)}</Fact> : null}
            {waiting.lastError ? (
              <Fact label={t("mails.waiting.lastError")}>
                <ErrorKind kind={waiting.lastError.kind} />
                {t("mails.waiting.lastErrorText", { error: waiting.lastError.text, when: time(waiting.lastError.at) })}
              </Fact>
            ) : null}
          </dl>
          <div className="queue-item__actions">
            <RetryButton id={null} label={t("mails.waiting.retryAll")} />
          </div>
          <ol className="queue-list">
            {waiting.mails.map((mail) => (
              <MailCard
                key={mail.id}
                mail={mail}
                testId="waiting-mail"
                action={mail.state === "waiting" ? <RetryButton id={mail.id} label={t("mails.waiting.retry")} /> : null}
              >
                <Fact label={t("mails.waiting.state")}>{t(`mails.waiting.states.${mail.state === "sending" ? "sending" : "waiting"}`)}</Fact>
                <Fact label={t("mails.waiting.attempts")}>{t("mails.waiting.attemptsText", { count: mail.attempts })}</Fact>
                {mail.nextAttemptAt ? <Fact label={t("mails.waiting.nextTry")}>{time(mail.nextAttemptAt)}</Fact> : null}
                {mail.lastError ? (
                  <Fact label={t("mails.reason")}>
                    <ErrorKind kind={mail.errorKind} />
                    {mail.lastError}
                  </Fact>
                ) : null}
              </MailCard>
            ))}
          </ol>
          <Pagination page={page} pageCount={waiting.pageCount} hrefFor={(n) => (n > 1 ? `${path}?waiting=${n}` : path)} />
        </>
      )}
    </section>
  );
}

export default function OutgoingMail({ loaderData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const { waitingPage, failedPage, waiting, failed, outcome } = loaderData;
  const time = (stamp: string) => formatBangkokTime(stamp, locale);
  const path = backOfficePath("mails", locale);
  return (
    <>
      <h1>{t("mails.title")}</h1>
      <p className="admin-lead">{t("mails.lead")}</p>
      {outcome ? (
        <p className="form-notice" role="status" data-testid="mails-outcome">
          {t(`mails.${outcome}`)}
        </p>
      ) : null}
      <Waiting waiting={waiting} page={waitingPage} time={time} />
      <section aria-labelledby="failed-mail">
        <h2 id="failed-mail">{t("mails.failedTitle")}</h2>
        {failed.mails.length === 0 ? (
          <p role="status">{t("mails.empty")}</p>
        ) : (
          <ol className="queue-list">
            {failed.mails.map((mail) => (
              <MailCard key={mail.id} mail={mail} testId="failed-mail" action={<ResendButton id={mail.id} />}>
                <Fact label={t("mails.failed")}>{time(mail.updatedAt)}</Fact>
                <dt>{t("mails.reason")}</dt>
                <dd>
                  <ErrorKind kind={mail.errorKind} />
                  {t("mails.reasonText", { reason: mail.lastError ?? "", attempts: mail.attempts })}
                </dd>
              </MailCard>
            ))}
          </ol>
        )}
        <Pagination page={failedPage} pageCount={failed.pageCount} hrefFor={(n) => (n > 1 ? `${path}?page=${n}` : path)} />
      </section>
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
