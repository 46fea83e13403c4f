import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useLocale } from "~/components/use-locale";
import { backOfficePath } from "~/back-office/pages/table";
import type { Refusal } from "../staff/guard.server";
import { useStaffT } from "../texts/use-staff-texts";

const isRefusal = (value: unknown): value is Refusal => typeof value === "object" && value !== null && "reason" in value;

/**
 * The 403 (a member's session, a role below the page's), 404 and any failure of a back-office page. Each page
 * module exports it as its own boundary, so the frame above keeps its data (the staff member, the texts).
 */
export function StaffErrorView() {
  const error = useRouteError();
  const t = useStaffT();
  const locale = useLocale();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const refusal = status === 403 && isRouteErrorResponse(error) && isRefusal(error.data) ? error.data.reason : null;
  return (
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
  );
}
