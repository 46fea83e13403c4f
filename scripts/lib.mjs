// Small helpers shared by the start, test and bench scripts.
import { spawn, spawnSync } from "node:child_process";

export const env = { ...process.env, WRANGLER_SEND_METRICS: "false", NO_UPDATE_NOTIFIER: "1" };

/**
 * Runs a command to completion with inherited output; exits the script on failure.
 * @param {string} command @param {string[]} args @param {import("node:child_process").SpawnSyncOptions} [options]
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env, ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(" ")} (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Starts a long-running server in its own process group so it can be stopped as a whole.
 * @param {string} command @param {string[]} args @param {import("node:child_process").SpawnOptions} [options]
 */
export function startServer(command, args, options = {}) {
  return spawn(command, args, { stdio: "inherit", env, detached: true, ...options });
}

/** @param {import("node:child_process").ChildProcess} child */
export function stopServer(child) {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

/** @param {string} url @param {number} [timeoutMs] */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
