import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { remindSavedShows } from "../../workers/jobs/show-reminders";
import { sendFollowDigests } from "../../workers/jobs/follow-digest";
import type { ContentEnv } from "../../workers/content/env";
import { api, bearer, insertFixtures } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";

// Members sign in with full-strength password hashes: that takes a while in workerd.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** The cron's env without the queue: mail lands in the outbox at once, and nothing downstream drops a repeat. */
const direct = { ...env, MAIL_QUEUE: undefined } as unknown as ContentEnv;
const bangkok = (clock: string) => new Date(`${clock}+07:00`);

interface Outbox {
  to_address: string;
  subject: string;
  text_body: string;
  attachments: string | null;
}
const mailsOf = async (kind: string) =>
  (await env.DB.prepare("SELECT to_address, subject, text_body, attachments FROM mail_outbox WHERE kind = ? ORDER BY id").bind(kind).all<Outbox>()).results;
const mailsTo = async (kind: string, to: string) => (await mailsOf(kind)).filter((m) => m.to_address === to);

let thai: { id: number; cookie: string };
let english: { id: number; cookie: string };

beforeAll(async () => {
  await insertFixtures();
  // Monday 8 March 2027 is the clock's first day: shows 7 days ahead, tomorrow and last week; an event 7 days ahead.
  await env.DB.batch(
    [
      `INSERT INTO trade_shows (id, name, name_en, slug, start_date, end_date, venue_id, organizer_id, industry, scope, published_at) VALUES
        (20, 'งานเครื่องจักร, อะไหล่; และเครื่องมือ', 'Machinery, Parts; Tools', 'reminder-week', '2027-03-15', '2027-03-18', 1, 1, 'food', 'thai', '2026-01-01T00:00:00.000Z'),
        (21, 'งานพรุ่งนี้', 'Tomorrow Fair', 'reminder-tomorrow', '2027-03-09', '2027-03-10', 2, NULL, 'home', 'international', '2026-01-01T00:00:00.000Z'),
        (22, 'งานที่ผ่านไปแล้ว', 'Last Week Fair', 'reminder-past', '2027-03-01', '2027-03-03', 1, NULL, 'home', 'thai', '2026-01-01T00:00:00.000Z')`,
      `INSERT INTO thai_events (id, name, name_en, slug, start_date, end_date, venue_name, city, published_at) VALUES
        (30, 'เทศกาลดอกไม้', 'Flower Festival', 'flower-festival', '2027-03-15', '2027-03-15', 'สวนหลวง ร.9', 'กรุงเทพฯ', '2026-01-01T00:00:00.000Z')`,
    ].map((statement) => env.DB.prepare(statement)),
  );
  // The fixtures' provinces are bare names; the list pages need master data's choices.
  await env.DB.prepare("UPDATE master_data_app SET sectors = ?, provinces = '[]' WHERE id = 1")
    .bind(JSON.stringify([{ value: "jewelry", th: "อัญมณีและเครื่องประดับ", en: "Gems and jewelry", group: "industry" }]))
    .run();
  thai = await signedInMember("reminded-thai");
  english = await signedInMember("reminded-english");
  await env.DB.prepare("UPDATE up_users SET locale = 'en' WHERE id = ?").bind(english.id).run();
  const save = (member: { id: number }, collection: string, id: number) =>
    env.DB.prepare("INSERT INTO bookmarks (user_id, collection, item_id) VALUES (?, ?, ?)").bind(member.id, collection, id);
  await env.DB.batch([
    save(thai, "trade-shows", 20),
    save(thai, "trade-shows", 21),
    save(thai, "trade-shows", 22),
    save(thai, "thai-events", 30),
    save(thai, "venues", 1),
    save(english, "trade-shows", 20),
  ]);
});

