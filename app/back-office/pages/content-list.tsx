import { Form, Link } from "react-router";
import { Pagination } from "~/components/pagination";
import { useLocale } from "~/components/use-locale";
import { contentPath } from "~/back-office/pages/content-paths";
import { formatBangkokTime } from "~/lib/intl-formats";
import { contentTarget } from "~/back-office/editor/actions.server";
import { contentFormFields, filterFieldsOf, managedCollection } from "~/back-office/editor/collections";
import { listRecords, masterChoices, relationChoices } from "~/back-office/editor/content.server";
import { BULK_ACTIONS, type BulkAnswer } from "~/back-office/editor/bulk";
import { bulkAction } from "~/back-office/editor/bulk.server";
import { StaffAlert } from "~/back-office/ui/staff-ui";
import { backOfficeStore } from "~/back-office/store/back-office-store.server";
import { appContext } from "~/context";
import { localeFromPath } from "~/lib/locale";
import { useContentLabels } from "~/back-office/editor/use-content-labels";
import { listSearch, SORTS, STATUSES } from "~/back-office/editor/list-options";
import { LIST_QUERY_MAX, parseListQuery } from "~/back-office/editor/list-query";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/content-list";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const { collection } = contentTarget(params);
  const url = new URL(request.url);
  const query = parseListQuery(collection, url.searchParams);
  const filterNames = new Set(filterFieldsOf(collection).map(([name]) => name));
  const filterFields = contentFormFields(collection).filter((field) => filterNames.has(field.name));
  const [list, choices, masters] = await Promise.all([
    listRecords(request, context, collection, query),
    relationChoices(request, context, filterFields, query.filters, managedCollection),
    masterChoices(request, context, filterFields, query.filters, localeFromPath(url.pathname)),
  ]);
  const pending = await backOfficeStore(context.get(appContext).env).schedule.pending(collection.plural, list.rows.map((row) => row.id));
  const scheduled = Object.fromEntries(list.rows.map((row) => [row.id, pending.filter((p) => p.recordId === row.id).map((p) => ({ action: p.action, dueAt: p.dueAt }))]));
  const bulk = BULK_ACTIONS.find((action) => action === url.searchParams.get("bulk"));
  const bulkDone = bulk ? { action: bulk, count: Number(url.searchParams.get("count")) || 0 } : null;
  return { plural: collection.plural, query, ...list, scheduled, filterFields, choices, masters, deleted: url.searchParams.get("deleted"), bulkDone, queryMax: LIST_QUERY_MAX };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  return bulkAction(request, context, staff, contentTarget(params).collection);
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "content.title");

