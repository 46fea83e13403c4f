/**
 * Citations in comments and docs: repository paths (`app/lib/paths.ts`, `docs/decisions/024-….md`) and decision
 * numbers ("decision 026", "docs/decisions/024"), decision records by file name, and relative Markdown links. Placeholders (`<name>`, `*`, `{…}`) are patterns, not citations.
 */
const ROOTS = ["app", "workers", "scripts", "docs", "test", "e2e", "bench", "seed", "migrations", "public", ".ci"];
const PATH = new RegExp(String.raw`(?<![\w./-])(?:${ROOTS.map((r) => r.replace(".", "\\.")).join("|")})/[\w./@-]*[\w-]\.(?:tsx?|mjs|cjs|js|md|sql|css|json|toml)\b`, "g");
const DECISION = /\bdecisions?(?: record)?[ /](\d{3})\b/gi;
/** A decision record named by its file alone: `024-listing-owners-and-quotation-status.md`. */
const DECISION_FILE = /(?<![\w/-])(\d{3}-[\w-]+\.md)\b/g;
/** A relative Markdown link: `[the model](content-model.md)`, resolved against the citing file. */
const MARKDOWN_LINK = /\]\((?!https?:|#|mailto:)([^)\s#]+)(?:#[^)]*)?\)/g;

export interface Citation {
  kind: "path" | "decision" | "decision-file" | "link";
  value: string;
  line: number;
}

export function citationsIn(text: string): Citation[] {
  const found: Citation[] = [];
  text.split("\n").forEach((line, index) => {
    for (const match of line.matchAll(PATH)) found.push({ kind: "path", value: match[0], line: index + 1 });
    for (const match of line.matchAll(DECISION)) found.push({ kind: "decision", value: match[1]!, line: index + 1 });
    for (const match of line.matchAll(DECISION_FILE)) found.push({ kind: "decision-file", value: match[1]!, line: index + 1 });
    for (const match of line.matchAll(MARKDOWN_LINK)) found.push({ kind: "link", value: match[1]!, line: index + 1 });
  });
  return found;
}
