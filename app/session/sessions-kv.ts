/** Cloudflare KV takes one write per second to the same key and refuses a faster one (429). */
const KV_WRITE_GAP_MS = 1_000;

/**
 * A session written twice within a second (signed in, then at once signed out, slid or re-keyed) waits its turn
 * once instead of failing the member's request.
 */
async function writeInTurn(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, KV_WRITE_GAP_MS));
    await write();
  }
}

/**
 * The SESSIONS namespace as React Router's session storage writes to it, with an expiry on every entry: a
 * session committed without one (a browser session) would otherwise stay in KV forever once abandoned.
 */
export function sessionsKv(env: Pick<Env, "SESSIONS">, defaultTtlSeconds: number): KVNamespace {
  return {
    get: (key: string) => env.SESSIONS.get(key),
    put: (key: string, value: string, options?: KVNamespacePutOptions) =>
      writeInTurn(() => env.SESSIONS.put(key, value, options?.expiration ? options : { expirationTtl: defaultTtlSeconds })),
    delete: (key: string) => writeInTurn(() => env.SESSIONS.delete(key)),
  } as unknown as KVNamespace;
}
