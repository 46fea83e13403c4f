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
