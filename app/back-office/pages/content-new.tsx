import { Form, Link } from "react-router";
import { useLocale } from "~/components/use-locale";
import { contentPath } from "~/back-office/pages/content-paths";
import { type ContentFormAnswer, contentAction, contentTarget } from "~/back-office/editor/actions.server";
import { ContentAlert } from "~/back-office/editor/content-alert";
import { ContentFields } from "~/back-office/editor/content-form";
import { useContentLabels } from "~/back-office/editor/use-content-labels";
import { newRecordPage } from "~/back-office/editor/form-page.server";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/content-new";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  return newRecordPage(request, context, contentTarget(params).collection);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  return contentAction(request, context, staff, contentTarget(params).collection, null);
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "content.title");

export default function NewContent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const labels = useContentLabels();
  const answer = actionData as ContentFormAnswer | undefined;
  const { plural, fields } = loaderData;
  return (
    <>
      <p>
        <Link to={contentPath(locale, plural)}>{t("content.edit.back")}</Link>
      </p>
      <h1>{t("content.edit.newTitle", { collection: labels.collection(plural) })}</h1>
      {answer?.alert ? <ContentAlert answer={answer} fields={fields} /> : null}
      <Form method="post" encType="multipart/form-data" className="content-form" noValidate key={answer ? JSON.stringify(answer.values) : "new"}>
        <ContentFields
          fields={fields}
          values={answer?.values ?? loaderData.values}
          errors={answer?.errors ?? {}}
          choices={{ ...loaderData.choices, ...answer?.choices }}
          masters={loaderData.masters}
          picker={answer?.picker}
          picked={answer?.picked}
          found={answer?.found}
        />
        <div className="content-actions">
          <button type="submit" name="intent" value="save" className="button">
            {t("content.edit.saveDraft")}
          </button>
          <button type="submit" name="intent" value="publish" className="button button--primary">
            {t("content.edit.saveAndPublish")}
          </button>
        </div>
      </Form>
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
