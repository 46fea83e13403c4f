/**
 * One version token per content collection in KV. A cached answer or page remembers the tokens it was built
 * under; a successful write replaces the token, so everything built before it stops counting as fresh. A random
 * token (not a counter) needs no read-modify-write.
 *
 * An isolate remembers a token it read for TOKEN_MEMORY_MS, so a busy isolate reads each token a few times a
 * minute instead of on every request. A write through this isolate replaces its remembered token at once;
 * other isolates see it within that window plus KV's own spread (up to a minute). Freshness never rests on a
 * token alone: whatever was built is fresh for 60 s after its content was read from the source, whatever the
 * tokens say (docs/decisions/032-versions-per-collection-within-kv-limits.md).
 */
const versionKey = (plural: string) => `version:${plural}`;

export const TOKEN_MEMORY_MS = 5_000;
/** Cloudflare KV takes one write per second to the same key; a faster one is refused (429). */
export const VERSION_WRITE_GAP_MS = 1_000;

interface Remembered {
  token: string | null;
  readAt: number;
}

const remembered = new Map<string, Remembered>();
/** Counts this isolate's writes per token, so a KV read that a write overtook is not remembered. */
const writes = new Map<string, number>();
/**
 * When a request started reading an expired token again. Meanwhile the other requests keep the remembered token
 * instead of all reading KV at once (at 50 connections that herd, every 5 s, was the tail of the cheapest
 * answers). A reader that never finishes (its request cancelled) holds the others back for REREAD_WAIT_MS only.
 */
const rereading = new Map<string, number>();
const REREAD_WAIT_MS = 1_000;

async function tokenOf(kv: KVNamespace, plural: string): Promise<string | null> {
  const known = remembered.get(plural);
  const now = Date.now();
  if (known && now - known.readAt < TOKEN_MEMORY_MS) return known.token;
  if (known && now - (rereading.get(plural) ?? 0) < REREAD_WAIT_MS) return known.token;
  rereading.set(plural, now);
  const writesBefore = writes.get(plural) ?? 0;
  try {
    const token = await kv.get(versionKey(plural));
    if ((writes.get(plural) ?? 0) === writesBefore) remembered.set(plural, { token, readAt: Date.now() });
    return remembered.get(plural)?.token ?? token;
  } finally {
    rereading.delete(plural);
  }
}

const joined = (plurals: string[], values: (string | null)[]) => plurals.map((p, i) => `${p}=${values[i] ?? "0"}`).join(",");

export async function readVersions(kv: KVNamespace, plurals: string[]): Promise<string> {
  return joined(plurals, await Promise.all(plurals.map((p) => tokenOf(kv, p))));
}

/** `plural=token,...` (as `readVersions` writes them) back to the collections. */
export const pluralsOf = (versions: string): string[] => (versions === "" ? [] : versions.split(",").map((pair) => pair.slice(0, pair.indexOf("="))));

/**
 * What one request (a page render, an `/api` call) read of the content: the version tokens, each read once (a
 * page's loaders read the same collections' tokens many times, and one answer is built under one set), and when
 * the oldest answer it used was read from the source. A page's cache entry keeps both: it depends on exactly
 * the collections it read, and is as old as its oldest content.
 */
export interface ContentReads {
  /** The tokens of these collections, as `plural=token,...`; each becomes a dependency of the request. */
  (plurals: string[]): Promise<string>;
  /** After a write, whose new token the next read must see. */
  forget(): void;
  /** Every token read so far, sorted by collection, as `plural=token,...`. */
  dependencies(): string;
  /** An answer used was read from the source at `storedAt`. */
  contentFrom(storedAt: number): void;
  /** When the oldest content used was read from the source (now, if nothing older was used). */
  oldestContent(): number;
  /** A background refresh: a copy past its freshness is read again from the source, not served stale. */
  readonly renew: boolean;
}

