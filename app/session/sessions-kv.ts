/**
 * The SESSIONS namespace as React Router's session storage writes to it, with an expiry on every entry: a
 * session committed without one (a browser session) would otherwise stay in KV forever once abandoned.
 */
export function sessionsKv(env: Pick<Env, "SESSIONS">, defaultTtlSeconds: number): KVNamespace {
  return {
    get: (key: string) => env.SESSIONS.get(key),
    put: (key: string, value: string, options?: KVNamespacePutOptions) =>
      env.SESSIONS.put(key, value, options?.expiration ? options : { expirationTtl: defaultTtlSeconds }),
    delete: (key: string) => env.SESSIONS.delete(key),
  } as unknown as KVNamespace;
}
