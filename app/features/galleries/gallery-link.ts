export const GALLERY_LIST_PATH = "/photo-gallery-lists";

export function galleryPath(slug: string): string {
  return `/photo-gallery-details/${encodeURIComponent(slug)}`;
}
