import { expect, test } from "vitest";
import { collectionByPlural } from "../app/content/model.ts";
import { contentTypeSchema } from "./export-strapi.ts";

const attributesOf = (plural: string) => contentTypeSchema(collectionByPlural(plural)!).attributes as Record<string, Record<string, unknown>>;

test("number ranges reach the Strapi content types, the default bounds included", () => {
  expect(attributesOf("booth-reservations").booth_size_sqm).toMatchObject({ type: "integer", min: 9, max: 100_000 });
  expect(attributesOf("banners").sort_order).toMatchObject({ type: "integer", min: -2_147_483_648, max: 2_147_483_647 });
  expect(attributesOf("venues").latitude).toMatchObject({ type: "decimal", min: -90, max: 90 });
});
