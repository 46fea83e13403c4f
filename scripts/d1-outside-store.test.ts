import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The D1 binding is reached from the app only through its stores: app/portal-store, the back office's own tables
 * (app/back-office/store) and the tables the content service keeps too (app/shared-store), which the portal store
 * wires in (docs/architecture.md, "Layers"). The dependency rules (.dependency-cruiser.cjs) see imports, not the
 * `env.DB` every request's context carries, so this reads the sources for the ways D1 is used: a statement, the
 * binding's type, the binding itself.
 */
const D1_USES = [/\.prepare\(/, /\bD1Database\b/, /\.DB\b/, /\{[^}]*\bDB\b[^}]*\}\s*=/];

const d1Uses = (text: string): number[] =>
  text.split("\n").flatMap((line, i) => (D1_USES.some((use) => use.test(line)) ? [i + 1] : []));

const STORES = ["app/portal-store/", "app/back-office/store/", "app/shared-store/"];

const root = new URL("../", import.meta.url);
const appSources = execFileSync("git", ["ls-files", "app"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file) && !STORES.some((store) => file.startsWith(store)));

describe("d1Uses", () => {
  it("finds statements, the binding's type and the binding, and passes over an environment's type", () => {
    const text = [
      'await db.prepare("SELECT 1").first();',
      "export async function read(db: D1Database) {}",
      "const rows = await context.get(appContext).env.DB.batch([]);",
      "const { DB, SESSIONS } = context.get(appContext).env;",
      'export async function write(env: Pick<Env, "DB">) {}',
      "portalStore(env).staffAudit.page(query);",
    ].join("\n");
    expect(d1Uses(text)).toEqual([1, 2, 3, 4]);
  });
});

describe("the app outside its stores", () => {
  it("never touches D1", () => {
    const found = appSources.flatMap((file) => d1Uses(readFileSync(new URL(file, root), "utf8")).map((line) => `${file}:${line}`));
    expect(found).toEqual([]);
  });
});
