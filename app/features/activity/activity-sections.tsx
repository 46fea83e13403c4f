import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { useLocalizePath } from "~/components/use-locale";
import type { ListingStats } from "./analytics.server";
import type { ActivityItem } from "./recent.server";
import { isLogAction } from "../../domain/activity-log";
import "./activity.css";
import { formatNumber, formatPercent } from "~/lib/numbers";

/** Listing analytics on the quotation profile: per listing, two server-drawn charts and the same numbers as a table. */
export function ListingAnalyticsSection({ stats }: { stats: readonly ListingStats[] }) {
  const { t } = useTranslation();
  return (
    <section className="listing-analytics" aria-labelledby="analytics-title">
      <h3 id="analytics-title">{t("contracts.analytics.title")}</h3>
      <p className="listing-analytics__lead">{t("contracts.analytics.lead", { weeks: stats[0]?.weeks.length ?? 0 })}</p>
      {stats.map((s) => {
        const headingId = `analytics-${s.kind}-${s.id}`;
        return (
          <article key={`${s.kind}-${s.id}`} className="listing-analytics__listing" aria-labelledby={headingId}>
            <h4 id={headingId}>
              <span className="listing-analytics__kind">{t(`contracts.analytics.kinds.${s.kind}`)}</span> {s.name}
            </h4>
            <p className="listing-analytics__rate">
              <span>{t("contracts.analytics.answerRate")}: </span>
              {s.total > 0
                ? t("contracts.analytics.answerRateValue", { count: s.total, answered: formatNumber(s.answered), total: formatNumber(s.total), rate: formatPercent(s.answered / s.total) })
                : t("contracts.analytics.answerRateNone")}
            </p>
            <div className="listing-analytics__body">
              <div className="listing-analytics__charts">
                <figure className="listing-analytics__chart">
                  <figcaption>{t("contracts.analytics.views")}</figcaption>
                  <div dangerouslySetInnerHTML={{ __html: s.viewsSvg }} />
                </figure>
                <figure className="listing-analytics__chart">
                  <figcaption>
                    {s.leads ? t("contracts.analytics.requestsAndLeads") : t("contracts.analytics.quotations")}
                  </figcaption>
                  <div dangerouslySetInnerHTML={{ __html: s.requestsSvg }} />
                  {s.leads ? (
                    <ul className="listing-analytics__legend">
                      <li className="legend legend--accent">{t("contracts.analytics.quotations")}</li>
                      <li className="legend legend--muted">{t("contracts.analytics.leads")}</li>
                    </ul>
                  ) : null}
                </figure>
              </div>
              <div className="listing-analytics__table" role="region" aria-labelledby={`${headingId}-caption`} tabIndex={0}>
                <table>
                  <caption id={`${headingId}-caption`}>{t("contracts.analytics.tableCaption", { name: s.name })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("contracts.analytics.columns.week")}</th>
                      <th scope="col">{t("contracts.analytics.columns.views")}</th>
                      <th scope="col">{t("contracts.analytics.columns.quotations")}</th>
                      {s.leads ? <th scope="col">{t("contracts.analytics.columns.leads")}</th> : null}
                    </tr>
                  </thead>
                  <tbody>
                    {s.weeks.map((week, i) => (
                      <tr key={week}>
                        <th scope="row">
                          <time dateTime={week}>{s.weekLabels[i]}</time>
                        </th>
                        <td>{formatNumber(s.views[i] ?? 0)}</td>
                        <td>{formatNumber(s.quotations[i] ?? 0)}</td>
                        {s.leads ? <td>{formatNumber(s.leads[i] ?? 0)}</td> : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          </article>
        );
      })}
    </section>
  );
}

/** The activity log of the member and the listings they run, newest first. */
export function ActivityLogSection({ items }: { items: readonly ActivityItem[] }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <section className="activity-log" aria-labelledby="activity-title">
      <h3 id="activity-title">{t("contracts.activity.title")}</h3>
      {items.length === 0 ? (
        <p>{t("contracts.activity.empty")}</p>
      ) : (
        <>
          <p>{t("contracts.activity.lead")}</p>
          <ol className="activity-log__list">
            {items.map((item) => (
              <li key={item.id} className="activity-log__item">
                <time dateTime={item.at}>{item.atText}</time>
                <span className="activity-log__action">
                  {isLogAction(item.action) ? t(`contracts.activity.actions.${item.action}`) : t("contracts.activity.other", { action: item.action })}
                </span>
                {item.request ? (
                  <Link className="activity-log__request" to={to(item.request.path)}>
                    {item.request.reference}
                  </Link>
                ) : null}
                {item.listing ? <span className="activity-log__listing">{item.listing.name}</span> : null}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
