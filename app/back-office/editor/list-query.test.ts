import { describe, expect, it } from "vitest";
import { collectionByPlural } from "~/model/model";
import { listSearch } from "./list-options";
import { parseListQuery, strapiListQuery } from "./list-query";

const shows = collectionByPlural("trade-shows")!;

describe("a collection list's query", () => {
  it("reads search, status, filters, sort and page, ignoring what is no filter", () => {
    const query = parseListQuery(shows, new URLSearchParams("q=%20food%20&status=draft&scope=thai&venue=3&featured=true&event_status=mars&organizer=x&sort=titleAsc&page=2&name=x"));
    expect(query).toEqual({ q: "food", status: "draft", filters: { scope: "thai", venue: "3", featured: "true" }, sort: "titleAsc", page: 2 });
    expect(parseListQuery(shows, new URLSearchParams("status=gone&sort=id&page=-1"))).toEqual({ q: "", status: "all", filters: {}, sort: "updatedDesc", page: 1 });
  });

  it("asks the service for drafts too, searching both languages", () => {
    const query = parseListQuery(shows, new URLSearchParams("q=food&status=published&venue=3&sort=titleAsc"));
    expect(strapiListQuery(shows, query)).toEqual({
      publicationState: "preview",
      filters: {
        $and: [
          { $or: [{ name: { $containsi: "food" } }, { name_en: { $containsi: "food" } }] },
          { publishedAt: { $notNull: true } },
          { venue: { id: { $eq: 3 } } },
        ],
      },
      sort: ["name:asc"],
      pagination: { page: 1, pageSize: 25 },
    });
  });

  it("links other pages with the same filters", () => {
    const query = parseListQuery(shows, new URLSearchParams("q=a b&scope=thai"));
    expect(listSearch(query, 3)).toBe("?q=a+b&scope=thai&page=3");
    expect(listSearch(parseListQuery(shows, new URLSearchParams()), 1)).toBe("");
  });
});
