import type { Context } from "hono";
import { resolveCaller, type Caller } from "./auth/caller";
import type { ContentEnv } from "./env";
import { validationError } from "./errors";
import { type LinkKey, type PathArgs, localePagePath } from "../../app/lib/paths";

export type ContentApp = { Bindings: ContentEnv; Variables: { caller: Caller } };
export type ContentContext = Context<ContentApp>;

/** The caller, resolved once per request. */
export async function callerOf(c: ContentContext): Promise<Caller> {
  const known = c.get("caller");
  if (known) return known;
  const caller = await resolveCaller(c.env, c.req.raw);
  c.set("caller", caller);
  return caller;
}

const MAX_JSON_BYTES = 1_000_000;

/** A JSON body, or a 400 that says what is wrong with it. */
export async function jsonBody(c: ContentContext): Promise<unknown> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().includes("application/json")) {
    throw validationError("Expected a JSON body (content-type: application/json)");
  }
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) throw validationError("Request body too large");
  try {
    return JSON.parse(text);
  } catch {
    throw validationError("Invalid JSON body");
  }
}

/** A page of the site as an absolute URL in the member's language, for links in mail. */
export function sitePath<K extends LinkKey>(env: ContentEnv, locale: unknown, key: K, ...args: PathArgs<K>): string {
  const base = (env.SITE_URL || "http://127.0.0.1:8787").replace(/\/$/, "");
  return `${base}${localePagePath(locale === "en" ? "en" : "th", key, ...args)}`;
}
