import { Link } from "react-router";
import { useLocale } from "~/components/use-locale";
import { backOfficePath, navFor } from "~/back-office/pages/table";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "editor");
  return { staff, pages: navFor(staff.role).filter((key) => key !== "home") };
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "home.title");

export default function BackOfficeHome({ loaderData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const { staff, pages } = loaderData;
  return (
    <>
      <h1>{t("home.title")}</h1>
      <p className="admin-lead">{t("home.signedInAs", { role: t(`roles.${staff.role}`) })}</p>
      <p>{t("home.lead", { username: staff.username })}</p>
      <ul>
        {pages.map((key) => (
          <li key={key}>
            <Link to={backOfficePath(key, locale)}>{t(`home.pages.${key}`)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
