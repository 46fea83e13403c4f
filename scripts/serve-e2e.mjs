// The server Playwright starts: the built Worker on its own port with its own local storage.
import { rmSync } from "node:fs";
import { localVarFlags } from "./dev-vars.mjs";
import { run, startServer } from "./lib.mjs";

const port = process.env.E2E_PORT ?? "8790";
// Own storage (and inspector port) per port, so runs on different ports never share a database or clash.
const persistTo = `.wrangler/e2e-state-${port}`;
rmSync(persistTo, { recursive: true, force: true });
run("node", ["scripts/prepare-local.mjs", persistTo]);
const server = startServer(
  "npx",
  // SITE_URL is this server's own address, so the links in mail (the dev mailbox) lead back to it.
  ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--inspector-port", String(Number(port) + 1000), "--persist-to", persistTo, "--show-interactive-dev-session=false", ...localVarFlags(), "--var", `SITE_URL:http://127.0.0.1:${port}`],
  { detached: false },
);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
