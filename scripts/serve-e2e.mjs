// A server Playwright starts (playwright.config.ts starts one per worker): the built Worker on its own port with
// its own local storage, seeded for the tests' day. The servers of one run share one build. Flags after the port
// (`--var NAME:value`) come last, so they win over .dev.vars: a journey that needs other settings (a bot check
// instead of BOT_CHECK=off) starts its own server with them (e2e/own-server.ts).
import { rmSync } from "node:fs";
import { localVarFlags, TEST_SETTINGS } from "./dev-vars.mjs";
import { e2eState } from "./e2e-servers.mjs";
import { env, run, startServer } from "./lib.mjs";
import { testToday } from "./test-clock.mjs";

const [port = "8790", ...settings] = process.argv.slice(2);
const persistTo = e2eState(port);
rmSync(persistTo, { recursive: true, force: true });
run("node", ["scripts/build-local.mjs", "--once", process.env.E2E_RUN ?? `serve-${port}-${Date.now()}`]);
// The seed and the Worker on the tests' day (docs/decisions/052-one-clock-for-the-calendar.md).
const today = testToday();
run("node", ["scripts/prepare-local.mjs", persistTo, "--built"], { env: { ...env, PORTAL_TODAY: today } });
const server = startServer(
  "npx",
  // SITE_URL is this server's own address, so the links in mail (the dev mailbox) lead back to it.
  ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--inspector-port", String(Number(port) + 1000), "--persist-to", persistTo, "--show-interactive-dev-session=false", ...localVarFlags(undefined, { names: TEST_SETTINGS }), "--var", `SITE_URL:http://127.0.0.1:${port}`, "--var", `PORTAL_TODAY:${today}`, ...settings],
  { detached: false },
);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
