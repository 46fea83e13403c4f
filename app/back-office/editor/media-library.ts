import { renditionPath } from "~/lib/image-renditions";
import type { UploadedFile } from "~/model/types";

/**
 * The media library's pictures as the back office shows and picks them (docs/pages.md, "Media library"): the site
 * team's uploads with their alt texts (Thai in Strapi's `alternativeText`, English in its `caption`: a Strapi file
 * has one of each and no languages), their size and the renditions stored beside them.
 */
export interface LibraryPicture {
  id: number;
  name: string;
  url: string;
  alt: string;
  altEn: string;
  width: number | null;
  height: number | null;
  /** Renditions at the address the pages derive from the picture's (`<path>-640.jpg`), narrowest first. */
  widths: number[];
  /** Kilobytes. */
  size: number;
  createdAt: string;
}

/** Pictures a page of the library and the picker show. */
export const MEDIA_PAGE_SIZE = 24;

export function libraryPictureOf(file: UploadedFile): LibraryPicture {
  // A rendition named otherwise (a real Strapi's `small_<hash>.jpg`) is not one the pages' srcset can find.
  const widths = Object.values(file.formats ?? {})
    .filter((format) => format.url === renditionPath(file.url, format.width))
    .map((format) => format.width)
    .sort((a, b) => a - b);
  return {
    id: file.id,
    name: file.name,
    url: file.url,
    alt: file.alternativeText ?? "",
    altEn: file.caption ?? "",
    width: file.width ?? null,
    height: file.height ?? null,
    widths,
    size: file.size,
    createdAt: file.createdAt,
  };
}

/** What a record stores of a picked picture besides its alt texts: its address, its size and its renditions. */
export function pictureValueOf(picture: LibraryPicture): { path: string; width?: number; height?: number; widths?: number[] } {
  const sized = picture.width && picture.height ? { width: picture.width, height: picture.height } : {};
  return { path: picture.url, ...sized, ...(picture.widths.length > 0 ? { widths: picture.widths } : {}) };
}

/** The smallest stored copy that fills a thumbnail: the narrowest rendition, else the picture itself. */
export const thumbnailOf = (picture: LibraryPicture): string => (picture.widths[0] ? renditionPath(picture.url, picture.widths[0]) : picture.url);

/** Pictures whose name or either alt text holds `q` (any case). */
export function matchingPictures(pictures: readonly LibraryPicture[], q: string): LibraryPicture[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return [...pictures];
  return pictures.filter((picture) => [picture.name, picture.alt, picture.altEn].some((text) => text.toLocaleLowerCase().includes(needle)));
}

/** One page of the pictures, the page number kept within those there are. */
export function picturePage(pictures: readonly LibraryPicture[], page: number) {
  const pageCount = Math.max(1, Math.ceil(pictures.length / MEDIA_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  return { pictures: pictures.slice((current - 1) * MEDIA_PAGE_SIZE, current * MEDIA_PAGE_SIZE), page: current, pageCount, total: pictures.length };
}
