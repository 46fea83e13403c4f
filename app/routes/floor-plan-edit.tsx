import { PlanEditor } from "~/features/floor-plan-editor/plan-editor";
import { loadPlanEdit, planEditSeo, savePlanEdit } from "~/features/floor-plan-editor/plan-edit.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/floor-plan-edit";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { seo: planEditSeo(request, context), page: await loadPlanEdit(request, context, params.id) };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return savePlanEdit(request, context, params.id);
}

export const meta: Route.MetaFunction = seoMeta;

/** An organizer draws its show's floor plan: the editor's code is this route's alone, never a public page's. */
export default function FloorPlanEditPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container page">
      <PlanEditor page={loaderData.page} answer={actionData} />
    </div>
  );
}
