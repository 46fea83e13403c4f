import type { ContentEnv } from "../content/env";
import { handleContentRequest } from "../content/service";
import { publicRead } from "./public-query";

/** Where the proxy gets answers: the embedded service in process, or a remote Strapi v4. */
export interface ContentSource {
  /** A cacheable public read: a remote source is asked as its public role, never with the API token. */
  read(url: URL): Promise<Response>;
  /** Anything else, passed through with the visitor's own credentials. */
  forward(request: Request): Promise<Response>;
}

export const SOURCE_TIMEOUT_MS = 5000;

/**
 * Test and benchmark switch: with the variable CONTENT_FAULT_SWITCH=on, and while CONTENT_CACHE holds
 * `switch:content-source-fail` = "1", the embedded source fails every call, so the stale-copy and 503 paths can
 * be exercised:
 * `wrangler kv key put --binding CONTENT_CACHE --local switch:content-source-fail 1` (delete the key to heal).
 */
export const SOURCE_FAIL_SWITCH = "switch:content-source-fail";

export class SourceUnavailable extends Error {}

// Production never sets CONTENT_FAULT_SWITCH, so a source call there costs no extra KV read.
async function failSwitchOn(env: ContentEnv): Promise<boolean> {
  return env.CONTENT_FAULT_SWITCH === "on" && (await env.CONTENT_CACHE.get(SOURCE_FAIL_SWITCH)) === "1";
}

export function embeddedSource(env: ContentEnv, ctx: ExecutionContext): ContentSource {
  const call = async (request: Request) => {
    if (await failSwitchOn(env)) throw new SourceUnavailable("embedded source switched off");
    return handleContentRequest(request, env, ctx);
  };
  return { read: (url) => call(new Request(url)), forward: call };
}

/** Cookies and hop headers belong to our site, not to the remote Strapi. */
const DROPPED_HEADERS = ["cookie", "host", "cf-connecting-ip", "x-forwarded-host"];

/**
 * A remote Strapi. Only a request that carries the API token itself (the portal's own server calls) is
 * privileged; a visitor's read goes without it and a member's with their JWT, both through publicRead.
 */
export function remoteSource(baseUrl: string, apiToken: string): ContentSource {
  const target = (url: URL) => new URL(`${url.pathname}${url.search}`, baseUrl.replace(/\/$/, "/"));
  const privileged = (headers: Headers) => Boolean(apiToken) && headers.get("authorization") === `Bearer ${apiToken}`;
  const send = (url: URL, init: RequestInit) => fetch(new Request(target(url), { ...init, redirect: "manual" }));
  return {
    read: (url) => publicRead(url, (live) => send(live, { headers: { accept: "application/json" } })),
    forward: (request) => {
      const headers = new Headers(request.headers);
      for (const name of DROPPED_HEADERS) headers.delete(name);
      const url = new URL(request.url);
      if ((request.method === "GET" || request.method === "HEAD") && !privileged(headers)) {
        // Asked as a GET: a findOne is answered from a list's body.
        return publicRead(url, (live) => send(live, { headers }));
      }
      return send(url, { method: request.method, headers, body: request.body });
    },
  };
}

export function sourceFor(env: Env, ctx: ExecutionContext): ContentSource {
  return env.CONTENT_API_URL ? remoteSource(env.CONTENT_API_URL, env.CONTENT_API_TOKEN) : embeddedSource(env, ctx);
}

/** The source's answer, or SourceUnavailable when it throws or times out. */
export async function withTimeout(call: () => Promise<Response>, ms = SOURCE_TIMEOUT_MS): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SourceUnavailable(`content source timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([call(), timeout]);
  } catch (error) {
    throw error instanceof SourceUnavailable ? error : new SourceUnavailable(String(error));
  } finally {
    clearTimeout(timer);
  }
}
