import * as v from "valibot";

/**
 * Id parameters are plain strings: a numeric id, or a slug of letters (any script, with
 * combining marks such as Thai vowels), digits, `-` and `_`, at most 120 characters.
 */
export const IdParam = v.pipe(
  v.string(),
  v.nonEmpty(),
  v.maxLength(120),
  v.regex(/^[\p{L}\p{M}\p{N}_-]+$/u),
);

export function parseIdParam(value: string | undefined): string | null {
  const result = v.safeParse(IdParam, value);
  return result.success ? result.output : null;
}

/** What a 404 carries: whether no route matched, or a route matched and its validation failed. */
export interface NotFoundData {
  reason: "unmatched" | "invalid";
  path: string;
}

/** The two 404 texts, told apart by their capitals; used for bots and logs. */
export function notFoundMessage({ reason, path }: NotFoundData): string {
  return reason === "unmatched" ? `Page not found: ${path}` : `Page Not Found: ${path}`;
}