describe("reminders of saved shows", () => {
  it("mails 7 days and 1 day before a show opens, once however often the cron runs, in the member's language", async () => {
    // Early on the Monday: nothing yet.
    await remindSavedShows(direct, bangkok("2027-03-08T07:45:00"));
    expect(await mailsOf("show-reminder")).toEqual([]);

    // Two runs at once (a slow run overlapping the next) and one later: each reminder goes once.
    await Promise.all([remindSavedShows(direct, bangkok("2027-03-08T08:00:00")), remindSavedShows(direct, bangkok("2027-03-08T08:00:00"))]);
    await remindSavedShows(direct, bangkok("2027-03-08T08:15:00"));
    const toThai = await mailsTo("show-reminder", "reminded-thai@example.com");
    expect(toThai.map((m) => m.subject).sort()).toEqual([
      "เตือนความจำ: งานพรุ่งนี้ เริ่มพรุ่งนี้ (9–10 มีนาคม 2570)",
      "เตือนความจำ: งานเครื่องจักร, อะไหล่; และเครื่องมือ เริ่มอีก 7 วัน (15–18 มีนาคม 2570)",
      "เตือนความจำ: เทศกาลดอกไม้ เริ่มอีก 7 วัน (15 มีนาคม 2570)",
    ]);
    const week = toThai.find((m) => m.subject.includes("อีก 7 วัน") && m.subject.includes("เครื่องจักร"))!;
    expect(week.text_body).toContain("สถานที่: อิมแพ็ค เมืองทองธานี");
    expect(week.text_body).toContain("https://www.google.com/maps/search/?api=1&query=");
    expect(week.text_body).toContain("/thai-trade-show-details/reminder-week");

    const [file] = JSON.parse(week.attachments!) as { filename: string; contentType: string; content: string }[];
    expect(file!.filename).toBe("reminder-week.ics");
    expect(file!.contentType).toMatch(/^text\/calendar/);
    const ics = file!.content.replace(/\r\n /g, "");
    expect(ics).toContain("DTSTART;VALUE=DATE:20270315\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20270319\r\n");
    expect(ics).toContain("UID:trade-show-20@expolink\r\n");
    expect(ics).toContain("SUMMARY:งานเครื่องจักร\\, อะไหล่\\; และเครื่องมือ\r\n");

    // The development mailbox offers the calendar file for download.
    expect((await send("/dev/mailbox")).html).toContain('download="reminder-week.ics"');

    const [toEnglish] = await mailsTo("show-reminder", "reminded-english@example.com");
    expect(toEnglish!.subject).toBe("Reminder: Machinery, Parts; Tools opens in 7 days (15–18 March 2027)");
    expect(toEnglish!.text_body).toContain("Venue: IMPACT Muang Thong Thani");
    expect(toEnglish!.text_body).toContain("/en/thai-trade-show-details/reminder-week");
    expect(await mailsTo("show-reminder", "reminded-english@example.com")).toHaveLength(1);

    // The day before it opens: the 1-day reminder, to both, once.
    await Promise.all([remindSavedShows(direct, bangkok("2027-03-14T09:00:00")), remindSavedShows(direct, bangkok("2027-03-14T09:00:00"))]);
    expect((await mailsTo("show-reminder", "reminded-english@example.com")).map((m) => m.subject)).toEqual([
      "Reminder: Machinery, Parts; Tools opens in 7 days (15–18 March 2027)",
      "Reminder: Machinery, Parts; Tools opens tomorrow (15–18 March 2027)",
    ]);
    expect((await mailsTo("show-reminder", "reminded-thai@example.com")).filter((m) => m.subject.includes("เครื่องจักร"))).toHaveLength(2);

    // Open or over: nothing more, and never a word about the show that was already over.
    await remindSavedShows(direct, bangkok("2027-03-15T09:00:00"));
    expect(await mailsOf("show-reminder")).toHaveLength(7);
    expect((await mailsOf("show-reminder")).some((m) => m.subject.includes("งานที่ผ่านไปแล้ว"))).toBe(false);
  });
});

