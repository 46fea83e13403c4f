import { useEffect } from "react";
import { Form, Link, useFetcher } from "react-router";
import { Pagination } from "~/components/pagination";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { FormAlert, FormField, FormNotice, SubmitButton } from "~/components/forms/form-ui";
import { useTranslation } from "~/i18n/react";
import { formatShortDate } from "~/lib/dates";
import { nextStatuses, QUOTE_STATUS } from "~/domain/quotation-status";
import { pagePath } from "~/lib/paths";
import { inboxSearch } from "./inbox-filters";
import type { InboxAnswer, loadInbox } from "./inbox.server";
import { AnswerBlock, Attachments, QuotationFacts, StatusBadge } from "./quotation-ui";
import type { QuotationView } from "./records";
import "~/features/info/info.css";
import "~/features/account/account.css";
import "./quotations.css";
import { LISTING_PAGES } from "~/lib/listing-pages";

type Data = Awaited<ReturnType<typeof loadInbox>>;
type Loaded = Data extends infer D ? (D extends { data: infer Inner } ? Inner : D) : never;

/** One tab of the company inbox: the filtered, paged list of received requests, or one request in detail. */
export function InboxPage({ data, answer }: { data: Loaded; answer: InboxAnswer | null | undefined }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const inbox = to(pagePath(LISTING_PAGES[data.kind].inbox));
  const kindName = t(`quotations.kinds.${data.kind}`);
  if (data.mode === "missing") {
    return (
      <section className="tab-panel" role="alert">
        <h2>{t("quotations.inbox.notFound")}</h2>
        <Link to={inbox}>{t("quotations.inbox.back")}</Link>
      </section>
    );
  }
  if (data.mode === "detail") return <InboxDetail data={data} answer={answer} />;
  if (data.listings.length === 0) {
    return (
      <section className="tab-panel" aria-labelledby="tab-title">
        <h2 id="tab-title">{t("quotations.inbox.noListings", { kind: kindName })}</h2>
        <p>{t("quotations.inbox.noListingsHint")}</p>
        <Link className="button" to={to(pagePath("contact"))}>
          {t("quotations.inbox.contact")}
        </Link>
      </section>
    );
  }
  const { filters } = data;
  const filtered = Boolean(filters.status || filters.listing || filters.from || filters.until);
  return (
    <section className="tab-panel" aria-labelledby="tab-title">
      <h2 id="tab-title">{t(`pages.${LISTING_PAGES[data.kind].inbox}.title`)}</h2>
      {answer ? <FormAlert message={t(answer.alert)} /> : null}
      <Form method="get" className="inbox-filters" aria-label={t("quotations.inbox.filters")}>
        <FormField form="inbox" name="status" label={t("quotations.status.label")}>
          {(control) => (
            <select {...control} defaultValue={filters.status}>
              <option value="">{t("quotations.inbox.allStatuses")}</option>
              {QUOTE_STATUS.map((status) => (
                <option key={status} value={status}>
                  {t(`quotations.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField form="inbox" name="listing" label={t("quotations.inbox.listing")}>
          {(control) => (
            <select {...control} defaultValue={filters.listing ?? ""}>
              <option value="">{t("quotations.inbox.allListings")}</option>
              {data.listings.map((listing) => (
                <option key={listing.id} value={listing.id}>
                  {listing.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField form="inbox" name="from" label={t("quotations.inbox.from")}>
          {(control) => <input {...control} type="date" defaultValue={filters.from} />}
        </FormField>
        <FormField form="inbox" name="until" label={t("quotations.inbox.until")}>
          {(control) => <input {...control} type="date" defaultValue={filters.until} />}
        </FormField>
        <div className="inbox-filters__actions">
          <button type="submit" className="button button--accent">
            {t("quotations.inbox.apply")}
          </button>
          {filtered ? <Link to={inbox}>{t("quotations.inbox.reset")}</Link> : null}
        </div>
      </Form>
      <div className="inbox-bar">
        <p role="status">{t("quotations.inbox.count", { count: data.total })}</p>
        {data.total > 0 ? (
          <a className="button" href={data.exportHref} download title={t("quotations.inbox.exportHelp")}>
            {t("quotations.inbox.export")}
          </a>
        ) : null}
      </div>
      {data.items.length === 0 ? (
        <p>{t(filtered ? "quotations.inbox.emptyFiltered" : "quotations.inbox.empty")}</p>
      ) : (
        <InboxTable items={data.items} />
      )}
      <Pagination
        page={data.page}
        pageCount={data.pageCount}
        hrefFor={(page) => to(pagePath(LISTING_PAGES[data.kind].inbox, { query: inboxSearch(filters, { page: page > 1 ? page : null }) }))}
      />
    </section>
  );
}

function InboxTable({ items }: { items: QuotationView[] }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const locale = useLocale();
  const label = {
    reference: t("quotations.fields.reference"),
    received: t("quotations.inbox.received"),
    requester: t("quotations.inbox.requester"),
    event: t("quotations.fields.event"),
    listing: t("quotations.fields.listing"),
    status: t("quotations.fields.status"),
  };
  return (
    <table className="inbox-table">
      <caption className="visually-hidden">{t("quotations.inbox.table")}</caption>
      <thead>
        <tr>
          <th scope="col">{label.reference}</th>
          <th scope="col">{label.received}</th>
          <th scope="col">{label.requester}</th>
          <th scope="col">{label.event}</th>
          <th scope="col">{label.listing}</th>
          <th scope="col">{label.status}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((view) => (
          <tr key={view.id} className={view.status === "sent" ? "inbox-table__new" : undefined}>
            <td data-label={label.reference}>
              <div>
                <Link to={to(pagePath(LISTING_PAGES[view.kind].inbox, { query: { id: view.id } }))} aria-label={`${t("quotations.inbox.open")} ${view.reference}`}>
                  {view.reference}
                </Link>
              </div>
            </td>
            <td data-label={label.received}>
              <div>{view.sentOn ? formatShortDate(view.sentOn, locale) : ""}</div>
            </td>
            <td data-label={label.requester}>
              <div>
                {view.contactName}
                {view.companyName ? <span className="quote-card__ref"> · {view.companyName}</span> : null}
              </div>
            </td>
            <td data-label={label.event}>
              <div>{view.event}</div>
            </td>
            <td data-label={label.listing}>
              <div>{view.target?.name ?? ""}</div>
            </td>
            <td data-label={label.status}>
              <div>
                <StatusBadge status={view.status} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function InboxDetail({ data, answer }: { data: Extract<Loaded, { mode: "detail" }>; answer: InboxAnswer | null | undefined }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const locale = useLocale();
  const { view } = data;
  const next = nextStatuses(view.status, "receiver");
  const canAnswer = next.includes("answered");
  const canClose = next.includes("closed");
  const detail = to(pagePath(LISTING_PAGES[data.kind].inbox, { query: { id: view.id } }));
  return (
    <section className="tab-panel" aria-labelledby="tab-title">
      {view.status === "sent" ? <MarkRead id={view.id} /> : null}
      <p>
        <Link to={to(pagePath(LISTING_PAGES[data.kind].inbox))} className="link-back">
          {t("quotations.inbox.back")}
        </Link>
      </p>
      {data.notice ? (
        <FormNotice message={t(data.notice)} />
      ) : null}
      {answer ? <FormAlert message={t(answer.alert)} /> : null}
      <div className="quote-card__head">
        <h2 id="tab-title" className="quote-card__title">
          {view.reference} · {view.event}
        </h2>
        <StatusBadge status={view.status} />
      </div>
      <p className="quote-card__ref">
        {view.target?.name} · {t("quotations.inbox.received")} {view.sentOn ? formatShortDate(view.sentOn, locale) : ""}
      </p>
      <div className="inbox-detail">
        <div>
          <QuotationFacts view={view} contact />
          <Attachments view={view} />
        </div>
        <div className="inbox-detail__side">
          {canAnswer ? (
            <Form method="post" className="stack-form">
              <input type="hidden" name="id" value={view.id} />
              <input type="hidden" name="intent" value="answer" />
              <FormField
                form="inbox"
                name="answer"
                label={t("quotations.inbox.answerLabel")}
                help={t("quotations.inbox.answerHelp")}
                error={answer?.alert === "quotations.errors.answerRequired" || answer?.alert === "quotations.errors.answerTooLong" ? answer.alert : undefined}
              >
                {(control) => <textarea {...control} rows={7} maxLength={data.answerMax} required defaultValue={answer?.answer} />}
              </FormField>
              <SubmitButton label={t("quotations.inbox.answerSubmit")} />
            </Form>
          ) : (
            <AnswerBlock view={view} />
          )}
          {canClose && data.confirmClose ? <CloseConfirmation id={view.id} detail={detail} /> : null}
          {canClose && !data.confirmClose ? (
            <p className="quote-actions">
              <Link className="button" to={`${detail}&confirm=close`}>
                {t("quotations.inbox.close")}
              </Link>
              <span className="form-field__help">{t("quotations.inbox.closeHelp")}</span>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/**
 * Opening a new request is what "read" means. The owner's own page says so with a same-origin post once its
 * scripts run; without scripts the owner presses the button. The loader itself never writes.
 */
function MarkRead({ id }: { id: number }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const { submit } = fetcher;
  useEffect(() => {
    void submit({ id: String(id), intent: "read" }, { method: "post" });
  }, [id, submit]);
  return (
    <fetcher.Form method="post" className="quote-actions">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value="read" />
      <SubmitButton label={t("quotations.inbox.markRead")} className="button" busy={fetcher.state !== "idle"} />
    </fetcher.Form>
  );
}

/** Closing is final: the page asks first, and "keep it open" goes back to the request. */
function CloseConfirmation({ id, detail }: { id: number; detail: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="quote-confirm" aria-labelledby="close-confirm-title">
      <h3 id="close-confirm-title">{t("quotations.inbox.closeConfirmTitle")}</h3>
      <p>{t("quotations.inbox.closeConfirmText")}</p>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value="close" />
      <div className="quote-actions">
        <SubmitButton label={t("quotations.inbox.closeConfirm")} className="button" />
        <Link to={detail}>{t("quotations.inbox.closeKeep")}</Link>
      </div>
    </Form>
  );
}
