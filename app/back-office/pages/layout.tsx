import { Outlet } from "react-router";
import "~/features/info/info.css";
import "~/back-office/ui/admin.css";
import { localeFromPath } from "~/lib/locale";
import { staffTexts } from "~/back-office/texts/staff-texts.server";
import { staffOf } from "~/back-office/staff/session.server";
import { StaffErrorView } from "~/back-office/ui/error-view";
import { AdminHeader } from "~/back-office/ui/staff-ui";
import type { Route } from "./+types/layout";

/** The back office's frame: who is signed in (null on the sign-in page and for strangers). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { staff: await staffOf(request, context), staffTexts: staffTexts(localeFromPath(new URL(request.url).pathname)) };
}

export default function BackOfficeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminHeader staff={loaderData.staff} />
      <main id="main" className="admin-main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A failure of the back office's own frame (its loader): the error inside the frame, with no one signed in. */
export function ErrorBoundary() {
  return (
    <>
      <AdminHeader staff={null} />
      <main id="main" className="admin-main" tabIndex={-1}>
        <StaffErrorView />
      </main>
    </>
  );
}
