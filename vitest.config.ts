import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests of pure logic, in Node. The Worker tests have their own config (vitest.worker.config.ts), so a
// unit run never starts workerd or React Router's type generation.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    name: "unit",
    environment: "node",
    include: ["app/**/*.test.ts", "workers/**/*.test.ts", "scripts/**/*.test.ts"],
  },
});
