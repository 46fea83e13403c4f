// The benchmark's "content at scale" row (issue 45): the same pages on the seed and on the seed plus 25,000 shows
// and 500 venues, each state served by its own workerd, measured interleaved in one run. A page's cost is the
// median time of sequential requests, uncached (a cache-busting query parameter, so the page cache never
// answers; content still comes through the content cache as in production) and cached (the same address again,
// a page-cache hit); the row reports scale ÷ seed for each. Loopback only, bounded in count.
import { get } from "./lib.mjs";

export const SCALE = { shows: 25_000, venues: 500 };
/** Each page at scale may cost this many times what it costs at the seed's size. */
export const SCALE_GOAL = 1.5;
const SAMPLES = 15;
/** Answers of each page before it is measured. */
const WARM_UPS = 5;
/** D1 takes a statement of at most 100 KB. */
const ROWS_PER_INSERT = 100;

const PROVINCES = ["Bangkok", "Nonthaburi", "Pathum Thani", "Samut Prakan", "Chonburi", "Chiang Mai", "Khon Kaen", "Songkhla", "Phuket", "Nakhon Ratchasima"];
const INDUSTRIES = ["food-beverage", "machinery-metalworking", "automotive", "packaging-plastics", "medical-healthcare", "electronics-technology", "logistics", "agriculture"];
const THEMES = [
  ["งานแสดงสินค้าอาหารและเครื่องดื่ม", "Food & Beverage Expo"],
  ["งานแสดงเครื่องจักรกลอุตสาหกรรม", "Industrial Machinery Expo"],
  ["งานแสดงยานยนต์และชิ้นส่วน", "Automotive Parts Expo"],
  ["งานแสดงบรรจุภัณฑ์", "Packaging Expo"],
  ["งานแสดงเครื่องมือแพทย์", "Medical Devices Expo"],
  ["งานแสดงอิเล็กทรอนิกส์", "Electronics Expo"],
  ["งานแสดงโลจิสติกส์", "Logistics Expo"],
  ["งานแสดงเทคโนโลยีการเกษตร", "Agritech Expo"],
];
const FIRST_VENUE = 100_000;
const FIRST_SHOW = 100_000;

const q = (/** @type {string} */ text) => `'${text.replaceAll("'", "''")}'`;
const dayAfter = (/** @type {number} */ days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * SQL for the generated venues and shows and the shows' search documents (the index as the content service
 * writes it). Shows run from a year ago to two years ahead, a third of them with their own province's venue.
 * @returns {Promise<string[]>}
 */
export async function scaleSql() {
  const { indexText } = await import("../app/lib/search-text.ts");
  const { searchRowId, isEnded } = await import("../app/lib/search-docs.ts");
  // Each document where the content service puts it (docs/decisions/070): an edition ended by today in its ended range.
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const rowId = (/** @type {{ scope: string, id: number, end: string }} */ s) => searchRowId(s.scope === "thai" ? "thaiTradeShow" : "intlTradeShow", s.id, isEnded(s.end, today));
  const statements = [];
  const venueRows = Array.from({ length: SCALE.venues }, (_, i) => {
    const province = PROVINCES[i % PROVINCES.length];
    return `(${FIRST_VENUE + i}, ${q(`ศูนย์ประชุมจำลอง ${i + 1}`)}, ${q(`Generated Hall ${i + 1}`)}, ${q(`generated-hall-${i + 1}`)}, ${q(province)}, '2025-06-01T00:00:00.000Z')`;
  });
  for (let i = 0; i < venueRows.length; i += ROWS_PER_INSERT) {
    statements.push(`INSERT INTO venues (id, name, name_en, slug, province, published_at) VALUES ${venueRows.slice(i, i + ROWS_PER_INSERT).join(", ")};`);
  }
  const shows = Array.from({ length: SCALE.shows }, (_, i) => {
    const [th, en] = THEMES[i % THEMES.length];
    const start = dayAfter((i % 1095) - 365);
    return {
      id: FIRST_SHOW + i,
      th: `${th} ครั้งที่ ${i + 1}`,
      en: `${en} ${i + 1}`,
      slug: `generated-show-${i + 1}`,
      start,
      end: start,
      venue: FIRST_VENUE + (i % SCALE.venues),
      province: PROVINCES[(i % SCALE.venues) % PROVINCES.length],
      industry: INDUSTRIES[i % INDUSTRIES.length],
      scope: i % 10 === 9 ? "international" : "thai",
    };
  });
  for (let i = 0; i < shows.length; i += ROWS_PER_INSERT) {
    const chunk = shows.slice(i, i + ROWS_PER_INSERT);
    statements.push(
      "INSERT INTO trade_shows (id, name, name_en, slug, start_date, end_date, venue_id, province, industry, scope, published_at) VALUES " +
        chunk.map((s) => `(${s.id}, ${q(s.th)}, ${q(s.en)}, ${q(s.slug)}, ${q(s.start)}, ${q(s.end)}, ${s.venue}, ${q(s.province)}, ${q(s.industry)}, ${q(s.scope)}, '2025-06-01T00:00:00.000Z')`).join(", ") +
        ";",
    );
    statements.push(
      "INSERT INTO search_index (rowid, title, body, kind, ref_id, slug, parent_slug, title_th, title_en, summary_th, summary_en, start_date, end_date) VALUES " +
        chunk
          .map(
            (s) =>
              `(${rowId(s)}, ${q(indexText(s.th, s.en))}, ${q(indexText(s.province, s.industry))}, ${q(s.scope === "thai" ? "thaiTradeShow" : "intlTradeShow")}, ${s.id}, ${q(s.slug)}, '', ${q(s.th)}, ${q(s.en)}, '', '', ${q(s.start)}, ${q(s.end)})`,
          )
          .join(", ") +
        ";",
    );
    statements.push(
      "INSERT INTO search_facets (id, start_date, end_date, province, industry) VALUES " +
        chunk
          .map((s) => `(${rowId(s)}, ${q(s.start)}, ${q(s.end)}, ${q(s.province)}, ${q(s.industry)})`)
          .join(", ") +
        ";",
    );
  }
  return statements;
}

