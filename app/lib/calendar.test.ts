import { describe, expect, it } from "vitest";
import { calendarFile } from "./calendar";

describe("calendarFile", () => {
  const file = calendarFile({
    uid: "trade-show-12@expolink",
    title: "THAIFEX, Anuga Asia; 2027",
    startDate: "2027-05-25",
    endDate: "2027-05-29",
    location: "IMPACT เมืองทองธานี, นนทบุรี",
    description: "งานแสดงสินค้าอาหารและเครื่องดื่มที่ใหญ่ที่สุดในเอเชีย ".repeat(3),
    url: "https://expolink.example/thai-trade-show-details/thaifex-2027",
    now: new Date("2026-11-22T08:00:00Z"),
  });

  it("writes an all-day event whose end is exclusive", () => {
    expect(file).toContain("DTSTART;VALUE=DATE:20270525\r\n");
    expect(file).toContain("DTEND;VALUE=DATE:20270530\r\n");
    expect(file).toContain("DTSTAMP:20261122T080000Z\r\n");
  });

  it("escapes commas and semicolons and folds long lines by octets", () => {
    expect(file).toContain("SUMMARY:THAIFEX\\, Anuga Asia\\; 2027");
    for (const line of file.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = file.replace(/\r\n /g, "");
    expect(unfolded).toContain("LOCATION:IMPACT เมืองทองธานี\\, นนทบุรี");
  });
});
