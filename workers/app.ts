import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { contentClient } from "../app/content/content-client.server";
import { replayPublicForms } from "../app/content/public-form.server";
import { type AppContext, appContext } from "../app/context";
import { serverT } from "../app/i18n/server";
import { memberOf, pendingSessionCookie } from "../app/session/session.server";
import { viewToCount, visitorView } from "../app/features/activity/views.server";
import { isOwnersView } from "../app/server/owners-view.server";
import { isCrossSiteRequest } from "../app/lib/origin-check";
import { bangkokToday } from "../app/lib/dates";
import { setPortalToday } from "../app/domain/clock";
import { portalToday } from "../app/lib/runtime-config";
import { rebuildSearchIndex } from "../app/search/rebuild.server";
import { indexEntry, unindexEntry } from "../app/portal-store/search-index.server";
import { isApiTokenRequest } from "./content/auth/caller";
import { backOfficeHeaders, isBackOfficeRequest } from "../app/back-office/headers";
import { staffOf } from "../app/back-office/staff/session.server";
import { publishDue } from "../app/back-office/editor/schedule.server";
import { configGuard, configurationOk } from "./config-guard";
import { portalStore } from "../app/portal-store/portal-store.server";
import { runScheduledPass } from "./jobs/scheduled";
import { DEAD_MAIL_QUEUE_NAME, deliverMailBatch, keepDeadMail } from "./mail/mail-consumer";
import type { QueuedMail } from "./mail/mail-message";
import { listenToWrites } from "./content/write-listeners";
import { kvWriteReport, withKvLimits } from "./kv-limits";
import { localeChoice, localeRedirect } from "./locale-redirect";
import { formerAddress } from "./former-addresses";
import { STRAPI_WEBHOOK_PATH, strapiWebhook, type WebhookEnv } from "./proxy/strapi-webhook";
import { webhookMails } from "./proxy/webhook-mails";
import { cachedPage } from "./page-cache";
import { perAnswer } from "./per-answer";
import { publicMemo } from "./public-memo";
import { apiCacheControl } from "./api-privacy";
import { UPLOAD_URL_PREFIX } from "./content/routes/upload";
import { contentProxy, readOnly } from "./proxy";
import { coalescedReads } from "./coalesced-reads";
import { bumpVersion, type ContentReads, versionReader } from "./proxy/versions";
import { INDEXED_COLLECTIONS } from "../app/lib/search-docs";
import { robotsTxt } from "./robots";
import { securityHeaders } from "./security-headers";
import { timedContent } from "./server-timing";
import { refreshSitemap, sitemapResponse } from "./sitemap";

type HonoEnv = { Bindings: Env & { KV_LIMITS?: string }; Variables: { secureHeadersNonce?: string } };

const loadBuild = () => import("virtual:react-router/server-build");
let serverBuild: ReturnType<typeof loadBuild> | undefined;
const build = import.meta.env.DEV ? loadBuild : () => (serverBuild ??= loadBuild());
let builtHandler: ReturnType<typeof createRequestHandler> | undefined;
/**
 * React Router derives its route tree from a build given as a function on every request, so dev can swap
 * builds; a deployed build never changes, so it is derived once per isolate (2-3 ms less per rendered page).
 */
const handleRequest: ReturnType<typeof createRequestHandler> = import.meta.env.DEV
  ? createRequestHandler(build, import.meta.env.MODE)
  : async (request, context) => (builtHandler ??= createRequestHandler(await build(), import.meta.env.MODE))(request, context);

// Hono types the context with its own narrower interface; at runtime it is the Workers ExecutionContext.
const workerCtx = (ctx: unknown) => ctx as ExecutionContext;

// The embedded content service renews the site search index after every write it stores.
listenToWrites({ written: indexEntry, deleted: unindexEntry });

const app = new Hono<HonoEnv>();

app.use(backOfficeHeaders);
app.use(securityHeaders);
app.use(configGuard(serverT));
// GET (and HEAD, which Hono routes as GET): a choice arrives only by following a link.
app.get("*", localeChoice);

