import { execFileSync } from "node:child_process";
import { test } from "@playwright/test";
import { e2ePort, e2eState } from "../scripts/e2e-servers.mjs";

/** Runs SQL on the local D1 of the running journey's server (one per worker): fixtures a journey needs. */
export function localD1(sql: string): void {
  const persistTo = e2eState(e2ePort(test.info().parallelIndex));
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
