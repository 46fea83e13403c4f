/**
 * Test and benchmark double: Cloudflare KV's documented limits on top of the local KV that Miniflare emulates
 * without them. With the variable KV_LIMITS set ("on", or "lag=<ms>"), the Worker entry wraps its KV bindings:
 *
 * - a second write (put or delete) of the same key within a second is refused as KV refuses it (429), and
 * - with `lag=<ms>`, a read within that time after a write still sees the value from before it, as another
 *   location does while a write spreads (up to 60 s in production).
 *
 * Everything else is the real local KV. Production never sets KV_LIMITS, so nothing is wrapped there.
 */
export const WRITE_GAP_MS = 1_000;

interface KeyWrites {
  last: number;
  /** The value before the last write, for lagging reads (kept only with a lag). */
  before?: { value: string | null; metadata: unknown };
}

interface Tally {
  keys: Map<string, KeyWrites>;
  /** Write attempts per key per whole second, for the benchmark: the most any key was asked in one second. */
  perSecond: Map<string, number>;
  refused: number;
  writes: number;
}

const tallies = new Map<string, Tally>();

function tallyOf(binding: string): Tally {
  let tally = tallies.get(binding);
  if (!tally) {
    tally = { keys: new Map(), perSecond: new Map(), refused: 0, writes: 0 };
    tallies.set(binding, tally);
  }
  return tally;
}

export class KvRateLimited extends Error {
  constructor(key: string) {
    super(`KV PUT failed: 429 Too Many Requests (a second write of ${key} within ${WRITE_GAP_MS} ms)`);
  }
}

export function limitedKv(kv: KVNamespace, binding: string, readLagMs = 0): KVNamespace {
  const tally = tallyOf(binding);
  const write = async (key: string, act: () => Promise<void>) => {
    const now = Date.now();
    // Attempts, refused ones included: what the code asked of KV.
    const second = `${key}@${Math.floor(now / 1000)}`;
    tally.perSecond.set(second, (tally.perSecond.get(second) ?? 0) + 1);
    const known = tally.keys.get(key);
    if (known && now - known.last < WRITE_GAP_MS) {
      tally.refused++;
      throw new KvRateLimited(key);
    }
    const entry: KeyWrites = { last: now };
    tally.keys.set(key, entry);
    if (readLagMs > 0) entry.before = await kv.getWithMetadata(key, "text");
    tally.writes++;
    await act();
  };
  /** The value from before a write still spreading, or undefined when the read sees KV as it is. */
  const lagging = (key: string) => {
    const known = tally.keys.get(key);
    return known?.before && Date.now() - known.last < readLagMs ? known.before : undefined;
  };
  // A read's type: "text" | "json" | ..., or an options object carrying it. Lagging reads cover text and JSON.
  const typeOf = (type: unknown) => (typeof type === "object" && type !== null ? (type as { type?: string }).type : type) ?? "text";
  const decoded = (value: string | null, type: unknown) => (value !== null && typeOf(type) === "json" ? JSON.parse(value) : value);
  const textual = (type: unknown) => typeOf(type) === "text" || typeOf(type) === "json";

  const limited = {
    get: (key: string, type?: unknown) => {
      const old = lagging(key);
      if (old && textual(type)) return Promise.resolve(decoded(old.value, type));
      return (kv.get as (k: string, t?: unknown) => Promise<unknown>)(key, type);
    },
    getWithMetadata: (key: string, type?: unknown) => {
      const old = lagging(key);
      if (old && textual(type)) return Promise.resolve({ value: decoded(old.value, type), metadata: old.metadata ?? null, cacheStatus: null });
      return (kv.getWithMetadata as (k: string, t?: unknown) => Promise<unknown>)(key, type);
    },
    put: (key: string, value: never, options?: KVNamespacePutOptions) => write(key, () => kv.put(key, value, options)),
    delete: (key: string) => write(key, () => kv.delete(key)),
    list: kv.list.bind(kv),
  };
  return limited as unknown as KVNamespace;
}

/** The KV bindings of the Worker's env, wrapped when KV_LIMITS asks for it. */
export function withKvLimits<E extends { KV_LIMITS?: string; CONTENT_CACHE: KVNamespace; SESSIONS: KVNamespace }>(env: E): E {
  const setting = env.KV_LIMITS;
  if (!setting) return env;
  const lag = Number(/lag=(\d+)/.exec(setting)?.[1] ?? 0);
  return { ...env, CONTENT_CACHE: limitedKv(env.CONTENT_CACHE, "CONTENT_CACHE", lag), SESSIONS: limitedKv(env.SESSIONS, "SESSIONS", lag) };
}

/** What the double saw: writes, refused writes, and the most writes any one key took within one second. */
export function kvWriteReport(): Record<string, { writes: number; refused: number; maxPerKeyPerSecond: number; busiestKey: string | null }> {
  return Object.fromEntries(
    [...tallies].map(([binding, tally]) => {
      let max = 0;
      let busiest: string | null = null;
      for (const [second, count] of tally.perSecond) {
        if (count > max) [max, busiest] = [count, second.slice(0, second.lastIndexOf("@"))];
      }
      return [binding, { writes: tally.writes, refused: tally.refused, maxPerKeyPerSecond: max, busiestKey: busiest }];
    }),
  );
}

/** Tests start with no write remembered: each test's KV is rolled back behind the double's back. */
export function forgetKvWrites(): void {
  tallies.clear();
}
