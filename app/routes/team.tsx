import { PageIntro } from "~/components/page-intro";
import { TeamPage } from "~/features/teams/team-page";
import { changeTeam, loadTeamPage } from "~/features/teams/team.server";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/server/page-seo.server";
import type { Route } from "./+types/team";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "team"), ...(await loadTeamPage(request, context)) };
}

export function action({ request, context }: Route.ActionArgs) {
  return changeTeam(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

/** Who runs the member's listings and answers for them; owners invite and remove colleagues here. */
export default function TeamRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageIntro pageKey="team">
      <TeamPage teams={loaderData.teams} answer={actionData} limits={loaderData.limits} />
    </PageIntro>
  );
}
