import type { MiddlewareHandler } from "hono";
import { claimKey, completeKey, KEY_PATTERN, releaseKey } from "../../app/shared-store/submission-keys.server";
import { sha256Hex } from "../../app/lib/hex";
import type { Caller } from "./auth/caller";
import { callerOf, type ContentApp } from "./context";
import { ApiError, validationError } from "./errors";

export const IDEMPOTENCY_HEADER = "idempotency-key";

function callerScope(caller: Caller): string {
  if (caller.kind === "member") return `member:${caller.id}`;
  return caller.kind;
}

/**
 * `Idempotency-Key` on a write: the first request with a key runs and its success is kept for a day; a repeat
 * (same caller, method, path and body) gets that answer back and writes nothing, and one still running is
 * waited for. Keys are scoped per caller, so a member can never replay another's result. A failure is not
 * kept: the key is free again for a corrected retry.
 */
export const idempotent: MiddlewareHandler<ContentApp> = async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (!KEY_PATTERN.test(key)) throw validationError("Idempotency-Key must be 1 to 255 visible ASCII characters");
  const scope = `api:${callerScope(await callerOf(c))}:${c.req.method} ${new URL(c.req.url).pathname}`;
  // Hono keeps the body text, so the route still reads it.
  const fingerprint = await sha256Hex(await c.req.text());
  const claim = await claimKey(c.env.DB, scope, key, fingerprint);
  if (claim.kind === "mismatch") throw validationError("This Idempotency-Key was already used with a different body");
  if (claim.kind === "busy") throw new ApiError(409, "ApplicationError", "A request with this Idempotency-Key is still running; retry later");
  if (claim.kind === "repeat") {
    return new Response(claim.response, {
      status: claim.status,
      headers: { "content-type": "application/json; charset=utf-8", "idempotent-replayed": "true" },
    });
  }
  try {
    await next();
  } finally {
    const response = c.res;
    if (response.status >= 200 && response.status < 300) await completeKey(c.env.DB, scope, key, response.status, await response.clone().text());
    else await releaseKey(c.env.DB, scope, key);
  }
};
