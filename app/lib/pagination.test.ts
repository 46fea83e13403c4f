import { describe, expect, it } from "vitest";
import { pageWindow, parsePage } from "./pagination";

const show = (current: number, count: number) =>
  pageWindow(current, count)
    .map((item) => (item.type === "gap" ? "…" : item.current ? `[${item.page}]` : String(item.page)))
    .join(" ");

describe("pageWindow", () => {
  it("shows first, neighbours of the current page and last, with ellipses", () => {
    expect(show(10, 20)).toBe("1 … 9 [10] 11 … 20");
    expect(show(1, 20)).toBe("[1] 2 … 20");
    expect(show(20, 20)).toBe("1 … 19 [20]");
  });

  it("shows a single hidden page instead of an ellipsis", () => {
    expect(show(4, 8)).toBe("1 2 3 [4] 5 … 8");
  });

  it("handles tiny and out-of-range inputs", () => {
    expect(show(1, 1)).toBe("[1]");
    expect(show(1, 0)).toBe("");
    expect(show(99, 3)).toBe("1 2 [3]");
  });
});

describe("parsePage", () => {
  it("accepts positive integers only", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("2abc")).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});