export default function ContentList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const labels = useContentLabels();
  const { plural, query, rows, total, pageCount, scheduled, filterFields, choices, masters, deleted, bulkDone, queryMax } = loaderData;
  const refused = actionData as BulkAnswer | undefined;
  const chosen = new Set(refused?.chosen ?? []);
  const path = contentPath(locale, plural);
  return (
    <>
      <h1>{labels.collection(plural)}</h1>
      {deleted ? (
        <p className="form-notice" role="status">
          {t("content.edit.deleted", { name: `#${deleted}` })}
        </p>
      ) : null}
      {bulkDone && !refused ? (
        <p className="form-notice" role="status">
          {t(`content.bulk.done.${bulkDone.action}`, { count: bulkDone.count })}
        </p>
      ) : null}
      <p>
        <Link className="button button--primary" to={contentPath(locale, plural, "new")}>
          {t("content.list.new")}
        </Link>
      </p>
      <Form method="get" className="content-filters" aria-label={t("content.list.apply")}>
        <div className="form-field">
          <label htmlFor="list-q">{t("content.list.searchLabel")}</label>
          <input id="list-q" name="q" type="search" defaultValue={query.q} maxLength={queryMax} />
        </div>
        <div className="form-field">
          <label htmlFor="list-status">{t("content.list.status")}</label>
          <select id="list-status" name="status" defaultValue={query.status}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`content.list.${status}`)}
              </option>
            ))}
          </select>
        </div>
        {filterFields.map((field) => (
          <div className="form-field" key={field.name}>
            <label htmlFor={`list-${field.name}`}>{labels.field(field.name)}</label>
            <select id={`list-${field.name}`} name={field.name} defaultValue={query.filters[field.name] ?? ""}>
              <option value="">{t("content.list.all")}</option>
              {field.control === "checkbox" ? (
                <>
                  <option value="true">{t("content.list.yes")}</option>
                  <option value="false">{t("content.list.no")}</option>
                </>
              ) : field.control === "select" ? (
                field.options?.map((option) => (
                  <option key={option} value={option}>
                    {labels.option(option)}
                  </option>
                ))
              ) : field.control === "master" ? (
                (masters[field.name] ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.stray ? t("content.edit.stray", { value: option.label }) : option.label}
                  </option>
                ))
              ) : (
                (choices[field.name] ?? []).map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))
              )}
            </select>
          </div>
        ))}
        <div className="form-field">
          <label htmlFor="list-sort">{t("content.list.sort")}</label>
          <select id="list-sort" name="sort" defaultValue={query.sort}>
            {Object.keys(SORTS).map((sort) => (
              <option key={sort} value={sort}>
                {t(`content.list.sorts.${sort as keyof typeof SORTS}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t("content.list.apply")}
        </button>
        <Link to={path}>{t("content.list.clear")}</Link>
      </Form>
      {rows.length === 0 ? (
        <p role="status">{t("content.list.empty")}</p>
      ) : (
        <>
          <p>{t("content.list.pageOf", { page: query.page, count: pageCount, total })}</p>
          <Form method="post" className="content-bulk" aria-label={t("content.bulk.title")} key={bulkDone ? `${bulkDone.action}-${bulkDone.count}` : "bulk"}>
          {refused ? <StaffAlert message={t(refused.alert)} /> : null}
          <fieldset className="content-bulk__controls">
            <legend>{t("content.bulk.title")}</legend>
            <div className="form-field">
              <label htmlFor="bulk-action">{t("content.bulk.action")}</label>
              <select id="bulk-action" name="bulk" defaultValue={refused?.action ?? ""}>
                <option value="">{t("content.bulk.choose")}</option>
                {BULK_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {t(`content.bulk.actions.${action}`)}
                  </option>
                ))}
              </select>
            </div>
            <label className="form-field--check">
              <input type="checkbox" name="confirm" /> {t("content.bulk.confirm")}
            </label>
            <button type="submit" className="button">
              {t("content.bulk.apply")}
            </button>
          </fieldset>
          <div className="table-scroll">
            <table className="content-table">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t("content.bulk.select")}</span>
                  </th>
                  <th scope="col">{t("content.list.name")}</th>
                  <th scope="col">{t("content.list.status")}</th>
                  <th scope="col">{t("content.list.updated")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid="content-row">
                    <td>
                      <input type="checkbox" name="ids" value={row.id} defaultChecked={chosen.has(row.id)} aria-label={t("content.bulk.selectOne", { name: row.title })} />
                    </td>
                    <td>
                      <Link to={contentPath(locale, plural, row.id)}>{row.title}</Link>
                      {row.titleEn ? <span className="content-table__en"> · {row.titleEn}</span> : null}
                    </td>
                    <td>
                      {t(row.publishedAt ? "content.list.published" : "content.list.draft")}
                      {(scheduled[row.id] ?? []).map((due) => (
                        <span key={due.action} className="content-table__scheduled">
                          {t(`content.schedule.listed.${due.action}`, { when: formatBangkokTime(due.dueAt, locale) })}
                        </span>
                      ))}
                    </td>
                    <td>{row.updatedAt ? <time dateTime={row.updatedAt}>{formatBangkokTime(row.updatedAt, locale)}</time> : null}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          </Form>
        </>
      )}
      <Pagination page={query.page} pageCount={pageCount} hrefFor={(page) => `${path}${listSearch(query, page)}`} />
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