app.get("/", localeRedirect);
app.get("/robots.txt", (c) => robotsTxt(c.env));
app.get("/sitemap.xml", (c) => sitemapResponse(c.req.raw, c.env, workerCtx(c.executionCtx)));
app.get("/:part{sitemap-[a-z-]+-[0-9]+\\.xml}", (c) => sitemapResponse(c.req.raw, c.env, workerCtx(c.executionCtx), c.req.param("part")));
// Lets open tabs notice a new deployment (see app/components/use-deployment-watcher.ts).
app.get("/__version", async (c) => {
  const { assets } = await build();
  return c.json({ version: assets.version }, 200, { "Cache-Control": "no-store" });
});
// The KV double (tests and the benchmark only): its report of the writes it saw.
app.get("/__kv-writes", (c) => (c.env.KV_LIMITS ? c.json(kvWriteReport(), 200, { "Cache-Control": "no-store" }) : c.notFound()));

// `npm run search:rebuild`: after content changed in a remote Strapi, whose writes the index cannot see.
app.post("/search/rebuild", async (c) => {
  if (!isApiTokenRequest(c.env, c.req.raw)) return c.json({ error: "Send the content API token as a Bearer token" }, 401);
  const client = contentClient(c.req.raw, { env: c.env, content: contentProxy(c.env, workerCtx(c.executionCtx)) }, "server");
  const indexed = await rebuildSearchIndex(client, portalStore(c.env));
  // Cached pages (search results among them) depend on the indexed collections: new results, new pages.
  await Promise.all(Object.keys(INDEXED_COLLECTIONS).map((plural) => bumpVersion(c.env.CONTENT_CACHE, plural)));
  return c.json({ indexed });
});
/**
 * A browser opens a member's file with its session cookie only; the content JWT and the API token stay on the
 * server. A file not found for an anonymous caller is asked again as the signed-in member (the uploader, a
 * request's sender and the receiving listing's owners open what no one else can) or, for the site team signed in
 * to the back office, with the API token. Null when there is neither.
 */
async function asSignedIn(request: Request, env: Env, ctx: ExecutionContext, content: AppContext["content"]): Promise<Request | null> {
  const url = new URL(request.url);
  if (request.method !== "GET" || !url.pathname.startsWith(UPLOAD_URL_PREFIX) || request.headers.has("authorization")) return null;
  const context = new RouterContextProvider();
  // Only the session is read here: no page is rendered, so nothing is remembered or depended on.
  context.set(appContext, { env, ctx, content, nonce: "", publicData: (_key, load) => load(), dependsOn: async () => undefined });
  const token = (await memberOf(request, context))?.token ?? ((await staffOf(request, context)) ? env.CONTENT_API_TOKEN : null);
  if (!token) return null;
  const headers = new Headers(request.headers);
  headers.set("authorization", `Bearer ${token}`);
  return new Request(request.url, { headers });
}

// A real Strapi's webhooks: what its editors change reaches the caches and the search (issue 49).
app.post(STRAPI_WEBHOOK_PATH, (c) =>
  strapiWebhook(c.req.raw, {
    kv: c.env.CONTENT_CACHE,
    db: c.env.DB,
    secret: (c.env as Env & WebhookEnv).STRAPI_WEBHOOK_SECRET,
    index: (plural, row) => indexEntry(c.env.DB, plural, row),
    unindex: (plural, id) => unindexEntry(c.env.DB, plural, id),
    mail: (plural, id) => webhookMails(c.env, plural, id),
  }),
);

app.all("/api/*", async (c) => {
  const ctx = workerCtx(c.executionCtx);
  const proxy = contentProxy(c.env, ctx);
  let response = await proxy(c.req.raw);
  if (response.status === 404) {
    // A member's file is found only for those who may read it, signed in by cookie.
    const signedIn = await asSignedIn(c.req.raw, c.env, ctx, proxy);
    if (signedIn) {
      await response.body?.cancel();
      response = await proxy(signedIn);
    }
  }
  // A remote source's answer has immutable headers; the security headers are added to a copy.
  const copy = new Response(response.body, response);
  const control = apiCacheControl(c.req.raw, copy.status);
  if (control) copy.headers.set("Cache-Control", control);
  return copy;
});

