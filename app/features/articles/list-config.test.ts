import { describe, expect, it } from "vitest";
import { parseListState } from "~/lib/list-state";
import { articleListConfig, articleListQuery } from "./list-config";

const state = (search: string) => parseListState(new URLSearchParams(search), articleListConfig);

describe("articleListQuery", () => {
  it("filters on the topic's slug through the relation", () => {
    const query = articleListQuery(state("topic=booth-design"), "2026-11-21");
    expect(query.filters).toEqual({ $and: [{ topic: { slug: { $eq: "booth-design" } } }] });
    expect(query.populate).toEqual({ topic: { fields: ["name", "name_en", "slug"] } });
  });

  it("keeps the articles the search index found for the keyword and sorts newest first", () => {
    const query = articleListQuery(state("q=บูธ"), "2026-11-21", [5, 2]);
    expect(query.filters).toEqual({ $and: [{ id: { $in: [5, 2] } }] });
    expect(query.sort).toEqual(["publishedAt:desc", "id:desc"]);
  });
});
