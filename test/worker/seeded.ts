import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { buildSeedSql } from "../../seed/index";
import { buildSearchIndexSql } from "../../seed/search";

export { seededTitle } from "../seeded-title";

/** A desktop Chrome: crawlers (isbot) get bare error pages, so page tests speak as a person's browser. */
export const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/** Loads the bilingual seed, and its search index, into this test file's own (isolated) D1. */
export async function seedContent(): Promise<void> {
  await env.DB.batch([...buildSeedSql(), ...buildSearchIndexSql()].map((sql) => env.DB.prepare(sql)));
}

/** A page as a person's browser asks for it, redirects left to the test. */
export function get(path: string) {
  return exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER }, redirect: "manual" }));
}

/** The HTML of a page that must answer 200. */
export async function page(path: string): Promise<string> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** Every JSON-LD block of a page, parsed. */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ""));
}

export const ofType = (html: string, type: string) => jsonLd(html).find((block) => block["@type"] === type);

