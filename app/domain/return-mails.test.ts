import { describe, expect, it } from "vitest";
import { digestWeek, digestWeekStart, dueReminder, reminderWindow } from "./return-mails";

/** An instant given as a Bangkok wall clock. */
const bangkok = (clock: string) => new Date(`${clock}+07:00`);

describe("dueReminder", () => {
  it("sends the 7-day reminder from 7 days before the opening day, at 08:00 Bangkok", () => {
    expect(dueReminder("2027-05-25", bangkok("2027-05-18T07:59:00"))).toBeNull();
    expect(dueReminder("2027-05-25", bangkok("2027-05-18T08:00:00"))).toBe(7);
    expect(dueReminder("2027-05-25", bangkok("2027-05-17T23:00:00"))).toBeNull();
  });

  it("still sends the 7-day reminder for a show saved a few days before", () => {
    expect(dueReminder("2027-05-25", bangkok("2027-05-22T12:00:00"))).toBe(7);
  });

  it("sends the 1-day reminder on the day before, and nothing on or after the opening day", () => {
    expect(dueReminder("2027-05-25", bangkok("2027-05-24T09:00:00"))).toBe(1);
    expect(dueReminder("2027-05-25", bangkok("2027-05-25T09:00:00"))).toBeNull();
    expect(dueReminder("2027-05-25", bangkok("2027-05-30T09:00:00"))).toBeNull();
  });

  it("counts Bangkok days, not UTC ones", () => {
    // 2027-05-17T20:00Z is already 2027-05-18 03:00 in Bangkok: too early; 01:00Z the same day is 08:00.
    expect(dueReminder("2027-05-25", new Date("2027-05-17T20:00:00Z"))).toBeNull();
    expect(dueReminder("2027-05-25", new Date("2027-05-18T01:00:00Z"))).toBe(7);
  });
});

describe("reminderWindow", () => {
  it("spans tomorrow to a week ahead in Bangkok", () => {
    expect(reminderWindow(bangkok("2027-05-18T08:00:00"))).toEqual({ from: "2027-05-19", to: "2027-05-25" });
  });
});

describe("digestWeek", () => {
  it("starts a week on Monday at 08:00 Bangkok", () => {
    // 2027-05-17 is a Monday.
    expect(digestWeek(bangkok("2027-05-17T07:59:00"))).toBe("2027-05-10");
    expect(digestWeek(bangkok("2027-05-17T08:00:00"))).toBe("2027-05-17");
    expect(digestWeek(bangkok("2027-05-23T23:59:00"))).toBe("2027-05-17");
    expect(digestWeek(bangkok("2027-05-24T08:00:00"))).toBe("2027-05-24");
  });
});

describe("digestWeekStart", () => {
  it("is Monday 08:00 Bangkok, 01:00 UTC", () => {
    expect(digestWeekStart("2027-05-17")).toBe("2027-05-17T01:00:00.000Z");
  });
});
