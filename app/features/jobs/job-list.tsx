import { ListPage } from "~/components/list-page";
import { JobCard } from "./job-card";
import { jobListConfig } from "./list-config";
import type { loadJobList } from "./list.server";

type Data = Awaited<ReturnType<typeof loadJobList>>;

export function JobList({ data }: { data: Data }) {
  return (
    <ListPage
      pageKey="jobsList"
      config={jobListConfig}
      state={data.state}
      selects={data.selects}
      sorts={data.sorts}
      total={data.total}
      pageCount={data.pageCount}
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