app.all("*", async (c) => {
  // Every page action (sign-in, bookmarks, forms) refuses a form posted from another site.
  if (isCrossSiteRequest(c.req.raw, c.env.SITE_URL)) {
    return c.text("Forbidden: this form was sent from another site.", 403, { "cache-control": "no-store" });
  }
  const ctx = workerCtx(c.executionCtx);
  // Set by securityHeaders, which sends the same nonce in this answer's Content-Security-Policy.
  const nonce = c.get("secureHeadersNonce") ?? "";
  const { assets } = await build();
  let ownersView = false;
  const render = async (reads: ContentReads) => {
    // A page's loaders ask D1 together; their reads travel as one batch (actions keep one statement per trip).
    const isRead = c.req.method === "GET" || c.req.method === "HEAD";
    const env = isRead ? { ...c.env, DB: coalescedReads(c.env.DB) } : c.env;
    const proxy = contentProxy(env, ctx, reads);
    const timing = timedContent(isRead ? readOnly(proxy) : proxy);
    const context = new RouterContextProvider();
    const publicData = publicMemo(reads, assets.version);
    context.set(appContext, { env, ctx, content: timing.content, nonce, publicData, dependsOn: reads });
    const rendered = await handleRequest(c.req.raw, context);
    ownersView = isOwnersView(context);
    const response = new Response(rendered.body, rendered);
    response.headers.set("Server-Timing", timing.header());
    // A remembered member session slides forward (or a revoked one is cleared) on the page that noticed it.
    const sessionCookie = await pendingSessionCookie(context);
    if (sessionCookie) response.headers.append("Set-Cookie", sessionCookie);
    return response;
  };
  // The back office is never shared: its pages skip the page cache altogether.
  const backOffice = isBackOfficeRequest(c.req.raw);
  const response = backOffice ? await render(versionReader(c.env.CONTENT_CACHE)) : await cachedPage(c.req.raw, c.env, ctx, assets.version, render);
  const moved = backOffice ? null : await formerAddress(c.req.raw, response, (path) => portalStore(c.env).pathRedirects.of(path));
  if (moved) return moved;
  // Listing analytics: counted after the page is answered (cached or rendered), never making it wait.
  const view = ownersView ? null : viewToCount(c.req.raw, response);
  if (view) ctx.waitUntil(visitorView(c.req.raw, view, c.env.SESSION_SECRET).then((counted) => portalStore(c.env).listingViews.count(counted)));
  return perAnswer(response, nonce);
});

/**
 * The Worker's bindings, with Cloudflare's KV limits emulated where tests and the benchmark ask (workers/kv-limits.ts)
 * and the portal's clock on a test's fixed day where a local run sets one (app/domain/clock.ts).
 */
function prepared(env: Env): Env {
  setPortalToday(portalToday(env));
  return withKvLimits(env);
}

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => app.fetch(request, prepared(env), ctx),
  // The cron trigger (wrangler.toml) runs the scheduled pass (workers/jobs/scheduled.ts) with the app's chores:
  // delivering form submissions an outage left in the outbox, pruning listing views and submission keys.
  scheduled(controller, rawEnv, ctx) {
    const env = prepared(rawEnv);
    if (!configurationOk(env)) return;
    // No visitor asked: the server speaks for itself, from the site's own address.
    const client = contentClient(new Request(env.SITE_URL), { env, content: contentProxy(env, ctx) }, "server");
    runScheduledPass(env, ctx, [
      replayPublicForms(env, client),
      // Views are counted by the week they happened in, on the real clock, like every stamp of a write.
      portalStore(env).listingViews.prune(bangkokToday(new Date())),
      portalStore(env).submissionKeys.prune(),
      // The sitemap is rebuilt here and after answers that served an old build, never while a crawler waits.
      refreshSitemap(env, ctx),
      // The search index's ended editions into their own row id range as they end (docs/decisions/070).
      portalStore(env).searchIndex.settle(),
      // What the site team set to publish or unpublish by now (app/back-office/editor/schedule.server.ts).
      publishDue(env, client, new Date(controller.scheduledTime)),
    ], new Date(controller.scheduledTime));
  },
  // The mail queue and its dead letters (wrangler.toml): every mail leaves through here.
  async queue(batch, rawEnv) {
    const env = prepared(rawEnv);
    if (batch.queue === DEAD_MAIL_QUEUE_NAME) await keepDeadMail(batch, env);
    else await deliverMailBatch(batch, env);
  },
} satisfies ExportedHandler<Env, QueuedMail>;
