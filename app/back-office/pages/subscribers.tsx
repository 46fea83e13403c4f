import { Pagination } from "~/components/pagination";
import { useLocale } from "~/components/use-locale";
import { subscribersPage } from "~/back-office/queues/subscribers.server";
import { backOfficePath } from "~/back-office/pages/table";
import { formatBangkokTime } from "~/lib/intl-formats";
import { parsePage } from "~/lib/pagination";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import type { Route } from "./+types/subscribers";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  return { page, ...(await subscribersPage(request, context, page)) };
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "subscribers.title");

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const { page, subscribers, pageCount } = loaderData;
  const path = backOfficePath("subscribers", locale);
  return (
    <>
      <h1>{t("subscribers.title")}</h1>
      <p className="admin-lead">{t("subscribers.lead")}</p>
      <p>
        {/* A file download: a plain link, which the router leaves alone. */}
        <a className="button" href={backOfficePath("subscribersCsv", locale)} download>
          {t("subscribers.download")}
        </a>
      </p>
      {subscribers.length === 0 ? (
        <p role="status">{t("subscribers.empty")}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("subscribers.email")}</th>
                <th scope="col">{t("subscribers.language")}</th>
                <th scope="col">{t("subscribers.source")}</th>
                <th scope="col">{t("subscribers.subscribed")}</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.id} data-testid="subscriber">
                  <td>{s.email}</td>
                  <td>{t(`claims.languages.${s.locale}`)}</td>
                  <td>{s.source || "—"}</td>
                  <td>{s.createdAt ? <time dateTime={s.createdAt}>{formatBangkokTime(s.createdAt, locale, "date")}</time> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={(n) => (n > 1 ? `${path}?page=${n}` : path)} />
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
