import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import type { JobAttributes } from "~/model/entities";
import { imagePath, localized } from "~/content/localized";
import { masterDataOf } from "~/content/master-data.server";
import { recordByIdOrSlug } from "~/server/url-lookups.server";
import { serverT } from "~/i18n/server";
import { breadcrumbTrail } from "~/server/breadcrumbs.server";
import { bangkokDay, bangkokToday } from "~/lib/dates";
import { localizePath } from "~/lib/locale";
import { requireIdParam } from "~/server/not-found.server";
import { requestPage } from "~/server/page-seo.server";
import { hasVisibleText, sanitizeRichText } from "~/lib/rich-text";
import { absoluteUrl, type Seo } from "~/lib/seo";
import { jobPostingJsonLd } from "~/lib/structured-data";
import { fallbackLang } from "../media/fallback";
import { JOB_LIST_PATH, jobPath, jobSummary } from "./job-card-data";
import { isClosed } from "./list-config";
import { siteTitle } from "~/lib/site";

const plainText = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();

export async function loadJobDetail(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined, preview = false) {
  const id = requireIdParam(request, rawId);
  const { locale, siteUrl } = requestPage(request, context);
  const t = serverT(locale);
  // A back-office preview reads the draft with the API token and is never shared with visitors.
  const client = contentClient(request, context, preview ? "server" : "anonymous");
  const [job, master] = await Promise.all([recordByIdOrSlug<JobAttributes>(client, request, "api/jobs", id, undefined, preview ? { publicationState: "preview" } : {}), masterDataOf(client)]);
  const a = job.attributes;
  const summary = jobSummary(job, locale, master, t);
  const today = bangkokToday();
  const closed = isClosed(a.valid_through, today);
  const path = jobPath(a.slug);
  const canonicalUrl = absoluteUrl(siteUrl, localizePath(path, locale));
  const description = localized(a, "description", locale);
  const requirements = localized(a, "requirements", locale);
  const descriptionHtml = hasVisibleText(description) ? sanitizeRichText(description) : "";
  const requirementsHtml = hasVisibleText(requirements) ? sanitizeRichText(requirements) : "";
  const { crumbs, jsonLd: breadcrumbLd } = breadcrumbTrail(locale, siteUrl, path, [
    { label: t("pages.jobsList.title"), path: JOB_LIST_PATH },
    { label: summary.title },
  ]);
  const lead = plainText(descriptionHtml).slice(0, 160);
  const seo: Seo = {
    title: siteTitle(`${summary.title} – ${summary.company}`),
    description: lead || t("pages.jobDetails.description"),
    path,
    locale,
    siteUrl,
    image: imagePath(a.company_logo),
    jsonLd: [
      jobPostingJsonLd({
        title: summary.title,
        // Google asks for the full description as HTML: duties and requirements together.
        description: `${descriptionHtml}${requirementsHtml}` || summary.title,
        url: canonicalUrl,
        datePosted: bangkokDay(a.publishedAt),
        validThrough: a.valid_through,
        employmentType: a.job_type,
        companyName: summary.company,
        province: summary.province || a.province,
        salaryMin: a.salary_min,
        salaryMax: a.salary_max,
        salaryUnit: summary.payUnit,
      }),
      breadcrumbLd,
    ],
  };
  const applyUrl = a.apply_url && /^https?:\/\//i.test(a.apply_url) ? a.apply_url : null;
  return {
    seo,
    crumbs,
    job: summary,
    closed,
    descriptionHtml,
    descriptionLang: fallbackLang(a, "description", locale),
    requirementsHtml,
    requirementsLang: fallbackLang(a, "requirements", locale),
    apply: { email: a.apply_email ?? null, url: applyUrl },
    shareUrl: canonicalUrl,
  };
}
