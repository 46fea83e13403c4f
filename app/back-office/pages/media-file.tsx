import { data, Form, Link, redirect } from "react-router";
import { useLocale } from "~/components/use-locale";
import { formatBangkokTime } from "~/lib/intl-formats";
import { localeFromPath } from "~/lib/locale";
import { readForm } from "~/server/form-body.server";
import { contentPath } from "~/back-office/pages/content-paths";
import { deletePicture, libraryPicture, pictureUses, type PictureUse } from "~/back-office/editor/media.server";
import { PictureTile } from "~/back-office/editor/picture-tile";
import { useContentLabels } from "~/back-office/editor/use-content-labels";
import { requireStaff } from "~/back-office/staff/guard.server";
import { staffMeta } from "~/back-office/ui/meta";
import { StaffAlert } from "~/back-office/ui/staff-ui";
import { useStaffT } from "~/back-office/texts/use-staff-texts";
import { StaffErrorView } from "~/back-office/ui/error-view";
import { mediaPath } from "./content-paths";
import type { Route } from "./+types/media-file";

async function pictureOf(request: Request, context: Route.LoaderArgs["context"], id: string | undefined) {
  const picture = id && /^[1-9]\d{0,14}$/.test(id) ? await libraryPicture(request, context, Number(id)) : null;
  if (!picture) throw data(null, { status: 404 });
  return picture;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "editor");
  const picture = await pictureOf(request, context, params.id);
  return { picture, uses: await pictureUses(request, context, picture.url) };
}

/** Deletes the picture once the confirmation is ticked; a picture in use is refused with the records that use it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "editor");
  const picture = await pictureOf(request, context, params.id);
  const form = await readForm(request);
  if (form.get("confirm") !== "yes") return data({ refused: "confirm" as const, uses: null }, { status: 400 });
  const result = await deletePicture(request, context, staff, picture);
  if ("uses" in result) return data({ refused: "inUse" as const, uses: result.uses }, { status: 409 });
  throw redirect(`${mediaPath(localeFromPath(new URL(request.url).pathname))}?deleted=${encodeURIComponent(picture.name)}`, 303);
}

export const meta: Route.MetaFunction = (args) => staffMeta(args, "media.title");

function Uses({ uses }: { uses: readonly PictureUse[] }) {
  const t = useStaffT();
  const locale = useLocale();
  const labels = useContentLabels();
  if (uses.length === 0) return <p>{t("media.file.unused")}</p>;
  return (
    <>
      <p>{t("media.file.used", { count: uses.length })}</p>
      <ul className="media-uses" data-testid="media-uses">
        {uses.map((use) => (
          <li key={`${use.plural}-${use.id}`}>
            <Link to={contentPath(locale, use.plural, use.id)}>
              {labels.collection(use.plural)}: {use.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function MediaFile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStaffT();
  const locale = useLocale();
  const { picture } = loaderData;
  const uses = actionData?.uses ?? loaderData.uses;
  return (
    <>
      <p>
        <Link to={mediaPath(locale)}>{t("media.file.back")}</Link>
      </p>
      <h1>{picture.name}</h1>
      <div className="media-picture">
        <PictureTile picture={picture}>
          {t("media.file.uploaded", { when: formatBangkokTime(picture.createdAt, locale) })}
        </PictureTile>
      </div>
      <p>
        {t("media.file.address")}: <a href={picture.url}>{picture.url}</a>
      </p>
      <h2>{t("media.file.usedTitle")}</h2>
      {actionData?.refused === "inUse" ? <StaffAlert message={t("media.file.inUse")} /> : null}
      <Uses uses={uses} />
      <Form method="post" className="content-delete">
        <h2>{t("media.file.deleteTitle")}</h2>
        {actionData?.refused === "confirm" ? <StaffAlert message={t("media.file.confirmMissing")} /> : null}
        <div className="form-field form-field--check">
          <input id="media-delete-confirm" type="checkbox" name="confirm" value="yes" required />
          <label htmlFor="media-delete-confirm">{t("media.file.deleteConfirm")}</label>
        </div>
        <button type="submit" className="button button--danger">
          {t("media.file.delete")}
        </button>
      </Form>
    </>
  );
}

export const ErrorBoundary = StaffErrorView;
