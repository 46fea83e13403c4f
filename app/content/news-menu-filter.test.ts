import { describe, expect, it } from "vitest";
import { newsMenuFilter } from "./news-menu-filter";

/** What Strapi 4 does with `$contains` on a JSON field: a substring match on the stored text. */
function matches(stored: unknown, filter: ReturnType<typeof newsMenuFilter>, spaced = false): boolean {
  const text = spaced ? JSON.stringify(stored).replaceAll(",", ", ").replaceAll(":", ": ") : JSON.stringify(stored);
  return filter.$or.some((term) => text.includes(term.connect_menu.$contains));
}

describe("newsMenuFilter", () => {
  const stored = [[1], [1, 2], [2, 1], [3, 1, 4], [11], [21, 12], [], [10, 31]].map((menu) => ({ menu }));

  it.each([false, true])("matches whole menu ids only, in compact and spaced JSON text (spaced: %s)", (spaced) => {
    const picked = (ids: number[]) => stored.filter((s) => matches(s, newsMenuFilter(ids), spaced)).map((s) => s.menu);
    expect(picked([1])).toEqual([[1], [1, 2], [2, 1], [3, 1, 4]]);
    expect(picked([1, 2])).toEqual([[1], [1, 2], [2, 1], [3, 1, 4]]);
    expect(picked([12])).toEqual([[21, 12]]);
    expect(picked([1, 11])).toEqual([[1], [1, 2], [2, 1], [3, 1, 4], [11]]);
    expect(picked([5])).toEqual([]);
  });

  it("uses only the $contains operator on the field itself, never a path inside it", () => {
    for (const term of newsMenuFilter(["2", 7]).$or) expect(Object.keys(term.connect_menu)).toEqual(["$contains"]);
  });

  it("drops ids that are no whole number", () => {
    expect(newsMenuFilter(["x", -1]).$or).toEqual([]);
  });
});
