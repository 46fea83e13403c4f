import { describe, expect, expectTypeOf, it } from "vitest";
import type { Attributes, Linked, TradeShowAttributes, VenueAttributes } from "./entities";
import { linked } from "../content/server";
import type { Contactor, Image, SeedImageValue } from "./shapes";
import type { StrapiEntity, StrapiRelation } from "./types";

describe("attribute types derived from the content model", () => {
  it("maps each field definition to the value the content API answers with", () => {
    expectTypeOf<TradeShowAttributes["name"]>().toEqualTypeOf<string>();
    expectTypeOf<TradeShowAttributes["name_en"]>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<TradeShowAttributes["scope"]>().toEqualTypeOf<"thai" | "international">();
    expectTypeOf<TradeShowAttributes["event_status"]>().toEqualTypeOf<"scheduled" | "postponed" | "cancelled" | "moved-online" | null | undefined>();
    expectTypeOf<TradeShowAttributes["expected_visitors"]>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<TradeShowAttributes["reservation_open"]>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<TradeShowAttributes["cover_img"]>().toEqualTypeOf<Image | null | undefined>();
    expectTypeOf<TradeShowAttributes["venue"]>().toEqualTypeOf<StrapiRelation<VenueAttributes> | undefined>();
    expectTypeOf<VenueAttributes["contactor"]>().toEqualTypeOf<Contactor | null | undefined>();
    expectTypeOf<Attributes<"photo-galleries">["images"]>().toEqualTypeOf<SeedImageValue[]>();
    expectTypeOf<Attributes<"activity-logs">["meta"]>().toEqualTypeOf<unknown>();
    expectTypeOf<Attributes<"news">["publishedAt"]>().toEqualTypeOf<string>();
    // @ts-expect-error a field the model does not have
    expectTypeOf<TradeShowAttributes["booth_colour"]>().toBeString();
    // @ts-expect-error only localised fields have an English half
    expectTypeOf<TradeShowAttributes["slug_en"]>().toBeString();
  });
});

describe("linked", () => {
  it("links a record saved without a slug by its id, in populated relations too", () => {
    const venue: StrapiEntity<VenueAttributes> = { id: 7, attributes: { name: "ไบเทค", slug: null, createdAt: "", updatedAt: "", publishedAt: "" } };
    const show: StrapiEntity<Partial<TradeShowAttributes>> = { id: 3, attributes: { slug: "", venue: { data: venue } } };
    const kept: StrapiEntity<Partial<TradeShowAttributes>> = { id: 4, attributes: { slug: "metalex-2026" } };
    const result = linked(show);
    expectTypeOf(result.attributes.slug).toEqualTypeOf<string>();
    expect(result.attributes.slug).toBe("3");
    expect(result.attributes.venue?.data?.attributes.slug).toBe("7");
    expect(linked(kept).attributes.slug).toBe("metalex-2026");
    expectTypeOf<NonNullable<NonNullable<Linked<TradeShowAttributes>["venue"]>["data"]>["attributes"]["slug"]>().toEqualTypeOf<string>();
  });
});
