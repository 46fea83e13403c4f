import { absoluteUrl } from "../../app/lib/seo";
import { IsolateMemory } from "../isolate-memory";
import { sourceFor } from "../proxy/source";
import { readVersions } from "../proxy/versions";
import { type ContentPage, pagesOf, sitemapSources } from "./content-paths";
import { FIXED_PATHS, localeEntries } from "./entries";
import { MAX_BYTES_PER_SITEMAP, MAX_URLS_PER_SITEMAP, splitIntoParts } from "./parts";
import { type BuiltSource, readBuilt, readPart, storeBuilt } from "./store";
import { type SitemapEntry, sitemapIndexXml } from "./xml";

/**
 * The sitemap, built at the edge from the content in both locales (decision 054): /sitemap.xml is an index of
 * parts, /sitemap-<source>-<n>.xml, one source at a time (the fixed pages, then each collection with detail
 * pages), each part within 50,000 URLs and 45 MB and kept gzipped in KV under its own key. A source is rebuilt
 * when its collection's version changes or its build is an hour old, by the cron pass or after an answer that
 * served the old build (stale-while-revalidate): once built, no visitor waits for a build.
 */

/** A remote Strapi can change without our writes bumping versions: every source is rebuilt at least hourly. */
const MAX_AGE_MS = 3_600_000;
/** KV holds at most 25 MiB a value: a gzipped part stays within 20. */
const MAX_GZIP_BYTES = 20 * 1024 * 1024;
/** The fixed pages (home, lists, about...) form the first source; the collections follow under their plural. */
const FIXED_PAGES = "pages";

/** The fixed pages change with a deployment only: their version is the list itself. */
const FIXED_VERSION = `pages=${FIXED_PATHS.length}-${[...FIXED_PATHS.join("|")].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) >>> 0, 7).toString(36)}`;

const SOURCE_NAMES = [FIXED_PAGES, ...sitemapSources.map((s) => s.plural)];

/** Each source's version now: the fixed list's, or its collection's token (as the content proxy keeps them). */
async function currentVersions(kv: KVNamespace): Promise<Map<string, string>> {
  const pairs = (await readVersions(kv, sitemapSources.map((s) => s.plural))).split(",").filter(Boolean);
  const versions = new Map<string, string>([[FIXED_PAGES, FIXED_VERSION]]);
  for (const pair of pairs) versions.set(pair.slice(0, pair.indexOf("=")), pair);
  return versions;
}

/** A source's pages as sitemap entries; null when the content source failed part-way (the old build stays). */
async function entriesOf(env: Env, ctx: ExecutionContext, name: string): Promise<SitemapEntry[] | null> {
  let content: ContentPage[];
  if (name === FIXED_PAGES) content = FIXED_PATHS.map((path) => ({ path }));
  else {
    const source = sourceFor(env, ctx);
    const read = await pagesOf(sitemapSources.find((s) => s.plural === name)!, (path) => source.read(new URL(path, env.SITE_URL)));
    if (!read.complete) return null;
    content = read.pages;
  }
  return content.flatMap((page) => localeEntries(env.SITE_URL, page.path, page.lastmod));
}

const gzip = (text: string) => new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();

/** The parts of `entries` gzipped, each within KV's value limit: a part that compresses badly is cut smaller. */
async function gzippedParts(entries: readonly SitemapEntry[]): Promise<{ xml: string[]; gzipped: ArrayBuffer[] }> {
  for (let bytes = MAX_BYTES_PER_SITEMAP; ; bytes = Math.floor(bytes / 2)) {
    const xml = splitIntoParts(entries, { urls: MAX_URLS_PER_SITEMAP, bytes });
    const gzipped = await Promise.all(xml.map(gzip));
    if (gzipped.every((part) => part.byteLength <= MAX_GZIP_BYTES)) return { xml, gzipped };
  }
}

/** What this isolate last read or built of each source, and the gzipped parts it served lately (parts of 3 MB at most). */
const remembered = new IsolateMemory<BuiltSource>(1024 * 1024, (built) => 200 + 50 * built.parts.length);
const partBytes = new IsolateMemory<ArrayBuffer>(48 * 1024 * 1024, (bytes) => bytes.byteLength);

/** Builds a source and stores it (best effort: KV refuses a second write of a key within a second). */
async function build(env: Env, ctx: ExecutionContext, name: string, version: string): Promise<BuiltSource | null> {
  const entries = await entriesOf(env, ctx, name);
  if (!entries) return null;
  const { xml, gzipped } = await gzippedParts(entries);
  const encoder = new TextEncoder();
  const built: BuiltSource = {
    version,
    builtAt: Date.now(),
    parts: xml.map((part, i) => ({ urls: (part.match(/<url>/g) ?? []).length, bytes: encoder.encode(part).byteLength, gzipBytes: gzipped[i]!.byteLength })),
  };
  remembered.keep(name, built);
  gzipped.forEach((bytes, i) => partBytes.keep(`${name}:${version}:${i}`, bytes));
  await storeBuilt(env.CONTENT_CACHE, name, built, gzipped).catch((error: unknown) => console.warn(`sitemap ${name} not stored`, error));
  return built;
}

/** One build of a source at a time in this isolate, however many answers ask for it. */
const building = new Map<string, Promise<BuiltSource | null>>();

