import type { Context } from "hono";
import { resolveCaller, type Caller } from "./auth/caller";
import type { ContentEnv } from "./env";
import { validationError } from "./errors";

export type ContentApp = { Bindings: ContentEnv; Variables: { caller: Caller } };
export type ContentContext = Context<ContentApp>;

/**
 * Members resolved for the outer request (a page render asks the service several times with one JWT: the
 * member's own record, their bookmarks, their quotations), keyed by that request's ExecutionContext and the
 * Authorization header. Only reads share it; any write forgets it, since a write may change the member.
 */
const callersByRequest = new WeakMap<object, Map<string, Promise<Caller>>>();

function outerRequest(c: ContentContext): object | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/** The caller, resolved once per request (and once per page render for the same credentials). */
export async function callerOf(c: ContentContext): Promise<Caller> {
  const known = c.get("caller");
  if (known) return known;
  const outer = outerRequest(c);
  const authorization = c.req.header("authorization");
  let caller: Promise<Caller>;
  if (outer && authorization && (c.req.method === "GET" || c.req.method === "HEAD")) {
    const callers = callersByRequest.get(outer) ?? new Map<string, Promise<Caller>>();
    callersByRequest.set(outer, callers);
    caller = callers.get(authorization) ?? resolveCaller(c.env, c.req.raw);
    callers.set(authorization, caller);
    caller.catch(() => callers.delete(authorization));
  } else {
    if (outer) callersByRequest.delete(outer);
    caller = resolveCaller(c.env, c.req.raw);
  }
  const resolved = await caller;
  c.set("caller", resolved);
  return resolved;
}

const MAX_JSON_BYTES = 1_000_000;

/** A JSON body, or a 400 that says what is wrong with it (read through Hono, which keeps it for others). */
export function jsonBody(c: ContentContext): Promise<unknown> {
  return jsonFrom(c.req.header("content-type"), () => c.req.text());
}

/** A request's JSON body, or the 400 the service answers: for the routes the portal answers itself. */
export function requestJson(request: Request): Promise<unknown> {
  return jsonFrom(request.headers.get("content-type") ?? undefined, () => request.text());
}

async function jsonFrom(contentType: string | undefined, read: () => Promise<string>): Promise<unknown> {
  if (!(contentType ?? "").toLowerCase().includes("application/json")) {
    throw validationError("Expected a JSON body (content-type: application/json)");
  }
  const text = await read();
  if (text.length > MAX_JSON_BYTES) throw validationError("Request body too large");
  try {
    return JSON.parse(text);
  } catch {
    throw validationError("Invalid JSON body");
  }
}
