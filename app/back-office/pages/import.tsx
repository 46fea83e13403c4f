import { Form, Link } from "react-router";
import { useLocale } from "~/components/use-locale";
import { backOfficePath } from "~/back-office/pages/table";
import { contentPath } from "~/back-office/pages/content-paths";
import { IMPORT_KINDS, IMPORT_MAX_ROWS, isImportKind } from "~/back-office/editor/import-columns";
import { ImportDryRun } from "~/back-office/editor/import-dry-run";
import { type ImportAnswer, importAction } from "~/back-office/editor/import.server";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { StaffAlert } from "~/back-office/ui/staff-ui";
import { FormNotice } from "~/components/forms/form-ui";
import { formatNumber } from "~/lib/numbers";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/import";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind");
  const imported = Number(params.get("imported"));
  return {
    kind: isImportKind(kind) ? kind : "trade-shows",
    imported: Number.isInteger(imported) && imported > 0 ? imported : null,
    busy: params.has("busy"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return importAction(request, context, await requireStaff(request, context, "editor"));
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "import.title");

export default function Import({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const answer = actionData as ImportAnswer | undefined;
  const kind = answer?.kind ?? loaderData.kind;
  const drafts = `${contentPath(locale, kind)}?status=draft&sort=createdDesc`;
  if (answer?.dryRun && answer.text !== undefined && answer.seal) {
    return (
      <>
        <h1>{t("import.dryRun.title", { kind: t(`import.kinds.${kind}`) })}</h1>
        {answer.alert ? <StaffAlert message={t(answer.alert, answer.alertValues)} /> : null}
        <ImportDryRun kind={kind} dryRun={answer.dryRun} text={answer.text} seal={answer.seal} />
        <p>
          <Link to={`${backOfficePath("import", locale)}?kind=${kind}`} reloadDocument>
            {t("import.dryRun.another")}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{t("import.title")}</h1>
      {loaderData.imported ? (
        <div className="import-done">
          <FormNotice message={t("import.done.title", { count: loaderData.imported, kind: t(`import.kinds.${kind}`) })} />
          <p>{t("import.done.next")}</p>
          <p>
            <Link to={drafts}>{t("import.done.open")}</Link>
          </p>
        </div>
      ) : null}
      {loaderData.busy ? (
        <div className="import-done">
          <FormNotice message={t("import.done.busy")} />
          <p>
            <Link to={drafts}>{t("import.done.open")}</Link>
          </p>
        </div>
      ) : null}
      <p className="admin-lead">{t("import.lead")}</p>
      {answer?.alert ? <StaffAlert message={t(answer.alert, answer.alertValues)} /> : null}
      <Form method="post" encType="multipart/form-data" reloadDocument className="import-upload">
        <input type="hidden" name="intent" value="check" />
        <div className="form-field">
          <label htmlFor="import-kind">{t("import.kind")}</label>
          <select id="import-kind" name="kind" defaultValue={kind}>
            {IMPORT_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`import.kinds.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="import-file">{t("import.file")}</label>
          <input id="import-file" name="file" type="file" accept=".csv,text/csv" required aria-describedby="import-file-help" />
          <p id="import-file-help" className="form-field__help">
            {t("import.fileHelp", { max: formatNumber(IMPORT_MAX_ROWS) })}
          </p>
        </div>
        <button type="submit" className="button button--primary">
          {t("import.check")}
        </button>
      </Form>
      <section aria-labelledby="import-templates">
        <h2 id="import-templates">{t("import.templates")}</h2>
        <p>{t("import.templatesLead")}</p>
        <ul>
          {IMPORT_KINDS.map((option) => (
            <li key={option}>
              {/* A file download: a plain link, which the router leaves alone. */}
              <a href={backOfficePath("importTemplate", locale).replace(":kind", option)} download>
                {t("import.template", { kind: t(`import.kinds.${option}`) })}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="import-rules">
        <h2 id="import-rules">{t("import.rules.title")}</h2>
        <ul>
          <li>{t("import.rules.dates")}</li>
          <li>
            {t("import.rules.master")} <Link to={contentPath(locale, "master-data-app")}>{t("import.rules.masterLink")}</Link>
          </li>
          <li>{t("import.rules.directory")}</li>
          <li>{t("import.rules.repeats")}</li>
        </ul>
      </section>
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
