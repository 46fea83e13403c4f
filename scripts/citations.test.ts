import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { citationsIn } from "./citations.ts";

const root = new URL("../", import.meta.url);
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
  .split("\n")
  // Applied migrations are never edited: they cite files as they were named when written.
  .filter((file) => /\.(tsx?|mjs|cjs|js|md|css|sql|toml)$/.test(file) && !file.endsWith(".d.ts") && !file.startsWith("migrations/") && file !== "scripts/citations.test.ts");
const decisions = readdirSync(new URL("docs/decisions/", root)).filter((name) => /^\d{3}-.*\.md$/.test(name));

describe("citationsIn", () => {
  it("finds paths and decision numbers, and passes over patterns", () => {
    const text = "see app/lib/paths.ts and docs/decisions/024-x.md\n(decision 026); app/routes/<name>.tsx, app/i18n/areas/*.th.ts\n[the model](content-model.md), [web](https://example.com)";
    expect(citationsIn(text)).toEqual([
      { kind: "path", value: "app/lib/paths.ts", line: 1 },
      { kind: "path", value: "docs/decisions/024-x.md", line: 1 },
      { kind: "decision", value: "024", line: 1 },
      { kind: "decision", value: "026", line: 2 },
      { kind: "link", value: "content-model.md", line: 3 },
    ]);
  });
});

describe("every citation in the tree", () => {
  it("names a file that exists", () => {
    const missing = tracked.flatMap((file) =>
      citationsIn(readFileSync(new URL(file, root), "utf8"))
        .filter((c) => c.kind === "path" && !existsSync(new URL(c.value, root)))
        .map((c) => `${file}:${c.line} ${c.value}`),
    );
    expect(missing).toEqual([]);
  });

  it("links only to files that exist", () => {
    const missing = tracked.flatMap((file) =>
      citationsIn(readFileSync(new URL(file, root), "utf8"))
        .filter((c) => c.kind === "link" && file.endsWith(".md") && !existsSync(new URL(c.value, new URL(file, root))))
        .map((c) => `${file}:${c.line} ${c.value}`),
    );
    expect(missing).toEqual([]);
  });

  it("names a decision that has a record", () => {
    const missing = tracked.flatMap((file) =>
      citationsIn(readFileSync(new URL(file, root), "utf8"))
        .filter((c) =>
          c.kind === "decision" ? !decisions.some((name) => name.startsWith(`${c.value}-`)) : c.kind === "decision-file" && !decisions.includes(c.value),
        )
        .map((c) => `${file}:${c.line} ${c.value}`),
    );
    expect(missing).toEqual([]);
  });

  it("lists every decision record in the decisions index", () => {
    const index = readFileSync(new URL("docs/decisions/README.md", root), "utf8");
    expect(decisions.filter((name) => !index.includes(name))).toEqual([]);
  });
});
