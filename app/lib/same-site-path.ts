/**
 * Whether `target` is a path on this site, however a browser or a later decoding step reads it. Used for
 * redirect targets (the cookie banner's return path) and for links kept in sanitised rich text.
 *
 * Browsers drop tabs and newlines inside URLs, read `\` as `/`, and a later layer may decode `%2F` or fold
 * lookalike slashes (NFKC), so `/\t/evil`, `/\evil`, `/%2F%2Fevil` and `/／evil` would all leave the site.
 */
const BASE = "https://same-site.invalid";
const SLASH_LIKE = /^[/\\\uFF0F\uFF3C\u2215\u2044\uFE68\u29F8\u29F9]/;
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\s\\]/;

export function isSameSitePath(target: string): boolean {
  const forms = decodings(target);
  if (forms === null || UNSAFE_CHARACTER.test(target)) return false;
  return [...forms, target.normalize("NFKC")].every((form) => form.startsWith("/") && !SLASH_LIKE.test(form.slice(1)) && staysHere(form));
}

/** Where to send a visitor after a form: `target` when it is a same-site path, else `fallback`. */
export function safeReturnPath(target: string | null | undefined, fallback: string): string {
  return target && isSameSitePath(target) ? target : fallback;
}

const MAX_DECODINGS = 3;

/** `target` and each percent-decoding of it until nothing changes; null when malformed or still encoded. */
function decodings(target: string): string[] | null {
  const forms = [target];
  try {
    for (let round = 0; round < MAX_DECODINGS; round += 1) {
      const next = decodeURIComponent(forms.at(-1)!);
      if (next === forms.at(-1)) return forms;
      forms.push(next);
    }
  } catch {
    return null;
  }
  return null;
}

/** The WHATWG parser, as every browser runs it, has the last word. */
function staysHere(path: string): boolean {
  try {
    return new URL(path, BASE).origin === BASE;
  } catch {
    return false;
  }
}
