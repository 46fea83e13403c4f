import { contentTarget } from "~/staff/content/actions.server";
import { holdLease } from "~/staff/content/lease.server";
import { appContext } from "~/context";
import { requireStaff } from "~/staff/guard.server";
import type { Route } from "./+types/content-lease";

/** The open edit page renews its lease here every minute; it answers who else holds the record, if anyone. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  const { collection, id } = contentTarget(params);
  return { heldBy: await holdLease(context.get(appContext).env.SESSIONS, staff, collection.plural, id!) };
}
