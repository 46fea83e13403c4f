import type { SeedImageValue } from "~/model/entities";
import type { Locale } from "~/domain/locales";

/** A gallery image's caption in the page's language, else its alt text. */
export function captionOf(image: SeedImageValue, locale: Locale): string {
  return (locale === "en" ? image.caption_en || image.alt_en : image.caption || image.alt) || image.alt || "";
}
