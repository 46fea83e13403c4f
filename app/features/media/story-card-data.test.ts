import { describe, expect, it } from "vitest";
import { storyCardText } from "./story-card-data";

const story = { title: "เมทัลเล็กซ์", title_en: "", excerpt: "งานเครื่องจักร", excerpt_en: "Machine tools", cover_img: "/uploads/metalex.jpg", publishedAt: "2026-04-30T18:30:00.000Z" };

describe("storyCardText", () => {
  it("takes the page's language, marks Thai shown on an English page and dates the card in Bangkok", () => {
    expect(storyCardText(story, "en")).toEqual({
      image: "/uploads/metalex.jpg",
      title: "เมทัลเล็กซ์",
      titleLang: "th",
      excerpt: "Machine tools",
      excerptLang: undefined,
      date: "2026-05-01",
    });
  });

  it("leaves out an empty excerpt", () => {
    expect(storyCardText({ ...story, excerpt: "", excerpt_en: null }, "th").excerpt).toBeUndefined();
  });
});
