import { redirect } from "react-router";
import { backOfficePath } from "~/back-office/pages/table";
import { documentUrl } from "~/lib/document-url";
import { localeFromPath } from "~/lib/locale";
import { endStaffSession } from "~/back-office/staff/session.server";
import type { Route } from "./+types/logout";

const localeOf = (request: Request) => localeFromPath(documentUrl(request.url).pathname);

/** Sign-out is a POST (the header's button); a GET goes to the back office's home. */
export const loader = ({ request }: Route.LoaderArgs) => redirect(backOfficePath("home", localeOf(request)), 303);

export const action = ({ request, context }: Route.ActionArgs) => endStaffSession(request, context, backOfficePath("login", localeOf(request)));
