/**
 * One version token per collection in KV. A cached answer remembers the tokens it was built under; a successful
 * write replaces the token, so every answer built before it stops counting as fresh. A random token (not a
 * counter) needs no read-modify-write.
 */
const versionKey = (plural: string) => `version:${plural}`;

export async function readVersions(kv: KVNamespace, plurals: string[]): Promise<string> {
  const values = await Promise.all(plurals.map((p) => kv.get(versionKey(p))));
  return plurals.map((p, i) => `${p}=${values[i] ?? "0"}`).join(",");
}

/**
 * `readVersions` for one request: each token is read from KV once (a page's loaders read the same collections'
 * tokens many times); `forget` after a write, whose new token the next read must see.
 */
export function versionReader(kv: KVNamespace): ((plurals: string[]) => Promise<string>) & { forget: () => void } {
  const tokens = new Map<string, Promise<string | null>>();
  const token = (plural: string) => {
    let pending = tokens.get(plural);
    if (!pending) {
      pending = kv.get(versionKey(plural));
      tokens.set(plural, pending);
      pending.catch(() => tokens.delete(plural));
    }
    return pending;
  };
  const read = async (plurals: string[]) => {
    const values = await Promise.all(plurals.map(token));
    return plurals.map((p, i) => `${p}=${values[i] ?? "0"}`).join(",");
  };
  return Object.assign(read, { forget: () => tokens.clear() });
}

/** Changes on every write to any collection: whole pages, which read many collections, key on it. */
export const ANY_COLLECTION = "*";

export async function bumpVersion(kv: KVNamespace, plural: string): Promise<void> {
  const token = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  await Promise.all([kv.put(versionKey(plural), token), kv.put(versionKey(ANY_COLLECTION), token)]);
}
