import type { RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "~/context";
import { type ContentClient, createContentClient } from "./client";

/**
 * Who a content client speaks for, fixed when it is built: a visitor (no credentials, so its public reads may
 * be answered from and stored in the caches), a member (their content JWT; the proxy never caches what a
 * token reads), or the portal's server itself (the API token: public forms and their replays).
 */
export type Caller = "anonymous" | "server" | { readonly token: string };

/** A request's router context, or, where no page is rendered (the cron trigger), the Worker's env and proxy. */
export type ContentContext = Readonly<RouterContextProvider> | Pick<AppContext, "env" | "content">;

const appOf = (context: ContentContext) => ("env" in context ? context : context.get(appContext));

function tokenOf(caller: Caller, env: Env): string | undefined {
  if (caller === "anonymous") return undefined;
  return caller === "server" ? env.CONTENT_API_TOKEN : caller.token;
}

/**
 * The one way the server reaches content: the cached proxy in process (no HTTP hop), as `caller`. It passes on
 * the visitor's address (`cf-connecting-ip`, which Cloudflare sets on every outside request), so the service's
 * per-address rate limits and bot check count the visitor, not the portal's own in-process calls.
 */
export function contentClient(request: Request, context: ContentContext, caller: Caller): ContentClient {
  const { env, content } = appOf(context);
  const visitor = request.headers.get("cf-connecting-ip");
  return createContentClient({
    fetcher: content,
    baseUrl: new URL(request.url).origin,
    token: tokenOf(caller, env),
    ...(visitor ? { headers: { "cf-connecting-ip": visitor } } : {}),
  });
}
