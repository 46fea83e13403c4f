import { describe, expect, it } from "vitest";
import { formListOf, sentFormOf } from "./forms";

describe("sentFormOf", () => {
  const contract = {
    request_kind: "contract",
    reference: "CF-1A2B3C4D",
    company_name: "บริษัท ตัวอย่าง จำกัด",
    contact_name: "Nida",
    email: "nida@example.com",
    phone: "0812345678",
    start_date: "2027-01-01",
    periods: 12,
    locale: "en",
    package: { data: { id: 1, attributes: { name: "แพ็กเกจพื้นฐาน", name_en: "Basic" } } },
    createdAt: "2026-11-20T03:00:00.000Z",
  };

  it("reads a contract with its package in the page's language", () => {
    expect(sentFormOf("contracts", { id: 4, attributes: contract }, "en")).toMatchObject({ kind: "contract", packageName: "Basic", periods: 12, locale: "en" });
    expect(sentFormOf("contracts", { id: 4, attributes: contract }, "th").packageName).toBe("แพ็กเกจพื้นฐาน");
  });

  it("tells a claim and its decision, and a package enquiry, and falls back to the id without a reference", () => {
    const claim = sentFormOf("contracts", { id: 5, attributes: { ...contract, request_kind: "claim", contact_role: "Sales manager", claim_decision: "declined" } }, "en");
    expect(claim).toMatchObject({ kind: "claim", decision: "declined", contact: "Nida, Sales manager" });
    expect(sentFormOf("packages", { id: 6, attributes: { ...contract, reference: null, package: { data: null } } }, "en")).toMatchObject({
      kind: "package",
      reference: "#6",
      packageName: "",
    });
  });
});

it("opens the contracts list unless the packages list is asked for", () => {
  expect(formListOf("packages")).toBe("packages");
  expect(formListOf("anything")).toBe("contracts");
  expect(formListOf(null)).toBe("contracts");
});
