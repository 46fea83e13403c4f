import { execFileSync } from "node:child_process";

/** Runs SQL on the e2e server's own local D1 (scripts/serve-e2e.mjs keeps it per port): fixtures a journey needs. */
export function localD1(sql: string): void {
  const persistTo = `.wrangler/e2e-state-${process.env.E2E_PORT ?? "8790"}`;
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--config", "wrangler.toml", "--persist-to", persistTo, "--command", sql], { stdio: "ignore" });
}

export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
