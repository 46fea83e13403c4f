import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { ContentImage } from "~/components/content-image";
import { useLocale, useLocalizePath } from "~/components/use-locale";
import { formatCardDate } from "~/lib/dates";
import type { JobSummary } from "./job-card-data";
import { formatSalary } from "./salary";
import "./jobs.css";

/** A job in the list: company logo, title, company, where and what kind of job, pay, and when it was posted. */
export function JobCard({ job, headingLevel = 2 }: { job: JobSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalizePath();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card job-card">
      <ContentImage image={job.logo} locale={locale} fallbackAlt={job.company} ratio="1 / 1" className="job-card__logo" />
      <div className="job-card__body">
        <Heading className="card__title job-card__title" lang={job.titleLang}>
          <Link to={to(job.href)} className="card__link">
            {job.title}
          </Link>
        </Heading>
        <p className="job-card__company">{job.company}</p>
        <ul className="job-card__facts">
          {job.province ? <li>{job.province}</li> : null}
          <li>
            <span className="tag">{job.jobType}</span>
          </li>
          {job.category ? <li>{job.category}</li> : null}
        </ul>
      </div>
      <div className="job-card__aside">
        <p className="job-card__salary">{formatSalary(job.salaryMin, job.salaryMax, job.payUnit, t)}</p>
        {job.posted ? (
          <p className="card__meta">
            {t("jobs.posted")} <time dateTime={job.posted}>{formatCardDate(job.posted, locale)}</time>
          </p>
        ) : null}
      </div>
    </article>
  );
}
