import { data } from "react-router";
import { isPlanFile, planCsv } from "~/features/floor-plan-editor/plan-edit.server";
import { staffPlanShow } from "~/back-office/editor/floor-plan.server";
import { requireStaff } from "~/back-office/staff/guard.server";
import type { Route } from "./+types/floor-plan-file";

/** A show's booths or exhibitors as a CSV file, as its owners download them (a resource route, no page). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "editor");
  if (!isPlanFile(params.file)) throw data(null, { status: 404 });
  return planCsv(request, context, await staffPlanShow(request, context, staff, params.id), params.file);
}
