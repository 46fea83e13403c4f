/**
 * A route's `headers`: the loader's, plus the Retry-After of an action refused for sending too often (React
 * Router sends an action's own headers only through this export).
 */
export function withRetryAfter({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }): Headers {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
