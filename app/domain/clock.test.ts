import { afterEach, describe, expect, it, vi } from "vitest";
import { bangkokClock } from "./bangkok-time";
import { portalNow, setPortalToday } from "./clock";

const bangkokDay = (at: Date) => bangkokClock(at).toISOString().slice(0, 10);
/** The unit tests' own fixed day (vitest.config.ts), put back for the files that run after this one in the same worker. */
const testsDay = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.PORTAL_TODAY;

afterEach(() => {
  vi.useRealTimers();
  setPortalToday(testsDay);
});

describe("the portal's calendar clock", () => {
  it("is the real clock when no day is fixed", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-31T17:30:00.000Z") });
    setPortalToday(undefined);
    expect(portalNow().toISOString()).toBe("2026-12-31T17:30:00.000Z");
  });

  it("on a fixed day keeps the time of day and lets time run", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-06T03:15:00.000Z") });
    setPortalToday("2027-11-26");
    expect(bangkokDay(portalNow())).toBe("2027-11-26");
    expect(portalNow().toISOString()).toBe("2027-11-26T03:15:00.000Z");
    vi.setSystemTime(new Date("2026-12-06T03:30:00.000Z"));
    expect(portalNow().toISOString()).toBe("2027-11-26T03:30:00.000Z");
  });

  it("counts the fixed day in Bangkok: at 23:30 UTC it is already the next morning there", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-06T23:30:00.000Z") });
    setPortalToday("2026-11-26");
    expect(bangkokDay(portalNow())).toBe("2026-11-26");
  });

  it("refuses a day it cannot read", () => {
    expect(() => setPortalToday("26/11/2026")).toThrow(/PORTAL_TODAY/);
  });
});
