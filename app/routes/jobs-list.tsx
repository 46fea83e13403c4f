import { JobList } from "~/features/jobs/job-list";
import { loadJobList } from "~/features/jobs/list.server";
import { pagedListSeo } from "~/features/media/paged-seo.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/jobs-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadJobList(request, context);
  return { ...list, seo: pagedListSeo(request, context, "jobsList", list.state.page) };
}

export const meta: Route.MetaFunction = seoMeta;

export default function JobsListPage({ loaderData }: Route.ComponentProps) {
  return <JobList data={loaderData} />;
}
