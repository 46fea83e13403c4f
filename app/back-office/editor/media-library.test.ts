import { describe, expect, it } from "vitest";
import type { UploadedFile } from "~/model/types";
import { libraryPictureOf, MEDIA_PAGE_SIZE, matchingPictures, picturePage, pictureValueOf, thumbnailOf } from "./media-library";

const file = (extra: Partial<UploadedFile> = {}): UploadedFile => ({
  id: 7,
  name: "Hall 5.jpg",
  hash: "Hall_5_abc",
  ext: ".jpg",
  mime: "image/jpeg",
  size: 120.5,
  url: "/api/uploads/Hall_5_abc.jpg",
  provider: "r2",
  createdAt: "2026-12-01T00:00:00.000Z",
  updatedAt: "2026-12-01T00:00:00.000Z",
  alternativeText: "ห้องจัดแสดง 5",
  caption: "Hall 5",
  width: 1200,
  height: 675,
  formats: { w640: { width: 640, height: 360, url: "/api/uploads/Hall_5_abc-640.jpg", mime: "image/jpeg" } },
  ...extra,
});

describe("the media library's pictures", () => {
  it("keep their size, both alt texts and the renditions the pages' srcset can find", () => {
    const picture = libraryPictureOf(file());
    expect(picture).toMatchObject({ alt: "ห้องจัดแสดง 5", altEn: "Hall 5", width: 1200, height: 675, widths: [640] });
    expect(pictureValueOf(picture)).toEqual({ path: "/api/uploads/Hall_5_abc.jpg", width: 1200, height: 675, widths: [640] });
    expect(thumbnailOf(picture)).toBe("/api/uploads/Hall_5_abc-640.jpg");
  });

  it("leave out a rendition stored under another name (a real Strapi's small_<hash>.jpg) and sizes nobody knows", () => {
    const picture = libraryPictureOf(file({ width: null, height: null, formats: { small: { width: 500, height: 281, url: "/uploads/small_Hall_5_abc.jpg", mime: "image/jpeg" } } }));
    expect(picture.widths).toEqual([]);
    expect(pictureValueOf(picture)).toEqual({ path: "/api/uploads/Hall_5_abc.jpg" });
    expect(thumbnailOf(picture)).toBe("/api/uploads/Hall_5_abc.jpg");
  });

  it("are found by name or either alt text, in any case", () => {
    const pictures = [libraryPictureOf(file()), libraryPictureOf(file({ id: 8, name: "logo.png", alternativeText: "โลโก้", caption: "Logo" }))];
    expect(matchingPictures(pictures, "hall").map((p) => p.id)).toEqual([7]);
    expect(matchingPictures(pictures, "โลโก้").map((p) => p.id)).toEqual([8]);
    expect(matchingPictures(pictures, " ").map((p) => p.id)).toEqual([7, 8]);
  });

  it("come a page at a time, the page kept within those there are", () => {
    const pictures = Array.from({ length: MEDIA_PAGE_SIZE + 3 }, (_, i) => libraryPictureOf(file({ id: i + 1 })));
    expect(picturePage(pictures, 2)).toMatchObject({ page: 2, pageCount: 2, total: MEDIA_PAGE_SIZE + 3 });
    expect(picturePage(pictures, 2).pictures.map((p) => p.id)).toEqual([MEDIA_PAGE_SIZE + 1, MEDIA_PAGE_SIZE + 2, MEDIA_PAGE_SIZE + 3]);
    expect(picturePage(pictures, 9).page).toBe(2);
    expect(picturePage([], 1)).toMatchObject({ page: 1, pageCount: 1, pictures: [] });
  });
});
