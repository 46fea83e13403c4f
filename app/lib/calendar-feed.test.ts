import { describe, expect, it } from "vitest";
import { googleCalendarUrl, industryFeedPath, webcalUrl } from "./calendar-feed";

describe("feed links", () => {
  it("subscribe by webcal: and through Google Calendar's add-by-URL page", () => {
    const url = "https://expolink.example/en/calendar/food-beverage.ics";
    expect(webcalUrl(url)).toBe("webcal://expolink.example/en/calendar/food-beverage.ics");
    expect(webcalUrl("http://127.0.0.1:8787/calendar/x.ics")).toBe("webcal://127.0.0.1:8787/calendar/x.ics");
    expect(googleCalendarUrl(url)).toBe("https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Fexpolink.example%2Fen%2Fcalendar%2Ffood-beverage.ics");
    expect(industryFeedPath("food-beverage")).toBe("/calendar/food-beverage.ics");
  });
});
