import { describe, expect, it } from "vitest";
import { collectionNamed, inputLengthOf, limitsOf, maxLengthOf, rangeOf } from "./limits";

describe("limitsOf", () => {
  it("reads each field's limits from the model, system tables included", () => {
    const limits = limitsOf("contact-messages");
    expect(limits.name).toEqual({ required: true, maxLength: 120 });
    expect(limits.locale).toEqual({ required: false, options: ["th", "en"] });
    expect(limitsOf("users").company_type?.options).toEqual(["visitor", "exhibitor", "venue", "organizer", "contractor"]);
  });

  it("gives number fields their bounds, the type's defaults where the model sets none", () => {
    expect(rangeOf("booth-reservations", "booth_count")).toEqual({ min: 1, max: 20 });
    expect(limitsOf("banners").sort_order).toMatchObject({ min: -2_147_483_648, max: 2_147_483_647 });
  });

  it("refuses a collection or a field the model does not have", () => {
    expect(() => collectionNamed("nothing")).toThrow("no collection nothing");
    expect(() => maxLengthOf("contact-messages", "fax")).toThrow("no field fax");
    expect(() => maxLengthOf("contact-messages", "delivered")).toThrow("no maxLength");
  });
});

describe("inputLengthOf", () => {
  it("is a text's maxLength, a date's ISO length and an enumeration's longest value", () => {
    expect(inputLengthOf("contact-messages", "phone")).toBe(40);
    expect(inputLengthOf("contract-forms", "start_date")).toBe(10);
    expect(inputLengthOf("users", "company_type")).toBe("contractor".length);
  });

  it("leaves a number room for thousands separators", () => {
    expect(inputLengthOf("booth-reservations", "booth_count")).toBe(2);
    expect(inputLengthOf("quotation-venues", "attendees")).toBe("10,000,000".length);
    expect(inputLengthOf("venues", "latitude")).toBe("-90".length);
  });
});
