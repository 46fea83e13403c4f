import { useTranslation } from "~/i18n/react";
import { ListPage } from "~/components/list-page";
import { listSearch } from "~/lib/list-query";
import { JobCard } from "./job-card";
import { jobListConfig } from "./list-config";
import type { loadJobList } from "./list.server";

type Data = Awaited<ReturnType<typeof loadJobList>>;

export function JobList({ data }: { data: Data }) {
  const { t } = useTranslation();
  return (
    <ListPage
      title={t("pages.jobsList.title")}
      lead={t("pages.jobsList.description")}
      state={data.state}
      selects={data.selects}
      sorts={data.sorts}
      total={data.total}
      pageCount={data.pageCount}
      hrefForPage={(page) => listSearch(data.state, jobListConfig, { page }) || "?"}
    >
      <ul className="job-list">
        {data.jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
