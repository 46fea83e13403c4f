import { Form, Link } from "react-router";
import { Pagination } from "~/components/pagination";
import { useLocale } from "~/components/use-locale";
import { parsePage } from "~/lib/pagination";
import { matchingPictures, picturePage } from "~/back-office/editor/media-library";
import { libraryPictures } from "~/back-office/editor/media.server";
import { type MediaUploadAnswer, uploadToLibrary } from "~/back-office/editor/media-upload.server";
import { PictureTile } from "~/back-office/editor/picture-tile";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { StaffAlert, StaffField } from "~/back-office/ui/staff-ui";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import { mediaPath } from "./content-paths";
import type { Route } from "./+types/media";

const QUERY_MAX = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX);
  const found = picturePage(matchingPictures(await libraryPictures(request, context), q), parsePage(url.searchParams.get("page")));
  return { q, ...found, uploaded: url.searchParams.get("uploaded"), deleted: url.searchParams.get("deleted") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  return uploadToLibrary(request, context, staff);
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "media.title");

function UploadForm({ answer }: { answer: MediaUploadAnswer | undefined }) {
  const t = useStaffT();
  const errors = answer?.errors ?? {};
  return (
    <Form method="post" encType="multipart/form-data" className="media-upload" aria-labelledby="media-upload-title" noValidate key={JSON.stringify(answer ?? null)}>
      <h2 id="media-upload-title">{t("media.upload.title")}</h2>
      {answer ? <StaffAlert message={t("media.errors.alert")} /> : null}
      <StaffField form="media" name="file" label={`${t("media.upload.file")} *`} error={errors.file} type="file" accept="image/jpeg,image/png,image/webp,image/avif" required />
      <p className="form-hint">{t("media.upload.altHint")}</p>
      <div className="content-pair">
        <StaffField form="media" name="alt" label={`${t("media.upload.alt")} *`} error={errors.alt} defaultValue={answer?.values.alt} maxLength={255} required />
        <StaffField form="media" name="alt_en" label={`${t("media.upload.altEn")} *`} error={errors.alt_en} defaultValue={answer?.values.alt_en} maxLength={255} required lang="en" />
      </div>
      <button type="submit" className="button button--primary">
        {t("media.upload.submit")}
      </button>
    </Form>
  );
}

export default function Media({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const { q, pictures, page, pageCount, total, uploaded, deleted } = loaderData;
  const path = mediaPath(locale);
  const query = (p: number) => `${path}?${new URLSearchParams({ ...(q ? { q } : {}), ...(p > 1 ? { page: String(p) } : {}) })}`;
  return (
    <>
      <h1>{t("media.title")}</h1>
      <p className="admin-lead">{t("media.lead")}</p>
      {uploaded && !actionData ? (
        <p className="form-notice" role="status">
          {t("media.upload.done", { name: uploaded })}
        </p>
      ) : null}
      {deleted ? (
        <p className="form-notice" role="status">
          {t("media.file.deleted", { name: deleted })}
        </p>
      ) : null}
      <UploadForm answer={actionData as MediaUploadAnswer | undefined} />
      <Form method="get" className="content-filters" aria-label={t("media.search")}>
        <div className="form-field">
          <label htmlFor="media-q">{t("media.searchLabel")}</label>
          <input id="media-q" name="q" type="search" defaultValue={q} maxLength={QUERY_MAX} />
        </div>
        <button type="submit" className="button button--primary">
          {t("media.search")}
        </button>
        {q ? <Link to={path}>{t("media.clear")}</Link> : null}
      </Form>
      {pictures.length === 0 ? (
        <p role="status">{t("media.empty")}</p>
      ) : (
        <>
          <p>{t("media.pageOf", { page, pages: pageCount, count: total })}</p>
          <ul className="media-grid">
            {pictures.map((picture) => (
              <li key={picture.id} data-testid="media-picture">
                <PictureTile picture={picture}>
                  <Link to={mediaPath(locale, picture.id)} aria-label={t("media.open", { name: picture.name })}>
                    {picture.name}
                  </Link>
                </PictureTile>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={query} />
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
