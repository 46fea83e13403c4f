import { PageIntro } from "~/components/page-intro";
import { ShowForm } from "~/features/listing-edits/show-form";
import { loadShowForm, submitShow } from "~/features/listing-edits/show-submission.server";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/server/page-seo.server";
import type { Route } from "./+types/show-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "showNew"), ...(await loadShowForm(request, context)) };
}

export function action({ request, context }: Route.ActionArgs) {
  return submitShow(request, context);
}

export const meta: Route.MetaFunction = seoMeta;

/** An organizer lists a new show with its booth types; the site team reviews it before it is public. */
export default function ShowNewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageIntro pageKey="showNew">
      <ShowForm fields={loaderData.fields} choices={loaderData.choices} answer={actionData} />
    </PageIntro>
  );
}
