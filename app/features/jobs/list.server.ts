import { bangkokToday } from "~/lib/dates";
import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { emptyListHints } from "~/content/list-hints.server";
import type { JobAttributes } from "~/model/entities";
import { provinceOptionsOf } from "~/content/master-data";
import { masterDataOf } from "~/content/master-data.server";
import { listOf, totalOf } from "~/content/server";
import { listedPageCountOf } from "~/server/url-lookups.server";
import { serverT } from "~/i18n/server";
import { parseListState } from "~/lib/list-state";
import { localeFromPath } from "~/lib/locale";
import { keywordIds } from "~/search/list-keyword.server";
import { jobSummary } from "./job-card-data";
import { JOB_CATEGORIES, jobListConfig, jobListQuery } from "./list-config";

/** Open jobs: keyword, job type, province, category and sort from the URL. */
export async function loadJobList(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const t = serverT(locale);
  const today = bangkokToday();
  const state = parseListState(url.searchParams, jobListConfig);
  const client = contentClient(request, context, "anonymous");
  const ids = await keywordIds(context, jobListConfig, state);
  const query = (s: typeof state) => jobListQuery(s, today, ids);
  const [list, master] = await Promise.all([listOf<JobAttributes>(client, "api/jobs", query(state)), masterDataOf(client)]);
  const relaxed = await emptyListHints(list, state, jobListConfig, { client, path: "api/jobs", query });
  const categoryOptions = JOB_CATEGORIES.map((value) => ({ value, label: t(`jobs.categories.${value}`) }));
  return {
    state,
    today,
    total: totalOf(list),
    pageCount: listedPageCountOf(request, list, state.page),
    relaxed,
    jobs: list.data.map((item) => jobSummary(item, locale, master, t)),
    selects: [
      { name: "job_type", label: t("list.jobType"), options: master.job_types.map((c) => ({ value: c.value, label: c[locale] })) },
      { name: "province", label: t("list.province"), options: provinceOptionsOf(master.provinces, locale, t) },
      { name: "category", label: t("list.category"), options: categoryOptions },
    ],
    sorts: [
      { value: "newest", label: t("list.sortNewest") },
      { value: "salary", label: t("list.sortSalary") },
    ],
  };
}
