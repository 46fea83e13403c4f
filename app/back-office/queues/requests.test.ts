import { describe, expect, it } from "vitest";
import { kindOfRequests, parseAssign, parseForward, parseRevoke, teamBookingOf, unownedRequestOf } from "./requests";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("teamBookingOf", () => {
  const booking = (organizer: unknown) => ({
    id: 7,
    attributes: {
      booth_count: 2,
      contact_name: "Somchai",
      company_name: "Siam Steel",
      email: "somchai@example.com",
      phone: "0812345678",
      createdAt: "2026-11-20T03:00:00.000Z",
      trade_show: { data: { id: 4, attributes: { name: "ไทยเฟ็กซ์", name_en: "THAIFEX", organizer: { data: organizer } } } },
      booth_type: { data: { id: 1, attributes: { name: "บูธมาตรฐาน", name_en: "Shell scheme" } } },
    },
  });

  it("reads the booking, its reference, its show with the organizer and its booth type", () => {
    expect(teamBookingOf(booking({ id: 9, attributes: { company_name: "กรมส่งเสริมการค้า", company_name_en: "DITP" } }))).toEqual({
      id: 7,
      reference: "BR-000007",
      show: { name: "ไทยเฟ็กซ์", nameEn: "THAIFEX" },
      organizer: { id: 9, name: "กรมส่งเสริมการค้า", nameEn: "DITP" },
      boothType: { name: "บูธมาตรฐาน", nameEn: "Shell scheme" },
      count: 2,
      from: "Somchai, Siam Steel",
      email: "somchai@example.com",
      phone: "0812345678",
      createdAt: "2026-11-20T03:00:00.000Z",
    });
  });

  it("says so when the show names no organizer", () => {
    expect(teamBookingOf(booking(null)).organizer).toBeNull();
  });
});

describe("unownedRequestOf", () => {
  it("reads the request, its reference and its listing's names", () => {
    const entity = {
      id: 12,
      attributes: {
        project_name: "Bangkok Food Fair",
        contact_name: "Somchai",
        company_name: "Thai Foods",
        email: "somchai@example.com",
        phone: "0812345678",
        createdAt: "2026-11-20T03:00:00.000Z",
        organizer: { data: { id: 2, attributes: { company_name: "เอ็น.ซี.ซี.", company_name_en: "N.C.C. Exhibition" } } },
      },
    };
    expect(unownedRequestOf("organizer", entity)).toEqual({
      collection: "quotation-organizers",
      id: 12,
      reference: "QO-000012",
      kind: "organizer",
      listing: { id: 2, name: "เอ็น.ซี.ซี.", nameEn: "N.C.C. Exhibition" },
      event: "Bangkok Food Fair",
      from: "Somchai, Thai Foods",
      email: "somchai@example.com",
      phone: "0812345678",
      createdAt: "2026-11-20T03:00:00.000Z",
    });
  });

  it("is null when the listing is gone", () => {
    expect(unownedRequestOf("venue", { id: 1, attributes: { venue: { data: null } } })).toBeNull();
  });

  it("knows the kind of each quotation collection, and nothing else", () => {
    expect(kindOfRequests("quotation-contractors")).toBe("contractor");
    expect(kindOfRequests("contract-forms")).toBeUndefined();
  });
});

describe("the queue's forms", () => {
  it("take an address in any case, trimmed", () => {
    expect(parseForward(form({ address: " Sales@Company.example " }))).toMatchObject({ ok: true, data: { address: "sales@company.example" } });
    expect(parseAssign(form({ email: "Nida@Example.com" }))).toMatchObject({ ok: true, data: { email: "nida@example.com" } });
  });

  it("refuse an empty or malformed one beside the field, keeping what was typed", () => {
    expect(parseForward(form({ address: "" }))).toMatchObject({ ok: false, errors: { address: "requests.emailRequired" } });
    expect(parseAssign(form({ email: "nida at example" }))).toMatchObject({ ok: false, errors: { email: "requests.emailInvalid" }, values: { email: "nida at example" } });
  });
});

describe("revoking a request's link", () => {
  it("asks for the reference and the ticked confirmation, and keeps what was typed", () => {
    expect(parseRevoke(form({ reference: "QV-000012", confirm: "yes" }))).toMatchObject({ ok: true, request: { collection: "quotation-venues", id: 12 } });
    expect(parseRevoke(form({ reference: "QV-000012" }))).toEqual({ ok: false, errors: { confirm: "requests.confirmRevoke" }, values: { reference: "QV-000012", confirm: "" } });
    expect(parseRevoke(form({ reference: "BR-1", confirm: "yes" }))).toMatchObject({ ok: false, errors: { reference: "requests.referenceInvalid" }, values: { reference: "BR-1" } });
    expect(parseRevoke(form({ confirm: "yes" }))).toMatchObject({ ok: false, errors: { reference: "requests.referenceRequired" } });
  });
});
