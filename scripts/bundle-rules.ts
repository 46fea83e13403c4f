/**
 * Bundles app/domain/request-rules.ts into one CommonJS file for the Strapi export, with the project's bundler,
 * so the Strapi controllers run the very rules the embedded service runs.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const ENTRY = fileURLToPath(new URL("../app/domain/request-rules.ts", import.meta.url));
export const RULES_FILE = "request-rules.js";

/** Writes the bundle to `outDir` and answers its path. Strapi 4 runs on Node 18 and 20. */
export async function bundleRules(outDir: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      minify: false,
      target: "node18",
      lib: { entry: ENTRY, formats: ["cjs"], fileName: () => RULES_FILE },
    },
  });
  return join(outDir, RULES_FILE);
}
