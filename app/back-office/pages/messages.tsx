import { Form, redirect } from "react-router";
import { Pagination } from "~/components/pagination";
import { useLocale } from "~/components/use-locale";
import type { DeliveryState } from "~/back-office/queues/contact-messages";
import { contactMessages, type ListedMessage, type ResendOutcome, resendContactMessage } from "~/back-office/queues/contact-messages.server";
import { backOfficePath } from "~/back-office/pages/table";
import { documentUrl } from "~/lib/document-url";
import { formatBangkokTime } from "~/lib/intl-formats";
import { parsePage } from "~/lib/pagination";
import { readForm } from "~/server/form-body.server";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/messages";

const OUTCOMES: readonly ResendOutcome[] = ["resent", "waiting", "changed"];
const SEARCH_MAX = 200;

const searchOf = (params: URLSearchParams) => (params.get("q") ?? "").trim().slice(0, SEARCH_MAX);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const params = new URL(request.url).searchParams;
  const page = parsePage(params.get("page"));
  const search = searchOf(params);
  const outcome = OUTCOMES.find((o) => params.get("done") === o) ?? null;
  return { page, search, outcome, ...(await contactMessages(request, context, page, search)) };
}

/** Send one message to the site team again: a plain form post, answered with a 303 back to the same list. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  const form = await readForm(request);
  const id = Number(form.get("id"));
  const mail = form.get("mail");
  const outcome = Number.isSafeInteger(id) && id > 0 && typeof mail === "string" ? await resendContactMessage(request, context, staff, id, mail) : "changed";
  const back = documentUrl(request.url);
  back.searchParams.set("done", outcome);
  return redirect(`${back.pathname}${back.search}`, 303);
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "messages.title");

function StateLine({ state, time }: { state: DeliveryState; time: (stamp: string) => string }) {
  const t = useStaffT();
  const words =
    state.kind === "delivered"
      ? t("messages.states.delivered", { when: time(state.at) })
      : state.kind === "failed"
        ? t("messages.states.failed", { when: time(state.at), reason: state.reason })
        : t(`messages.states.${state.kind}`);
  return <span className={`delivery-state delivery-state--${state.kind}`}>{words}</span>;
}

function MessageCard({ message, time }: { message: ListedMessage; time: (stamp: string) => string }) {
  const t = useStaffT();
  return (
    <li className="admin-card queue-item" data-testid="contact-message">
      <h2>{message.subject}</h2>
      <dl className="queue-item__facts">
        <dt>{t("messages.from")}</dt>
        <dd>{message.name}</dd>
        <dt>{t("claims.email")}</dt>
        <dd>
          <a href={`mailto:${message.email}`}>{message.email}</a>
        </dd>
        {message.phone ? (
          <>
            <dt>{t("claims.phone")}</dt>
            <dd>{message.phone}</dd>
          </>
        ) : null}
        <dt>{t("messages.language")}</dt>
        <dd>{t(`claims.languages.${message.locale}`)}</dd>
        {message.createdAt ? (
          <>
            <dt>{t("claims.sent")}</dt>
            <dd>{time(message.createdAt)}</dd>
          </>
        ) : null}
        <dt>{t("claims.message")}</dt>
        <dd className="queue-item__message">{message.message}</dd>
        <dt>{t("messages.delivery")}</dt>
        <dd data-testid="delivery-state">
          <StateLine state={message.state} time={time} />
        </dd>
      </dl>
      <div className="queue-item__actions">
        {message.state.kind === "queued" ? (
          <p>{t("messages.waitingHint")}</p>
        ) : (
          <Form method="post">
            <input type="hidden" name="id" value={message.id} />
            <input type="hidden" name="mail" value={message.mailId ?? ""} />
            <button type="submit" className="button button--primary">
              {t("messages.resend")}
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

export default function ContactMessages({ loaderData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const { page, search, outcome, messages, pageCount } = loaderData;
  const time = (stamp: string) => formatBangkokTime(stamp, locale);
  const path = backOfficePath("messages", locale);
  const hrefFor = (n: number) => {
    const query = new URLSearchParams({ ...(search ? { q: search } : {}), ...(n > 1 ? { page: String(n) } : {}) }).toString();
    return query ? `${path}?${query}` : path;
  };
  return (
    <>
      <h1>{t("messages.title")}</h1>
      <p className="admin-lead">{t("messages.lead")}</p>
      {outcome ? (
        <p className="form-notice" role="status" data-testid="messages-outcome">
          {t(`messages.outcomes.${outcome}`)}
        </p>
      ) : null}
      <Form method="get" className="content-filters" aria-label={t("messages.search")}>
        <div className="form-field">
          <label htmlFor="messages-q">{t("messages.searchLabel")}</label>
          <input id="messages-q" name="q" type="search" defaultValue={search} maxLength={SEARCH_MAX} />
        </div>
        <button type="submit" className="button">
          {t("messages.search")}
        </button>
      </Form>
      {messages.length === 0 ? (
        <p role="status">{t(search ? "messages.noMatch" : "messages.empty")}</p>
      ) : (
        <ol className="queue-list">
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} time={time} />
          ))}
        </ol>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
