import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { seedData } from "../../seed/index";
import { forgetIsolateMemory } from "../../workers/isolate-memory";
import { KvRateLimited, limitedKv } from "../../workers/kv-limits";
import { forgetRememberedTokens } from "../../workers/proxy/versions";
import { bearer, jsonInit } from "./content-fixtures";
import { BROWSER, seedContent } from "./seeded";
import { fetchWithEnv } from "./with-env";

beforeAll(seedContent);

const venue = (seedData.venues ?? [])[1] as { id: number; slug: string; name: string };
const rename = (name: string) =>
  new Request(`http://example.com/api/venues/${venue.id}`, jsonInit("PUT", { data: { name_en: name } }, bearer(env.CONTENT_API_TOKEN)));
const page = (path: string) => new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER, Cookie: "i18n_redirected=en" } });

interface Report {
  CONTENT_CACHE?: { writes: number; refused: number; maxPerKeyPerSecond: number; busiestKey: string | null };
}
const kvReport = async () => (await (await exports.default.fetch(new Request("http://example.com/__kv-writes"))).json()) as Report;

describe("the KV double (Cloudflare's limits around the local KV)", () => {
  it("refuses a second write of a key within a second, takes it after, and lets reads lag a write", async () => {
    const kv = limitedKv(env.CONTENT_CACHE, "test-double", 500);
    await kv.put("double:a", "one");
    await expect(kv.put("double:a", "two")).rejects.toBeInstanceOf(KvRateLimited);
    await kv.put("double:b", "other key");
    expect(await env.CONTENT_CACHE.get("double:a")).toBe("one");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await kv.put("double:a", "three");
    // Elsewhere the write has not arrived yet; the local KV underneath has it.
    expect(await kv.get("double:a")).toBe("one");
    expect(await env.CONTENT_CACHE.get("double:a")).toBe("three");
    await vi.waitUntil(async () => (await kv.get("double:a")) === "three", { timeout: 2_000, interval: 50 });
  });

  it("wraps the Worker's bindings in these tests", async () => {
    expect(await kvReport()).toHaveProperty("CONTENT_CACHE");
  });
});

describe("version tokens within KV's limits", () => {
  it("answers every one of a burst of content writes, writes each key at most once a second, and shows the last", async () => {
    const path = `/en/venue-show-details/${venue.slug}`;
    await (await exports.default.fetch(page(path))).text();
    const answers = [];
    for (let n = 1; n <= 6; n++) answers.push(await exports.default.fetch(rename(`Burst Hall ${n}`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const shown = await exports.default.fetch(page(path));
    expect(shown.headers.get("x-page-cache")).toBe("MISS");
    expect(await shown.text()).toContain("Burst Hall 6");
    const report = await kvReport();
    expect(report.CONTENT_CACHE?.refused).toBe(0);
    expect(report.CONTENT_CACHE?.maxPerKeyPerSecond).toBeLessThanOrEqual(1);
  });

  it("never serves a page as fresh when a stale token read let it use content read over a minute ago", async () => {
    // Another location: its KV reads lag every write by a minute, as Cloudflare's may.
    const elsewhere = (request: Request) => fetchWithEnv({ KV_LIMITS: "lag=60000" }, request);
    const path = `/en/venue-show-details/${venue.slug}`;
    await (await exports.default.fetch(page(`${path}?from=api`))).text();
    // The cached answers that page used were read from the source 61 s ago.
    for (const { name } of (await env.CONTENT_CACHE.list({ prefix: "content:" })).keys) {
      const { value, metadata } = await env.CONTENT_CACHE.getWithMetadata<{ storedAt: number; versions: string }>(name);
      if (value && metadata) await env.CONTENT_CACHE.put(name, value, { metadata: { ...metadata, storedAt: Date.now() - 61_000 } });
    }
    forgetIsolateMemory();
    expect((await elsewhere(rename("Renamed Where It Was Written"))).status).toBe(200);
    // This location has not seen the new token: the old one still matches the old copies.
    forgetRememberedTokens();
    const first = await elsewhere(page(path));
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    await first.text();
    const again = await elsewhere(page(path));
    expect(again.headers.get("x-page-cache")).not.toBe("HIT");
  });
});
