import { describe, expect, it } from "vitest";
import { addWorkingDays, unopenedSteps } from "./working-days";

/** An instant given as Bangkok wall-clock time. */
const bangkok = (local: string) => new Date(`${local}+07:00`);

describe("addWorkingDays", () => {
  it("moves on by whole days from Monday to Friday", () => {
    // Wednesday 25 November 2026, 10:00 -> Friday 10:00.
    expect(addWorkingDays(bangkok("2026-11-25T10:00:00"), 2)).toEqual(bangkok("2026-11-27T10:00:00"));
  });

  it("steps over the weekend", () => {
    // Friday 27 November 16:30 -> Tuesday 1 December 16:30; five working days -> the next Friday.
    expect(addWorkingDays(bangkok("2026-11-27T16:30:00"), 2)).toEqual(bangkok("2026-12-01T16:30:00"));
    expect(addWorkingDays(bangkok("2026-11-27T16:30:00"), 5)).toEqual(bangkok("2026-12-04T16:30:00"));
  });

  it("counts a request sent on a weekend from Monday 00:00, in Bangkok's day, not UTC's", () => {
    // Saturday 28 November 23:30 in Bangkok is still Saturday 16:30 in UTC.
    expect(addWorkingDays(bangkok("2026-11-28T23:30:00"), 2)).toEqual(bangkok("2026-12-02T00:00:00"));
    // Sunday 00:30 in Bangkok (Saturday 17:30 UTC) counts from the same Monday.
    expect(addWorkingDays(bangkok("2026-11-29T00:30:00"), 2)).toEqual(bangkok("2026-12-02T00:00:00"));
  });
});

describe("unopenedSteps", () => {
  const sent = bangkok("2026-11-27T16:30:00");

  it("reminds the receiver after 2 working days and tells the team after 5", () => {
    expect(unopenedSteps(sent, bangkok("2026-11-30T16:30:00"))).toEqual({ remindReceiver: false, tellTeam: false });
    expect(unopenedSteps(sent, bangkok("2026-12-01T16:29:00"))).toEqual({ remindReceiver: false, tellTeam: false });
    expect(unopenedSteps(sent, bangkok("2026-12-01T16:30:00"))).toEqual({ remindReceiver: true, tellTeam: false });
    expect(unopenedSteps(sent, bangkok("2026-12-04T16:30:00"))).toEqual({ remindReceiver: true, tellTeam: true });
  });
});
