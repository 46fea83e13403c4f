import { data } from "react-router";
import { requireStaff } from "~/back-office/staff/guard.server";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/not-found";

/** A back-office address with no page: strangers sign in first, so the back office's map is not shown to them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  throw data(null, { status: 404 });
}

export default function BackOfficeNotFound() {
  return null;
}

export const ErrorBoundary = StaffErrorView;
