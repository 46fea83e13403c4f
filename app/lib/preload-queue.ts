/** The spec's limiter: at most this many route preloads are in flight at once. */
export const MAX_ROUTE_PRELOADS = 5;

export interface PreloadQueue {
  /** Preload `key` once: started at once when fewer than the limit run, else when one of them ends. */
  add(key: string, start: () => Promise<unknown>): void;
  /** Preloads running now. */
  readonly running: number;
  /** Preloads waiting for a free place. */
  readonly waiting: number;
}

/**
 * A queue that runs at most `limit` preloads at a time, each key once (a failed one may be asked again). A
 * visitor who sweeps the pointer over a menu of 20 links gets 5 downloads at once, the rest after them, the most
 * recently wanted first, since that is the link the pointer is on now.
 */
export function createPreloadQueue(limit = MAX_ROUTE_PRELOADS): PreloadQueue {
  const known = new Set<string>();
  const pending: { key: string; start: () => Promise<unknown> }[] = [];
  let running = 0;

  function next() {
    while (running < limit && pending.length > 0) {
      const { key, start } = pending.pop()!;
      running += 1;
      let task: Promise<unknown>;
      try {
        task = start();
      } catch (error) {
        task = Promise.reject(error);
      }
      task
        .catch(() => known.delete(key))
        .finally(() => {
          running -= 1;
          next();
        });
    }
  }

  return {
    add(key, start) {
      if (known.has(key)) return;
      known.add(key);
      pending.push({ key, start });
      next();
    },
    get running() {
      return running;
    },
    get waiting() {
      return pending.length;
    },
  };
}
