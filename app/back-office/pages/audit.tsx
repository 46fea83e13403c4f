import { Form, Link } from "react-router";
import { Pagination } from "~/components/pagination";
import { useLocale } from "~/components/use-locale";
import { appContext } from "~/context";
import { backOfficePath } from "~/back-office/pages/table";
import { formatBangkokTime } from "~/lib/intl-formats";
import { backOfficeStore } from "~/back-office/store/back-office-store.server";
import type { AuditEntry } from "~/back-office/store/staff-audit-log.server";
import { changedFields } from "~/back-office/staff/audit-entry";
import { parseAuditQuery } from "~/back-office/staff/audit-query";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const { staffAudit } = backOfficeStore(context.get(appContext).env);
  const query = parseAuditQuery(new URL(request.url).searchParams);
  const [log, choices] = await Promise.all([staffAudit.page(query), staffAudit.filterChoices()]);
  return { query, ...log, choices };
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "audit.title");

function Json({ value }: { value: unknown }) {
  const t = useStaffT();
  return value === null ? <p>{t("audit.none")}</p> : <pre>{JSON.stringify(value, null, 2)}</pre>;
}

function Entry({ entry }: { entry: AuditEntry }) {
  const t = useStaffT();
  const locale = useLocale();
  const changed = changedFields(entry.before, entry.after);
  return (
    <li className="audit-entry" data-testid="audit-entry">
      <dl>
        <dt>{t("audit.when")}</dt>
        <dd>
          <time dateTime={entry.createdAt}>{formatBangkokTime(entry.createdAt, locale)}</time>
        </dd>
        <dt>{t("audit.who")}</dt>
        <dd>{entry.memberId === null ? entry.staffUsername : t("audit.member", { email: entry.staffUsername })}</dd>
        <dt>{t("audit.what")}</dt>
        <dd>{`${entry.action} ${entry.collection}${entry.targetId === null ? "" : ` #${entry.targetId}`}`}</dd>
        <dt>{t("audit.changed")}</dt>
        <dd>{changed.length > 0 ? changed.join(", ") : t("audit.nothingChanged")}</dd>
      </dl>
      <details>
        <summary>{t("audit.details")}</summary>
        <h2>{t("audit.before")}</h2>
        <Json value={entry.before} />
        <h2>{t("audit.after")}</h2>
        <Json value={entry.after} />
      </details>
    </li>
  );
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const { query, entries, pageCount, choices } = loaderData;
  const path = backOfficePath("audit", locale);
  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    if (query.staffId !== null) params.set("staff", String(query.staffId));
    if (query.collection !== null) params.set("collection", query.collection);
    if (page > 1) params.set("page", String(page));
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  };
  return (
    <>
      <h1>{t("audit.title")}</h1>
      <p className="admin-lead">{t("audit.lead")}</p>
      <Form method="get" className="audit-filters" aria-label={t("audit.filters")}>
        <div className="form-field">
          <label htmlFor="audit-staff">{t("audit.staff")}</label>
          <select id="audit-staff" name="staff" defaultValue={query.staffId ?? ""}>
            <option value="">{t("audit.all")}</option>
            {choices.staff.map((staff) => (
              <option key={staff.id} value={staff.id}>
                {staff.username}
              </option>
            ))}
            {choices.members ? <option value="0">{t("audit.members")}</option> : null}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="audit-collection">{t("audit.collection")}</label>
          <select id="audit-collection" name="collection" defaultValue={query.collection ?? ""}>
            <option value="">{t("audit.all")}</option>
            {choices.collections.map((collection) => (
              <option key={collection} value={collection}>
                {collection}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t("audit.apply")}
        </button>
        {query.staffId !== null || query.collection !== null ? <Link to={path}>{t("audit.clear")}</Link> : null}
      </Form>
      {entries.length === 0 ? (
        <p role="status">{t("audit.empty")}</p>
      ) : (
        <>
          <p>{t("audit.pageOf", { page: query.page, count: pageCount })}</p>
          <ol className="audit-list">
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ol>
        </>
      )}
      <Pagination page={query.page} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
