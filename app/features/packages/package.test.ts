import { describe, expect, it } from "vitest";
import { parseInquiryForm } from "./inquiry";
import { PACKAGE_AUDIENCES } from "~/domain/packages";
import { AUDIENCES, comparisonRows, featuresOf, formatPrice, parseAudience } from "./package";

describe("formatPrice", () => {
  it("shows whole baht with the baht sign in both languages", () => {
    expect(formatPrice(4900, "th")).toBe("฿4,900");
    expect(formatPrice(129000, "en")).toBe("฿129,000");
    expect(formatPrice(99.5, "en")).toBe("฿99.50");
  });
});

describe("featuresOf", () => {
  it("uses the English list on English pages and falls back to Thai", () => {
    expect(featuresOf({ features: ["ก"], features_en: ["A"] }, "en")).toEqual(["A"]);
    expect(featuresOf({ features: ["ก"], features_en: [] }, "en")).toEqual(["ก"]);
    expect(featuresOf({ features: ["ก", " "], features_en: null }, "th")).toEqual(["ก"]);
    expect(featuresOf({ features: null }, "th")).toEqual([]);
  });
});

describe("comparisonRows", () => {
  it("lists every feature once, in first-seen order, with a mark per package", () => {
    const rows = comparisonRows([
      { id: 1, features: ["Listing", "Logo"] },
      { id: 2, features: ["listing ", "Logo", "Banner"] },
    ]);
    expect(rows).toEqual([
      { feature: "Listing", included: [true, true] },
      { feature: "Logo", included: [true, true] },
      { feature: "Banner", included: [false, true] },
    ]);
  });
});

describe("AUDIENCES", () => {
  it("shows every audience packages are sold to, each once", () => {
    expect([...AUDIENCES].sort()).toEqual([...PACKAGE_AUDIENCES].sort());
  });
});

describe("parseAudience", () => {
  it("accepts only the four audiences", () => {
    expect(parseAudience("venue")).toBe("venue");
    expect(parseAudience("admin")).toBeNull();
    expect(parseAudience(null)).toBeNull();
  });
});

describe("parseInquiryForm", () => {
  it("needs a package, a name, a company, an email and a phone", () => {
    const parsed = parseInquiryForm(new FormData());
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(["company_name", "contact_name", "email", "package", "phone"]);
  });

  it("turns the package into its id", () => {
    const data = new FormData();
    for (const [k, v] of Object.entries({ package: "3", contact_name: "Ann", company_name: "Acme", email: "ann@acme.com", phone: "0812345678" })) data.set(k, v);
    const parsed = parseInquiryForm(data);
    expect(parsed.ok && parsed.data.package).toBe(3);
  });
});
