/**
 * Seeds the local D1 (miniflare, under .wrangler/) with the bilingual demo content of seed/.
 *
 *   node scripts/seed.ts            seed once: does nothing when trade_shows already has rows
 *   node scripts/seed.ts --reset    empty the seeded tables first, then seed from scratch
 *   --persist-to <dir>              the local state directory (default .wrangler/state, as wrangler's)
 *
 * Run after `npx wrangler d1 migrations apply DB --local`. With SITE_URL (the environment's, else wrangler.toml's)
 * on a loopback address it also adds the demo member accounts of seed/accounts.ts and the back office's demo
 * editor of seed/staff.ts (passwords in the README).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildDemoAccountsSql, buildDemoOwnershipSql, demoAccounts, demoAccountsResetSql } from "../seed/accounts.ts";
import { buildResetSql, buildSeedSql } from "../seed/index.ts";
import { buildSearchIndexSql } from "../seed/search.ts";
import { buildDemoStaffSql } from "../seed/staff.ts";
import { executeSql, ROOT, wranglerD1 } from "./d1-execute.ts";
import { readDevVars } from "./dev-vars.mjs";

function persistTo(): string | undefined {
  const at = process.argv.indexOf("--persist-to");
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const local = { persistTo: persistTo() };
const wrangler = (args: string[]) => wranglerD1(local, args);
const execute = (statements: string[]) => executeSql(local, statements);

/** Row count of a table, or null when the table does not exist yet (migrations not applied). */
function rowCount(table: string): number | null {
  let out: string;
  try {
    out = wrangler(["--json", "--command", `SELECT COUNT(*) AS n FROM ${table}`]);
  } catch (e) {
    if (/no such table/i.test(String(e))) return null;
    throw e;
  }
  const start = out.indexOf("[");
  const parsed = JSON.parse(out.slice(start)) as Array<{ results: Array<{ n: number }> }>;
  return parsed[0]?.results[0]?.n ?? 0;
}

/**
 * Said on every start while the portal reads another content source (CONTENT_API_URL, README "Point it at a real
 * Strapi v4"): the seed fills the embedded service only, so its member accounts do not exist there.
 */
function tellContentSource(): void {
  const source = process.env.CONTENT_API_URL ?? readDevVars().CONTENT_API_URL;
  if (!source) return;
  console.log(
    `seed: the portal reads its content from ${source} (CONTENT_API_URL). The demo member accounts and the listings they run were seeded into the embedded content service only: they do not exist there and cannot sign in. The back office's demo editor signs in as usual.`,
  );
}

/** The site's address: SITE_URL from the environment, else the `SITE_URL` var of wrangler.toml. */
function siteUrl(): string {
  if (process.env.SITE_URL) return process.env.SITE_URL;
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  return /^SITE_URL\s*=\s*"([^"]*)"/m.exec(toml)?.[1] ?? "";
}

async function main() {
  const reset = process.argv.includes("--reset");
  const count = rowCount("trade_shows");
  if (count === null) {
    console.error("seed: table trade_shows not found; run `npx wrangler d1 migrations apply DB --local` first.");
    process.exit(1);
  }
  const searchIndex = buildSearchIndexSql();
  if (!reset && count > 0) {
    // Demo accounts seeded before listings had owners get theirs, and a database seeded before the back office
    // gets the demo editor (INSERT OR IGNORE: safe on every start).
    const later = [...buildDemoOwnershipSql(siteUrl()), ...(await buildDemoStaffSql(siteUrl()))];
    if (later.length) execute(later);
    // A database seeded before the search index existed gets the seed's index once.
    if (rowCount("search_index") === 0) {
      execute(searchIndex);
      console.log(`seed: trade_shows already has ${count} rows; filled the empty search index with ${searchIndex.length - 1} documents.`);
    } else {
      console.log(`seed: trade_shows already has ${count} rows; nothing to do (use --reset to re-seed).`);
    }
    tellContentSource();
    return;
  }
  const resetSql = reset ? [...demoAccountsResetSql(), ...buildResetSql()] : [];
  const accounts = [...(await buildDemoAccountsSql(siteUrl())), ...buildDemoOwnershipSql(siteUrl())];
  const staff = await buildDemoStaffSql(siteUrl());
  const statements = [...resetSql, ...buildSeedSql(), ...accounts, ...staff];
  execute([...statements, ...searchIndex]);
  console.log(`seed: ${reset ? "reset and " : ""}inserted ${statements.length - resetSql.length} records into the local D1, and ${searchIndex.length - 1} search documents.`);
  console.log(
    accounts.length
      ? `seed: ${demoAccounts.length} demo accounts running ${demoAccounts.flatMap((account) => account.runs ?? []).length} listings, and the demo editor of the back office (see README).`
      : "seed: SITE_URL is not a loopback address, so no demo accounts.",
  );
  tellContentSource();
}

await main();
