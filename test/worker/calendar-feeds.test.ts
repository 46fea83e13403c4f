import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bangkokToday } from "../../app/lib/dates";
import { masterData } from "../../seed/data/master-data";
import { seedData } from "../../seed/index";
import { parseCalendar } from "../rules/ical-strict";
import { api, bearer, jsonInit } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { get, seedContent } from "./seeded";

beforeAll(seedContent);

type Sector = { value: string; th: string; en: string; group: string };
const industries = ((masterData[0] as unknown as { sectors: Sector[] }).sectors ?? []).filter((s) => s.group === "industry");
const today = bangkokToday();
const seededShows = (seedData["trade-shows"] ?? []) as { id: number; name: string; name_en: string; industry: string; start_date: string; end_date: string }[];

async function feed(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  return { response, calendar: parseCalendar(await response.text()) };
}

describe("industry calendar feeds", () => {
  it("every industry's feed parses strictly in both languages and holds only what has not ended", async () => {
    expect(industries.length).toBeGreaterThan(10);
    let events = 0;
    for (const industry of industries) {
      const th = (await feed(`/calendar/${industry.value}.ics`)).calendar;
      const en = (await feed(`/en/calendar/${industry.value}.ics`)).calendar;
      expect(th.method).toBe("PUBLISH");
      expect(th.name).toContain(industry.th);
      expect(en.name).toContain(industry.en);
      expect(en.events.map((e) => e.uid)).toEqual(th.events.map((e) => e.uid));
      for (const event of th.events) expect(event.end > today, `${event.summary} ended`).toBe(true);
      events += th.events.length;
    }
    expect(events).toBeGreaterThan(20);
  });

  it("names shows in the feed's language, with Buddhist-era years in the Thai descriptions and Gregorian DTSTART", async () => {
    const show = seededShows.find((s) => s.industry === "food-beverage" && s.end_date >= today)!;
    const th = (await feed("/calendar/food-beverage.ics")).calendar.events.find((e) => e.uid.startsWith(`trade-show-${show.id}@`))!;
    const en = (await feed("/en/calendar/food-beverage.ics")).calendar.events.find((e) => e.uid.startsWith(`trade-show-${show.id}@`))!;
    expect(th.summary).toBe(show.name);
    expect(en.summary).toBe(show.name_en);
    expect(th.start).toBe(show.start_date);
    const year = Number(show.end_date.slice(0, 4));
    expect(th.description).toContain(String(year + 543));
    expect(th.description).not.toContain(String(year));
    expect(en.description).toContain(String(year));
    expect(en.url).toMatch(/^http:\/\/127\.0\.0\.1:8787\/en\/(thai|international)-trade-show-details\//);
  });

  it("marks a postponed show tentative and a cancelled one cancelled, so subscribed calendars follow", async () => {
    const upcoming = seededShows.filter((s) => s.end_date >= today && s.industry === "logistics");
    const [postponed, cancelled] = upcoming as [(typeof seededShows)[number], (typeof seededShows)[number]];
    await api(`/api/trade-shows/${postponed.id}`, jsonInit("PUT", { data: { event_status: "postponed" } }, bearer(env.CONTENT_API_TOKEN)));
    await api(`/api/trade-shows/${cancelled.id}`, jsonInit("PUT", { data: { event_status: "cancelled" } }, bearer(env.CONTENT_API_TOKEN)));
    const events = (await feed("/en/calendar/logistics.ics")).calendar.events;
    expect(events.find((e) => e.uid.startsWith(`trade-show-${postponed.id}@`))?.status).toBe("TENTATIVE");
    expect(events.find((e) => e.uid.startsWith(`trade-show-${cancelled.id}@`))?.status).toBe("CANCELLED");
  });

  it("answers 404 for an industry that is not in the master data, or a name that is not a feed", async () => {
    for (const path of ["/calendar/no-such-industry.ics", "/en/calendar/no-such-industry.ics", "/calendar/food-beverage.txt", "/calendar/food-beverage"]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("is cached at the edge like a page, and a content change renews it", async () => {
    const path = "/en/calendar/gems-jewellery.ics";
    // The copy is stored after the answer (waitUntil), and a write a moment ago may still be settling its token.
    await expect.poll(async () => (await get(path)).headers.get("x-page-cache"), { timeout: 5000 }).toBe("HIT");
    const show = seededShows.find((s) => s.industry === "gems-jewellery" && s.end_date >= today)!;
    await api(`/api/trade-shows/${show.id}`, jsonInit("PUT", { data: { name_en: "Gems Fair, renamed" } }, bearer(env.CONTENT_API_TOKEN)));
    const after = await get(path);
    expect(after.headers.get("x-page-cache")).not.toBe("HIT");
    expect(parseCalendar(await after.text()).events.map((e) => e.summary)).toContain("Gems Fair, renamed");
  });

  it("is linked from a show list with an industry chosen, by webcal: and Google Calendar, in the page's language", async () => {
    const th = (await send("/thai-trade-show-lists?industry=food-beverage")).html;
    expect(th).toContain('href="webcal://127.0.0.1:8787/calendar/food-beverage.ics"');
    expect(th).toContain("https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2F127.0.0.1%3A8787%2Fcalendar%2Ffood-beverage.ics");
    expect(th).toContain("เพิ่มลงใน Google Calendar");
    const en = (await send("/en/international-trade-show-lists?industry=food-beverage")).html;
    expect(en).toContain('href="webcal://127.0.0.1:8787/en/calendar/food-beverage.ics"');
    expect(en).toContain("Add to Google Calendar");
    expect((await send("/thai-trade-show-lists")).html).not.toContain("webcal:");
  });
});

describe("a member's private feed of saved items", () => {
  it("is made on /profile, lists the saved shows, is never cached, and a renewal turns the old URL into a 404 at once", async () => {
    const member = await signedInMember("feed-keeper");
    const show = seededShows.find((s) => s.end_date >= today)!;
    const saved = await api("/api/bookmarks", jsonInit("POST", { data: { collection: "trade-shows", item_id: show.id } }, bearer(member.jwt)));
    expect(saved.status).toBe(200);
    // Another member's saved show stays out of this member's feed.
    const other = await signedInMember("feed-neighbour");
    const theirs = seededShows.find((s) => s.end_date >= today && s.id !== show.id)!;
    expect((await api("/api/bookmarks", jsonInit("POST", { data: { collection: "trade-shows", item_id: theirs.id } }, bearer(other.jwt)))).status).toBe(200);

    const profile = await send("/profile", { cookie: member.cookie });
    expect(profile.html).toContain("สร้างลิงก์ปฏิทิน");
    const made = await send("/profile", { cookie: member.cookie, form: { intent: "calendar-feed" } });
    const first = /http:\/\/127\.0\.0\.1:8787(\/calendar\/saved\/[0-9a-f]{48}\.ics)/.exec(made.html)?.[1];
    expect(first).toBeDefined();
    // Only a hash of the secret is kept.
    const stored = await env.DB.prepare("SELECT token_hash FROM calendar_feed_tokens WHERE user_id = ?").bind(member.id).first<{ token_hash: string }>();
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toContain(stored!.token_hash);

    const { response, calendar } = await feed(first!);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(calendar.events.map((e) => e.summary)).toEqual([show.name]);
    expect((await get(first!)).headers.get("x-page-cache")).not.toBe("HIT");
    expect((await feed(`/en${first}`)).calendar.events.map((e) => e.summary)).toEqual([show.name_en]);

    expect((await send("/profile", { cookie: member.cookie })).html).toContain("สร้างลิงก์ใหม่");
    const renewed = await send("/profile", { cookie: member.cookie, form: { intent: "calendar-feed" } });
    const second = /http:\/\/127\.0\.0\.1:8787(\/calendar\/saved\/[0-9a-f]{48}\.ics)/.exec(renewed.html)?.[1];
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await get(first!)).status).toBe(404);
    expect((await feed(second!)).calendar.events).toHaveLength(1);
    expect((await get("/calendar/saved/0123456789abcdef0123456789abcdef0123456789abcdef.ics")).status).toBe(404);
  });
});
