import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { E2E_WORKERS, e2eOrigin, e2ePort } from "./scripts/e2e-servers.mjs";
import { testToday } from "./scripts/test-clock.mjs";

// The journeys' seed data (seedData in the specs) and the servers they drive share the tests' day.
process.env.PORTAL_TODAY = testToday();
// One build per run, however many servers start (scripts/serve-e2e.mjs); the workers inherit it.
process.env.E2E_RUN ??= `${process.pid}-${Date.now()}`;

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  // A file's journeys run in order in one worker; files run side by side, each worker against its own server.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 60_000,
  use: {
    // The first server's; e2e/fixtures.ts gives each worker its own.
    baseURL: e2eOrigin(0),
    // Traced when a failed journey is tried again (CI retries once): tracing every run cost about 7% of its time.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], locale: "th-TH" } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: `node scripts/serve-e2e.mjs ${e2ePort(index)}`,
    url: `${e2eOrigin(index)}/robots.txt`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
