import type { Translate } from "~/i18n/translator";
import type { JobAttributes, Linked } from "~/model/entities";
import { localized } from "~/content/localized";
import { type MasterData, labelOf } from "~/content/master-data";
import type { StrapiEntity } from "~/model/types";
import type { Locale } from "~/domain/locales";
import { fallbackLang } from "../media/fallback";
import { bangkokDay } from "~/lib/dates";
import { pagePath } from "~/lib/paths";
import { payUnit } from "./salary";


export const JOB_LIST_PATH = pagePath("jobsList");

export function jobPath(slug: string): string {
  return pagePath("jobDetails", { id: slug });
}

/** What a job card and the job hero show, with labels in the page's language. */
export function jobSummary(item: StrapiEntity<Linked<JobAttributes>>, locale: Locale, master: MasterData, t: Translate) {
  const a = item.attributes;
  return {
    id: item.id,
    slug: a.slug,
    href: jobPath(a.slug),
    title: localized(a, "title", locale),
    titleLang: fallbackLang(a, "title", locale),
    company: localized(a, "company_name", locale),
    logo: a.company_logo ?? null,
    province: labelOf(master.provinces, a.province, locale),
    jobType: labelOf(master.job_types, a.job_type, locale),
    category: a.category ? t(`jobs.categories.${a.category}`, { defaultValue: a.category }) : "",
    jobTypeValue: a.job_type,
    payUnit: payUnit(a.salary_unit, a.job_type),
    salaryMin: a.salary_min ?? null,
    salaryMax: a.salary_max ?? null,
    posted: bangkokDay(a.publishedAt) || undefined,
    validThrough: a.valid_through ? a.valid_through.slice(0, 10) : null,
  };
}

export type JobSummary = ReturnType<typeof jobSummary>;
