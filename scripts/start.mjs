// `npm start`: build, migrate, seed when empty, then serve the built Worker on 127.0.0.1.
import { localVarFlags } from "./dev-vars.mjs";
import { run, startServer } from "./lib.mjs";

const port = process.env.PORT ?? "8787";
run("node", ["scripts/prepare-local.mjs", ".wrangler/state"]);
const server = startServer(
  "npx",
  ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--persist-to", ".wrangler/state", "--show-interactive-dev-session=false", ...localVarFlags()],
  { detached: false },
);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
