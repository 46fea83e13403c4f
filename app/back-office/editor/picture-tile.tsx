import { useLocale } from "~/components/use-locale";
import { useStaffT } from "../texts/use-staff-texts";
import { type LibraryPicture, thumbnailOf } from "./media-library";

const THUMB_WIDTH = 320;

/**
 * A library picture as the media page and the content form's picker show it: its smallest stored copy, its name (or
 * what `children` make of it), its size, the widths it is stored at and its alt texts.
 */
export function PictureTile({ picture, children }: { picture: LibraryPicture; children: React.ReactNode }) {
  const t = useStaffT();
  const locale = useLocale();
  const height = picture.width && picture.height ? Math.round((THUMB_WIDTH * picture.height) / picture.width) : Math.round((THUMB_WIDTH * 9) / 16);
  const alt = locale === "en" ? picture.altEn || picture.alt : picture.alt || picture.altEn;
  return (
    <figure className="media-tile">
      <img src={thumbnailOf(picture)} alt={alt} width={THUMB_WIDTH} height={height} loading="lazy" decoding="async" />
      <figcaption>
        <span className="media-tile__name">{children}</span>
        <span className="media-tile__meta">
          {picture.width && picture.height ? t("media.size", { width: picture.width, height: picture.height }) : t("media.sizeUnknown")}
          {" · "}
          {picture.widths.length > 0 ? t("media.stored", { widths: picture.widths.join(", ") }) : t("media.storedOriginal")}
        </span>
        <span className="media-tile__alt" lang="th">
          {picture.alt || t("media.noAlt")}
        </span>
        <span className="media-tile__alt" lang="en">
          {picture.altEn || t("media.noAlt")}
        </span>
      </figcaption>
    </figure>
  );
}
