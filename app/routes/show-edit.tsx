import { PageIntro } from "~/components/page-intro";
import { ShowEditForm } from "~/features/listing-edits/show-form";
import { editDoneOf } from "~/features/listing-edits/edit-paths";
import { loadShowEdit, saveShowEdit } from "~/features/listing-edits/show-edit.server";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/server/page-seo.server";
import type { Route } from "./+types/show-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context, "showEdit"), page: await loadShowEdit(request, context, params.id), done: editDoneOf(request) };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return saveShowEdit(request, context, params.id);
}

export const meta: Route.MetaFunction = seoMeta;

/** An organizer edits its show's days, texts and booth types; the site team reviews the change. */
export default function ShowEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageIntro pageKey="showEdit">
      <ShowEditForm page={loaderData.page} answer={actionData} done={loaderData.done} />
    </PageIntro>
  );
}
