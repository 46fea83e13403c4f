/**
 * One version token per collection in KV. A cached answer remembers the tokens it was built under; a successful
 * write replaces the token, so every answer built before it stops counting as fresh. A random token (not a
 * counter) needs no read-modify-write.
 *
 * An isolate remembers a token it read for TOKEN_MEMORY_MS, so a busy isolate reads each token a few times a
 * minute instead of on every request. A write through this isolate replaces its remembered token at once;
 * other isolates see it within that window, well inside the minute KV itself may take to spread a write.
 */
const versionKey = (plural: string) => `version:${plural}`;

export const TOKEN_MEMORY_MS = 5_000;

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

/**
 * `readVersions` for one request: each token is read once (a page's loaders read the same collections' tokens
 * many times), so one answer is built under one set of tokens; `forget` after a write, whose new token the next
 * read must see.
 */
export function versionReader(kv: KVNamespace): ((plurals: string[]) => Promise<string>) & { forget: () => void } {
  const tokens = new Map<string, Promise<string | null>>();
  const token = (plural: string) => {
    let pending = tokens.get(plural);
    if (!pending) {
      pending = tokenOf(kv, plural);
      tokens.set(plural, pending);
      pending.catch(() => tokens.delete(plural));
    }
    return pending;
  };
  const read = async (plurals: string[]) => joined(plurals, await Promise.all(plurals.map(token)));
  return Object.assign(read, { forget: () => tokens.clear() });
}

/** Changes on every write to any collection: whole pages, which read many collections, key on it. */
export const ANY_COLLECTION = "*";

export async function bumpVersion(kv: KVNamespace, plural: string): Promise<void> {
  const token = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  for (const written of [plural, ANY_COLLECTION]) {
    writes.set(written, (writes.get(written) ?? 0) + 1);
    remembered.set(written, { token, readAt: Date.now() });
  }
  await Promise.all([kv.put(versionKey(plural), token), kv.put(versionKey(ANY_COLLECTION), token)]);
}

/** Tests that change tokens or cached copies in KV behind the Worker's back make the isolate read them again. */
export function forgetRememberedTokens(): void {
  remembered.clear();
  rereading.clear();
}
