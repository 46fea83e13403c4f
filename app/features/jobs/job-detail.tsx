import { useTranslation } from "~/i18n/react";
import { DetailBody } from "~/components/detail-sections";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ContentImage } from "~/components/content-image";
import { RichText } from "~/components/rich-text";
import { ShareLinks } from "~/components/share-links";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { formatLongDate } from "~/lib/dates";
import type { loadJobDetail } from "./detail.server";
import { JOB_LIST_PATH } from "./job-card-data";
import { formatSalary } from "./salary";
import "./jobs.css";
import { NewTabLink } from "~/components/new-tab-link";

type Data = Awaited<ReturnType<typeof loadJobDetail>>;

function ApplyActions({ apply, title }: { apply: Data["apply"]; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="detail-actions">
      {apply.url ? (
        <NewTabLink className="button button--accent" href={apply.url}>
          {t("jobs.applyOnline")}
        </NewTabLink>
      ) : null}
      {apply.email ? (
        <a className={apply.url ? "button" : "button button--accent"} href={`mailto:${apply.email}?subject=${encodeURIComponent(t("jobs.emailSubject", { title }))}`}>
          {t("jobs.applyByEmail")}
        </a>
      ) : null}
    </div>
  );
}

export function JobDetail({ data }: { data: Data }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  const { job } = data;
  const salary = formatSalary(job.salaryMin, job.salaryMax, job.payUnit, t);
  const canApply = !data.closed && (data.apply.email || data.apply.url);

  return (
    <article className="container page job-detail">
      <Breadcrumbs items={data.crumbs} />
      {data.closed ? (
        <p className="job-closed" role="note">
          <strong>{t("jobs.closedTitle")}</strong> {t("jobs.closedText")}{" "}
          <Link to={to(JOB_LIST_PATH)}>{t("jobs.seeOpenJobs")}</Link>
        </p>
      ) : null}
      <header className="job-hero">
        <ContentImage image={job.logo} locale={locale} fallbackAlt={job.company} ratio="1 / 1" priority className="job-hero__logo" />
        <div className="job-hero__body">
          <h1 lang={job.titleLang}>{job.title}</h1>
          <p className="job-hero__company">{job.company}</p>
          <dl className="facts" aria-label={t("jobs.facts")}>
            <div>
              <dt>{t("list.jobType")}</dt>
              <dd>{job.jobType}</dd>
            </div>
            {job.category ? (
              <div>
                <dt>{t("list.category")}</dt>
                <dd>{job.category}</dd>
              </div>
            ) : null}
            {job.province ? (
              <div>
                <dt>{t("jobs.location")}</dt>
                <dd>{job.province}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("jobs.salary")}</dt>
              <dd className="job-hero__salary">{salary}</dd>
            </div>
            {job.posted ? (
              <div>
                <dt>{t("jobs.posted")}</dt>
                <dd>
                  <time dateTime={job.posted}>{formatLongDate(job.posted, locale)}</time>
                </dd>
              </div>
            ) : null}
            {job.validThrough ? (
              <div>
                <dt>{t("jobs.validThrough")}</dt>
                <dd>
                  <time dateTime={job.validThrough}>{formatLongDate(job.validThrough, locale)}</time>
                </dd>
              </div>
            ) : null}
          </dl>
          {canApply ? <ApplyActions apply={data.apply} title={job.title} /> : null}
        </div>
      </header>

      <DetailBody>
        <div className="detail-main">
          {data.descriptionHtml ? (
            <section aria-labelledby="job-description-title" lang={data.descriptionLang}>
              <h2 id="job-description-title">{t("jobs.description")}</h2>
              <RichText html={data.descriptionHtml} />
            </section>
          ) : null}
          {data.requirementsHtml ? (
            <section aria-labelledby="job-requirements-title" lang={data.requirementsLang}>
              <h2 id="job-requirements-title">{t("jobs.requirements")}</h2>
              <RichText html={data.requirementsHtml} />
            </section>
          ) : null}
        </div>
        <aside className="detail-side">
          <section className="job-apply" aria-labelledby="job-apply-title">
            <h2 id="job-apply-title" className="job-apply__title">
              {t("jobs.howToApply")}
            </h2>
            {data.closed ? (
              <p>{t("jobs.closedText")}</p>
            ) : canApply ? (
              <>
                <p>{t("jobs.howToApplyText", { company: job.company })}</p>
                {data.apply.email ? (
                  <p className="job-apply__email">
                    <a href={`mailto:${data.apply.email}`}>{data.apply.email}</a>
                  </p>
                ) : null}
                <ApplyActions apply={data.apply} title={job.title} />
              </>
            ) : (
              <p>{t("jobs.noApplyChannel")}</p>
            )}
          </section>
          <ShareLinks url={data.shareUrl} title={job.title} />
        </aside>
      </DetailBody>
    </article>
  );
}
