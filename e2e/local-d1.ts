import { execFileSync } from "node:child_process";

/** Runs SQL on the e2e server's own local D1 (scripts/serve-e2e.mjs keeps it per port): fixtures a journey needs. */
export function localD1(sql: string): void {
  const persistTo = `.wrangler/e2e-state-${process.env.E2E_PORT ?? "8790"}`;
  const args = ["wrangler", "d1", "execute", "DB", "--local", "--config", "wrangler.toml", "--persist-to", persistTo, "--command", sql];
  // The running server holds the same SQLite file: a write can meet its lock, so a failed run is tried again,
  // and one that keeps failing says what wrangler answered.
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync("npx", args, { stdio: ["ignore", "ignore", "pipe"] });
      return;
    } catch (error) {
      if (attempt === 3) throw new Error(`wrangler d1 execute failed: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500 * attempt);
    }
  }
}

export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
