import { env } from "cloudflare:workers";
import { buildSeedSql } from "../../seed/index";
import { buildSearchIndexSql } from "../../seed/search";

/** A desktop Chrome: crawlers (isbot) get bare error pages, so page tests speak as a person's browser. */
export const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/** Loads the bilingual seed, and its search index, into this test file's own (isolated) D1. */
export async function seedContent(): Promise<void> {
  await env.DB.batch([...buildSeedSql(), ...buildSearchIndexSql()].map((sql) => env.DB.prepare(sql)));
}
