// `npm start`: build, migrate, seed when empty, then serve the built Worker on 127.0.0.1.
import { ensureDevVars, localVarFlags } from "./dev-vars.mjs";
import { run, startServer, waitForHttp } from "./lib.mjs";

const port = process.env.PORT ?? "8787";
const origin = `http://127.0.0.1:${port}`;
/** wrangler.toml's schedule: the cron's passes (reminders, the weekly digest, clean-ups) every 15 minutes. */
const CRON = "*/15 * * * *";
const CRON_EVERY_MS = 15 * 60_000;

run("node", ["scripts/prepare-local.mjs", ".wrangler/state"]);
const server = startServer(
  "npx",
  [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--persist-to",
    ".wrangler/state",
    "--show-interactive-dev-session=false",
    // SITE_URL from the shell wins over .dev.vars; without either, the address follows PORT.
    ...localVarFlags({ ...ensureDevVars(), ...(process.env.SITE_URL ? { SITE_URL: process.env.SITE_URL } : {}) }, { port }),
  ],
  { detached: false },
);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

/**
 * One pass of the Worker's `scheduled` handler, as Cloudflare runs it on the schedule: Miniflare does not fire
 * cron triggers itself, and wrangler dev answers this loopback address for it.
 */
async function runCron() {
  try {
    await fetch(`${origin}/cdn-cgi/local/scheduled?cron=${encodeURIComponent(CRON)}`);
  } catch (error) {
    console.error(`the local cron could not reach the Worker: ${error}`);
  }
}

// Locally too, reminders and digests reach /dev/mailbox: the cron runs once the portal answers, then every 15 min.
await waitForHttp(`${origin}/robots.txt`, 180_000);
await runCron();
setInterval(runCron, CRON_EVERY_MS);
