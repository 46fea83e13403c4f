import { ContentImage } from "~/components/content-image";
import { useLocale } from "~/components/use-locale";
import { imagePath } from "~/content/localized";
import type { BookmarkCollection } from "~/domain/bookmarks";
import type { FollowKind } from "~/domain/follows";
import type { ImageValue } from "~/model/types";

export type PictureKind = BookmarkCollection | FollowKind;

/** Outline icons (24 px grid) for a row without a picture: a calendar for shows, a pin for venues, and so on. */
const ICONS: Record<PictureKind, string> = {
  "trade-shows": "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
  "thai-events": "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
  venues: "M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  venue: "M12 21s-6-5.5-6-11a6 6 0 0 1 12 0c0 5.5-6 11-6 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  organizers: "M4 21V7l8-4 8 4v14M9 21v-5h6v5M8 10h2M14 10h2",
  organizer: "M4 21V7l8-4 8 4v14M9 21v-5h6v5M8 10h2M14 10h2",
  contractors: "M4 21V7l8-4 8 4v14M9 21v-5h6v5M8 10h2M14 10h2",
  news: "M5 4h14v16H5zM8 8h8M8 12h8M8 16h5",
  industry: "M3 12l9-9h8v8l-9 9zM15.5 8.5h.01",
};

/** A saved or followed item's picture in a small square, or the icon of its kind when it has none. */
export function ListPicture({ image, kind }: { image: ImageValue; kind: PictureKind }) {
  const locale = useLocale();
  if (imagePath(image)) return <ContentImage image={image} locale={locale} fallbackAlt="" ratio="1 / 1" className="saved-item__picture" sizes="4rem" />;
  return (
    <div className="saved-item__picture saved-item__picture--icon" aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <path d={ICONS[kind]} />
      </svg>
    </div>
  );
}
