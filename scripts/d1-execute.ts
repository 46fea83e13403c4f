/**
 * Runs SQL on the DB binding through `wrangler d1 execute`: the local D1 (miniflare, under .wrangler/) by default,
 * or the deployed one with `remote`. Used by the seed, the local migrations and by `npm run staff:create`.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const WRANGLER = join(ROOT, "node_modules", ".bin", process.platform === "win32" ? "wrangler.cmd" : "wrangler");

export interface D1Target {
  remote?: boolean;
  /** The local state directory (wrangler's default is .wrangler/state). */
  persistTo?: string | undefined;
}

export function wranglerD1(target: D1Target, args: string[]): string {
  return wranglerD1Command(target, ["execute", "DB"], args);
}

/** `wrangler d1 migrations apply`: every migration the target has not applied yet, one file at a time. */
export function applyMigrations(target: D1Target): string {
  return wranglerD1Command(target, ["migrations", "apply", "DB"], []);
}

function wranglerD1Command(target: D1Target, command: string[], args: string[]): string {
  // The project's wrangler.toml, not the build's redirected config, so this works before and after a build.
  const where = target.remote ? ["--remote"] : ["--local", ...(target.persistTo ? ["--persist-to", target.persistTo] : [])];
  const result = spawnSync(WRANGLER, ["d1", ...command, ...where, "--config", "wrangler.toml", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false" },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`wrangler d1 ${command[0]} failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/** Runs the statements as one file (one round trip, and no command line length limit). */
export function executeSql(target: D1Target, statements: string[]): void {
  const dir = mkdtempSync(join(tmpdir(), "portal-d1-"));
  const file = join(dir, "statements.sql");
  try {
    writeFileSync(file, statements.join("\n") + "\n");
    wranglerD1(target, ["--file", file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
