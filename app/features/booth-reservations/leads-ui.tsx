import { Form, Link, useLocation } from "react-router";
import { FilterSelect } from "~/components/filter-select";
import { Pagination } from "~/components/pagination";
import { FormNotice, SubmitButton } from "~/components/forms/form-ui";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { useTranslation } from "~/i18n/react";
import { pagePath } from "~/lib/paths";
import { LEAD_STATUSES } from "~/domain/leads";
import { LEADS_EXPORT_PATH, leadQuery } from "./lead-filters";
import type { loadLeads } from "./leads.server";
import "./booth-reservations.css";

type Data = Exclude<Awaited<ReturnType<typeof loadLeads>>, Response>;

/**
 * The leads an organizer received from booth reservations: filters in the URL (a plain GET form), the count,
 * the CSV export of the same filter, each lead with its company, contact and booth, and its status form.
 */
export function LeadsPanel({ data, statusError }: { data: Data; statusError: boolean }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const locale = useLocale();
  const { pathname } = useLocation();
  if (!data.runsOrganizer) {
    return (
      <div className="panel leads-empty">
        <p>{t("booths.leads.noListing")}</p>
        <Link className="button" to={to(pagePath("package"))}>
          {t("nav.packages")}
        </Link>
      </div>
    );
  }
  const { filters } = data;
  return (
    <div className="leads">
      <Form method="get" className="leads-filters" aria-label={t("booths.leads.filters")}>
        <FilterSelect
          id="leads-status"
          name="status"
          label={t("booths.leads.status")}
          anyLabel={t("booths.leads.anyStatus")}
          defaultValue={filters.status}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: t(`booths.leads.statuses.${status}`) }))}
        />
        <FilterSelect id="leads-show" name="show" label={t("booths.leads.show")} anyLabel={t("booths.leads.anyShow")} defaultValue={filters.show} options={data.shows} />
        <div className="field">
          <label htmlFor="leads-from">{t("booths.leads.from")}</label>
          <input id="leads-from" type="date" name="from" defaultValue={filters.from} />
        </div>
        <div className="field">
          <label htmlFor="leads-to">{t("booths.leads.to")}</label>
          <input id="leads-to" type="date" name="to" defaultValue={filters.to} />
        </div>
        <div className="leads-filters__actions">
          <button type="submit" className="button button--primary">
            {t("booths.leads.apply")}
          </button>
          <Link to={pathname}>{t("booths.leads.clear")}</Link>
        </div>
      </Form>
      {data.saved ? (
        <FormNotice message={t("booths.leads.saved")} />
      ) : null}
      <div className="leads-bar">
        <p className="results-count">{t("booths.leads.count", { count: data.total })}</p>
        {data.total > 0 ? (
          // A file download, not a page: a plain link, so the router does not try to render it.
          <a className="button" href={`${LEADS_EXPORT_PATH}${leadQuery({ ...filters, page: 1 }, { lang: locale })}`} download>
            {t("booths.leads.exportCsv")}
          </a>
        ) : null}
      </div>
      {statusError ? (
        <p className="form-alert" role="alert">
          {t("booths.leads.statusError")}
        </p>
      ) : null}
      {data.leads.length === 0 ? (
        <p className="panel">{t("booths.leads.empty")}</p>
      ) : (
        <ul className="lead-list">
          {data.leads.map((lead) => (
            <li key={lead.id} className="lead">
              <div className="lead__head">
                <h2 className="lead__company">{lead.company || lead.contact}</h2>
                <span className={`badge lead__status lead__status--${lead.status}`}>{t(`booths.leads.statuses.${lead.status}`)}</span>
              </div>
              <dl className="lead__facts">
                <div>
                  <dt>{t("booths.leads.reference")}</dt>
                  <dd>{lead.reference}</dd>
                </div>
                <div>
                  <dt>{t("booths.leads.received")}</dt>
                  <dd>
                    <time dateTime={lead.receivedAt}>{lead.received}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t("booths.leads.show")}</dt>
                  <dd>{lead.show}</dd>
                </div>
                <div>
                  <dt>{t("booths.leads.booth")}</dt>
                  <dd>
                    {lead.booths ? t("booths.leads.boothNumbers", { numbers: lead.booths }) : t("booths.leads.boothValue", { type: lead.boothType, count: lead.boothCount })}
                    {lead.boothDecision ? <> · {t(`booths.leads.decisions.${lead.boothDecision}`)}</> : null}
                  </dd>
                </div>
                <div>
                  <dt>{t("booths.leads.contact")}</dt>
                  <dd>
                    {lead.contact}
                    <br />
                    <a href={`mailto:${lead.email}`}>{lead.email}</a>
                    <br />
                    <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}>{lead.phone}</a>
                  </dd>
                </div>
                {lead.products ? (
                  <div>
                    <dt>{t("booths.leads.products")}</dt>
                    <dd>{lead.products}</dd>
                  </div>
                ) : null}
                {lead.message ? (
                  <div className="lead__wide">
                    <dt>{t("booths.leads.message")}</dt>
                    <dd>{lead.message}</dd>
                  </div>
                ) : null}
              </dl>
              {lead.booths && lead.reservationId && !lead.boothDecision ? (
                <Form method="post" className="lead__booth-decision" aria-label={t("booths.leads.decideFor", { reference: lead.reference, numbers: lead.booths })}>
                  <input type="hidden" name="reservation" value={lead.reservationId} />
                  <p>{t("booths.leads.decideHelp", { numbers: lead.booths })}</p>
                  <button type="submit" name="booth_decision" value="confirmed" className="button button--small button--primary">
                    {t("booths.leads.confirmBooths")}
                  </button>
                  <button type="submit" name="booth_decision" value="declined" className="button button--small">
                    {t("booths.leads.declineBooths")}
                  </button>
                </Form>
              ) : null}
              <Form method="post" className="lead__status-form">
                <input type="hidden" name="lead" value={lead.id} />
                <label htmlFor={`lead-status-${lead.id}`}>{t("booths.leads.statusFor", { reference: lead.reference })}</label>
                <select id={`lead-status-${lead.id}`} name="lead_status" defaultValue={lead.status}>
                  {LEAD_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`booths.leads.statuses.${status}`)}
                    </option>
                  ))}
                </select>
                <label htmlFor={`lead-note-${lead.id}`} className="lead__note-label">{t("booths.leads.note")}</label>
                <textarea id={`lead-note-${lead.id}`} name="note" rows={2} maxLength={data.noteMax} defaultValue={lead.note} aria-describedby={`lead-note-help-${lead.id}`} />
                <span id={`lead-note-help-${lead.id}`} className="form-field__help">
                  {t("booths.leads.noteHelp")}
                </span>
                <SubmitButton label={t("booths.leads.save")} className="button button--small" busyLabel="saving" />
              </Form>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={filters.page} pageCount={data.pageCount} hrefFor={(page) => `${pathname}${leadQuery({ ...filters, page })}`} />
    </div>
  );
}
