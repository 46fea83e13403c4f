import { PageIntro } from "~/components/page-intro";
import { MyListingsList } from "~/features/listing-edits/my-listings";
import { loadMyListings } from "~/features/listing-edits/my-listings.server";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/server/page-seo.server";
import type { Route } from "./+types/my-listings";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "myListings"), ...(await loadMyListings(request, context)) };
}

export const meta: Route.MetaFunction = seoMeta;

/** The listings a company runs: each with its public page, where its last change stands, and its editor. */
export default function MyListingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageIntro pageKey="myListings">
      <MyListingsList {...loaderData} />
    </PageIntro>
  );
}
