/**
 * A mail subject made from text people typed or edited (a show's name, a company's): line breaks would start
 * new mail headers, so every run of CR, LF and the other line separators becomes one space.
 */
export function subjectLine(text: string): string {
  return text.replace(/[\r\n\u0085\u2028\u2029]+/g, " ").replace(/\s{2,}/g, " ").trim();
}
