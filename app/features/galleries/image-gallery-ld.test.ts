import { describe, expect, it } from "vitest";
import { imageGalleryJsonLd } from "./image-gallery-ld";

describe("imageGalleryJsonLd", () => {
  it("lists every photo as an ImageObject", () => {
    const ld = imageGalleryJsonLd({
      name: "Photos: METALEX 2026",
      url: "https://expo.example/en/photo-gallery-details/gallery-metalex-2026",
      inLanguage: "en",
      images: [{ url: "https://expo.example/seed/galleries/a.svg", caption: "Entrance", width: 1200, height: 800 }],
    });
    expect(ld["@type"]).toBe("ImageGallery");
    expect(ld.associatedMedia).toEqual([{ "@type": "ImageObject", contentUrl: "https://expo.example/seed/galleries/a.svg", caption: "Entrance", width: 1200, height: 800 }]);
    expect(JSON.parse(JSON.stringify(ld)).description).toBeUndefined();
  });
});
