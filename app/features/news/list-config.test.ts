import { describe, expect, it } from "vitest";
import { parseListState } from "~/lib/list-state";
import { newsListConfig, newsListQuery } from "./list-config";
import { newsMenuFilter } from "~/content/news-menu-filter";

const state = (search: string) => parseListState(new URLSearchParams(search), newsListConfig);

describe("newsListQuery", () => {
  it("sorts newest first with 15 a page by default", () => {
    const query = newsListQuery(state(""), null, "2026-11-21");
    expect(query.sort).toEqual(["publishedAt:desc", "id:desc"]);
    expect(query.pagination).toEqual({ page: 1, pageSize: 15 });
    expect(query.filters).toBeUndefined();
  });

  it("filters on the menu id in connect_menu's text, not on a path Strapi ignores", () => {
    const query = newsListQuery(state("menu=mice-industry&page=2"), 2, "2026-11-21");
    expect(query.filters).toEqual({ $and: [newsMenuFilter([2])] });
    expect(query.pagination).toEqual({ page: 2, pageSize: 15 });
  });

  it("combines the keyword and the menu", () => {
    const query = newsListQuery(state("q=BITEC&menu=x&sort=oldest"), 1, "2026-11-21");
    const and = (query.filters as { $and: unknown[] }).$and;
    expect(and).toHaveLength(2);
    expect(and[1]).toEqual(newsMenuFilter([1]));
    expect(query.sort).toEqual(["publishedAt:asc", "id:asc"]);
  });

  it("asks only for the fields a card shows", () => {
    expect(newsListQuery(state(""), null, "2026-11-21").fields).toContain("cover_img");
  });
});
