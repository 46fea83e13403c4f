import { PageIntro } from "~/components/page-intro";
import { ListingEditPage } from "~/features/listing-edits/listing-edit-page";
import { editDoneOf, editedKind } from "~/features/listing-edits/edit-paths";
import { loadEditPage, saveListingEdit } from "~/features/listing-edits/listing-edit.server";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/server/page-seo.server";
import type { Route } from "./+types/listing-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = editedKind(request);
  const page = await loadEditPage(request, context, kind, params.id);
  return { seo: pageSeo(request, context, `${kind}Edit`), page, done: editDoneOf(request) };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return saveListingEdit(request, context, editedKind(request), params.id);
}

export const meta: Route.MetaFunction = seoMeta;

/** A company's editor of one listing it runs; a save waits for the site team's review. */
export default function ListingEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageIntro pageKey={`${loaderData.page.kind}Edit`}>
      <ListingEditPage page={loaderData.page} answer={actionData} done={loaderData.done} />
    </PageIntro>
  );
}
