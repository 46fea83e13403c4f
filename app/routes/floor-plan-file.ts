import { planFile } from "~/features/floor-plan-editor/plan-edit.server";
import type { Route } from "./+types/floor-plan-file";

/** A show's booths or exhibitors as a CSV file, for its organizer's owners (a resource route, no page). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return planFile(request, context, params.id, params.file);
}
