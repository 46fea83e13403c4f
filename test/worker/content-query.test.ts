import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import qs from "qs";
import { newsMenuFilter } from "../../app/content/news-menu-filter";
import { handleContentRequest } from "../../workers/content/service";
import { api, API_TOKEN, bearer, countedDb, ids, insertFixtures } from "./content-fixtures";

beforeAll(insertFixtures);

const showIds = async (query: string) => {
  const r = await api(`/api/trade-shows?${query}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return ids(r.body).sort((a, b) => a - b);
};

describe("list and entry shape", () => {
  test("a list answers {data: [{id, attributes}], meta.pagination} and hides drafts", async () => {
    const r = await api("/api/trade-shows");
    expect(r.status).toBe(200);
    expect(r.body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 4 });
    const first = r.body.data[0];
    expect(first.id).toBe(1);
    expect(first.attributes).toMatchObject({ name: "งานแสดงเครื่องจักร", name_en: "Machinery Expo", featured: true, booth_price_from: 12000 });
    expect(first.attributes).not.toHaveProperty("venue");
    expect(first.attributes).toHaveProperty("publishedAt");
  });

  test("drafts show for the API token with publicationState=preview only", async () => {
    expect(ids((await api("/api/trade-shows?publicationState=preview")).body)).not.toContain(5);
    const r = await api("/api/trade-shows?publicationState=preview", { headers: bearer(API_TOKEN) });
    expect(ids(r.body)).toContain(5);
  });

  test("one entry answers {data: {id, attributes}, meta: {}}; unknown ids and collections are 404", async () => {
    const r = await api("/api/venues/1");
    expect(r.body).toMatchObject({ data: { id: 1, attributes: { slug: "impact" } }, meta: {} });
    expect(r.body.data.attributes.contactor.website.url).toBe("https://www.impact.co.th");
    expect(r.body.data.attributes.cover_img).toEqual({ path: "/images/impact.jpg" });
    expect((await api("/api/venues/2")).body.data.attributes.cover_img).toBe("/images/bitec.jpg");
    for (const path of ["/api/venues/999", "/api/venues/abc", "/api/no-such-things", "/api/trade-shows/5"]) {
      const missing = await api(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body).toMatchObject({ data: null, error: { status: 404, name: "NotFoundError" } });
    }
  });

  test("a single type answers its one entry", async () => {
    const r = await api("/api/master-data-app");
    expect(r.body.data.attributes.provinces).toEqual(["Bangkok", "Nonthaburi"]);
    expect(r.body.data.attributes.menus[0]).toEqual({ id: 1, name: "trade show" });
  });
});

describe("filters", () => {
  test.each([
    ["filters[slug][$eq]=thaifex", [2]],
    ["filters[slug]=thaifex", [2]],
    ["filters[name_en][$eqi]=machinery%20EXPO", [1]],
    ["filters[industry][$ne]=food", [1, 3, 4]],
    ["filters[booth_price_from][$lt]=12000", [3]],
    ["filters[booth_price_from][$lte]=12000", [1, 3]],
    ["filters[booth_price_from][$gt]=12000", [2]],
    ["filters[booth_price_from][$gte]=12000", [1, 2]],
    ["filters[start_date][$gte]=2026-01-01&filters[start_date][$lt]=2026-06-01", [1, 2]],
    ["filters[id][$in][0]=1&filters[id][$in][1]=3", [1, 3]],
    ["filters[id][$in]=4", [4]],
    ["filters[id][$notIn][0]=1&filters[id][$notIn][1]=3", [2, 4]],
    ["filters[name_en][$contains]=Expo", [1]],
    ["filters[name_en][$contains]=expo", []],
    ["filters[name_en][$containsi]=expo", [1]],
    ["filters[name][$contains]=งาน", [1, 2, 3, 4]],
    ["filters[name_en][$notContains]=Fair", [1, 2, 4]],
    ["filters[expected_visitors][$null]=true", [3]],
    ["filters[expected_visitors][$notNull]=true", [1, 2, 4]],
    ["filters[slug][$startsWith]=th", [2]],
    ["filters[slug][$endsWith]=-expo", [1]],
    ["filters[featured][$eq]=true", [1, 4]],
    ["filters[booth_price_from][$between][0]=9000&filters[booth_price_from][$between][1]=12000", [1, 3]],
    ["filters[$or][0][industry][$eq]=food&filters[$or][1][industry][$eq]=home", [2, 3]],
    ["filters[$and][0][scope][$eq]=thai&filters[$and][1][featured][$eq]=true", [1]],
    ["filters[$not][scope][$eq]=thai", [2, 4]],
    ["filters[industry][$not][$eq]=food", [1, 3, 4]],
    ["filters[scope]=international&filters[$or][0][featured]=true&filters[$or][1][booth_price_from][$gt]=20000", [2, 4]],
    ["filters[venue][id][$eq]=1", [1, 2]],
    ["filters[venue][$eq]=2", [3]],
    ["filters[venue][name_en][$containsi]=bitec", [3]],
    ["filters[organizer][$null]=true", [3]],
    ["filters[venue][province][$eq]=Bangkok&filters[organizer][slug][$eq]=ncc", [4]],
  ])("%s", async (query, expected) => {
    expect(await showIds(query)).toEqual(expected);
  });

  test("JSON contains is a match on the stored text, as on Strapi; a path inside the JSON filters nothing, as on Strapi", async () => {
    const news = async (q: string) => {
      const res = await api(`/api/news?${q}`);
      expect(res.status).toBe(200);
      return ids(res.body).sort((a, b) => a - b);
    };
    expect(await news("filters[connect_menu][$contains]=1")).toEqual([1, 3]);
    expect(await news(`filters[connect_menu][$contains]=${encodeURIComponent("[1,")}`)).toEqual([1]);
    expect(await news(`filters[connect_menu][$contains]=${encodeURIComponent(",3]")}&filters[connect_menu][$notContains]=2`)).toEqual([1]);
    expect(await news("filters[connect_menu][menu][$contains]=1")).toEqual([1, 2, 3, 4]);
    expect(await news("filters[connect_menu][menu][$notContains]=1")).toEqual([1, 2, 3, 4]);
    expect(await news("filters[$or][0][connect_menu][menu][$contains]=1&filters[$or][1][connect_menu][menu][$contains]=2")).toEqual([1, 2, 3, 4]);
    expect(await news("filters[connect_menu][menu')%20OR%201=1--][$eq]=1")).toEqual([1, 2, 3, 4]);
    expect(await news(`filters[connect_menu][$contains]=${encodeURIComponent("[2]")}&filters[connect_menu][menu][$eq]=1`)).toEqual([2]);
    for (const key of ["id", "title"]) expect((await api(`/api/news?filters[connect_menu][${key}][$eq]=1`)).status).toBe(400);
  });

  test("the portal's news-by-menu filter picks whole menu ids", async () => {
    const news = async (menus: number[]) =>
      ids((await api(`/api/news?${qs.stringify({ filters: newsMenuFilter(menus) }, { encodeValuesOnly: true })}`)).body).sort((a, b) => a - b);
    expect(await news([1])).toEqual([1]);
    expect(await news([2])).toEqual([2]);
    expect(await news([1, 2])).toEqual([1, 2]);
    expect(await news([11])).toEqual([3]);
    expect(await news([3])).toEqual([1]);
  });

  test("localised fields filter on either language", async () => {
    expect(await showIds("filters[name][$containsi]=อาหาร")).toEqual([2]);
    expect(await showIds("filters[name_en][$eq]=")).toEqual([4]);
  });
});

describe("sort, pagination, fields, populate", () => {
  test("sort one or many, string, array and object forms", async () => {
    expect(ids((await api("/api/trade-shows?sort=start_date:desc")).body)).toEqual([3, 2, 1, 4]);
    expect(ids((await api("/api/trade-shows?sort=start_date")).body)).toEqual([4, 1, 2, 3]);
    expect(ids((await api("/api/trade-shows?sort[0]=scope:asc&sort[1]=id:desc")).body)).toEqual([4, 2, 3, 1]);
    expect(ids((await api("/api/trade-shows?sort=scope:desc,start_date:asc")).body)).toEqual([1, 3, 4, 2]);
    expect(ids((await api("/api/trade-shows?sort[start_date]=desc")).body)).toEqual([3, 2, 1, 4]);
  });

  test("page/pageSize and start/limit", async () => {
    const page = await api("/api/trade-shows?pagination[page]=2&pagination[pageSize]=3");
    expect(ids(page.body)).toEqual([4]);
    expect(page.body.meta.pagination).toEqual({ page: 2, pageSize: 3, pageCount: 2, total: 4 });
    const offset = await api("/api/trade-shows?pagination[start]=1&pagination[limit]=2");
    expect(ids(offset.body)).toEqual([2, 3]);
    expect(offset.body.meta.pagination).toEqual({ start: 1, limit: 2, total: 4 });
    const capped = await api("/api/trade-shows?pagination[pageSize]=1000");
    expect(capped.body.meta.pagination.pageSize).toBe(100);
  });

  test("fields picks attributes; id always comes back", async () => {
    const r = await api("/api/trade-shows/1?fields[0]=name&fields[1]=slug");
    expect(r.body.data).toEqual({ id: 1, attributes: { name: "งานแสดงเครื่องจักร", slug: "machinery-expo" } });
    expect(Object.keys((await api("/api/venues?fields=name,name_en")).body.data[0].attributes)).toEqual(["name", "name_en"]);
  });

  test("populate=* embeds relations as {data: {id, attributes}} or {data: null}", async () => {
    const r = await api("/api/trade-shows?populate=*&sort=id");
    expect(r.body.data[0].attributes.venue.data).toMatchObject({ id: 1, attributes: { name_en: "IMPACT Muang Thong Thani" } });
    expect(r.body.data[0].attributes.organizer.data.attributes.company_name_en).toBe("Informa Markets");
    expect(r.body.data[2].attributes.organizer).toEqual({ data: null });
  });

  test("populate by name, with fields, nested", async () => {
    const named = await api("/api/trade-shows/1?populate=venue");
    expect(named.body.data.attributes).toHaveProperty("venue");
    expect(named.body.data.attributes).not.toHaveProperty("organizer");
    const withFields = await api("/api/trade-shows/1?populate[venue][fields][0]=slug");
    expect(withFields.body.data.attributes.venue.data).toEqual({ id: 1, attributes: { slug: "impact" } });
    await env.DB.prepare("INSERT INTO photo_galleries (id, title, images, trade_show_id) VALUES (1, 'ภาพงาน', '[]', 1)").run();
    const nested = await api("/api/photo-galleries/1?populate[trade_show][populate]=venue");
    expect(nested.body.data.attributes.trade_show.data.attributes.venue.data.id).toBe(1);
  });
});

describe("errors and hostile queries", () => {
  const expectValidation = async (query: string, path?: string[]) => {
    const r = await api(`/api/trade-shows?${query}`);
    expect(r.status, query).toBe(400);
    expect(r.body.data).toBeNull();
    expect(r.body.error).toMatchObject({ status: 400, name: "ValidationError" });
    if (path) expect(r.body.error.details.errors[0].path).toEqual(path);
  };

  test("unknown keys, operators and values are a 400 ValidationError with a path", async () => {
    await expectValidation("filters[nope][$eq]=1", ["filters", "nope"]);
    await expectValidation("filters[name][$regex]=x", ["filters", "name", "$regex"]);
    await expectValidation("filters[id][$eq]=abc", ["filters", "id", "$eq"]);
    await expectValidation("filters[featured]=maybe");
    await expectValidation("filters[$foo][name]=1");
    await expectValidation("sort=nope:asc", ["sort"]);
    await expectValidation("sort=name:sideways");
    await expectValidation("fields[0]=nope", ["fields"]);
    await expectValidation("populate=nope");
    await expectValidation("pagination[page]=0", ["pagination", "page"]);
    await expectValidation("pagination[page]=1&pagination[limit]=5", ["pagination"]);
    await expectValidation("pagination[pageSize]=ten");
    await expectValidation("publicationState=everything");
  });

  test("private and system columns cannot be filtered through relations", async () => {
    await env.DB.prepare("INSERT INTO up_users (id, username, email, password) VALUES (50, 'victim', 'v@example.com', 'pbkdf2$x')").run();
    const r = await api("/api/quotation-venues?filters[user][password][$startsWith]=pbkdf2", { headers: bearer(API_TOKEN) });
    expect(r.status).toBe(400);
  });

  test("SQL in keys is rejected and SQL in values is only data", async () => {
    await expectValidation("filters[name;DROP TABLE venues][$eq]=1");
    await expectValidation("filters[name)%20OR%201=1--][$eq]=1");
    await expectValidation("sort=name;DROP TABLE venues");
    await expectValidation("sort=(SELECT 1)");
    await expectValidation("fields[0]=* FROM up_users--");
    await expectValidation("populate[venue;DROP]=*");
    expect(await showIds("filters[name][$eq]=' OR '1'='1")).toEqual([]);
    expect(await showIds("filters[name][$contains]=%25")).toEqual([]);
    expect(await showIds("filters[slug][$startsWith]=_")).toEqual([]);
    await expectValidation("filters[id][$in][0]=1) OR (1=1", ["filters", "id", "$in", "0"]);
    const still = await env.DB.prepare("SELECT count(*) AS n FROM venues").first<{ n: number }>();
    expect(still?.n).toBe(3);
  });

  test("too deep or too large queries are a 400, never a 500", async () => {
    await expectValidation(`filters${"[$and][0]".repeat(10)}[id]=1`);
    const many = Array.from({ length: 101 }, (_, i) => `filters[id][$in][${i}]=${i}`).join("&");
    await expectValidation(many);
    const wide = Array.from({ length: 99 }, (_, i) => `filters[$or][${i}][id]=${i}`).join("&") + "&filters[slug][$startsWith]=x&filters[slug][$endsWith]=y";
    await expectValidation(wide);
  });
});

describe("what a list reads from the database", () => {
  /** The SELECTs one request to the embedded service makes, over the real D1 binding. */
  async function selectsOf(path: string): Promise<string[]> {
    const { db, statements } = countedDb();
    const answer = await handleContentRequest(new Request(`http://example.com${path}`), { ...env, DB: db }, createExecutionContext());
    expect(answer.status).toBe(200);
    return statements.filter((query) => query.startsWith("SELECT") && !query.startsWith("SELECT count"));
  }

  test("named fields read only their columns, the id and the keys of populated relations", async () => {
    const [shows, venues] = await selectsOf("/api/trade-shows?fields[0]=name&populate[venue][fields][0]=name_en");
    expect(shows).toMatch(/^SELECT trade_shows\.id, trade_shows\.name, trade_shows\.venue_id FROM trade_shows /);
    expect(venues).toMatch(/^SELECT venues\.id, venues\.name_en FROM venues /);
  });

  test("without fields every column is read, as every field is answered", async () => {
    const [shows] = await selectsOf("/api/trade-shows");
    expect(shows).toMatch(/^SELECT \* FROM trade_shows /);
  });
});
