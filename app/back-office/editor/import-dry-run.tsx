import { Form } from "react-router";
import { useLocale } from "~/components/use-locale";
import { contentPath } from "~/back-office/pages/content-paths";
import { useStaffT } from "../texts/use-staff-texts";
import type { ImportKind } from "./import-columns";
import type { DryRun, ShownRow } from "./import-view";

/**
 * The dry run's page: what the check found, the problems by row and column with a box to fix each cell, and the
 * one button that imports the rows that are ready. One form, sent as a document (no script needed), which also
 * carries the file's text and its seal: "Check again" applies the fixes, the import button creates the drafts.
 */
export function ImportDryRun({ kind, dryRun, text, seal }: { kind: ImportKind; dryRun: DryRun; text: string; seal: string }) {
  const t = useStaffT();
  const locale = useLocale();
  const { counts, problems } = dryRun;
  return (
    <Form method="post" encType="multipart/form-data" reloadDocument className="import-dry-run">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="seal" value={seal} />
      <input type="hidden" name="expected" value={counts.valid} />
      <textarea name="text" defaultValue={text} hidden readOnly aria-hidden="true" />
      <p className="import-summary" data-testid="import-summary">
        {t("import.dryRun.summary", { rows: counts.rows, valid: counts.valid, invalid: counts.invalid, existing: counts.existing })}{" "}
        <strong>{t("import.dryRun.nothingSaved")}</strong>
      </p>
      {dryRun.ignored.length > 0 ? <p className="form-field__help">{t("import.dryRun.ignored", { columns: dryRun.ignored.join(", ") })}</p> : null}

      {problems.length > 0 ? (
        <section aria-labelledby="import-problems">
          <h2 id="import-problems">{t("import.dryRun.errorsTitle")}</h2>
          <p>{t("import.dryRun.errorsLead")}</p>
          <div className="table-scroll">
            <table className="admin-table import-problems">
              <thead>
                <tr>
                  <th scope="col">{t("import.dryRun.row")}</th>
                  <th scope="col">{t("import.dryRun.column")}</th>
                  <th scope="col">{t("import.dryRun.problem")}</th>
                  <th scope="col">{t("import.dryRun.fix")}</th>
                </tr>
              </thead>
              <tbody>
                {problems.map((problem, i) => {
                  const column = problem.column ? `${problem.letter} · ${t(`import.columns.${problem.column}`)}` : t("import.dryRun.wholeRow");
                  return (
                    <tr key={`${problem.row}-${problem.column}-${i}`} data-testid="import-problem">
                      <td data-label={t("import.dryRun.row")}>{problem.row}</td>
                      <td data-label={t("import.dryRun.column")}>{column}</td>
                      <td data-label={t("import.dryRun.problem")}>{t(problem.key, problem.values)}</td>
                      <td data-label={t("import.dryRun.fix")}>
                        {problem.fixable && problem.column ? (
                          <input
                            name={`fix.${problem.row}.${problem.column}`}
                            defaultValue={problem.value}
                            aria-label={t("import.dryRun.cellLabel", { row: problem.row, column })}
                          />
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {dryRun.problemsLeft > 0 ? <p>{t("import.dryRun.moreProblems", { count: dryRun.problemsLeft })}</p> : null}
          <button type="submit" name="intent" value="recheck" className="button">
            {t("import.dryRun.recheck")}
          </button>
        </section>
      ) : null}

      {counts.valid > 0 ? <RowList title={t("import.dryRun.validTitle")} rows={dryRun.valid} total={counts.valid} /> : null}
      {counts.existing > 0 ? (
        <RowList
          title={t("import.dryRun.existingTitle")}
          rows={dryRun.existing}
          total={counts.existing}
          link={(row) => (row.existing ? <a href={contentPath(locale, kind, row.existing)}>{t("import.dryRun.existingOpen", { id: row.existing })}</a> : null)}
        />
      ) : null}

      <div className="import-confirm">
        {counts.valid > 0 ? (
          <>
            <p>{t("import.dryRun.confirmHelp")}</p>
            <button type="submit" name="intent" value="import" className="button button--primary">
              {t("import.dryRun.confirm", { count: counts.valid })}
            </button>
          </>
        ) : (
          <p role="status">{t("import.dryRun.noneValid")}</p>
        )}
      </div>
    </Form>
  );
}

function RowList({ title, rows, total, link }: { title: string; rows: ShownRow[]; total: number; link?: (row: ShownRow) => React.ReactNode }) {
  const t = useStaffT();
  return (
    <section className="import-rows">
      <h2>{title}</h2>
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t("import.dryRun.row")}</th>
              <th scope="col">{t("import.dryRun.name")}</th>
              <th scope="col">{t("import.dryRun.dates")}</th>
              <th scope="col">{t("import.dryRun.place")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row} data-testid="import-row">
                <td>{row.row}</td>
                <td>
                  {row.title} {link?.(row)}
                </td>
                <td>{row.dates || "—"}</td>
                <td>{row.place || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > rows.length ? <p>{t("import.dryRun.more", { count: total - rows.length })}</p> : null}
    </section>
  );
}
