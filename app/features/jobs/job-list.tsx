import { ListPage } from "~/components/list-page";
import { JobCard } from "./job-card";
import { jobListConfig } from "./list-config";
import type { loadJobList } from "./list.server";

type Data = Awaited<ReturnType<typeof loadJobList>>;

export function JobList({ data }: { data: Data }) {
  return (
    <ListPage pageKey="jobsList" config={jobListConfig} data={data} items={data.jobs} itemKey={(job) => job.id} listClassName="job-list">
      {(job) => <JobCard job={job} />}
    </ListPage>
  );
}
