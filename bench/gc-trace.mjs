// V8's full garbage collections in a benchmark server, to tell a tail row's pauses that are the runtime's from
// the ones a page makes. One workerd runs every isolate of the local stack (Miniflare's entry and asset-routing
// Workers besides ours) on one thread, so a full collection in any of them holds every request in flight.
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/** The variables that make Miniflare start workerd with --trace-gc, its trace written afresh to `file`. */
export function gcTraceEnv(/** @type {string} */ root, /** @type {string} */ file) {
  const workerd = /** @type {{ default: string }} */ (createRequire(join(root, "package.json"))("workerd"));
  return {
    MINIFLARE_WORKERD_PATH: join(root, "bench/workerd-gc-trace.sh"),
    MINIFLARE_WORKERD_V8_FLAGS: "--trace-gc",
    WORKERD_BINARY: workerd.default,
    GC_TRACE_FILE: file,
  };
}

/** Where the trace ends now: the start of the next measurement's lines. */
export const traceEnd = (/** @type {string} */ file) => statSync(file).size;

/**
 * The full (mark-compact) collections in `trace` text: how many, the longest and the total main-thread pause.
 * A --trace-gc line reads "[pid:isolate] 12762 ms: Mark-Compact 33.2 (59.0) -> 1.1 (49.2) MB, pooled: 9.8 MB,
 * 71.50 / 0.00 ms (...)", the pause before the slash.
 * @param {string} trace
 */
export function fullCollections(trace) {
  const pauses = [...trace.matchAll(/: Mark-Compact[^\n]*?, ([\d.]+) \/ [\d.]+ ms/g)].map((match) => Number(match[1]));
  return {
    count: pauses.length,
    longestMs: Math.round(Math.max(0, ...pauses)),
    totalMs: Math.round(pauses.reduce((sum, pause) => sum + pause, 0)),
  };
}

/** The full collections logged to `file` since `from` (a `traceEnd`). */
export const fullCollectionsSince = (/** @type {string} */ file, /** @type {number} */ from) =>
  fullCollections(readFileSync(file).subarray(from).toString("utf8"));
