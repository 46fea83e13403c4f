// The server Playwright starts: the built Worker on its own port with its own local storage.
import { rmSync } from "node:fs";
import { localVarFlags } from "./dev-vars.mjs";
import { env, run, startServer } from "./lib.mjs";
import { testToday } from "./test-clock.mjs";

const port = process.env.E2E_PORT ?? "8790";
// Own storage (and inspector port) per port, so runs on different ports never share a database or clash.
const persistTo = `.wrangler/e2e-state-${port}`;
rmSync(persistTo, { recursive: true, force: true });
// The seed and the Worker on the tests' day (docs/decisions/052-one-clock-for-the-calendar.md).
const today = testToday();
run("node", ["scripts/prepare-local.mjs", persistTo], { env: { ...env, PORTAL_TODAY: today } });
const server = startServer(
  "npx",
  // SITE_URL is this server's own address, so the links in mail (the dev mailbox) lead back to it.
  ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--inspector-port", String(Number(port) + 1000), "--persist-to", persistTo, "--show-interactive-dev-session=false", ...localVarFlags(), "--var", `SITE_URL:http://127.0.0.1:${port}`, "--var", `PORTAL_TODAY:${today}`],
  { detached: false },
);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
