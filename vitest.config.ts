import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testToday } from "./scripts/test-clock.mjs";

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
    // The portal's clock on the tests' day (app/domain/clock.ts reads it): the seed's dates never depend on the calendar.
    env: { PORTAL_TODAY: testToday() },
    include: ["app/**/*.test.ts", "workers/**/*.test.ts", "scripts/**/*.test.ts", "seed/**/*.test.ts", "bench/**/*.test.ts"],
  },
});
