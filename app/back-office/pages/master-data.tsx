import { Form, Link } from "react-router";
import { useLocale } from "~/components/use-locale";
import { contentPath } from "~/back-office/pages/content-paths";
import { MasterDataFields } from "~/back-office/editor/master-data-form";
import { type MasterDataAnswer, masterDataAction, masterDataPage, type StrayValue } from "~/back-office/editor/master-data.server";
import { useContentLabels } from "~/back-office/editor/use-content-labels";
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
      <StrayValues strays={loaderData.strays} />
    </>
  );
}

/** Records whose stored value is in no entry: each with a way to its page, where the picker shows it marked. */
function StrayValues({ strays }: { strays: readonly StrayValue[] }) {
  const t = useStaffT();
  const locale = useLocale();
  const labels = useContentLabels();
  return (
    <section aria-labelledby="master-strays" className="master-strays">
      <h2 id="master-strays">{t("content.master.strays.title")}</h2>
      {strays.length === 0 ? (
        <p>{t("content.master.strays.none")}</p>
      ) : (
        <>
          <p>{t("content.master.strays.lead")}</p>
          <ul>
            {strays.map((stray) => (
              <li key={`${stray.plural}-${stray.id}-${stray.field}`}>
                <Link to={contentPath(locale, stray.plural, stray.id)}>{stray.title}</Link>
                {` · ${labels.collection(stray.plural)} · ${labels.field(stray.field)}: `}
                <code>{stray.value}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = StaffErrorView;