describe("the weekly digest of what a member follows", () => {
  it("lists shows published since the last digest, once a week, only when there is something new", async () => {
    const follower = await signedInMember("digest-follower");
    const idle = await signedInMember("digest-idle");
    // Following is done through the page like the buttons do, before the week of Monday 22 March 2027 begins.
    for (const [member, kind, item] of [
      [follower, "industry", "jewelry"],
      [follower, "organizer", "2"],
      [idle, "venue", "3"],
    ] as const) {
      const followed = await send("/bookmark", { form: { intent: "follow", kind, item, returnTo: "/bookmark" }, cookie: member.cookie });
      expect(followed.status).toBe(303);
    }
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM follows").first<{ n: number }>())?.n).toBe(3);
    await env.DB.prepare("UPDATE follows SET created_at = '2027-03-01T00:00:00.000Z' WHERE user_id IN (?, ?)").bind(follower.id, idle.id).run();
    // Jewelry shows: one listed in the week before (new), one long known; organizer 2's show of the fixtures is known.
    await env.DB.prepare(
      `INSERT INTO trade_shows (id, name, name_en, slug, start_date, end_date, venue_id, organizer_id, industry, scope, published_at) VALUES
        (40, 'งานอัญมณีใหม่', 'New Gems Fair', 'new-gems', '2027-06-01', '2027-06-03', 2, NULL, 'jewelry', 'thai', '2027-03-18T03:00:00.000Z'),
        (41, 'งานอัญมณีเก่า', 'Old Gems Fair', 'old-gems', '2027-07-01', '2027-07-03', 2, NULL, 'jewelry', 'thai', '2026-06-01T00:00:00.000Z')`,
    ).run();

    await Promise.all([sendFollowDigests(direct, bangkok("2027-03-22T08:00:00")), sendFollowDigests(direct, bangkok("2027-03-22T08:00:00"))]);
    await sendFollowDigests(direct, bangkok("2027-03-22T08:15:00"));
    const first = await mailsTo("follow-digest", "digest-follower@example.com");
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe("ใหม่ใน ExpoLink สัปดาห์นี้: 1 งานในสิ่งที่คุณติดตาม");
    expect(first[0]!.text_body).toContain("งานอัญมณีใหม่");
    expect(first[0]!.text_body).toContain("1–3 มิถุนายน 2570");
    expect(first[0]!.text_body).not.toContain("งานอัญมณีเก่า");
    // Nothing new at the venue the other member follows: no mail at all.
    expect(await mailsTo("follow-digest", "digest-idle@example.com")).toEqual([]);

    // The next week: nothing published since, so no digest; the week after, only what is new since the last one.
    await sendFollowDigests(direct, bangkok("2027-03-29T09:00:00"));
    expect(await mailsTo("follow-digest", "digest-follower@example.com")).toHaveLength(1);
    await env.DB.prepare(
      `INSERT INTO trade_shows (id, name, name_en, slug, start_date, end_date, venue_id, organizer_id, industry, scope, published_at) VALUES
        (42, 'งานของผู้จัดที่ติดตาม', 'Followed Organizer Fair', 'followed-organizer', '2027-08-01', '2027-08-02', 1, 2, 'food', 'thai', '2027-04-01T00:00:00.000Z')`,
    ).run();
    await sendFollowDigests(direct, bangkok("2027-04-05T08:30:00"));
    const second = (await mailsTo("follow-digest", "digest-follower@example.com"))[1]!;
    expect(second.text_body).toContain("งานของผู้จัดที่ติดตาม");
    expect(second.text_body).not.toContain("งานอัญมณีใหม่");
  });

  it("keeps each member's follows to themselves, on /bookmark and in the content API", async () => {
    const one = await signedInMember("follows-one");
    const other = await signedInMember("follows-other");
    const followed = await send("/bookmark", { form: { intent: "follow", kind: "organizer", item: "2", returnTo: "/organizer-show-details/ncc" }, cookie: one.cookie });
    expect(followed.location).toBe("/organizer-show-details/ncc");
    expect((await send("/bookmark", { cookie: one.cookie })).html).toContain("เอ็น.ซี.ซี.");
    expect((await send("/bookmark", { cookie: other.cookie })).html).not.toContain("เอ็น.ซี.ซี.");
    const theirs = await api("/api/follows", { headers: bearer(other.jwt) });
    expect(theirs.body.data).toEqual([]);
    // Unfollowing from /bookmark without scripts: a plain form post, back to the list.
    const unfollowed = await send("/bookmark", { form: { intent: "unfollow", kind: "organizer", item: "2", returnTo: "/bookmark" }, cookie: one.cookie });
    expect(unfollowed.location).toBe("/bookmark");
    expect((await send("/bookmark", { cookie: one.cookie })).html).not.toContain("เอ็น.ซี.ซี.");
  });

  it("sends a visitor who is not signed in to sign in, and back", async () => {
    const anonymous = await send("/en/bookmark", { form: { intent: "follow", kind: "venue", item: "1", returnTo: "/en/venue-show-details/impact" } });
    expect(anonymous.location).toBe(`/en/login?${new URLSearchParams({ redirectTo: "/en/venue-show-details/impact" })}`);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM follows WHERE kind = 'venue' AND item = '1'").first<{ n: number }>()).toEqual({ n: 0 });
  });
});

describe("following an industry from the trade show list", () => {
  it("offers a visitor a sign-in link back to the list, and a member the button in its pressed state once followed", async () => {
    const list = "/thai-trade-show-lists?industry=jewelry";
    const anonymous = await send(list);
    expect(anonymous.status).toBe(200);
    expect(anonymous.html).toContain(`href="/login?${new URLSearchParams({ redirectTo: list }).toString().replaceAll("&", "&amp;")}"`);
    const member = await signedInMember("industry-follower");
    expect((await send(list, { cookie: member.cookie })).html).toMatch(/aria-pressed="false"[^>]*>ติดตาม</);
    await send("/bookmark", { form: { intent: "follow", kind: "industry", item: "jewelry", returnTo: list }, cookie: member.cookie });
    expect((await send(list, { cookie: member.cookie })).html).toMatch(/aria-pressed="true"[^>]*>กำลังติดตาม · เลิกติดตาม</);
    // An industry master data does not list is not followed.
    await send("/bookmark", { form: { intent: "follow", kind: "industry", item: "no-such-industry", returnTo: list }, cookie: member.cookie });
    expect(await env.DB.prepare("SELECT item FROM follows WHERE user_id = ?").bind(member.id).all()).toMatchObject({ results: [{ item: "jewelry" }] });
  });
});
