/**
 * The built sitemap in KV, one source at a time (the fixed pages, then each collection with detail pages): a
 * record per source names the version it was built from and its parts; each part is its own value, gzipped, under
 * a key that carries the version, so a reader never pairs a record with parts of another build. The record is
 * written after its parts, so it only ever names parts that were stored.
 */

const PREFIX = "sitemap:v2";
/**
 * A record lives two days unless rebuilt (the cron rebuilds every source at least hourly); its parts an hour longer,
 * so a record never names parts that expired, and a reader holding the previous record still finds its parts.
 */
const RECORD_TTL_SECONDS = 2 * 86_400;
const PART_TTL_SECONDS = RECORD_TTL_SECONDS + 3600;

/** One source's built sitemap: what it was built from, when, and how many URLs and bytes each part holds. */
export interface BuiltSource {
  version: string;
  builtAt: number;
  parts: { urls: number; bytes: number; gzipBytes: number }[];
}

const recordKey = (source: string) => `${PREFIX}:${source}`;
const partKey = (source: string, version: string, index: number) => `${PREFIX}:${source}:${version}:${index}`;

export async function readBuilt(kv: KVNamespace, source: string): Promise<BuiltSource | null> {
  return kv.get<BuiltSource>(recordKey(source), "json");
}

export async function readPart(kv: KVNamespace, source: string, version: string, index: number): Promise<ArrayBuffer | null> {
  return kv.get(partKey(source, version, index), "arrayBuffer");
}

/** Stores the gzipped parts, then the record that names them. */
export async function storeBuilt(kv: KVNamespace, source: string, built: BuiltSource, gzipped: readonly ArrayBuffer[]): Promise<void> {
  await Promise.all(gzipped.map((bytes, index) => kv.put(partKey(source, built.version, index), bytes, { expirationTtl: PART_TTL_SECONDS })));
  await kv.put(recordKey(source), JSON.stringify(built), { expirationTtl: RECORD_TTL_SECONDS });
}
