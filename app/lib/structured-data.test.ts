import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, eventJsonLd, localDateTime, utcOffset } from "./structured-data";

describe("event times", () => {
  it("uses Bangkok's +07:00 and follows daylight saving abroad", () => {
    expect(localDateTime("2027-05-25", "10:00", "Thailand")).toBe("2027-05-25T10:00:00+07:00");
    expect(utcOffset("2027-04-12", "Europe/Berlin")).toBe("+02:00");
    expect(utcOffset("2027-01-12", "Europe/Berlin")).toBe("+01:00");
    expect(localDateTime("2027-01-07", "10:00", "Unknownland")).toBe("2027-01-07T10:00:00+07:00");
  });
});

describe("eventJsonLd", () => {
  it("carries the fields search engines require for an Event", () => {
    const ld = eventJsonLd({
      name: "Metalex 2026",
      startDate: "2026-11-18",
      endDate: "2026-11-21",
      url: "https://x.example/thai-trade-show-details/metalex-2026",
      venueName: "BITEC",
      country: "Thailand",
      organizerName: "RX Tradex",
      status: "postponed",
      attendanceMode: "offline",
    });
    expect(ld["@type"]).toBe("Event");
    expect(ld.startDate).toBe("2026-11-18T10:00:00+07:00");
    expect(ld.endDate).toBe("2026-11-21T18:00:00+07:00");
    expect(ld.location.name).toBe("BITEC");
    expect(ld.eventStatus).toBe("https://schema.org/EventPostponed");
    expect(ld.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(ld.organizer?.name).toBe("RX Tradex");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the trail from 1", () => {
    const ld = breadcrumbJsonLd([
      { name: "หน้าแรก", url: "https://x.example/" },
      { name: "ข่าวสาร", url: "https://x.example/news-lists" },
    ]);
    expect(ld.itemListElement.map((i) => i.position)).toEqual([1, 2]);
  });
});
