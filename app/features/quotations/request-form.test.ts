import { describe, expect, it } from "vitest";
import { parseRequest, readRequest, requestData } from "./request-form";
import { quotationReference } from "~/domain/listings";

const TODAY = "2026-11-23";

function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  return form;
}

const contact = { contact_name: "สมชาย ใจดี", email: "Somchai@Example.com ", phone: "081 234 5678" };

describe("the quotation request form", () => {
  it("asks a venue request for the dates, and keeps what was typed", () => {
    const parsed = parseRequest("venue", readRequest("venue", formOf({ event_name: "งานแสดงสินค้าอาหาร", ...contact })), TODAY);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({ start_date: "quotations.errors.startDateRequired", end_date: "quotations.errors.endDateRequired" });
    expect(parsed.values.event_name).toBe("งานแสดงสินค้าอาหาร");
    expect(parsed.values.contact_name).toBe("สมชาย ใจดี");
  });

  it("refuses past days, impossible dates and a last day before the first", () => {
    const past = parseRequest("venue", readRequest("venue", formOf({ event_name: "x", start_date: "2026-11-22", end_date: "2026-02-30", ...contact })), TODAY);
    expect(!past.ok && past.errors).toEqual({ start_date: "quotations.errors.dateInPast", end_date: "quotations.errors.dateInvalid" });
    const reversed = parseRequest("venue", readRequest("venue", formOf({ event_name: "x", start_date: "2027-03-10", end_date: "2027-03-09", ...contact })), TODAY);
    expect(!reversed.ok && reversed.errors).toEqual({ end_date: "quotations.errors.endBeforeStart" });
  });

  it("asks a contractor for the booth type and size, not the dates", () => {
    const parsed = parseRequest("contractor", readRequest("contractor", formOf({ event_name: "Food Expo", ...contact })), TODAY);
    expect(!parsed.ok && parsed.errors).toEqual({ area: "quotations.errors.boothSizeRequired", booth_type: "quotations.errors.boothTypeRequired" });
  });

  it("refuses services, budgets and booth types that are not offered", () => {
    const parsed = parseRequest(
      "contractor",
      readRequest("contractor", formOf({ event_name: "x", area: "18", booth_type: "castle", budget_range: "lots", services: ["design", "catering"], ...contact })),
      TODAY,
    );
    expect(!parsed.ok && parsed.errors).toEqual({
      booth_type: "quotations.errors.choiceInvalid",
      budget_range: "quotations.errors.choiceInvalid",
      services: "quotations.errors.choiceInvalid",
    });
  });

  it("shapes a valid request into the collection's fields", () => {
    const parsed = parseRequest(
      "organizer",
      readRequest(
        "organizer",
        formOf({ event_name: "สัมมนาประจำปี", start_date: "2027-01-15", area: "1,200", attendees: "3 000", budget_range: "between-1m-3m", services: ["marketing", "matching"], ...contact }),
      ),
      TODAY,
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(requestData("organizer", parsed.data, 7, "en", [])).toEqual({
      organizer: 7,
      project_name: "สัมมนาประจำปี",
      start_date: "2027-01-15",
      end_date: null,
      area_sqm: 1200,
      attendees: 3000,
      budget_range: "between-1m-3m",
      services: ["marketing", "matching"],
      message: null,
      contact_name: "สมชาย ใจดี",
      company_name: null,
      email: "somchai@example.com",
      phone: "081 234 5678",
      locale: "en",
      attachments: [],
    });
  });

  it("numbers requests by kind", () => {
    expect(quotationReference("venue", 12)).toBe("QV-000012");
    expect(quotationReference("contractor", 1234567)).toBe("QC-1234567");
  });
});
