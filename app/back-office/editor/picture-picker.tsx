import { useStaffT } from "../texts/use-staff-texts";
import { pressOwnButtonOnEnter } from "../ui/own-button-on-enter";
import type { PickerAnswer } from "./picture-picker.server";
import { PictureTile } from "./picture-tile";

/**
 * A picture field's way into the media library: a search box and a button that posts the whole form (nothing typed
 * is lost) and shows a page of matching pictures, each with a button that puts it into the field
 * (picture-picker.server.ts). Works without scripts.
 */
export function PicturePicker({ field, picker }: { field: string; picker: PickerAnswer | undefined }) {
  const t = useStaffT();
  const id = `content-${field}-library`;
  const shown = picker?.field === field ? picker : undefined;
  const step = (page: number, label: string) => (
    <button type="submit" name="intent" value={`library:${field}:${page}`} formNoValidate className="button">
      {label}
    </button>
  );
  return (
    <div className="picture-picker">
      <div className="content-find">
        <label htmlFor={id}>{t("content.image.librarySearch")}</label>
        <input id={id} name={`${field}.library`} type="search" defaultValue={shown?.q ?? ""} maxLength={100} onKeyDown={pressOwnButtonOnEnter} />
        {step(1, t("content.image.libraryFind"))}
      </div>
      {shown ? (
        <section aria-label={t("content.image.library")} data-testid="picture-picker">
          {shown.pictures.length === 0 ? (
            <p role="status">{t("content.image.libraryEmpty")}</p>
          ) : (
            <ul className="media-grid">
              {shown.pictures.map((picture) => (
                <li key={picture.id}>
                  <PictureTile picture={picture}>
                    <button type="submit" name="intent" value={`pick:${field}:${picture.id}`} formNoValidate className="button" aria-label={`${t("content.image.pick")}: ${picture.name}`}>
                      {t("content.image.pick")}
                    </button>{" "}
                    {picture.name}
                  </PictureTile>
                </li>
              ))}
            </ul>
          )}
          {shown.pageCount > 1 ? (
            <p className="content-find">
              {shown.page > 1 ? step(shown.page - 1, t("content.image.libraryPrevious")) : null}
              <span>{t("content.image.libraryPage", { page: shown.page, count: shown.pageCount })}</span>
              {shown.page < shown.pageCount ? step(shown.page + 1, t("content.image.libraryNext")) : null}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
