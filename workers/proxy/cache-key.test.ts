import { describe, expect, it } from "vitest";
import { cacheableCollection, writtenCollections } from "./cache-key";

const written = (path: string) => writtenCollections(new URL(`http://example.com${path}`));

describe("the public content a write changes", () => {
  it("is the written content collection", () => {
    expect(written("/api/trade-shows/3")).toEqual(["trade-shows"]);
    expect(written("/api/venues")).toEqual(["venues"]);
  });

  it("is nothing for member data: sign-in, bookmarks, quotations, activity, uploads", () => {
    for (const path of ["/api/auth/local", "/api/auth/local/register", "/api/bookmarks/4", "/api/quotation-venues", "/api/activity-logs", "/api/upload", "/api/users/me"]) {
      expect(written(path), path).toEqual([]);
    }
  });

  it("is nothing when a write sets only private fields: a member joining or leaving a listing's team", () => {
    const url = new URL("http://example.com/api/venues/3");
    expect(writtenCollections(url, { data: { team: { connect: [5] } } })).toEqual([]);
    expect(writtenCollections(url, { data: { owners: { connect: [5] }, team: { disconnect: [5] } } })).toEqual([]);
    expect(writtenCollections(url, { data: { owners: { connect: [5] }, verified: true } })).toEqual(["venues"]);
    expect(writtenCollections(url, { data: {} })).toEqual(["venues"]);
    expect(writtenCollections(url, { data: { nonsense: 1 } })).toEqual(["venues"]);
    expect(writtenCollections(url, null)).toEqual(["venues"]);
  });

  it("is the booth type's stock and the plan's booths for a booking, the plan's booths for a hold", () => {
    expect(written("/api/booth-reservations")).toEqual(["booth-types", "booths"]);
    expect(written("/api/booth-holds")).toEqual(["booths"]);
  });
});

describe("the spec's news-list path", () => {
  it("is the news menus' collection, and its former path news-lists shares its cached copies and versions", () => {
    expect(cacheableCollection(new URL("http://example.com/api/news-list"))).toBe("news-list");
    expect(cacheableCollection(new URL("http://example.com/api/news-lists/2"))).toBe("news-list");
    expect(written("/api/news-lists/2")).toEqual(["news-list"]);
  });
});
