import { describe, expect, test } from "vitest";
import { parseReservationForm, reservationData, reservationReference } from "./reservation-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const good = {
  booth_type: "3",
  booth_count: "2",
  company_name: "บริษัท สยามแพ็ค จำกัด",
  contact_name: "สมใจ ใจดี",
  email: " Somjai@Example.com ",
  phone: "081-234-5678",
  company_address: "",
  company_website: "https://siampack.co.th",
  products: "เครื่องบรรจุภัณฑ์",
  message: "",
};

describe("the booth reservation form", () => {
  test("a complete form becomes what the content service stores, without empty optional fields", () => {
    const parsed = parseReservationForm(form(good));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(reservationData(parsed.data, 7, "th")).toEqual({
      trade_show: 7,
      booth_type: 3,
      booth_count: 2,
      company_name: "บริษัท สยามแพ็ค จำกัด",
      contact_name: "สมใจ ใจดี",
      email: "somjai@example.com",
      phone: "081-234-5678",
      locale: "th",
      company_website: "https://siampack.co.th",
      products: "เครื่องบรรจุภัณฑ์",
    });
  });

  test("each bad field gets its own message and what was typed comes back", () => {
    const parsed = parseReservationForm(form({ ...good, booth_type: "", booth_count: "21", company_name: " ", company_website: "siampack", email: "nope" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      booth_type: "booths.errors.boothTypeRequired",
      booth_count: "booths.errors.countInvalid",
      company_name: "booths.errors.companyRequired",
      company_website: "booths.errors.websiteInvalid",
      email: "info.form.emailInvalid",
    });
    expect(parsed.values).toMatchObject({ booth_count: "21", company_website: "siampack", products: "เครื่องบรรจุภัณฑ์" });
  });

  test("zero booths or a non-number is refused", () => {
    for (const count of ["0", "-1", "1.5", "two"]) {
      const parsed = parseReservationForm(form({ ...good, booth_count: count }));
      expect(parsed.ok ? null : parsed.errors.booth_count, count).toBe("booths.errors.countInvalid");
    }
  });

  test("the reference pads the id", () => {
    expect(reservationReference(42)).toBe("BR-000042");
    expect(reservationReference(1234567)).toBe("BR-1234567");
  });
});
