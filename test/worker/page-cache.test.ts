import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { seedData } from "../../seed/index";
import { BROWSER, seedContent } from "./seeded";
import { api, bearer, createMember, jsonInit } from "./content-fixtures";

beforeAll(seedContent);

function get(path: string, cookie = "i18n_redirected=th") {
  return exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER, Cookie: cookie } }));
}

const venue = (seedData.venues ?? [])[1] as { id: number; slug: string; name: string };

describe("the edge page cache for anonymous visitors", () => {
  it("renders a page once and then serves it from the cache", async () => {
    const first = await get("/news-lists?page=2");
    expect(first.headers.get("x-page-cache")).toBe("MISS");
    // The same page, except that each answer carries its own CSP nonce (security-headers.test.ts) and forms get a
    // fresh one-time submission key; the rewrite closes the void elements it touched with " />".
    const normalise = (html: string) =>
      html
        .replace(/nonce="[^"]*"/g, 'nonce=""')
        .replace(/(name="submission_key" value=")[0-9a-f]{32}"/g, '$1"')
        .replace(/ \/>/g, "/>");
    const body = await first.text();
    const second = await get("/news-lists?page=2");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    const again = await second.text();
    expect(again).not.toBe(body);
    expect(normalise(again)).toBe(normalise(body));
  });

  it("answers a page it stored a moment ago from the isolate's memory, without asking the Cache API again", async () => {
    await (await get("/en/contact")).text();
    await vi.waitUntil(async () => (await get("/en/contact")).headers.get("x-page-cache") === "HIT", { timeout: 2000, interval: 20 });
    const asked: string[] = [];
    const open = caches.open.bind(caches);
    const spy = vi.spyOn(caches, "open").mockImplementation(async (name: string) => {
      const cache = await open(name);
      return {
        match: (request: RequestInfo) => (asked.push(String(request instanceof Request ? request.url : request)), cache.match(request)),
        put: (request: RequestInfo, response: Response) => cache.put(request, response),
      } as unknown as Cache;
    });
    try {
      const again = await get("/en/contact");
      expect(again.headers.get("x-page-cache")).toBe("HIT");
      expect(await again.text()).toContain("<html");
      expect(asked).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it("says how long a render waited for content, and a cached copy does not repeat the old render's figure", async () => {
    const rendered = await get("/venue-show-lists?page=1");
    expect(rendered.headers.get("x-page-cache")).toBe("MISS");
    expect(rendered.headers.get("server-timing")).toMatch(/^content;dur=\d+(\.\d+)?;desc="content calls"$/);
    // Read through, as a browser would: the copy is stored as the answer streams out.
    await rendered.text();
    const cached = await get("/venue-show-lists?page=1");
    expect(cached.headers.get("x-page-cache")).toBe("HIT");
    expect(cached.headers.has("server-timing")).toBe(false);
  });

  it("keeps a separate copy per cookie-consent state, so the banner shows only to those who have not chosen", async () => {
    const undecided = await (await get("/en/aboutus")).text();
    const decided = await get("/en/aboutus", "i18n_redirected=en; cookie_consent=necessary");
    expect(decided.headers.get("x-page-cache")).toBe("MISS");
    expect(undecided).toContain('data-testid="cookie-consent"');
    expect(await decided.text()).not.toContain('data-testid="cookie-consent"');
  });

  it("files an unrecognised consent value with the visitors who have not chosen, not as a copy of its own", async () => {
    const undecided = await get("/en/privacy-policy", "i18n_redirected=en");
    expect(undecided.headers.get("x-page-cache")).toBe("MISS");
    await undecided.text();
    for (const junk of ["yes", "all%20", "necessary-ish", "x".repeat(40)]) {
      const page = await get("/en/privacy-policy", `i18n_redirected=en; cookie_consent=${junk}`);
      expect(page.headers.get("x-page-cache"), junk).toBe("HIT");
      expect(await page.text()).toContain('data-testid="cookie-consent"');
    }
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

  it("renews only the pages that read the collection a write changed", async () => {
    const venuePage = `/en/venue-show-details/${venue.slug}`;
    const jobs = "/en/jobs-lists";
    for (const path of [venuePage, jobs]) await (await get(path)).text();
    expect((await get(venuePage)).headers.get("x-page-cache")).toBe("HIT");
    expect((await get(jobs)).headers.get("x-page-cache")).toBe("HIT");
    const update = await api(`/api/venues/${venue.id}`, jsonInit("PUT", { data: { name_en: "Hall Renamed Again" } }, bearer(env.CONTENT_API_TOKEN)));
    expect(update.status).toBe(200);
    expect((await get(jobs)).headers.get("x-page-cache")).toBe("HIT");
    const renewed = await get(venuePage);
    expect(renewed.headers.get("x-page-cache")).toBe("MISS");
    expect(await renewed.text()).toContain("Hall Renamed Again");
  });

  it("keeps every cached page while members sign in, bookmark and request quotations", async () => {
    const paths = ["/en", `/en/venue-show-details/${venue.slug}`, "/en/news-lists"];
    for (const path of paths) await (await get(path)).text();
    for (const path of paths) expect((await get(path)).headers.get("x-page-cache"), path).toBe("HIT");
    const member = await createMember("page-cache-member");
    const signIn = await api("/api/auth/local", jsonInit("POST", { identifier: "page-cache-member@example.com", password: "secret-pass-1" }));
    expect(signIn.status).toBe(200);
    const bookmark = await api("/api/bookmarks", jsonInit("POST", { data: { collection: "venues", item_id: venue.id, title: venue.name, path: "/x" } }, bearer(member.jwt)));
    expect(bookmark.status).toBe(200);
    const quotation = await api(
      "/api/quotation-venues",
      jsonInit("POST", { data: { venue: venue.id, event_name: "Cache check", start_date: "2099-05-01", end_date: "2099-05-02", contact_name: "Somchai", email: "cache@example.com", phone: "0812345678" } }, bearer(member.jwt)),
    );
    expect(quotation.status).toBe(200);
    for (const path of paths) expect((await get(path)).headers.get("x-page-cache"), path).toBe("HIT");
  });

  it("never caches for a visitor with a personal cookie or a form post", async () => {
    expect((await get("/jobs-lists", "i18n_redirected=th; __session=abc")).headers.get("x-page-cache")).toBe("BYPASS");
    expect((await get("/jobs-lists", 'i18n_redirected=th; __session=a"b\\c')).headers.get("x-page-cache")).toBe("BYPASS");
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
