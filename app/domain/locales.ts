/**
 * The site's two languages: Thai, the default, and English. Pages, mails, the content model's `locale` fields
 * and the back office all speak these; the rules of paths and headers are in app/lib/locale.ts.
 */
export const LOCALE_CODES = ["th", "en"] as const;
export type Locale = (typeof LOCALE_CODES)[number];
