import { Form, Link } from "react-router";
import { useLocale } from "~/components/use-locale";
import { contentPath } from "~/back-office/pages/content-paths";
import { MasterDataFields } from "~/back-office/editor/master-data-form";
import { type MasterDataAnswer, masterDataAction, masterDataPage } from "~/back-office/editor/master-data.server";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/master-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const page = await masterDataPage(request, context);
  return { ...page, saved: new URL(request.url).searchParams.get("done") === "saved" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  return masterDataAction(request, context, staff);
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "content.master.title");

export default function MasterData({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const answer = actionData as MasterDataAnswer | undefined;
  const save = (
    <div className="content-actions">
      <button type="submit" name="intent" value="save" className="button button--primary">
        {t("content.master.save")}
      </button>
    </div>
  );
  return (
    <>
      <p>
        <Link to={contentPath(locale)}>{t("content.title")}</Link>
      </p>
      <h1>{t("content.master.title")}</h1>
      <p className="admin-lead">{t("content.master.lead")}</p>
      {loaderData.saved && !answer ? (
        <p className="form-notice" role="status">
          {t("content.master.saved")}
        </p>
      ) : null}
      <Form method="post" className="content-form master-form" noValidate key={answer ? JSON.stringify(answer) : loaderData.updatedAt}>
        <input type="hidden" name="updatedAt" value={answer?.updatedAt ?? loaderData.updatedAt} />
        <input type="hidden" name="auditMark" value={answer?.auditMark ?? loaderData.auditMark} />
        {/* The first submit button is the form's default (Enter in a field): saving, not moving a row. */}
        {save}
        <MasterDataFields rows={answer?.rows ?? loaderData.rows} errors={answer?.errors ?? {}} open={answer?.open} answer={answer} />
        {save}
      </Form>
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
