import { describe, expect, it } from "vitest";
import { articlePath, topicPath } from "./article-link";

describe("article links", () => {
  it("opens an article on its topic page", () => {
    expect(topicPath("booth-design")).toBe("/article-topic/booth-design");
    expect(articlePath("booth-design", "lighting-your-stand")).toBe("/article-topic/booth-design?article=lighting-your-stand");
  });

  it("encodes slugs that are not plain ASCII", () => {
    expect(articlePath("ออกแบบบูธ", "a b")).toBe(`/article-topic/${encodeURIComponent("ออกแบบบูธ")}?article=a%20b`);
  });
});
