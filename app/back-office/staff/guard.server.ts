import { data, redirect, type RouterContextProvider } from "react-router";
import { roleAllows, type StaffRole } from "~/domain/staff-roles";
import { backOfficePath } from "~/back-office/pages/table";
import { documentPath } from "~/lib/document-url";
import { localeFromPath } from "~/lib/locale";
import type { StaffMember } from "./accounts.server";
import { staffOf } from "./session.server";
import { memberOf } from "~/session/session.server";

/** Why the back office refused: a member's session, or a staff role below the page's. */
export interface Refusal {
  reason: "member" | "role";
}

/**
 * The back office's guard (docs/pages.md, "Back office"). A loader or action of a back-office page calls
 * `await requireStaff(request, context, "editor" | "admin")` first and gets the staff member signed in:
 * - nobody signed in: a 303 to `/admin/login?redirectTo=<this page>` in the page's language, and back to the
 *   page after signing in;
 * - a member signed in (and no staff session): the 403 page, which links the staff sign-in; a member session
 *   never opens the back office;
 * - a staff member whose role is below `role` (an editor on an admin page): the 403 page;
 * - an admin without a second factor: a 303 to the enrolment page, which admins must pass before any other.
 * The 403 is thrown as `data({ reason }, 403)` for the back office's error boundary.
 */
export async function requireStaff(request: Request, context: Readonly<RouterContextProvider>, role: StaffRole): Promise<StaffMember> {
  const staff = await requireStaffToEnrol(request, context);
  if (!roleAllows(staff.role, role)) throw data({ reason: "role" } satisfies Refusal, { status: 403 });
  if (staff.role === "admin" && !staff.secondFactor) {
    throw redirect(backOfficePath("secondFactor", localeFromPath(documentPath(request.url))), 303);
  }
  return staff;
}

/** The enrolment page's guard: any staff member signed in, enrolled or not (admins are sent there to enrol). */
export async function requireStaffToEnrol(request: Request, context: Readonly<RouterContextProvider>): Promise<StaffMember> {
  const staff = await staffOf(request, context);
  if (staff) return staff;
  if (await memberOf(request, context)) throw data({ reason: "member" } satisfies Refusal, { status: 403 });
  throw redirect(staffSignInPath(request), 303);
}

/** `/admin/login?redirectTo=<this page>`: the page, never its single-fetch data address. */
export function staffSignInPath(request: Request): string {
  const page = documentPath(request.url);
  return `${backOfficePath("login", localeFromPath(page))}?${new URLSearchParams({ redirectTo: page })}`;
}
