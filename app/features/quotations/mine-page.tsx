import { Form, Link } from "react-router";
import { PageIntro } from "~/components/page-intro";
import { Pagination } from "~/components/pagination";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { MyBookings } from "~/features/booth-reservations/my-bookings-ui";
import { FormAlert, FormNotice, SubmitButton } from "~/components/forms/form-ui";
import { useTranslation } from "~/i18n/react";
import { formatShortDate } from "~/lib/dates";
import { nextStatuses } from "~/domain/quotation-status";
import { pagePath } from "~/lib/paths";
import type { loadMine, WithdrawAnswer } from "./mine.server";
import { AnswerBlock, Attachments, QuotationFacts, StatusBadge } from "./quotation-ui";
import type { QuotationView } from "./records";
import "~/features/info/info.css";
import "~/features/account/account.css";
import "./quotations.css";
import { LISTING_PAGES } from "~/lib/listing-pages";

type Data = Awaited<ReturnType<typeof loadMine>>;

export function MinePage({ data, answer }: { data: Data; answer: WithdrawAnswer | undefined }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  // Each list keeps the other's page, so paging one never resets the other.
  const hrefFor = (page: number, bookings: number) =>
    to(pagePath("myQuotation", { query: { page: page > 1 ? page : null, bookings: bookings > 1 ? bookings : null } }));
  return (
    <PageIntro pageKey="myQuotation">
      {answer ? <FormAlert message={t(answer.alert)} /> : null}
      {data.notice ? (
        <FormNotice message={t("quotations.mine.withdrawn", { reference: data.notice })} />
      ) : null}
      <section aria-labelledby="my-quotes-title">
        <h2 id="my-quotes-title">{t("quotations.mine.list")}</h2>
        {data.items.length === 0 ? (
          <div className="panel">
            <p className="panel__title">{t("quotations.mine.empty")}</p>
            <p>{t("quotations.mine.emptyHint")}</p>
            <Link className="button button--accent" to={to(pagePath("venueList"))}>
              {t("quotations.mine.browse")}
            </Link>
          </div>
        ) : (
          <>
            <ol className="quote-list">
              {data.items.map((view) => (
                <li key={view.reference}>
                  <MineCard view={view} />
                </li>
              ))}
            </ol>
            <Pagination page={data.page} pageCount={data.pageCount} hrefFor={(page) => hrefFor(page, data.bookings.page)} />
          </>
        )}
      </section>
      <MyBookings bookings={data.bookings} hrefFor={(page) => hrefFor(data.page, page)} />
    </PageIntro>
  );
}

function MineCard({ view }: { view: QuotationView }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const locale = useLocale();
  const kindName = t(`quotations.kinds.${view.kind}`);
  const titleId = `quote-${view.reference}`;
  return (
    <article className="quote-card" aria-labelledby={titleId}>
      <div className="quote-card__head">
        <h3 id={titleId} className="quote-card__title">
          {view.target ? <Link to={to(pagePath(LISTING_PAGES[view.kind].detail, { id: view.target.slug }))}>{view.target.name}</Link> : kindName}
        </h3>
        <StatusBadge status={view.status} />
      </div>
      <p className="quote-card__event">
        {t("quotations.mine.event")}: {view.event}
      </p>
      <p className="quote-card__ref">
        {t("quotations.reference")} {view.reference} · {kindName} · {t("quotations.mine.sentOn")} {view.sentOn ? formatShortDate(view.sentOn, locale) : ""}
      </p>
      <AnswerBlock view={view} headingLevel={4} />
      <details>
        <summary>{t("quotations.mine.details")}</summary>
        <QuotationFacts view={view} contact />
        <Attachments view={view} />
      </details>
      {nextStatuses(view.status, "sender").includes("withdrawn") ? (
        <Form method="post" className="quote-actions">
          <input type="hidden" name="kind" value={view.kind} />
          <input type="hidden" name="id" value={view.id} />
          <SubmitButton label={t("quotations.mine.withdraw")} className="button" />
          <span className="form-field__help">{t("quotations.mine.withdrawHelp")}</span>
        </Form>
      ) : null}
    </article>
  );
}
