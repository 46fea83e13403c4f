import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { clientCss } from "./scripts/vite-client-css.ts";
import { testToday } from "./scripts/test-clock.mjs";

// The Worker tests run a local build, development mailbox included (app/features/account/dev-mailbox.server.ts).
process.env.VITE_DEV_MAILBOX = "1";

// The real Worker (workers/app.ts with the React Router app) in workerd, with local D1, KV and R2.
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations("./migrations"),
          // The tests' own secrets (never the local .dev.vars), and reCAPTCHA as in production: the tests answer
          // Google's siteverify themselves (content-fixtures.ts answerRecaptcha).
          JWT_SECRET: "worker-test-jwt-secret-4f1d9c",
          SESSION_SECRET: "worker-test-session-secret-8a2e7b",
          CONTENT_API_TOKEN: "worker-test-content-api-token-5c3b1a",
          RECAPTCHA_SITE_KEY: "test-site-key",
          RECAPTCHA_SECRET: "test-secret",
          // A real Strapi's webhooks post with this (workers/proxy/strapi-webhook.ts).
          STRAPI_WEBHOOK_SECRET: "worker-test-webhook-secret-2d7f9e",
          CONTENT_FAULT_SWITCH: "on",
          // Cloudflare's KV limits around the local KV (workers/kv-limits.ts): a second write of a key within a
          // second is refused, as in production.
          KV_LIMITS: "on",
          // The portal's calendar on the tests' day (app/domain/clock.ts), the seed's dates with it: green on any day.
          PORTAL_TODAY: testToday(),
        },
      },
    })),
    reactRouter(),
    clientCss(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    name: "worker",
    // CommonJS packages are pre-bundled: xss then has its named exports (FilterXSS), and dayjs's locale and
    // plugin files register on the same dayjs instance the app formats with (Thai month names).
    deps: { optimizer: { ssr: { enabled: true, include: ["xss", "dayjs", "dayjs/locale/th", "dayjs/plugin/buddhistEra"] } } },
    include: ["test/worker/**/*.test.ts"],
    setupFiles: ["./test/worker/portal-clock.ts", "./test/worker/apply-migrations.ts", "./test/worker/forget-isolate-memory.ts"],
    // Some tests load every seeded page; on a busy 2-core machine that takes longer than the 5 s default.
    testTimeout: 30_000,
    // A file's setup seeds content and signs members and staff in at full password strength: the same kind of work.
    hookTimeout: 30_000,
    // A runtime per file cost about 1.3 s of start-up each, half the step's time: the files share their worker's
    // runtime, and each starts on emptied storage instead (test/worker/fresh-storage.ts). Without that start-up the
    // files spend much of their time waiting on workerd, so three workers beat two even on two cores. The whole
    // step on an idle two-core machine: 253 s isolated with two workers (the evening before); shared, 167 s with
    // two, 124 s with three or four.
    maxWorkers: 3,
    isolate: false,
  },
});
