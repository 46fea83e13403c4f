/** A failed page-part load reloads the page at most once per path within this window. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/** Whether to reload now, given when this path last reloaded for the same reason. */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_WINDOW_MS;
}

/** How often the client asks whether a new deployment is out: hourly. */
export const DEPLOYMENT_CHECK_INTERVAL_MS = 3_600_000;
