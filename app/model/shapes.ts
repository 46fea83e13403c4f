import type { ImageValue } from "./types";

/** The stored shapes of the model's JSON fields that pages read (declared per field in app/model/model.ts). */

/** An image as the seed stores it: a path with its size and bilingual alt text and caption. */
export interface SeedImageValue {
  path: string;
  width?: number;
  height?: number;
  /** Narrower renditions of the same picture, stored beside it (app/lib/image-renditions.ts). */
  widths?: number[];
  alt?: string;
  alt_en?: string;
  caption?: string;
  caption_en?: string;
}

/** Any image field: a plain path, `{path}`, a Strapi media object, or a seed image with its size and texts. */
export type Image = ImageValue | SeedImageValue;

/** A company's contact box. `flag` is the fax number. */
export interface Contactor {
  phone?: string;
  flag?: string;
  email?: string;
  website?: { name?: string; url?: string };
  facebook?: { name?: string; url?: string };
}

/** The news-list menus (`menu_id`s) a news item is listed in. */
export interface ConnectMenu {
  menu?: number[];
}
