import { Form, Link } from "react-router";
import { FormAlert, FormField, FormNotice, SubmitButton } from "~/components/forms/form-ui";
import { useLocalizePath } from "~/components/use-locale";
import { nextStatuses } from "~/domain/quotation-status";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/lib/paths";
import { REQUEST_LINK_DAYS } from "~/domain/request-delivery";
import { SITE } from "~/lib/site";
import { AnswerBlock, QuotationFacts, StatusBadge } from "./quotation-ui";
import type { ReplyAnswer, ReplyState } from "./reply.server";

const CLOSED = {
  expired: ["quotations.reply.expiredTitle", "quotations.reply.expired"],
  revoked: ["quotations.reply.revokedTitle", "quotations.reply.revoked"],
  invalid: ["quotations.reply.invalidTitle", "quotations.reply.invalid"],
} as const;

/** Why the link opens nothing: missing, expired, revoked or not a link of ours. */
function LinkClosed({ kind }: { kind: Exclude<ReplyState["kind"], "open"> }) {
  const { t } = useTranslation();
  if (kind === "none") {
    return (
      <section className="panel">
        <p>{t("quotations.reply.none")}</p>
      </section>
    );
  }
  const [title, text] = CLOSED[kind];
  return (
    <section className="panel" role="alert">
      <h2 className="panel__title">{t(title)}</h2>
      <p>{t(text, { days: REQUEST_LINK_DAYS, email: SITE.email })}</p>
    </section>
  );
}

/** The invitation to run the listing: its page holds the existing "Is this your company?" request. */
function ClaimInvitation({ listing, path }: { listing: string; path: string }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <section className="panel reply-claim" aria-labelledby="reply-claim">
      <h2 id="reply-claim" className="panel__title">
        {t("quotations.reply.claimTitle")}
      </h2>
      <p>{t("quotations.reply.claimText", { listing })}</p>
      <Link className="button button--primary" to={`${to(path)}#claim-title`}>
        {t("quotations.reply.claimLink", { listing })}
      </Link>
    </section>
  );
}

export function ReplyPage({ state, done, answer, answerMax }: { state: ReplyState; done: boolean; answer: ReplyAnswer | undefined; answerMax: number }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  if (state.kind !== "open") return <LinkClosed kind={state.kind} />;
  const { view } = state;
  const listing = view.target?.name ?? "";
  const canAnswer = nextStatuses(view.status, "receiver").includes("answered");
  return (
    <>
      {done ? (
        <FormNotice message={t("quotations.inbox.answered")} />
      ) : null}
      <section className="panel" aria-labelledby="reply-title">
        <div className="quote-card__head">
          <h2 id="reply-title" className="quote-card__title">
            {view.reference} · {view.event}
          </h2>
          <StatusBadge status={view.status} />
        </div>
        <p>{t("quotations.reply.from", { from: [view.contactName, view.companyName].filter(Boolean).join(", "), listing })}</p>
        <div className="inbox-detail">
          <div>
            <QuotationFacts view={view} contact />
          </div>
          <div className="inbox-detail__side">
            {answer ? <FormAlert message={t(answer.alert)} /> : null}
            {canAnswer ? (
              <Form method="post" action={to(pagePath("quotationReply", { query: { token: state.token } }))} className="stack-form" noValidate>
                <FormField form="reply" name="answer" label={t("quotations.inbox.answerLabel")} help={t("quotations.reply.answerHelp")} error={answer?.errors.answer}>
                  {(control) => <textarea {...control} rows={7} maxLength={answerMax} required defaultValue={answer?.values.answer} />}
                </FormField>
                <SubmitButton label={t("quotations.inbox.answerSubmit")} />
              </Form>
            ) : view.status === "withdrawn" || (view.status === "closed" && !view.answer) ? (
              <p className="quote-answer quote-answer--none">{t(view.status === "withdrawn" ? "quotations.reply.withdrawn" : "quotations.reply.closed")}</p>
            ) : (
              <AnswerBlock view={view} />
            )}
          </div>
        </div>
      </section>
      {view.target ? <ClaimInvitation listing={listing} path={state.listingPath} /> : null}
    </>
  );
}
