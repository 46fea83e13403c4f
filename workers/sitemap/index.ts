import { localizePath } from "../../app/lib/locale";
import { pages } from "../../app/lib/pages";
import { absoluteUrl, alternateUrls } from "../../app/lib/seo";
import { contentProxy } from "../proxy";
import { readVersions } from "../proxy/versions";
import { type ContentPage, contentPages, sitemapSources } from "./content-paths";
import { type SitemapEntry, sitemapIndexXml, sitemapXml } from "./xml";

/** The protocol's limit of URLs per sitemap file; past it /sitemap.xml becomes an index. */
export const MAX_URLS_PER_SITEMAP = 50_000;
/** A remote Strapi can change without our writes bumping versions: rebuild at least hourly. */
const MAX_AGE_MS = 3_600_000;
const CACHE_KEY = "sitemap:v1";

/** Both locales of one unprefixed path, each listing the other as an alternate. */
export function localeEntries(siteUrl: string, path: string, lastmod?: string): SitemapEntry[] {
  const alternates = alternateUrls(siteUrl, path);
  return (["th", "en"] as const).map((locale) => ({
    loc: absoluteUrl(siteUrl, localizePath(path, locale)),
    lastmod,
    alternates,
  }));
}

/** The pages crawlers should list: indexable pages without an id parameter, then every content detail page. */
export function sitemapEntries(siteUrl: string, content: readonly ContentPage[]): SitemapEntry[] {
  const fixed = pages.filter((p) => p.indexable && !p.path.includes(":")).map((p) => ({ path: p.path, lastmod: undefined }));
  return [...fixed, ...content].flatMap((page) => localeEntries(siteUrl, page.path, page.lastmod));
}

/** One file for up to 50,000 URLs; beyond that an index at /sitemap.xml and the parts at /sitemap-N.xml. */
export function sitemapFiles(siteUrl: string, entries: readonly SitemapEntry[]): Map<string, string> {
  const files = new Map<string, string>();
  if (entries.length <= MAX_URLS_PER_SITEMAP) {
    files.set("sitemap.xml", sitemapXml(entries));
    return files;
  }
  const parts: string[] = [];
  for (let start = 0; start < entries.length; start += MAX_URLS_PER_SITEMAP) {
    const name = `sitemap-${parts.length + 1}.xml`;
    parts.push(name);
    files.set(name, sitemapXml(entries.slice(start, start + MAX_URLS_PER_SITEMAP)));
  }
  files.set("sitemap.xml", sitemapIndexXml(parts.map((name) => ({ loc: absoluteUrl(siteUrl, `/${name}`) }))));
  return files;
}

interface CachedSitemap {
  versions: string;
  builtAt: number;
  files: Record<string, string>;
}

async function buildFiles(env: Env, ctx: ExecutionContext): Promise<Record<string, string>> {
  const proxy = contentProxy(env, ctx);
  const content = await contentPages((path) => proxy(new Request(new URL(path, env.SITE_URL))));
  return Object.fromEntries(sitemapFiles(env.SITE_URL, sitemapEntries(env.SITE_URL, content)));
}

/**
 * The isolate's own copy of the last sitemap it read or built: the KV entry holds every file in one JSON value,
 * and parsing it on every request made the sitemap the slowest answer in the benchmark's tail. It is used under
 * the same rule as the KV copy (current versions, younger than an hour).
 */
let inMemory: CachedSitemap | null = null;
/**
 * The files of `inMemory`, gzipped once. A sitemap of every page in both languages is hundreds of KB (412 KB
 * seeded); crawlers ask for gzip, and compressing once per build beats moving the whole text on every answer.
 */
let gzipped = new Map<string, Promise<ArrayBuffer>>();

function remember(entry: CachedSitemap): void {
  inMemory = entry;
  gzipped = new Map();
}

function gzipOf(name: string, body: string): Promise<ArrayBuffer> {
  let bytes = gzipped.get(name);
  if (!bytes) {
    bytes = new Response(new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
    gzipped.set(name, bytes);
  }
  return bytes;
}

const acceptsGzip = (request: Request) => /\bgzip\b/i.test(request.headers.get("accept-encoding") ?? "");

const usable = (entry: CachedSitemap | null, versions: string) =>
  entry && entry.versions === versions && Date.now() - entry.builtAt < MAX_AGE_MS ? entry.files : null;

/**
 * Built at the edge from the content in both locales and kept in KV; rebuilt when a collection it lists has
 * changed (the proxy's version tokens) or it is older than an hour.
 */
export async function sitemapResponse(request: Request, env: Env, ctx: ExecutionContext, name = "sitemap.xml"): Promise<Response> {
  const versions = await readVersions(env.CONTENT_CACHE, sitemapSources.map((s) => s.plural));
  let files = usable(inMemory, versions);
  let state = "HIT";
  if (!files) {
    const cached = await env.CONTENT_CACHE.get<CachedSitemap>(CACHE_KEY, "json");
    files = usable(cached, versions);
    if (cached && files) remember(cached);
  }
  if (!files) {
    files = await buildFiles(env, ctx);
    state = "MISS";
    const entry: CachedSitemap = { versions, builtAt: Date.now(), files };
    remember(entry);
    // Best effort: KV refuses a second write of the key within a second (429), and this isolate keeps its copy.
    ctx.waitUntil(env.CONTENT_CACHE.put(CACHE_KEY, JSON.stringify(entry), { expirationTtl: 86_400 }).catch((error: unknown) => console.warn("sitemap not stored", error)));
  }
  const body = files[name];
  if (body === undefined) return new Response("Not Found", { status: 404 });
  const headers = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600", Vary: "Accept-Encoding", "x-cache": state };
  if (!acceptsGzip(request)) return new Response(body, { headers });
  // Already gzipped: the runtime sends the bytes as they are.
  return new Response(await gzipOf(name, body), { headers: { ...headers, "Content-Encoding": "gzip" }, encodeBody: "manual" });
}