export function versionReader(kv: KVNamespace, options: { renew?: boolean } = {}): ContentReads {
  const tokens = new Map<string, Promise<string | null>>();
  const settled = new Map<string, string | null>();
  let oldest = Number.POSITIVE_INFINITY;
  const token = (plural: string) => {
    let pending = tokens.get(plural);
    if (!pending) {
      pending = tokenOf(kv, plural);
      tokens.set(plural, pending);
      pending.then(
        (value) => settled.set(plural, value),
        () => tokens.delete(plural),
      );
    }
    return pending;
  };
  const read = async (plurals: string[]) => joined(plurals, await Promise.all(plurals.map(token)));
  return Object.assign(read, {
    forget: () => {
      tokens.clear();
      settled.clear();
    },
    dependencies: () => {
      const plurals = [...settled.keys()].sort();
      return joined(
        plurals,
        plurals.map((p) => settled.get(p) ?? null),
      );
    },
    contentFrom: (storedAt: number) => {
      oldest = Math.min(oldest, storedAt);
    },
    oldestContent: () => Math.min(oldest, Date.now()),
    renew: options.renew ?? false,
  });
}

const newToken = () => `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;

/** The token each collection's next KV write carries, and the writes under way or waiting for their second. */
const latest = new Map<string, string>();
const lastPut = new Map<string, number>();
const queued = new Map<string, Promise<void>>();
const RETRIES = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes the latest token of `plural`, at least VERSION_WRITE_GAP_MS after this isolate's previous write of it. */
function writeToken(kv: KVNamespace, plural: string): Promise<void> {
  const waiting = queued.get(plural);
  // A write still waiting for its second will carry this bump's token too: bumps in one second coalesce.
  if (waiting) return waiting;
  const write = (async () => {
    // Queued before it starts, so bumps that come while this write waits join it.
    await null;
    for (let attempt = 0; ; attempt++) {
      const wait = (lastPut.get(plural) ?? Number.NEGATIVE_INFINITY) + VERSION_WRITE_GAP_MS - Date.now();
      if (wait > 0) await sleep(wait);
      // From here on a new bump queues a write of its own, a second after this one.
      if (attempt === 0) queued.delete(plural);
      lastPut.set(plural, Date.now());
      try {
        await kv.put(versionKey(plural), latest.get(plural) ?? newToken());
        return;
      } catch (error) {
        // Another isolate wrote the key within the second (429): try again after it. This isolate already
        // serves the new token; a token that never reaches KV leaves other isolates on the 60 s freshness rule.
        if (attempt === RETRIES) {
          console.error(`version token of ${plural} not written`, error);
          return;
        }
      }
    }
  })();
  queued.set(plural, write);
  return write;
}

/**
 * A write changed `plural`: this isolate serves a new token at once; KV gets it now, or a second after its last
 * write of it (bumps within that second share one write). Never rejects: the write it follows succeeded.
 */
export function bumpVersion(kv: KVNamespace, plural: string): Promise<void> {
  const token = newToken();
  latest.set(plural, token);
  writes.set(plural, (writes.get(plural) ?? 0) + 1);
  remembered.set(plural, { token, readAt: Date.now() });
  return writeToken(kv, plural);
}

/** When this isolate last wrote other keys (cached answers) to KV, for the last second or so. */
const lastWritten = new Map<string, number>();

/** Whether this isolate may write `key` now (and then counts it written): at most once per VERSION_WRITE_GAP_MS. */
export function mayWriteNow(key: string): boolean {
  const now = Date.now();
  if (now - (lastWritten.get(key) ?? Number.NEGATIVE_INFINITY) < VERSION_WRITE_GAP_MS) return false;
  if (lastWritten.size >= 1024) {
    for (const [written, at] of lastWritten) if (now - at >= VERSION_WRITE_GAP_MS) lastWritten.delete(written);
  }
  lastWritten.set(key, now);
  return true;
}

/** Tests that change tokens or cached copies in KV behind the Worker's back make the isolate read them again. */
export function forgetRememberedTokens(): void {
  remembered.clear();
  rereading.clear();
  lastPut.clear();
  lastWritten.clear();
}
