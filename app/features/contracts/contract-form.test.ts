import { describe, expect, it } from "vitest";
import { parseContractForm } from "./contract-form";

const TODAY = "2026-11-23";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const valid = {
  package: "3",
  company_name: "บริษัท อิมแพ็ค เอ็กซิบิชั่น แมเนจเม้นท์ จำกัด",
  tax_id: "0-1075-36000-10-2",
  address: "99 ถนนป๊อปปูล่า ปากเกร็ด นนทบุรี 11120",
  start_date: "2026-12-01",
  periods: "1",
  contact_name: "สมหญิง บัญชี",
  email: "Billing@Impact.co.th",
  phone: "02-833-4455",
  message: "",
};

describe("parseContractForm", () => {
  it("takes a complete form: the tax id as digits, numbers as numbers, the email in lower case", () => {
    const parsed = parseContractForm(form(valid), TODAY);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data).toMatchObject({ package: 3, tax_id: "0107536000102", periods: 1, email: "billing@impact.co.th", start_date: "2026-12-01" });
  });

  it("names every missing field", () => {
    const parsed = parseContractForm(new FormData(), TODAY);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(
      ["address", "company_name", "contact_name", "email", "package", "periods", "phone", "start_date", "tax_id"].sort(),
    );
    expect(parsed.errors.tax_id).toBe("contracts.form.taxIdRequired");
  });

  it("refuses a tax id whose check digit is wrong, and keeps what was typed", () => {
    const parsed = parseContractForm(form({ ...valid, tax_id: "0107536000103" }), TODAY);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({ tax_id: "contracts.form.taxIdInvalid" });
    expect(parsed.values.tax_id).toBe("0107536000103");
    expect(parsed.values.company_name).toBe(valid.company_name);
  });

  it("refuses a start in the past and a length outside 1 to 36 periods", () => {
    const parsed = parseContractForm(form({ ...valid, start_date: "2026-11-22", periods: "37" }), TODAY);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({ start_date: "contracts.form.startPast", periods: "contracts.form.periodsInvalid" });
    expect(parseContractForm(form({ ...valid, periods: "0" }), TODAY).ok).toBe(false);
    expect(parseContractForm(form({ ...valid, start_date: "2026-02-30" }), TODAY).ok).toBe(false);
  });
});
