import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests of pure logic, in Node. The Worker tests have their own config (vitest.worker.config.ts), so a
// unit run never starts workerd or React Router's type generation.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    name: "unit",
    environment: "node",
    // Pure logic with no module-level state to leak: one worker reused across files instead of one started
    // per file, which took half of the run.
    isolate: false,
    include: ["app/**/*.test.ts", "workers/**/*.test.ts", "scripts/**/*.test.ts", "seed/**/*.test.ts", "bench/**/*.test.ts"],
  },
});
