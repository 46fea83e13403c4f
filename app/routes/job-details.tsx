import { loadJobDetail } from "~/features/jobs/detail.server";
import { JobDetail } from "~/features/jobs/job-detail";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/job-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadJobDetail(request, context, params.id);
}

export const meta: Route.MetaFunction = seoMeta;

export default function JobDetailsPage({ loaderData }: Route.ComponentProps) {
  return <JobDetail data={loaderData} />;
}
