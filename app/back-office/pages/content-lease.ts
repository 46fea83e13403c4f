import { contentTarget } from "~/back-office/editor/actions.server";
import { holdLease } from "~/back-office/editor/lease.server";
import { appContext } from "~/context";
import { requireStaff } from "~/back-office/staff/guard.server";
import type { Route } from "./+types/content-lease";

/** The open edit page renews its lease here every minute; it answers who else holds the record, if anyone. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  const { collection, id } = contentTarget(params);
  return { heldBy: await holdLease(context.get(appContext).env.SESSIONS, staff, collection.plural, id!) };
}
