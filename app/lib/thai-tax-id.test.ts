import { describe, expect, it } from "vitest";
import { isThaiTaxId, normalizeTaxId } from "./thai-tax-id";

describe("Thai tax ids", () => {
  it("accepts a 13-digit number whose last digit checks out", () => {
    // Published numbers of two listed companies.
    expect(isThaiTaxId("0107536000102")).toBe(true);
    expect(isThaiTaxId("0107544000108")).toBe(true);
  });

  it("refuses a wrong check digit, other lengths and letters", () => {
    expect(isThaiTaxId("0107536000103")).toBe(false);
    expect(isThaiTaxId("010753600010")).toBe(false);
    expect(isThaiTaxId("01075360001020")).toBe(false);
    expect(isThaiTaxId("010753600010x")).toBe(false);
  });

  it("reads the number the way people write it, with dashes and spaces", () => {
    expect(normalizeTaxId("0-1075-36000-10-2")).toBe("0107536000102");
    expect(normalizeTaxId(" 0107 536 000102 ")).toBe("0107536000102");
  });
});
