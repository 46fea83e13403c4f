import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import "~/features/info/info.css";
import "~/staff/admin.css";
import { useLocale } from "~/components/use-locale";
import { backOfficePath } from "~/lib/back-office";
import { localeFromPath } from "~/lib/locale";
import { staffTexts } from "~/staff/texts/staff-texts.server";
import type { Refusal } from "~/staff/guard.server";
import { staffOf } from "~/staff/session.server";
import { AdminHeader } from "~/staff/staff-ui";
import { useStaffT } from "~/staff/use-staff-texts";
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

const isRefusal = (value: unknown): value is Refusal => typeof value === "object" && value !== null && "reason" in value;

/** The 403 (a member's session, a role below the page's), 404 and any failure, inside the back office's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useStaffT();
  const locale = useLocale();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const refusal = status === 403 && isRouteErrorResponse(error) && isRefusal(error.data) ? error.data.reason : null;
  return (
    <>
      <AdminHeader staff={null} />
      <main id="main" className="admin-main" tabIndex={-1}>
        <section className="admin-card" aria-labelledby="page-title">
          <p className="error-view__code">{status}</p>
          <h1 id="page-title">{t(refusal ? "refused.title" : status === 404 ? "notFound.title" : "failed.title")}</h1>
          <p>{t(refusal ? `refused.${refusal}` : status === 404 ? "notFound.text" : "failed.text")}</p>
          {refusal === "member" ? (
            <p>
              <Link to={backOfficePath("login", locale)}>{t("refused.signIn")}</Link>
            </p>
          ) : (
            <p>
              <Link to={backOfficePath("home", locale)}>{t("refused.back")}</Link>
            </p>
          )}
        </section>
      </main>
    </>
  );
}
