import type { SeedImageValue } from "../model/shapes";
import type { ImageValue } from "../model/types";
import type { Locale } from "../domain/locales";

/**
 * The text of a paired field for a locale: `name_en` on English pages when it has text, otherwise the Thai
 * `name` (English pages fall back to Thai rather than showing nothing).
 */
export function localized(record: object | null | undefined, field: string, locale: Locale): string {
  if (!record) return "";
  const attributes = record as Record<string, unknown>;
  const english = attributes[`${field}_en`];
  if (locale === "en" && typeof english === "string" && english.trim() !== "") return english;
  const thai = attributes[field];
  return typeof thai === "string" ? thai : "";
}

/** The path of an image stored as a plain string, as `{path}`, or as a Strapi media `{url}`. */
export function imagePath(image: ImageValue): string | undefined {
  if (!image) return undefined;
  if (typeof image === "string") return image || undefined;
  return image.path || image.url || undefined;
}

/** The image as a seed image (the kind with alt texts), or undefined for a path or a Strapi media value. */
function seedImage(image: ImageValue | SeedImageValue): SeedImageValue | undefined {
  return image && typeof image === "object" && "alt" in image ? (image as SeedImageValue) : undefined;
}

/** A seed image's alt text in the page's language (Thai when the English is empty); undefined for other images. */
export function imageAlt(image: ImageValue | SeedImageValue, locale: Locale): string | undefined {
  const seed = seedImage(image);
  return (seed && ((locale === "en" && seed.alt_en) || seed.alt)) || undefined;
}

/**
 * A seed image with the alt text of the page's language only, for data sent to the browser (it is part of the
 * page's bytes); captions stay on the server. Other image values pass through.
 */
export function localizedImage<I extends ImageValue | SeedImageValue>(image: I, locale: Locale): I {
  const seed = seedImage(image);
  if (!seed) return image;
  const widths = seed.widths ? { widths: seed.widths } : {};
  return { path: seed.path, width: seed.width, height: seed.height, ...widths, alt: imageAlt(seed, locale) } as I;
}
