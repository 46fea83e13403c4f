import { loadDirectoryDetail } from "~/features/directory/detail.server";
import { DirectoryDetail } from "~/features/directory/directory-detail";
import { claimListing } from "~/features/contracts/claim.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/contractor-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadDirectoryDetail(request, context, params.id, "contractor");
}

export function action({ request, context, params }: Route.ActionArgs) {
  return claimListing(request, context, params.id, "contractor");
}

export const meta: Route.MetaFunction = seoMeta;

export default function ContractorDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <DirectoryDetail data={loaderData} claimResult={actionData} />;
}
