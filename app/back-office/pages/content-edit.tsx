import { Form, Link } from "react-router";
import { localizePath } from "~/lib/locale";
import { useLocale } from "~/components/use-locale";
import { contentPath, floorPlanPath, PLANNED_COLLECTION } from "~/back-office/pages/content-paths";
import { formatBangkokTime } from "~/lib/intl-formats";
import { type ContentFormAnswer, contentAction, contentTarget, type Done } from "~/back-office/editor/actions.server";
import { isPreviewable } from "~/back-office/editor/collections";
import { ContentAlert } from "~/back-office/editor/content-alert";
import { ContentFields, LeaseKeeper } from "~/back-office/editor/content-form";
import { useContentLabels } from "~/back-office/editor/use-content-labels";
import { editRecordPage } from "~/back-office/editor/form-page.server";
import { type ScheduleAnswer, scheduleValues } from "~/back-office/editor/schedule.server";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { StaffAlert } from "~/back-office/ui/staff-ui";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/content-edit";

const DONE: readonly Done[] = ["created", "saved", "merged", "published", "unpublished", "unchanged", "scheduled"];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "editor");
  const { collection, id } = contentTarget(params);
  const [page, schedule] = await Promise.all([editRecordPage(request, context, staff, collection, id!), scheduleValues(context, collection, id!)]);
  const done = new URL(request.url).searchParams.get("done");
  return { ...page, schedule, done: DONE.find((d) => d === done) ?? null, previewable: isPreviewable(collection.plural) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  const { collection, id } = contentTarget(params);
  return contentAction(request, context, staff, collection, id);
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "content.title");

export default function EditContent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const labels = useContentLabels();
  const answer = actionData as (ContentFormAnswer | { deleteRefused: true } | ScheduleAnswer) | undefined;
  const scheduleAnswer = answer && "schedule" in answer ? answer.schedule : undefined;
  const formAnswer = answer && "values" in answer ? answer : undefined;
  const { plural, id, fields, publishedAt, heldBy, done, previewable } = loaderData;
  return (
    <>
      <LeaseKeeper plural={plural} id={id} />
      <p>
        <Link to={contentPath(locale, plural)}>{t("content.edit.back")}</Link>
      </p>
      <h1>{t("content.edit.editTitle", { collection: labels.collection(plural), id })}</h1>
      {heldBy ? (
        <p className="form-notice content-lease" role="status" data-testid="content-lease">
          {t("content.lease.other", { username: heldBy.username, since: formatBangkokTime(heldBy.since, locale, "time") })}
        </p>
      ) : null}
      {done && !answer ? (
        <p className="form-notice" role="status">
          {t(`content.edit.${done}`)}
        </p>
      ) : null}
      <p className="content-status">
        {publishedAt ? t("content.edit.isPublished", { when: formatBangkokTime(publishedAt, locale) }) : t("content.edit.isDraft")}{" "}
        {previewable ? <Link to={contentPath(locale, plural, id, "preview")}>{t("content.edit.preview")}</Link> : null}
        {plural === PLANNED_COLLECTION ? (
          <>
            {" "}
            <Link to={floorPlanPath(locale, id)}>{t("content.edit.floorPlan")}</Link>
          </>
        ) : null}
        {loaderData.address ? (
          <>
            {" "}
            <span className="content-address">{t("content.edit.address", { path: localizePath(loaderData.address, locale) })}</span>
          </>
        ) : null}
      </p>
      {formAnswer?.alert ? <ContentAlert answer={formAnswer} fields={fields} /> : null}
      <Form method="post" encType="multipart/form-data" className="content-form" noValidate key={formAnswer ? JSON.stringify(formAnswer) : loaderData.updatedAt}>
        <input type="hidden" name="updatedAt" value={formAnswer?.updatedAt ?? loaderData.updatedAt} />
        <input type="hidden" name="auditMark" value={loaderData.auditMark} />
        <ContentFields
          fields={fields}
          values={formAnswer?.values ?? loaderData.values}
          errors={formAnswer?.errors ?? {}}
          choices={{ ...loaderData.choices, ...formAnswer?.choices }}
          masters={loaderData.masters}
          theirs={formAnswer?.theirs ?? {}}
          picker={formAnswer?.picker}
          picked={formAnswer?.picked}
          found={formAnswer?.found}
        />
        <div className="content-actions">
          <button type="submit" name="intent" value="save" className="button button--primary">
            {t("content.edit.save")}
          </button>
          {publishedAt ? (
            <button type="submit" name="intent" value="unpublish" className="button">
              {t("content.edit.unpublish")}
            </button>
          ) : (
            <button type="submit" name="intent" value="publish" className="button">
              {t("content.edit.publish")}
            </button>
          )}
        </div>
      </Form>
      <Form method="post" className="content-schedule" aria-labelledby="content-schedule-title" noValidate>
        <h2 id="content-schedule-title">{t("content.schedule.title")}</h2>
        <p className="form-hint">{t("content.schedule.lead")}</p>
        {(["publish", "unpublish"] as const).map((action) => {
          const error = scheduleAnswer?.errors[action];
          return (
            <div key={action} className={`form-field${error ? " form-field--invalid" : ""}`}>
              <label htmlFor={`schedule-${action}`}>{t(`content.schedule.${action}`)}</label>
              <input
                id={`schedule-${action}`}
                type="datetime-local"
                name={`schedule.${action}`}
                defaultValue={scheduleAnswer?.values[action] ?? loaderData.schedule[action]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `schedule-${action}-error` : undefined}
              />
              {error ? (
                <p id={`schedule-${action}-error`} className="field-error">
                  {t(error)}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit" name="intent" value="schedule" className="button">
          {t("content.schedule.save")}
        </button>
      </Form>
      <Form method="post" encType="multipart/form-data" className="content-delete">
        <h2>{t("content.edit.deleteTitle")}</h2>
        {answer && "deleteRefused" in answer ? <StaffAlert message={t("content.errors.confirmDelete")} /> : null}
        <div className="form-field form-field--check">
          <input id="content-delete-confirm" type="checkbox" name="confirm" value="yes" required />
          <label htmlFor="content-delete-confirm">{t("content.edit.deleteConfirm")}</label>
        </div>
        <button type="submit" name="intent" value="delete" className="button button--danger">
          {t("content.edit.delete")}
        </button>
      </Form>
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
