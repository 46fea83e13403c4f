import { describe, expect, it } from "vitest";
import { languageOf } from "./text-language";

describe("languageOf", () => {
  it("marks Thai names and leaves others and the baht sign alone", () => {
    expect(languageOf("ปวีณา ทองมา")).toBe("th");
    expect(languageOf("IMPACT Arena")).toBeUndefined();
    expect(languageOf("฿9,000")).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
  });
});