/**
 * The pages of the row, as paths for a state: `farPage` is the last page of the list at the seed's size and
 * page 1,000 at scale, each the deepest page a visitor pages to there.
 * @param {number} farPage @param {string} detail a show's detail page, in the seed and so at scale too
 */
const rowPages = (farPage, detail) => [
  { key: "list", label: "trade-show list, page 1", path: "/thai-trade-show-lists" },
  { key: "far", label: "trade-show list, a far page", path: `/thai-trade-show-lists?when=all&page=${farPage}` },
  { key: "filtered", label: "trade-show list, filtered", path: "/thai-trade-show-lists?industry=food-beverage&province=Bangkok" },
  { key: "search-th", label: "search (th): อาหาร", path: `/search?q=${encodeURIComponent("อาหาร")}` },
  { key: "search-en", label: "search (en): expo", path: "/en/search?q=expo" },
  { key: "detail", label: "trade-show detail", path: detail },
  { key: "home", label: "home (th)", path: "/" },
  { key: "sitemap", label: "/sitemap.xml", path: "/sitemap.xml", sitemap: true },
  // A part at scale holds 50,000 URLs where the seed's holds a hundred: judged per URL it lists.
  { key: "sitemap-part", label: "/sitemap-trade-shows-1.xml (gzip, per URL)", path: "/sitemap-trade-shows-1.xml", sitemap: true, perUrl: true },
];

const median = (/** @type {number[]} */ values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Median ms of sequential requests; `bust` adds a fresh query parameter each time. Returns the x-cache answers too.
 * @param {string} url @param {boolean} bust @param {Record<string, string>} headers
 */
async function timed(url, bust, headers) {
  const times = [];
  const states = new Set();
  for (let i = 0; i < SAMPLES; i += 1) {
    const address = bust ? `${url}${url.includes("?") ? "&" : "?"}_bench=${Date.now()}-${i}` : url;
    const t0 = performance.now();
    const response = await get(address, headers);
    await response.arrayBuffer();
    times.push(performance.now() - t0);
    if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
    states.add(response.headers.get("x-cache") ?? "");
  }
  return { ms: Math.round(median(times) * 10) / 10, states: [...states] };
}

/**
 * @param {{ url: string }} seed the seed-size server @param {{ url: string }} scaled the server at scale
 * @param {Record<string, string>} headers a browser's @param {string} detail a seeded show's detail page
 */
export async function contentAtScale(seed, scaled, headers, detail) {
  const lastSeedPage = Number(/page \d+ of (\d+)/.exec(await (await get(`${seed.url}/en/thai-trade-show-lists?when=all`, headers)).text())?.[1] ?? 1);
  const rows = [];
  const atScale = rowPages(1000, detail);
  for (const [i, seedPage] of rowPages(lastSeedPage, detail).entries()) {
    const scalePage = atScale[i];
    const gzip = seedPage.sitemap ? { ...headers, "accept-encoding": "gzip" } : headers;
    // The first answer may build what was never built (a sitemap source, a cached page): not what is measured. The
    // seed's server has served the other rows and the server at scale has just started, so both first run the
    // page's code a few times, uncached, until it is compiled alike.
    for (let n = 0; n < WARM_UPS; n += 1) {
      const bust = seedPage.sitemap || n === 0 ? "" : `${seedPage.path.includes("?") ? "&" : "?"}_warm=${n}`;
      await (await get(`${seed.url}${seedPage.path}${bust}`, gzip)).arrayBuffer();
      await (await get(`${scaled.url}${scalePage.path}${bust}`, gzip)).arrayBuffer();
    }
    const urls = async (/** @type {string} */ url) => ((await (await get(url, headers)).text()).match(/<url>/g) ?? []).length;
    const [seedUrls, scaleUrls] = seedPage.perUrl ? [await urls(`${seed.url}${seedPage.path}`), await urls(`${scaled.url}${scalePage.path}`)] : [1, 1];
    const measure = async (/** @type {boolean} */ bust) => {
      const atSeed = await timed(`${seed.url}${seedPage.path}`, bust, gzip);
      const atScale = await timed(`${scaled.url}${scalePage.path}`, bust, gzip);
      const ratio = atScale.ms / scaleUrls / Math.max(0.1, atSeed.ms / seedUrls);
      return { seedMs: atSeed.ms, scaleMs: atScale.ms, ratio: Math.round(ratio * 100) / 100, states: atScale.states };
    };
    rows.push({ key: seedPage.key, label: seedPage.label, uncached: seedPage.sitemap ? null : await measure(true), cached: await measure(false) });
  }
  return rows;
}
