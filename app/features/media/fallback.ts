import type { Locale } from "~/domain/locales";

/**
 * `"th"` when an English page shows the Thai text of a paired field because its English twin is empty (what
 * localized() does), so the block can carry `lang="th"` for screen readers, hyphenation and fonts.
 */
export function fallbackLang(record: object, field: string, locale: Locale): "th" | undefined {
  if (locale !== "en") return undefined;
  const attributes = record as Record<string, unknown>;
  const english = attributes[`${field}_en`];
  const thai = attributes[field];
  const hasEnglish = typeof english === "string" && english.trim() !== "";
  const hasThai = typeof thai === "string" && thai.trim() !== "";
  return !hasEnglish && hasThai ? "th" : undefined;
}