function buildOnce(env: Env, ctx: ExecutionContext, name: string, version: string): Promise<BuiltSource | null> {
  let pending = building.get(name);
  if (!pending) {
    pending = build(env, ctx, name, version).finally(() => building.delete(name));
    building.set(name, pending);
  }
  return pending;
}

const isCurrent = (built: BuiltSource, version: string) => built.version === version && Date.now() - built.builtAt < MAX_AGE_MS;

type State = "HIT" | "STALE" | "MISS";

/**
 * A source's build for an answer: the current one (HIT); an older one, served while a new one is built after the
 * answer (STALE); or, when the source was never built, one built now (MISS).
 */
async function builtForAnswer(env: Env, ctx: ExecutionContext, name: string, version: string): Promise<{ built: BuiltSource | null; state: State }> {
  let built = remembered.recall(name) ?? null;
  if (!built || !isCurrent(built, version)) {
    const stored = await readBuilt(env.CONTENT_CACHE, name);
    if (stored && (!built || stored.builtAt > built.builtAt)) built = stored;
    if (built) remembered.keep(name, built);
  }
  if (built && isCurrent(built, version)) return { built, state: "HIT" };
  if (built) {
    ctx.waitUntil(buildOnce(env, ctx, name, version));
    return { built, state: "STALE" };
  }
  return { built: await buildOnce(env, ctx, name, version), state: "MISS" };
}

/** The cron pass: every source whose build is out of date is built again, one after the other. */
export async function refreshSitemap(env: Env, ctx: ExecutionContext): Promise<void> {
  const versions = await currentVersions(env.CONTENT_CACHE);
  for (const name of SOURCE_NAMES) {
    const version = versions.get(name) ?? "";
    const stored = await readBuilt(env.CONTENT_CACHE, name);
    if (!stored || !isCurrent(stored, version)) await buildOnce(env, ctx, name, version);
  }
}

const partName = (source: string, index: number) => `sitemap-${source}-${index + 1}.xml`;
const PART_NAME = /^sitemap-([a-z-]+)-(\d+)\.xml$/;
/**
 * Whether the client asked for gzip. Cloudflare (and wrangler dev) hand the Worker an Accept-Encoding of their own
 * (gzip, br) whatever the client sent; what the client sent is `cf.clientAcceptEncoding`.
 */
const acceptsGzip = (request: Request) => {
  const sent = (request.cf as { clientAcceptEncoding?: string } | undefined)?.clientAcceptEncoding ?? request.headers.get("accept-encoding");
  return /\bgzip\b/i.test(sent ?? "");
};
const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600", Vary: "Accept-Encoding" };

const worst = (states: State[]): State => (states.includes("MISS") ? "MISS" : states.includes("STALE") ? "STALE" : "HIT");

/** /sitemap.xml: the index of every source's parts. */
async function indexResponse(env: Env, ctx: ExecutionContext): Promise<Response> {
  const versions = await currentVersions(env.CONTENT_CACHE);
  const sources = await Promise.all(SOURCE_NAMES.map(async (name) => ({ name, ...(await builtForAnswer(env, ctx, name, versions.get(name) ?? "")) })));
  const items = sources.flatMap(({ name, built }) =>
    (built?.parts ?? []).map((_, i) => ({ loc: absoluteUrl(env.SITE_URL, `/${partName(name, i)}`), lastmod: new Date(built!.builtAt).toISOString().slice(0, 10) })),
  );
  return new Response(sitemapIndexXml(items), { headers: { ...XML_HEADERS, "x-cache": worst(sources.map((s) => s.state)) } });
}

/** One part, gzipped as stored when the client asks for gzip, else as the XML it holds. */
async function partResponse(request: Request, env: Env, ctx: ExecutionContext, name: string): Promise<Response> {
  const [, source, number] = PART_NAME.exec(name) ?? [];
  const index = Number(number) - 1;
  if (!source || !SOURCE_NAMES.includes(source)) return new Response("Not Found", { status: 404 });
  const versions = await currentVersions(env.CONTENT_CACHE);
  const { built, state } = await builtForAnswer(env, ctx, source, versions.get(source) ?? "");
  if (!built || index < 0 || index >= built.parts.length) return new Response("Not Found", { status: 404 });
  const key = `${source}:${built.version}:${index}`;
  let bytes = partBytes.recall(key) ?? null;
  if (!bytes) {
    bytes = await readPart(env.CONTENT_CACHE, source, built.version, index);
    if (!bytes) {
      // Named by a record but gone (expired, or not yet seen here): built again after this answer.
      ctx.waitUntil(buildOnce(env, ctx, source, versions.get(source) ?? ""));
      return new Response("The sitemap is being rebuilt; try again shortly.", { status: 503, headers: { "Retry-After": "60", "Cache-Control": "no-store" } });
    }
    partBytes.keep(key, bytes);
  }
  const headers = { ...XML_HEADERS, "x-cache": state };
  if (acceptsGzip(request)) return new Response(bytes, { headers: { ...headers, "Content-Encoding": "gzip" }, encodeBody: "manual" });
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")), { headers });
}

export function sitemapResponse(request: Request, env: Env, ctx: ExecutionContext, name = "sitemap.xml"): Promise<Response> {
  return name === "sitemap.xml" ? indexResponse(env, ctx) : partResponse(request, env, ctx, name);
}
