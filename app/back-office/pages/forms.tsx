import { Link } from "react-router";
import { Pagination } from "~/components/pagination";
import { useLocale } from "~/components/use-locale";
import { FORM_LISTS, formListOf, type SentForm } from "~/back-office/queues/forms";
import { sentForms } from "~/back-office/queues/forms.server";
import { backOfficePath } from "~/back-office/pages/table";
import { documentPath } from "~/lib/document-url";
import { formatBangkokTime } from "~/lib/intl-formats";
import { localeFromPath } from "~/lib/locale";
import { parsePage } from "~/lib/pagination";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/forms";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const params = new URL(request.url).searchParams;
  const list = formListOf(params.get("list"));
  const page = parsePage(params.get("page"));
  return { list, page, ...(await sentForms(request, context, list, page, localeFromPath(documentPath(request.url)))) };
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "forms.title");

function FormCard({ form }: { form: SentForm }) {
  const t = useStaffT();
  const locale = useLocale();
  const fact = (label: string, value: string | number | null) =>
    value === null || value === "" ? null : (
      <>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </>
    );
  const kind = form.kind === "claim" && form.decision ? t(`forms.decisions.${form.decision}`) : t(`forms.kinds.${form.kind}`);
  return (
    <li className="admin-card queue-item" data-testid="sent-form">
      <h2>
        {form.company} <span className="queue-item__tag">{`${form.reference} · ${kind}`}</span>
      </h2>
      <dl className="queue-item__facts">
        {fact(t("forms.contact"), form.contact)}
        <dt>{t("claims.email")}</dt>
        <dd>
          <a href={`mailto:${form.email}`}>{form.email}</a>
        </dd>
        {fact(t("claims.phone"), form.phone)}
        {fact(t("forms.package"), form.packageName)}
        {fact(t("forms.start"), form.start)}
        {fact(t("forms.periods"), form.periods)}
        {fact(t("forms.taxId"), form.taxId)}
        {fact(t("forms.address"), form.address)}
        {fact(t("claims.language"), t(`claims.languages.${form.locale}`))}
        {form.createdAt ? fact(t("claims.sent"), formatBangkokTime(form.createdAt, locale)) : null}
        {form.message ? (
          <>
            <dt>{t("claims.message")}</dt>
            <dd className="queue-item__message">{form.message}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

export default function SentForms({ loaderData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const { list, page, forms, pageCount } = loaderData;
  const path = backOfficePath("forms", locale);
  const hrefFor = (l: string, n: number) => `${path}?${new URLSearchParams({ list: l, ...(n > 1 ? { page: String(n) } : {}) })}`;
  return (
    <>
      <h1>{t("forms.title")}</h1>
      <p className="admin-lead">{t("forms.lead")}</p>
      <nav aria-label={t("forms.lists")}>
        <ul className="admin-tabs">
          {FORM_LISTS.map((l) => (
            <li key={l}>
              <Link to={hrefFor(l, 1)} aria-current={l === list ? "page" : undefined}>
                {t(`forms.list.${l}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {forms.length === 0 ? (
        <p role="status">{t("forms.empty")}</p>
      ) : (
        <ol className="queue-list">
          {forms.map((form) => (
            <FormCard key={form.id} form={form} />
          ))}
        </ol>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => hrefFor(list, n)} />
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
