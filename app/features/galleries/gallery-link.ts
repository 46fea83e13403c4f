import { pagePath } from "~/lib/paths";
export const GALLERY_LIST_PATH = pagePath("galleryList");

export function galleryPath(slug: string): string {
  return pagePath("galleryDetails", { id: slug });
}
