import { describe, expect, it } from "vitest";
import { boothListConfig } from "~/features/booth-reservations/list-config";
import { strapiListQuery } from "~/lib/list-query";
import { parseListState } from "~/lib/list-state";
import { mapUrl } from "~/lib/map-link";
import { cardAttributes } from "./place-label";
import { formatPrice } from "./price";

describe("mapUrl", () => {
  it("uses coordinates when the record has them, otherwise searches the place's name", () => {
    expect(mapUrl(13.67, 100.61, "BITEC")).toBe("https://www.google.com/maps/search/?api=1&query=13.67,100.61");
    expect(mapUrl(null, null, "ไบเทค บางนา")).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("ไบเทค บางนา")}`);
    expect(mapUrl(undefined, undefined, "")).toBeNull();
  });
});

describe("formatPrice", () => {
  // Intl puts a no-break space between a currency code and the amount.
  const price = (...args: Parameters<typeof formatPrice>) => formatPrice(...args).replace(/\s/g, " ");
  it("formats whole amounts in the page's language", () => {
    expect(price(58000, "THB", "th")).toBe("฿58,000");
    expect(price(58000, null, "en")).toBe("THB 58,000");
    expect(price(4200, "EUR", "en")).toBe("€4,200");
  });

  it("writes baht exactly as Intl does, no-break space included", () => {
    for (const amount of [0, 950, 58_000, 1_250_000.5]) {
      expect(formatPrice(amount, "THB", "th")).toBe(new Intl.NumberFormat("th-TH", { style: "currency", currency: "THB", maximumFractionDigits: 0 }).format(amount));
      expect(formatPrice(amount, null, "en")).toBe(new Intl.NumberFormat("en-US", { style: "currency", currency: "THB", maximumFractionDigits: 0 }).format(amount));
    }
  });
});

describe("booth reservation list", () => {
  it("always asks for shows open for booking that have not ended, whatever the visitor filters", () => {
    const config = boothListConfig("2026-11-22");
    const state = parseListState(new URLSearchParams("province=Bangkok&when=past&sort=deadline"), config);
    const query = strapiListQuery(state, config, "2026-11-22");
    expect(query.filters).toEqual({
      $and: [{ $and: [{ reservation_open: { $eq: true } }, { end_date: { $gte: "2026-11-22" } }] }, { province: { $eq: "Bangkok" } }],
    });
    expect(query.sort).toEqual(["reservation_deadline:asc", "start_date:asc"]);
  });
});

describe("cardAttributes", () => {
  const show = {
    name: "เมทัลเล็กซ์ 2027",
    name_en: "METALEX 2027",
    slug: "metalex-2027",
    start_date: "2027-11-17",
    end_date: "2027-11-20",
    description: "<p>งานเครื่องจักรกล</p>",
    venue_name: "ไบเทค บางนา",
    cover_img: { path: "/seed/metalex.webp", width: 1200, height: 675, alt: "ภาพงาน", alt_en: "The show", caption: "ฮอลล์" },
  };

  it("sends a card only the name and alt text of the page's language", () => {
    expect(cardAttributes(show, "en")).toEqual({
      name: "METALEX 2027",
      slug: "metalex-2027",
      start_date: "2027-11-17",
      end_date: "2027-11-20",
      cover_img: { path: "/seed/metalex.webp", width: 1200, height: 675, alt: "The show" },
    });
    expect(cardAttributes(show, "th")).toMatchObject({ name: "เมทัลเล็กซ์ 2027", cover_img: { alt: "ภาพงาน" } });
  });

  it("names an English card in Thai when the show has no English name", () => {
    expect(cardAttributes({ ...show, name_en: "" }, "en").name).toBe("เมทัลเล็กซ์ 2027");
  });
});
