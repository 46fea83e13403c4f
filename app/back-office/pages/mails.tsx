import { Form, redirect } from "react-router";
import { Pagination } from "~/components/pagination";
import { useLocale } from "~/components/use-locale";
import { resendFailedMail } from "~/back-office/queues/failed-mails.server";
import { appContext } from "~/context";
import { backOfficePath } from "~/back-office/pages/table";
import { documentPath } from "~/lib/document-url";
import { formatBangkokTime } from "~/lib/intl-formats";
import { parsePage } from "~/lib/pagination";
import { portalStore } from "~/portal-store/portal-store.server";
import { readForm } from "~/server/form-body.server";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/mails";

const OUTCOMES = ["resent", "gone"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get("page"));
  const outcome = OUTCOMES.find((o) => params.get("done") === o) ?? null;
  return { page, ...(await portalStore(context.get(appContext).env).mailFailures.page(page)), outcome };
}

/** Send one failed mail again: a plain form post, answered with a 303 back to the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  const id = Number((await readForm(request)).get("id"));
  const resent = Number.isSafeInteger(id) && id > 0 && (await resendFailedMail(context, staff, id));
  return redirect(`${documentPath(request.url).split("?")[0]}?done=${resent ? "resent" : "gone"}`, 303);
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "mails.title");

export default function FailedMails({ loaderData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const { page, mails, pageCount, outcome } = loaderData;
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
      {mails.length === 0 ? (
        <p role="status">{t("mails.empty")}</p>
      ) : (
        <ol className="queue-list">
          {mails.map((mail) => (
            <li key={mail.id} className="admin-card queue-item" data-testid="failed-mail">
              <h2>{mail.subject}</h2>
              <dl className="queue-item__facts">
                <dt>{t("mails.to")}</dt>
                <dd>{mail.to}</dd>
                <dt>{t("mails.kind")}</dt>
                <dd>{mail.kind ?? "—"}</dd>
                <dt>{t("mails.failed")}</dt>
                <dd>{time(mail.failedAt)}</dd>
                <dt>{t("mails.reason")}</dt>
                <dd>{t("mails.reasonText", { reason: mail.reason, attempts: mail.attempts })}</dd>
              </dl>
              <div className="queue-item__actions">
                {mail.resentAt ? (
                  <p>{t("mails.resentAt", { when: time(mail.resentAt) })}</p>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="id" value={mail.id} />
                    <button type="submit" className="button button--primary">
                      {t("mails.resend")}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => (n > 1 ? `${path}?page=${n}` : path)} />
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
