import { PageIntro } from "~/components/page-intro";
import { TeamJoin } from "~/features/teams/team-join-page";
import { acceptInvitation, loadJoinPage } from "~/features/teams/team-join.server";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/server/page-seo.server";
import type { Route } from "./+types/team-join";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "teamJoin"), ...(await loadJoinPage(request, context)) };
}

export function action({ request, context }: Route.ActionArgs) {
  return acceptInvitation(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

/** The page an invitation link opens: accept it, or read why it cannot be used. */
export default function TeamJoinRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageIntro pageKey="teamJoin">
      <TeamJoin state={actionData?.state ?? loaderData.state} profilePath={loaderData.profilePath} />
    </PageIntro>
  );
}
