import { describe, expect, it } from "vitest";
import { bookingReference, contractReference } from "./references";
import { quotationReference } from "./listings";

describe("references", () => {
  it("pads an id to six digits after its letters", () => {
    expect(bookingReference(34)).toBe("BR-000034");
    expect(quotationReference("venue", 12)).toBe("QV-000012");
  });

  it("names a contract form or a claim by eight upper-case characters of its digest", () => {
    expect(contractReference("contract", "a1b2c3d4e5f6")).toBe("CF-A1B2C3D4");
    expect(contractReference("claim", "a1b2c3d4e5f6")).toBe("CL-A1B2C3D4");
  });
});
