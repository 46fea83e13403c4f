/**
 * Names that are not translated (people, Facebook pages) keep the script they were written in. On an English
 * page a Thai name is marked lang="th" so screen readers pronounce it and translation tools leave it alone.
 */
export function languageOf(text: string | null | undefined): "th" | undefined {
  return text && /[\u0E01-\u0E3A\u0E40-\u0E5B]/.test(text) ? "th" : undefined;
}
