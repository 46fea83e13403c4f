import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { forgetRememberedTokens } from "../../workers/proxy/versions";
import { page, seedContent } from "./seeded";

/**
 * A real Strapi's editors write past the proxy (issue 49): its webhooks tell the portal, which renews the cached
 * copies and the search for the entry. Here the entry is changed in D1 behind the portal's back, as Strapi would.
 */
const SECRET = env.STRAPI_WEBHOOK_SECRET!;
const hook = (body: unknown, secret: string | null = SECRET) =>
  exports.default.fetch(
    new Request("http://example.com/webhooks/strapi", {
      method: "POST",
      headers: { "content-type": "application/json", ...(secret === null ? {} : { "x-webhook-secret": secret }) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );

const apiName = async (id: number) => ((await (await exports.default.fetch(new Request(`http://example.com/api/trade-shows/${id}`))).json()) as { data: { attributes: { name_en: string } } }).data.attributes.name_en;
const version = () => env.CONTENT_CACHE.get("version:trade-shows");

let show: { id: number; name_en: string; slug: string; updated_at: string; published_at: string };
/** Save times of the entry in Strapi, one a minute from now: each a new delivery of its own. */
const saved = (minute: number) => new Date(Date.now() + minute * 60_000).toISOString();

beforeAll(async () => {
  await seedContent();
  show = (await env.DB.prepare("SELECT id, name_en, slug, updated_at, published_at FROM trade_shows WHERE published_at IS NOT NULL AND scope = 'thai' ORDER BY id LIMIT 1").first<typeof show>())!;
});

/** The event Strapi 4 posts when an editor saves a published entry in its admin. */
const updated = (name_en: string, updatedAt: string) => ({
  event: "entry.update",
  createdAt: updatedAt,
  model: "trade-show",
  uid: "api::trade-show.trade-show",
  entry: { id: show.id, name: "งานที่เปลี่ยนใน Strapi", name_en, slug: show.slug, scope: "thai", publishedAt: show.published_at, updatedAt },
});

describe("Strapi's webhook", () => {
  it("is refused without the shared secret, or with another, changing nothing", async () => {
    const before = await version();
    for (const secret of [null, "", "guess", `${SECRET}x`]) {
      const answer = await hook(updated("Forged Expo", saved(1)), secret);
      expect(answer.status, String(secret)).toBe(401);
    }
    expect(await version()).toBe(before);
    expect((await hook("{not json")).status).toBe(400);
    expect((await hook({ event: "entry.melt", model: "trade-show", entry: { id: 1 } })).status).toBe(400);
    expect(await (await hook({ event: "entry.update", model: "strapi-admin-thing", entry: { id: 1 } })).json()).toEqual({ ignored: "model" });
    expect(await (await hook({ event: "media.create", media: { id: 4 } })).json()).toEqual({ ignored: "media" });
  });

  it("renews the cached answers and the search for an entry changed in Strapi, once per delivery", async () => {
    expect(await apiName(show.id)).toBe(show.name_en);
    const renamedAt = saved(2);
    await env.DB.prepare("UPDATE trade_shows SET name_en = ?, updated_at = ? WHERE id = ?").bind("Webhook Renamed Expo", renamedAt, show.id).run();
    // Written behind the portal's back: the cached copy still answers.
    expect(await apiName(show.id)).toBe(show.name_en);

    const first = await hook(updated("Webhook Renamed Expo", renamedAt));
    expect(first.status).toBe(200);
    const renewed = await version();
    forgetRememberedTokens();
    expect(await apiName(show.id)).toBe("Webhook Renamed Expo");
    expect(await page("/en/search?q=Webhook%20Renamed")).toContain("Webhook Renamed Expo");

    // Strapi delivers again (a retry): nothing is renewed twice.
    const again = await hook(updated("Webhook Renamed Expo", renamedAt));
    expect(await again.json()).toEqual({ repeated: true });
    expect(await version()).toBe(renewed);
  });

  it("keeps to KV's one write a second however many events come at once, and drops a deleted entry from the search", async () => {
    const answers = await Promise.all(
      [3, 4, 5].map((minute) => hook(updated("Webhook Burst Expo", saved(minute)))),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await page("/en/search?q=Webhook%20Burst")).toContain("Webhook Burst Expo");
    const deleted = await hook({ event: "entry.delete", createdAt: saved(6), model: "trade-show", entry: { id: show.id, updatedAt: saved(5) } });
    expect(deleted.status).toBe(200);
    expect(await page("/en/search?q=Webhook%20Burst")).not.toContain("Webhook Burst Expo");
  });
});
