import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          environment: "node",
          include: ["app/**/*.test.ts", "workers/**/*.test.ts", "scripts/**/*.test.ts"],
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                RECAPTCHA_SECRET: "test-secret",
              },
            },
          })),
          reactRouter(),
        ],
        resolve: { alias },
        test: {
          name: "worker",
          // CommonJS packages are pre-bundled: xss then has its named exports (FilterXSS), and dayjs's locale and
          // plugin files register on the same dayjs instance the app formats with (Thai month names).
          deps: { optimizer: { ssr: { enabled: true, include: ["xss", "dayjs", "dayjs/locale/th", "dayjs/plugin/buddhistEra"] } } },
          include: ["test/worker/**/*.test.ts"],
          setupFiles: ["./test/worker/apply-migrations.ts"],
        },
      },
    ],
  },
});
