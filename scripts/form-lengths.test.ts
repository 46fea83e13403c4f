import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * A length written into markup is a second table: the form pages take theirs from the model through loader data
 * (test/worker/form-markup-limits.test.ts reads them back from the served pages), other boxes from a named constant.
 */
describe("no form writes a length by hand", () => {
  it("no maxLength literal in app/features, app/routes, app/components or app/search", () => {
    const app = new URL("../app/", import.meta.url);
    const files = ["features", "routes", "components", "search"].flatMap((dir) =>
      readdirSync(new URL(`${dir}/`, app), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".tsx"))
        .map((file) => `${dir}/${file}`),
    );
    expect(files.length).toBeGreaterThan(50);
    const literals = files.flatMap((file) =>
      readFileSync(new URL(file, app), "utf8")
        .split("\n")
        .flatMap((line, index) => (/maxLength=(?:\{\s*\d|"\d)/i.test(line) ? [`app/${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(literals).toEqual([]);
  });
});
