import { Link } from "react-router";
import { useLocale } from "~/components/use-locale";
import { backOfficePath } from "~/back-office/pages/table";
import { contentPath } from "~/back-office/pages/content-paths";
import { managedCollections } from "~/back-office/editor/collections";
import { useContentLabels } from "~/back-office/editor/use-content-labels";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/content";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  return { plurals: managedCollections.map((c) => c.plural) };
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "content.title");

export default function ContentCollections({ loaderData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const labels = useContentLabels();
  return (
    <>
      <h1>{t("content.title")}</h1>
      <p className="admin-lead">{t("content.lead")}</p>
      <ul className="content-collections">
        {loaderData.plurals.map((plural) => (
          <li key={plural}>
            <Link to={contentPath(locale, plural)}>{labels.collection(plural)}</Link>
          </li>
        ))}
      </ul>
      <h2>{t("content.master.title")}</h2>
      <p>{t("content.master.linkLead")}</p>
      <p>
        <Link to={backOfficePath("masterData", locale)}>{t("content.master.title")}</Link>
      </p>
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
