import qs from "qs";
import { describe, expect, it } from "vitest";
import { filterNewsByMenus, newsDetailHref, newsQuery } from "./news-popup";

const news = (id: number, menu: unknown) => ({ id, attributes: { connect_menu: { menu } } });

describe("newsQuery", () => {
  it("asks for news in either menu, page n, 15 a page", () => {
    const search = decodeURIComponent(qs.stringify(newsQuery(["1", "2"], 3), { encodeValuesOnly: true }));
    expect(search).toContain("filters[$or][0][connect_menu][$contains]=[1]&filters[$or][1][connect_menu][$contains]=[1,");
    expect(search).toContain("[connect_menu][$contains]=,2]");
    expect(search).not.toContain("[menu]");
    expect(search).toContain("pagination[page]=3&pagination[pageSize]=15");
  });
});

describe("filterNewsByMenus", () => {
  it("keeps items whose menu holds either id, parsing the ids as integers", () => {
    const items = [news(1, [1]), news(2, [2, 5]), news(3, [11, 21]), news(4, [3]), news(5, undefined), { id: 6, attributes: { connect_menu: null } }];
    expect(filterNewsByMenus(items, ["1", "2"]).map((n) => n.id)).toEqual([1, 2]);
    expect(filterNewsByMenus(items, ["01", " 2 "]).map((n) => n.id)).toEqual([1, 2]);
    expect(filterNewsByMenus(items, [21]).map((n) => n.id)).toEqual([3]);
  });

  it("accepts menu ids stored as strings", () => {
    expect(filterNewsByMenus([news(1, ["2"])], ["2"]).map((n) => n.id)).toEqual([1]);
  });
});

describe("newsDetailHref", () => {
  it("links /news-details/{slug}?c={encoded id} with the slug of the Thai title", () => {
    const item = { id: 12, attributes: { title: "เมทัลเล็กซ์ 2026 เปิดฉากที่ไบเทค!", title_en: "METALEX 2026 opens" } };
    expect(decodeURI(newsDetailHref(item, "th"))).toBe("/news-details/เมทัลเล็กซ์-2026-เปิดฉากที่ไบเทค?c=12");
  });

  it("keeps the canonical slug on English pages under /en, and encodes the id", () => {
    const item = { id: "a b&c", attributes: { title: "งานแสดงสินค้า", title_en: "Hello World" } };
    expect(newsDetailHref(item, "en")).toBe(`/en/news-details/${encodeURIComponent("งานแสดงสินค้า")}?c=a%20b%26c`);
  });

  it("gives '-' as the slug of an empty title", () => {
    expect(newsDetailHref({ id: 1, attributes: { title: "" } }, "th")).toBe("/news-details/-?c=1");
  });
});
