/** Word characters for slugs: letters and combining marks of any script (Thai vowels and tone marks are marks), digits and `_`. */
const NON_WORD = /[^\p{L}\p{M}\p{N}_\s-]/gu;
export const SLUG_MAX_LENGTH = 50;

/**
 * The news-link slug: remove non-word characters, whitespace to hyphens, cut to 50
 * characters, lowercase; an empty title gives '-'. Thai letters count as word characters so Thai titles stay
 * readable. The cut counts code points and never leaves a dangling hyphen.
 */
export function slugify(title: string | null | undefined): string {
  const slug = Array.from(
    (title ?? "")
      .normalize("NFC")
      .replace(NON_WORD, "")
      .trim()
      .replace(/\s+/g, "-")
      .replace(/-+/g, "-"),
  )
    .slice(0, SLUG_MAX_LENGTH)
    .join("")
    .replace(/-+$/, "")
    .toLowerCase();
  return slug === "" ? "-" : slug;
}

/**
 * A record's slug (issue 47): the same rule kept to what a slug field takes (A–Z, 0–9, - _ . ~, as Strapi's uid):
 * accents dropped, and Thai letters, which no slug field takes, fall away, so a record is named by its English
 * title. Empty when nothing is left.
 */
export function recordSlugFrom(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/-{2,}/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/** The first of `base`, `base-2`, `base-3`… that no other record has (the suffix fits within the length). */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
