import { describe, expect, it } from "vitest";
import { daysFromToday as day } from "../../test/calendar";
import { boothInput } from "./booth-rows";
import { parseShowEdit, parseShowSubmission, showSlug, submissionInputNames } from "./show-submission";

const choices = {
  venues: new Set([1, 2]),
  masters: { sectors: [{ value: "food-beverage", th: "อาหารและเครื่องดื่ม", en: "Food & beverage" }], provinces: [{ value: "Chiang Mai", th: "เชียงใหม่", en: "Chiang Mai" }] },
  today: day(0),
};

const formWith = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
};

const show = { name: "งานแสดงอาหารภาคเหนือ", name_en: "Northern Food Fair", scope: "thai", start_date: day(54), end_date: day(57), venue: "2", industry: "food-beverage" };
const shell = { name: "บูธมาตรฐาน", name_en: "Shell scheme", kind: "shell-scheme", size_sqm: "9", price: "45000", quantity: "120" };
const row = (index: number, booth: Record<string, string>) => Object.fromEntries(Object.entries(booth).map(([name, value]) => [boothInput(index, name), value]));

describe("an organizer's new show", () => {
  it("reads the show and each booth row that has anything typed; empty rows are no booth types", () => {
    const parsed = parseShowSubmission(formWith({ ...show, ...row(0, shell), ...row(2, { ...shell, name: "บูธหัวมุม", kind: "corner", price: "52000" }) }), choices);
    expect(parsed.errors).toEqual({});
    expect(parsed.show).toMatchObject({ name: "งานแสดงอาหารภาคเหนือ", venue: 2, reservation_open: true, booth_price_from: 45000, booth_currency: "THB" });
    expect(parsed.booths.map((booth) => [booth.name, booth.kind, booth.price, booth.quantity])).toEqual([
      ["บูธมาตรฐาน", "shell-scheme", 45000, 120],
      ["บูธหัวมุม", "corner", 52000, 120],
    ]);
  });

  it("refuses a venue or industry the portal does not have, dates backwards or past, and half a booth row, keeping what was typed", () => {
    const parsed = parseShowSubmission(formWith({ ...show, venue: "99", industry: "made-up", start_date: day(-1), end_date: day(-2), ...row(1, { name: "บูธเกาะ" }) }), choices);
    expect(parsed.errors.venue?.key).toBe("content.errors.option");
    expect(parsed.errors.industry?.key).toBe("content.errors.option");
    expect(parsed.errors.start_date?.key).toBe("listings.errors.startPast");
    expect(parsed.errors.end_date?.key).toBe("listings.errors.endBeforeStart");
    expect(parsed.errors[boothInput(1, "size_sqm")]?.key).toBe("content.errors.required");
    expect(parsed.values[boothInput(1, "name")]).toBe("บูธเกาะ");
    expect(parsed.values.industry).toBe("made-up");
  });

  it("a show without booth types takes no bookings", () => {
    expect(parseShowSubmission(formWith(show), choices).show).toMatchObject({ reservation_open: false });
  });

  it("names every input the form has, and no site-team field", () => {
    const names = submissionInputNames(4);
    expect(names).toEqual(expect.arrayContaining(["organizer", "name_en", "venue", "cover_img.file", boothInput(3, "quantity")]));
    for (const siteTeam of ["slug", "featured", "organizer_id", "publishedAt", "event_status"]) expect(names).not.toContain(siteTeam);
  });
});

describe("an approved show's address", () => {
  it("is its English name and year in slug characters, or the reference's number for a Thai-only name", () => {
    expect(showSlug({ name_en: "Northern Food & Drink Fair", start_date: day(54) }, 7)).toBe(`northern-food-drink-fair-${day(54).slice(0, 4)}`);
    expect(showSlug({ name_en: `Café Asia ${day(54).slice(0, 4)}`, start_date: day(54) }, 7)).toBe(`cafe-asia-${day(54).slice(0, 4)}`);
    expect(showSlug({ name: "งานอาหารภาคเหนือ", start_date: day(54) }, 7)).toBe(`show-7-${day(54).slice(0, 4)}`);
  });
});

describe("an organizer's edit of its show", () => {
  const current = {
    show: { ...show, venue: 2, start_date: day(-5), end_date: day(-2) },
    booths: [{ id: 31, reserved: 5, attributes: { name: "บูธมาตรฐาน", name_en: "Shell scheme", kind: "shell-scheme", size_sqm: 9, price: 45000, quantity: 120 } }],
  };
  const opened = { ...show, start_date: day(-5), end_date: day(-2), ...row(0, { ...shell, id: "31" }) };

  it("keeps only what differs from the show as published, booth types by id, and new types apart; a start already past may stay", () => {
    const parsed = parseShowEdit(formWith({ ...opened, end_date: day(-1), [boothInput(0, "price")]: "47000", ...row(1, { ...shell, name: "บูธหัวมุม", kind: "corner" }) }), choices, current, new Set());
    expect(parsed.errors).toEqual({});
    expect(parsed.show).toEqual({ end_date: day(-1) });
    expect(parsed.updates).toEqual([{ id: 31, price: 47000 }]);
    expect(parsed.booths.map((booth) => booth.kind)).toEqual(["corner"]);
  });

  it("never takes the stock below what is booked, nor another show's booth type", () => {
    const parsed = parseShowEdit(formWith({ ...opened, [boothInput(0, "quantity")]: "4", ...row(1, { ...shell, id: "99" }) }), choices, current, new Set());
    expect(parsed.errors[boothInput(0, "quantity")]).toEqual({ key: "listings.errors.belowBooked", values: { booked: 5 } });
    expect(parsed.errors[boothInput(1, "name")]?.key).toBe("content.errors.option");
  });
});
