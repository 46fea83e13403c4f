import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { searchSite } from "../../app/portal-store/search-index.server";
import { api, API_TOKEN, bearer, jsonInit } from "./content-fixtures";
import { bangkokToday } from "../../app/lib/dates";
import type { Locale } from "../../app/domain/locales";
import { daysFromToday } from "../calendar";
import { BROWSER, seedContent, seededTitle } from "./seeded";

async function page(path: string): Promise<string> {
  const response = await exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER } }));
  expect(response.status, path).toBe(200);
  return response.text();
}

const decode = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&amp;", "&").replaceAll("&#x27;", "'").trim();

/** The titles of the results, in page order (groups by their best hit, best first inside each). */
async function titles(path: string): Promise<string[]> {
  return [...(await page(path)).matchAll(/class="search-hit__title"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => decode(m[1] ?? ""));
}

const search = (q: string, locale: Locale = "th") => `${locale === "en" ? "/en" : ""}/search?q=${encodeURIComponent(q)}`;

beforeAll(seedContent);

const show = (slug: string, locale: Locale) => seededTitle("trade-shows", slug, locale);
const CANTON_EN = show("canton-fair-141st-spring-2027", "en");
const METALEX = { th: show("metalex-2027", "th"), en: show("metalex-2027", "en") };
const METALEX_LAST = show("metalex-2026", "en");
const THAIFEX = { th: show("thaifex-anuga-asia-2027", "th"), en: show("thaifex-anuga-asia-2027", "en") };

describe("search: query -> first result on the seeded site", () => {
  it.each([
    // English names, any case, with accents the name does not have
    ["Canton Fair", "en", CANTON_EN],
    ["canton fair", "en", CANTON_EN],
    ["Métalex", "en", METALEX.en],
    // a Thai brand in Thai script and its Latin name find the same show
    ["เมทัลเล็กซ์", "th", METALEX.th],
    ["METALEX", "th", METALEX.th],
    ["แคนตันแฟร์", "en", CANTON_EN],
    // partial Thai words: the start of a brand, a word inside a compound
    ["เมทัล", "th", METALEX.th],
    ["ไทยเฟ็ก", "en", THAIFEX.en],
    // mixed scripts in one query
    ["THAIFEX อนูก้า", "th", THAIFEX.th],
    // a venue by its Thai name, a job by an English word
    ["ไบเทค", "en", "BITEC Bangna (Bangkok International Trade & Exhibition Centre)"],
    ["marketing", "en", "Trade Show Marketing Executive"],
    // a Latin typo is corrected when nothing matches as typed
    ["Cantn Fair", "en", CANTON_EN],
    ["metalx", "en", METALEX.en],
  ] as const)("%s (%s) -> %s", async (q, locale, first) => {
    expect((await titles(search(q, locale)))[0]).toBe(first);
  });

  it("finds a word inside Thai text written without spaces: แสดงสินค้า finds งานแสดงสินค้าอาหาร (THAIFEX)", async () => {
    const { groups } = await searchSite(env.DB, "แสดงสินค้า", bangkokToday(), 100);
    const shows = groups.find((g) => g.kind === "thaiTradeShow")?.items.map((h) => h.titleEn);
    expect(shows).toContain(THAIFEX.en);
    expect((await titles(search("แสดงสินค้าอาหาร")))[0]).toMatch(/อนูก้า/);
  });

  it("with no result, says so in the page's language and points to every kind's list", async () => {
    const th = await page(search("qqqzzz"));
    expect(th).toContain("ไม่พบผลลัพธ์สำหรับ “qqqzzz”");
    expect(th).toContain('href="/venue-show-lists"');
    expect(th).toContain('href="/international-trade-show-lists"');
    const en = await page(search("qqqzzz", "en"));
    expect(en).toContain("No results for “qqqzzz”");
    expect(en).toContain('href="/en/jobs-lists"');
  });

  it("groups by kind with counts, each group linking to its list filtered by the keyword, and is noindex", async () => {
    const html = await page(search("BITEC", "en"));
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    expect(html).toContain('href="/en/venue-show-lists?q=BITEC"');
    // Both the search and the list open on upcoming shows; asked for ended shows too, the list link asks for them.
    expect(html).toContain('href="/en/thai-trade-show-lists?q=BITEC"');
    expect(await page(`${search("BITEC", "en")}&when=all`)).toContain('href="/en/thai-trade-show-lists?q=BITEC&amp;when=all"');
    expect(decode(html.match(/id="search-venue-title">([\s\S]*?)<\/h2>/)?.[1] ?? "")).toMatch(/^Venues\s*1$/);
  });

  it("lists upcoming shows unless asked for ended ones too, and then puts the upcoming first", async () => {
    expect(await titles(search("METALEX", "en"))).not.toContain(METALEX_LAST);
    const list = await titles(`${search("METALEX", "en")}&when=all`);
    expect(list.indexOf(METALEX.en)).toBeGreaterThanOrEqual(0);
    expect(list.indexOf(METALEX.en)).toBeLessThan(list.indexOf(METALEX_LAST));
  });

  it("suggests titles in the page's language from two characters on", async () => {
    const suggest = async (q: string, locale: string) => {
      const response = await exports.default.fetch(new Request(`http://example.com/search-suggestions?q=${encodeURIComponent(q)}&locale=${locale}`));
      expect(response.headers.get("content-type")).toMatch(/json/);
      return (await response.json()) as { title: string; path: string }[];
    };
    expect(await suggest("m", "en")).toEqual([]);
    const en = await suggest("metal", "en");
    expect(en[0]).toEqual({ title: METALEX.en, kind: "thaiTradeShow", path: expect.stringMatching(/^\/thai-trade-show-details\//) });
    expect((await suggest("metal", "th"))[0]?.title).toBe(METALEX.th);
  });
});

describe("search: narrowed by the visitor", () => {
  const groupKinds = async (path: string) => [...(await page(path)).matchAll(/<section[^>]*id="search-(\w+)"/g)].map((m) => m[1]);

  it("narrows to one section, keeping the filters open and the choice selected, in the page's language", async () => {
    const html = await page(`${search("BITEC", "en")}&kind=venue`);
    expect(await groupKinds(`${search("BITEC", "en")}&kind=venue`)).toEqual(["venue"]);
    expect(html).toMatch(/<details class="search-filters" open="">/);
    expect(html).toContain('<option value="venue" selected="">Venues</option>');
    expect(await page(`${search("BITEC")}&kind=venue`)).toContain("ตัวกรองผลการค้นหา");
    // Not narrowed: folded away.
    expect(await page(search("BITEC", "en"))).toMatch(/<details class="search-filters">/);
  });

  it("narrows by province, a region of provinces, and industry; dates leave the kinds without dates", async () => {
    // THAIFEX is at IMPACT, Nonthaburi: in Greater Bangkok, not in Bangkok itself; a food show.
    const found = (path: string) => titles(path).then((list) => list.includes(THAIFEX.en));
    expect(await found(`${search("THAIFEX", "en")}&province=Nonthaburi`)).toBe(true);
    expect(await found(`${search("THAIFEX", "en")}&province=greater-bangkok`)).toBe(true);
    expect(await found(`${search("THAIFEX", "en")}&province=Bangkok`)).toBe(false);
    expect(await found(`${search("THAIFEX", "en")}&industry=food-beverage`)).toBe(true);
    expect(await found(`${search("THAIFEX", "en")}&industry=automotive`)).toBe(false);
    const none = await page(`${search("THAIFEX", "en")}&industry=automotive`);
    expect(none).toContain("Try clearing the filters or choosing a wider date range.");
    expect(none).toContain('href="/en/search?q=THAIFEX"');
    // A range that ends the day before the show opens leaves it out; one from its first day keeps it.
    const opens = (await env.DB.prepare("SELECT start_date FROM trade_shows WHERE slug = 'thaifex-anuga-asia-2027'").first<string>("start_date"))!;
    const dayBefore = new Date(Date.parse(`${opens}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(await found(`${search("THAIFEX", "en")}&when=all&to=${dayBefore}`)).toBe(false);
    expect(await found(`${search("THAIFEX", "en")}&when=all&from=${opens}`)).toBe(true);
    // A venue has no dates: the ended-only search still lists it.
    expect(await groupKinds(`${search("BITEC", "en")}&when=past`)).toContain("venue");
    // The list link of a narrowed group carries the filters its list has.
    expect(await page(`${search("THAIFEX", "en")}&province=Nonthaburi&industry=food-beverage`)).toContain(
      'href="/en/thai-trade-show-lists?q=THAIFEX&amp;province=Nonthaburi&amp;industry=food-beverage"',
    );
  });

  it("ignores what is no filter rather than failing: an unknown kind, a date that is no date, markup", async () => {
    const plain = await titles(search("THAIFEX", "en"));
    const odd = `${search("THAIFEX", "en")}&kind=spaceships&from=yesterday&when=soon&province=%3Cscript%3Ealert(1)%3C%2Fscript%3E`;
    expect(await titles(odd)).toEqual(plain);
    expect(await page(odd)).not.toContain("<script>alert(1)");
  });

  it("lists upcoming shows in Thailand before shows abroad for a query in Thai", async () => {
    const kinds = await groupKinds(search("อาหาร"));
    expect(kinds).toContain("intlTradeShow");
    expect(kinds.indexOf("thaiTradeShow")).toBeLessThan(kinds.indexOf("intlTradeShow"));
  });
});

describe("search: the index follows writes through the content service", () => {
  const show = (name_en: string, extra: Record<string, unknown> = {}) => ({
    data: { name: "งานทดสอบค้นหา", name_en, start_date: daysFromToday(120), end_date: daysFromToday(122), scope: "thai", ...extra },
  });

  it("never finds a draft, and finds it once published", async () => {
    const created = await api("/api/trade-shows", jsonInit("POST", show("Zebracorn Draft Expo", { publishedAt: null }), bearer(API_TOKEN)));
    expect(created.status).toBe(200);
    expect(await titles(search("Zebracorn", "en"))).toEqual([]);
    await api(`/api/trade-shows/${created.body.data.id}`, jsonInit("PUT", { data: { publishedAt: "2026-01-01T00:00:00.000Z" } }, bearer(API_TOKEN)));
    expect((await titles(search("Zebracorn", "en")))[0]).toBe("Zebracorn Draft Expo");
    await api(`/api/trade-shows/${created.body.data.id}`, jsonInit("PUT", { data: { publishedAt: null } }, bearer(API_TOKEN)));
    expect(await titles(search("Zebracorn", "en"))).toEqual([]);
  });

  it("finds an updated entry by its new name, no longer by its old one, and nothing once deleted", async () => {
    const created = await api("/api/trade-shows", jsonInit("POST", show("Quillfeather Fair"), bearer(API_TOKEN)));
    const id = created.body.data.id as number;
    expect((await titles(search("Quillfeather", "en")))[0]).toBe("Quillfeather Fair");
    await api(`/api/trade-shows/${id}`, jsonInit("PUT", { data: { name: "งานนกกระเรียน", name_en: "Crane Valley Fair" } }, bearer(API_TOKEN)));
    expect((await titles(search("Crane Valley", "en")))[0]).toBe("Crane Valley Fair");
    expect((await titles(search("นกกระเรียน", "th")))[0]).toBe("งานนกกระเรียน");
    expect(await titles(search("Quillfeather", "en"))).toEqual([]);
    await api(`/api/trade-shows/${id}`, { method: "DELETE", headers: bearer(API_TOKEN) });
    expect(await titles(search("Crane Valley", "en"))).toEqual([]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM search_index WHERE ref_id = ? AND kind = 'thaiTradeShow'").bind(id).first("n")).toBe(0);
  });
});

describe("search: an article's result follows its topic", () => {
  const topicSlug = async (articleId: number) =>
    env.DB.prepare("SELECT parent_slug FROM search_index WHERE kind = 'article' AND ref_id = ?").bind(articleId).first("parent_slug");

  it("links to the topic's new address after the topic is renamed, and to none once it is deleted", async () => {
    const topic = await api("/api/article-topics", jsonInit("POST", { data: { name: "หัวข้อทดสอบ", slug: "old-topic" } }, bearer(API_TOKEN)));
    const topicId = topic.body.data.id as number;
    const article = await api("/api/articles", jsonInit("POST", { data: { title: "บทความนาฬิกาทราย", title_en: "Hourglass article", topic: topicId } }, bearer(API_TOKEN)));
    const articleId = article.body.data.id as number;
    expect(await topicSlug(articleId)).toBe("old-topic");
    await api(`/api/article-topics/${topicId}`, jsonInit("PUT", { data: { slug: "new-topic" } }, bearer(API_TOKEN)));
    expect(await topicSlug(articleId)).toBe("new-topic");
    await api(`/api/article-topics/${topicId}`, { method: "DELETE", headers: bearer(API_TOKEN) });
    expect(await topicSlug(articleId)).toBe("");
  });
});

describe("search: rebuilt from the content source", () => {
  const rebuild = (headers: Record<string, string> = {}) =>
    exports.default.fetch(new Request("http://example.com/search/rebuild", { method: "POST", headers }));

  it("refuses without the API token", async () => {
    expect((await rebuild()).status).toBe(401);
    expect((await rebuild({ Authorization: "Bearer wrong" })).status).toBe(401);
  });

  it("refills an emptied index with every published entry, articles linking to their topic", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM search_index").first<number>("n");
    await env.DB.prepare("DELETE FROM search_index").run();
    expect(await titles(search("Canton Fair", "en"))).toEqual([]);
    const response = await rebuild({ Authorization: `Bearer ${API_TOKEN}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ indexed: before });
    expect((await titles(search("Canton Fair", "en")))[0]).toBe(CANTON_EN);
    expect(await page(search("QR codes", "en"))).toMatch(/href="\/en\/article-topic\/[^"?]+\?article=[^"]+"/);
  });
});

describe("search: what a visitor can trust", () => {
  it("ranks the food fairs above the news about food", async () => {
    const html = await page(search("อาหาร"));
    const groups = [...html.matchAll(/<section[^>]*id="search-(\w+)"/g)].map((m) => m[1]);
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.indexOf("news") === -1 || groups.indexOf("news") > groups.findIndex((g) => g === "thaiTradeShow" || g === "intlTradeShow" || g === "thaiEvent")).toBe(true);
    expect(["thaiTradeShow", "intlTradeShow", "thaiEvent"]).toContain(groups[0]);
  });

  it("marks a show that has ended, and its group's list holds exactly the shows counted", async () => {
    const html = await page(`${search("interpack", "en")}&when=all`);
    const group = /<section[^>]*id="search-intlTradeShow"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    expect(group).toContain('class="search-hit__past">Ended<');
    const count = Number(/<span class="search-count">(\d+)<\/span>/.exec(group)?.[1]);
    const listPath = /class="search-group__all" href="([^"]+)"/.exec(group)?.[1]?.replaceAll("&amp;", "&") ?? "";
    expect(listPath).toContain("when=all");
    const list = await page(listPath);
    expect([...list.matchAll(/class="card__link"/g)]).toHaveLength(count);
  });
});

describe("search: a long prefix", () => {
  const prefixCount = (word: string) =>
    env.DB.prepare("SELECT count(*) AS n FROM search_index WHERE search_index MATCH ?").bind(`"${word}"*`).first<number>("n");
  const wordsStarting = async (word: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM search_terms WHERE term >= ? AND term < ?").bind(word, `${word}\u{10ffff}`).first<number>("n")) ?? 0;

  it("finds what FTS5's own prefix query finds, in Latin and Thai", async () => {
    for (const word of ["exhib", "inter", "แสดง", "นิทรรศ"]) {
      expect(await wordsStarting(word), word).toBeGreaterThan(0);
      const { total } = await searchSite(env.DB, word, bangkokToday(), 5);
      expect(total, word).toBe(await prefixCount(word));
    }
    expect(await wordsStarting("exhib")).toBeGreaterThan(1);
  });

  it("still finds everything when the prefix starts more words than are looked up one by one", async () => {
    const rows = Array.from({ length: 40 }, (_, i) => i + 1);
    // Forty news documents, each with its own word starting "zylophon" (the news kind's row id range, far past the seed's ids).
    await env.DB.batch(
      rows.map((i) =>
        env.DB.prepare("INSERT INTO search_index (rowid, title, body, kind, ref_id, slug) VALUES (?, ?, '', 'news', ?, ?)").bind(60_000_900_000 + i, `zylophon${i}x`, 900_000 + i, `zylophon-${i}`),
      ),
    );
    try {
      expect(await wordsStarting("zylophon")).toBe(40);
      const { total, groups } = await searchSite(env.DB, "Zylophon", bangkokToday(), 5);
      expect(total).toBe(40);
      expect(groups.map((g) => g.kind)).toEqual(["news"]);
    } finally {
      await env.DB.prepare("DELETE FROM search_index WHERE rowid BETWEEN ? AND ?").bind(60_000_900_001, 60_000_900_040).run();
    }
  });
});
