import { describe, expect, it } from "vitest";
import { bookingReference, contractReference } from "./references";
import { quotationOfReference, quotationReference } from "./listings";

describe("references", () => {
  it("pads an id to six digits after its letters", () => {
    expect(bookingReference(34)).toBe("BR-000034");
    expect(quotationReference("venue", 12)).toBe("QV-000012");
  });

  it("names the request by the reference the mails print, or a shorter spelling of it", () => {
    expect(quotationOfReference("QV-000012")).toEqual({ kind: "venue", collection: "quotation-venues", id: 12 });
    expect(quotationOfReference(" qo-12 ")).toEqual({ kind: "organizer", collection: "quotation-organizers", id: 12 });
    expect(quotationOfReference("QC 7")).toEqual({ kind: "contractor", collection: "quotation-contractors", id: 7 });
    for (const text of ["BR-000012", "QV-000000", "QV-", "12", "QV-12; DROP"]) expect(quotationOfReference(text), text).toBeNull();
  });

  it("names a contract form or a claim by eight upper-case characters of its digest", () => {
    expect(contractReference("contract", "a1b2c3d4e5f6")).toBe("CF-A1B2C3D4");
    expect(contractReference("claim", "a1b2c3d4e5f6")).toBe("CL-A1B2C3D4");
  });
});
