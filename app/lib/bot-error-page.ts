import type { Locale } from "../domain/locales";

/** The bare page a crawler gets for an error status: "Page Not Found" or "Internal Server Error", nothing else. */
export function botErrorPage(status: number, locale: Locale): string {
  const title = status === 404 ? "Page Not Found" : "Internal Server Error";
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${status} ${title}</title></head><body><h1>${title}</h1></body></html>`;
}
