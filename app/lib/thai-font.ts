/**
 * The Thai web font waits for a page it can be used on at once (decision 040). A page whose first layout cannot
 * have the font gets the local Thai face only: its text never asks for the web font, so the font's late arrival
 * cannot lay the page out again. Once the page has loaded, its head script (workers/per-answer.ts) fetches the
 * font into the browser's cache and remembers its address here; later pages, and the first client-side
 * navigation, then set `THAI_FONT_ATTRIBUTE` on <html>, which puts the web font first in the stack (app.css).
 */
export const THAI_FONT_ATTRIBUTE = "data-thai-font";
export const THAI_FONT_STORAGE_KEY = "thai-font";
const THAI_FONT_FAMILY = "Noto Sans Thai Variable";

/** The address of the Thai web font's file in built CSS (minified or not), or undefined when it declares none. */
export function thaiFontUrl(css: string): string | undefined {
  for (const [, face = ""] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    if (!new RegExp(`font-family:\\s*["']?${THAI_FONT_FAMILY}["']?\\s*;`).test(face)) continue;
    return /url\(\s*["']?([^"')\s]+)["']?\s*\)/.exec(face)?.[1];
  }
  return undefined;
}
