import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * `npm start` and the content scripts run TypeScript with Node itself, which resolves only the paths it is given:
 * a relative import without its `.ts` ending loads under vitest but fails there ("Cannot find module"). Each
 * module is imported the way `node scripts/<name>.ts` would load it (a script's work runs only as the entry point).
 */
const MODULES = [
  ...["export-strapi", "generate-migrations", "push-to-strapi", "test-strapi", "bundle-rules"].map((name) => `./scripts/${name}.ts`),
  // What scripts/seed.ts (run by `npm start`) loads; the seed script itself seeds as soon as it is imported.
  ...["index", "accounts", "search"].map((name) => `./seed/${name}.ts`),
];

describe("the scripts Node runs", () => {
  it.each(MODULES)("%s loads with Node's own module resolution", (module) => {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", `await import(${JSON.stringify(module)})`], {
      cwd: new URL("../", import.meta.url),
      encoding: "utf8",
    });
    expect(run.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find module/);
    expect(run.status).toBe(0);
  });
});
