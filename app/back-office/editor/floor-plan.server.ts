import { data, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { contentPath, floorPlanPath, PLANNED_COLLECTION } from "~/back-office/pages/content-paths";
import { type PlanShow, readPlanShow } from "~/features/floor-plan-editor/plan-edit.server";
import { documentPath } from "~/lib/document-url";
import { localeFromPath } from "~/lib/locale";
import { planChanges } from "~/lib/plan-edit";
import type { StaffMember } from "../staff/accounts.server";
import { recordStaffWrite } from "../staff/audit.server";
import { contentTarget } from "./actions.server";
import { serverClient } from "./content.server";

/**
 * A trade show's floor plan as the site team edits it (issue 48: owners edit their show's plan, "the site team in
 * the back office too"): any show, published or not, in the organizers' editor with its rules (the version, held
 * and booked booths never written, the CSV files), written with the API token as every content edit is.
 */
type Context = Readonly<RouterContextProvider>;

/**
 * The audit log's name for a plan: its halls and booths, logged as one record under the show's id. Not the show's
 * own collection, whose log entries rebuild a record as an editor opened it (app/back-office/editor/merge.ts).
 */
export const FLOOR_PLAN_AUDIT = "floor-plans";

/** The show of the page's id for the editor, each save step logged with what it changed; no such show is a 404. */
export async function staffPlanShow(request: Request, context: Context, staff: StaffMember, rawId: string | undefined): Promise<PlanShow> {
  const locale = localeFromPath(documentPath(request.url));
  const { id } = contentTarget({ plural: PLANNED_COLLECTION, id: rawId });
  const show = id === null ? null : await readPlanShow(request, context, id);
  if (id === null || !show) throw data(null, { status: 404 });
  return {
    id,
    locale,
    attributes: show.attributes,
    bookings: serverClient(request, context),
    editPath: contentPath(locale, PLANNED_COLLECTION, id),
    filePath: (file) => floorPlanPath(locale, id, file),
    saved: async (before, after) => {
      const changes = planChanges(before, after);
      if (changes) await recordStaffWrite(context.get(appContext).env, { staff, action: "update", target: { collection: FLOOR_PLAN_AUDIT, id }, ...changes });
    },
  };
}
