// Writes the local secrets when missing, builds the Worker (unless `--built`: a caller built it already), applies
// the D1 migrations and seeds an empty database, all against local storage.
import { ensureDevVars } from "./dev-vars.mjs";
import { run } from "./lib.mjs";

const persistTo = process.argv[2] ?? ".wrangler/state";

ensureDevVars();
if (!process.argv.includes("--built")) run("node", ["scripts/build-local.mjs"]);
run("node", ["scripts/migrate-local.ts", persistTo]);
run("node", ["scripts/seed.ts", "--persist-to", persistTo]);
