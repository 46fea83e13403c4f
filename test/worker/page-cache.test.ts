import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedData } from "../../seed/index";
import { BROWSER, seedContent } from "./seeded";

beforeAll(seedContent);

function get(path: string, cookie = "i18n_redirected=th") {
  return exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER, Cookie: cookie } }));
}

const venue = (seedData.venues ?? [])[1] as { id: number; slug: string; name: string };

describe("the edge page cache for anonymous visitors", () => {
  it("renders a page once and then serves it from the cache", async () => {
    const first = await get("/news-lists?page=2");
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    // Forms get a fresh one-time submission key per response; the rest is the stored copy.
    const withoutKeys = (html: string) => html.replace(/(name="submission_key" value=")[0-9a-f]{32}"/g, '$1"');
    const body = await first.text();
    const second = await get("/news-lists?page=2");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    const again = await second.text();
    expect(again).not.toBe(body);
    expect(withoutKeys(again)).toBe(withoutKeys(body));
  });

  it("keeps a separate copy per cookie-consent state, so the banner shows only to those who have not chosen", async () => {
    const undecided = await (await get("/en/aboutus")).text();
    const decided = await get("/en/aboutus", "i18n_redirected=en; cookie_consent=necessary");
    expect(decided.headers.get("x-page-cache")).toBe("MISS");
    expect(undecided).toContain('data-testid="cookie-consent"');
    expect(await decided.text()).not.toContain('data-testid="cookie-consent"');
  });

  it("renews every page after a content write through the proxy", async () => {
    const path = `/en/venue-show-details/${venue.slug}`;
    await (await get(path)).text();
    expect((await get(path)).headers.get("x-page-cache")).toBe("HIT");
    const update = await exports.default.fetch(
      new Request(`http://example.com/api/venues/${venue.id}`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${env.CONTENT_API_TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify({ data: { name_en: "Renamed Convention Hall" } }),
      }),
    );
    expect(update.status).toBe(200);
    const after = await get(path);
    expect(after.headers.get("x-page-cache")).toBe("MISS");
    expect(await after.text()).toContain("Renamed Convention Hall");
  });

  it("never caches for a visitor with a personal cookie or a form post", async () => {
    expect((await get("/jobs-lists", "i18n_redirected=th; __session=abc")).headers.get("x-page-cache")).toBe("BYPASS");
    const post = await exports.default.fetch(
      new Request("http://example.com/newsletter", {
        method: "POST",
        headers: { "User-Agent": BROWSER, "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=cache%40example.com",
      }),
    );
    expect(post.headers.get("x-page-cache")).toBe("BYPASS");
  });

  it("still saves the language choice of a first visit when the home page comes from the cache", async () => {
    await (await get("/", "")).text();
    const again = await get("/", "");
    expect(again.headers.get("x-page-cache")).toBe("HIT");
    expect(again.headers.get("set-cookie")).toContain("i18n_redirected=th");
  });
});
