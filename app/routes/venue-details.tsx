import { loadDirectoryDetail } from "~/features/directory/detail.server";
import { DirectoryDetail } from "~/features/directory/directory-detail";
import { claimListing } from "~/features/contracts/claim.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/venue-details";

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadDirectoryDetail(request, context, params.id, "venue");
}

export function action({ request, context, params }: Route.ActionArgs) {
  return claimListing(request, context, params.id, "venue");
}

export const meta: Route.MetaFunction = seoMeta;

export default function VenueDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <DirectoryDetail data={loaderData} claimResult={actionData} />;
}
