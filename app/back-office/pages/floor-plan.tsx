import { PlanEditorWithTexts } from "~/features/floor-plan-editor/plan-editor";
import { planEditorTexts, planEditPage, savePlan } from "~/features/floor-plan-editor/plan-edit.server";
import { staffPlanShow } from "~/back-office/editor/floor-plan.server";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/floor-plan";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "editor");
  const show = await staffPlanShow(request, context, staff, params.id);
  return { page: await planEditPage(request, context, show), texts: planEditorTexts(show.locale) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  return savePlan(request, context, await staffPlanShow(request, context, staff, params.id));
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "content.floorPlan.title");

/** The site team draws a show's floor plan in the organizers' editor, its texts sent with the page. */
export default function StaffFloorPlan({ loaderData, actionData }: Route.ComponentProps) {
  return <PlanEditorWithTexts texts={loaderData.texts} page={loaderData.page} answer={actionData} />;
}

export const ErrorBoundary = StaffErrorView;
