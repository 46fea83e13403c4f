import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signRequestLink, verifyRequestLink } from "../../app/lib/request-link";
import { teamAddress } from "../../workers/mail/team-mail";
import { answerRecaptcha, API_TOKEN, api, bearer, jsonInit, lastMail, lastMailId } from "./content-fixtures";
import { type FormFields, send, signedInMember } from "./member-pages";
import { seedContent } from "./seeded";
import { daysFromToday } from "../calendar";

// Members sign in with full-strength password hashes: that takes a while in workerd.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const get = (path: string, cookie?: string | null) => send(path, { cookie: cookie ?? null });
const post = (path: string, form: FormFields, cookie?: string | null) => send(path, { form, cookie: cookie ?? null });
const future = daysFromToday;

const venueRequest = (overrides: Record<string, string> = {}) => ({
  event_name: "งานแสดงเครื่องจักรการเกษตร",
  start_date: future(90),
  end_date: future(92),
  contact_name: "สมชาย ใจดี",
  company_name: "บริษัท เกษตรไทย จำกัด",
  email: "somchai@example.com",
  phone: "081 234 5678",
  submission_key: crypto.randomUUID(),
  "g-recaptcha-response": "human",
  ...overrides,
});

interface Venue {
  id: number;
  slug: string;
  name: string;
  name_en: string;
}

let bitec: Venue;
let noAddress: Venue;
let owned: Venue;
let asker: { cookie: string; id: number; jwt: string };

const deliveryOf = (id: number) =>
  env.DB.prepare("SELECT * FROM request_deliveries WHERE collection = 'quotation-venues' AND request_id = ?").bind(id).first<Record<string, unknown>>();
const requestRow = (id: number) =>
  env.DB.prepare("SELECT quotation_status AS s, answer, read_at, answered_at FROM quotation_venues WHERE id = ?").bind(id).first<Record<string, unknown>>();

/** Sends a venue request through the page and returns its id and the completed page. */
async function requestTo(venue: Venue, overrides: Record<string, string> = {}) {
  const sent = await post(`/quotation-venue?venue=${venue.slug}`, venueRequest(overrides), asker.cookie);
  expect(sent.status).toBe(303);
  const id = Number(new URL(sent.location!, "http://example.com").searchParams.get("id"));
  return { id, completed: await get(sent.location!, asker.cookie) };
}

/** The signed link in a mail, as a path on this site. */
function linkIn(text: string, english = false): string {
  const links = text.match(/https?:\/\/\S+quotation-reply\?token=\S+/g) ?? [];
  const link = links.find((l) => new URL(l).pathname.startsWith("/en/") === english);
  if (!link) throw new Error("no answer link in the mail");
  const url = new URL(link);
  return url.pathname + url.search;
}

beforeAll(async () => {
  answerRecaptcha(vi);
  await seedContent();
  const venue = (where: string) => env.DB.prepare(`SELECT id, slug, name, name_en FROM venues WHERE ${where} ORDER BY id LIMIT 1`).first<Venue>();
  bitec = (await venue("contactor LIKE '%sales@bitec.example.com%'"))!;
  noAddress = (await venue(`id NOT IN (${bitec.id}) AND id > 1`))!;
  owned = (await venue(`id NOT IN (${bitec.id}, ${noAddress.id})`))!;
  await env.DB.prepare("DELETE FROM venues_owners_links WHERE venue_id IN (?, ?)").bind(bitec.id, noAddress.id).run();
  expect((await api(`/api/venues/${noAddress.id}`, jsonInit("PUT", { data: { contactor: { phone: "02-000-0000" } } }, bearer(API_TOKEN)))).status).toBe(200);
  const owner = await signedInMember("delivery-owner", "venue");
  expect((await api(`/api/venues/${owned.id}`, jsonInit("PUT", { data: { owners: [owner.id] } }, bearer(API_TOKEN)))).status).toBe(200);
  asker = await signedInMember("delivery-asker");
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM auth_rate_limits").run();
});

describe("who a new request is delivered to", () => {
  it("mails a listing nobody runs at its published address, in Thai with the English below, and the completed page names it", async () => {
    const mailsBefore = await lastMailId();
    const { id, completed } = await requestTo(bitec);
    expect(await deliveryOf(id)).toMatchObject({ channel: "listing-contact", address: "sales@bitec.example.com", mailed: 1 });
    const mail = await lastMail("quotation-received-contact", mailsBefore);
    expect(mail.to_address).toBe("sales@bitec.example.com");
    expect(mail.reply_to).toBe("somchai@example.com");
    expect(mail.text_body.indexOf(`เรียน ${bitec.name}`)).toBeLessThan(mail.text_body.indexOf(`Dear ${bitec.name_en},`));
    expect(mail.text_body).toContain("งานแสดงเครื่องจักรการเกษตร");
    expect(linkIn(mail.text_body)).toMatch(/^\/quotation-reply\?token=/);
    expect(linkIn(mail.text_body, true)).toMatch(/^\/en\/quotation-reply\?token=/);
    expect(mail.text_body).toContain(`/venue-show-details/${bitec.slug}`);
    expect(completed.status).toBe(200);
    expect(completed.html).toContain(`เราส่งอีเมลถึง ${bitec.name} ที่ sales@bitec.example.com แล้ว`);
    expect(completed.html).not.toContain("แจ้งบริษัททางอีเมล");
  });

  it("sends it to the site team when the listing publishes no address, and the page says the team will forward it", async () => {
    const mailsBefore = await lastMailId();
    const { id, completed } = await requestTo(noAddress);
    expect(await deliveryOf(id)).toMatchObject({ channel: "site-team", address: null, mailed: 1 });
    const mail = await lastMail("quotation-for-team", mailsBefore);
    expect(mail.to_address).toBe(teamAddress(env));
    expect(mail.text_body).toContain("please forward this mail to the company");
    expect(linkIn(mail.text_body)).toMatch(/^\/quotation-reply\?token=/);
    expect(completed.html).toContain("ทีมงานจะส่งต่อให้บริษัท");
    const english = await get(`/en/quotation-completed?kind=venue&id=${id}`, asker.cookie);
    expect(english.html).toContain("so your request went to our team, who will forward it to the company");
  });

  it("leaves a listing with owners to its inbox and mails no link", async () => {
    const mailsBefore = await lastMailId();
    const { id, completed } = await requestTo(owned);
    expect(await deliveryOf(id)).toMatchObject({ channel: "owners", address: null, mailed: null, link_id: null });
    expect((await lastMail("quotation-received", mailsBefore)).subject).toContain("คำขอใบเสนอราคาใหม่");
    const links = await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE id > ? AND kind IN ('quotation-received-contact', 'quotation-for-team')").bind(mailsBefore).first<{ n: number }>();
    expect(links?.n).toBe(0);
    expect(completed.html).toContain(`คำขออยู่ในกล่องคำขอของ ${owned.name} บน ExpoLink แล้ว`);
  });

  it("keeps line breaks a member typed out of the mail's subject", async () => {
    const mailsBefore = await lastMailId();
    const created = await api(
      "/api/quotation-venues",
      jsonInit(
        "POST",
        { data: { venue: bitec.id, ...venueRequest({ event_name: "Expo\r\nBcc: victim@example.com" }), submission_key: undefined, "g-recaptcha-response": undefined } },
        bearer(asker.jwt),
      ),
    );
    expect(created.status).toBe(200);
    const mail = await lastMail("quotation-received-contact", mailsBefore);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain("Expo Bcc: victim@example.com");
  });
});

describe("the signed link", () => {
  it("shows the request, keeps an empty answer out with the error beside the field, then answers it, mails the requester and invites a claim", async () => {
    const mailsBefore = await lastMailId();
    const { id } = await requestTo(bitec);
    const link = linkIn((await lastMail("quotation-received-contact", mailsBefore)).text_body);

    const opened = await get(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("private, no-store");
    expect(opened.html).toContain("noindex");
    expect(opened.html).toContain("งานแสดงเครื่องจักรการเกษตร");
    expect(opened.html).toContain("somchai@example.com");
    expect(opened.html).toContain("คำตอบถึงผู้ขอ");

    const empty = await post(link, { answer: "   " });
    expect(empty.status).toBe(400);
    expect(empty.html).toMatch(/id="reply-answer-error"[^>]*>กรุณาเขียนคำตอบก่อนส่ง/);
    expect((await requestRow(id))?.s).toBe("sent");

    const answerMailsBefore = await lastMailId();
    const answered = await post(link, { answer: "ฮอลล์ 98 ว่าง ราคา 1,200,000 บาท" });
    expect(answered.status).toBe(303);
    expect(answered.location).toBe(`${link}&done=answered`);
    const row = await requestRow(id);
    expect(row).toMatchObject({ s: "answered", answer: "ฮอลล์ 98 ว่าง ราคา 1,200,000 บาท" });
    expect(row?.answered_at).not.toBeNull();
    expect(row?.read_at).not.toBeNull();
    const toAsker = await lastMail("quotation-answered", answerMailsBefore);
    expect(toAsker.to_address).toBe("delivery-asker@example.com");
    expect(toAsker.text_body).toContain("ฮอลล์ 98 ว่าง ราคา 1,200,000 บาท");

    const done = await get(answered.location!);
    expect(done.html).toContain("ส่งคำตอบแล้ว ผู้ขอจะได้รับอีเมลแจ้ง");
    expect(done.html).toContain("รับคำขอครั้งต่อไปในกล่องคำขอของบริษัท");
    expect(done.html).toContain(`/venue-show-details/${bitec.slug}#claim-title`);
    expect(done.html).not.toContain('name="answer"');

    // Forward moves only: an answered request takes no second, different answer.
    const again = await post(link, { answer: "Changed my mind" });
    expect(again.status).toBe(400);
    expect((await requestRow(id))?.answer).toBe("ฮอลล์ 98 ว่าง ราคา 1,200,000 บาท");
  });

  it("works in English with the English link, errors in English", async () => {
    const mailsBefore = await lastMailId();
    await requestTo(bitec);
    const link = linkIn((await lastMail("quotation-received-contact", mailsBefore)).text_body, true);
    const empty = await post(link, { answer: "" });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('<html lang="en"');
    expect(empty.html).toContain("Please write an answer before sending.");
    const answered = await post(link, { answer: "Hall 98 is free on those days." });
    expect(answered.status).toBe(303);
    expect((await get(answered.location!)).html).toContain("Get the next requests in your company&#x27;s inbox");
  });

  it("refuses to answer a withdrawn request", async () => {
    const mailsBefore = await lastMailId();
    const { id } = await requestTo(bitec);
    const link = linkIn((await lastMail("quotation-received-contact", mailsBefore)).text_body);
    expect((await post("/my-quotation", { kind: "venue", id: String(id) }, asker.cookie)).status).toBe(303);
    const page = await get(link);
    expect(page.html).toContain("ผู้ขอถอนคำขอนี้แล้ว");
    const refused = await post(link, { answer: "ยังสนใจอยู่ไหมครับ" });
    expect(refused.status).toBe(400);
    expect((await requestRow(id))?.s).toBe("withdrawn");
  });

  it("says clearly when the link is missing, expired, revoked or tampered with, never a server error", async () => {
    const mailsBefore = await lastMailId();
    const { id } = await requestTo(bitec);
    const link = linkIn((await lastMail("quotation-received-contact", mailsBefore)).text_body);
    const token = new URL(link, "http://example.com").searchParams.get("token")!;
    const checked = await verifyRequestLink(env.JWT_SECRET, token);
    if (!checked.ok) throw new Error("the mailed link does not verify");

    const none = await get("/quotation-reply");
    expect(none.status).toBe(200);
    expect(none.html).toContain("เปิดหน้านี้จากลิงก์ในอีเมล");

    const old = await signRequestLink(env.JWT_SECRET, checked.claims, Date.now() - 31 * 86_400_000);
    const expired = await get(`/en/quotation-reply?token=${old}`);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain("This link has expired");

    const [head, , signature] = token.split(".");
    const forged = btoa(JSON.stringify({ col: "quotation-venues", rid: id - 1, lst: bitec.id, jti: checked.claims.linkId, exp: 4_000_000_000 })).replace(/=+$/, "");
    const tampered = await get(`/quotation-reply?token=${head}.${forged}.${signature}`);
    expect(tampered.status).toBe(404);
    expect(tampered.html).toContain("ลิงก์นี้ใช้ไม่ได้");

    const otherRequest = await signRequestLink(env.JWT_SECRET, { ...checked.claims, request: id - 1 });
    expect((await get(`/quotation-reply?token=${otherRequest}`)).status).toBe(404);

    await env.DB.prepare("UPDATE request_deliveries SET link_revoked_at = ? WHERE collection = 'quotation-venues' AND request_id = ?").bind(new Date().toISOString(), id).run();
    const revoked = await get(link);
    expect(revoked.status).toBe(410);
    expect(revoked.html).toContain("ลิงก์นี้ถูกยกเลิกแล้ว");
    expect((await post(link, { answer: "ตอบผ่านลิงก์ที่ถูกยกเลิก" })).status).toBe(410);
    expect((await requestRow(id))?.s).toBe("sent");
  });
});

describe("reminders for requests nobody opened (the cron, with a moved clock)", () => {
  /** An instant given as Bangkok wall-clock time. */
  const bangkok = (local: string) => new Date(`${local}+07:00`);
  const mailsOf = (kind: string, after: number) =>
    env.DB.prepare("SELECT to_address, subject, text_body FROM mail_outbox WHERE kind = ? AND id > ? ORDER BY id").bind(kind, after).all<{ to_address: string; subject: string; text_body: string }>().then((r) => r.results);
  const steps = (id: number) => env.DB.prepare("SELECT reminded_at, team_told_at FROM request_deliveries WHERE collection = 'quotation-venues' AND request_id = ?").bind(id).first<Record<string, string | null>>();

  it("reminds the receiver once after 2 working days, tells the team after 5, and leaves an opened request alone", async () => {
    const { remindUnopenedRequests } = await import("../../workers/jobs/request-reminders");
    const contact = (await requestTo(bitec, { event_name: "งานเตือนถึงอีเมลบริษัท" })).id;
    const team = (await requestTo(noAddress, { event_name: "งานเตือนถึงทีม" })).id;
    const owners = (await requestTo(owned, { event_name: "งานเตือนถึงเจ้าของ" })).id;
    const opened = (await requestTo(owned, { event_name: "งานที่เปิดอ่านแล้ว" })).id;
    // Sent on Friday 27 November 2026 at 16:30 in Bangkok; the one "opened" was read by its owner.
    await env.DB.prepare("UPDATE quotation_venues SET created_at = ? WHERE id IN (?, ?, ?, ?)").bind(bangkok("2026-11-27T16:30:00").toISOString(), contact, team, owners, opened).run();
    await env.DB.prepare("UPDATE quotation_venues SET quotation_status = 'read' WHERE id = ?").bind(opened).run();
    const before = await lastMailId();

    // Monday 16:30: one working day has passed.
    await remindUnopenedRequests(env, bangkok("2026-11-30T16:30:00"));
    for (const id of [contact, team, owners, opened]) expect(await steps(id)).toEqual({ reminded_at: null, team_told_at: null });

    // Tuesday 16:30: two working days. The receiver of each is reminded, once (other tests' requests are due too:
    // each mail is found by its event).
    await remindUnopenedRequests(env, bangkok("2026-12-01T16:30:00"));
    await remindUnopenedRequests(env, bangkok("2026-12-01T17:00:00"));
    const about = async (kind: string, event: string) => (await mailsOf(kind, before)).filter((m) => m.text_body.includes(event));
    await expect.poll(async () => (await about("quotation-reminder", "งานเตือนถึงเจ้าของ")).length, { timeout: 5000 }).toBe(1);
    await expect.poll(async () => (await about("quotation-reminder-contact", "งานเตือนถึงอีเมลบริษัท")).length, { timeout: 5000 }).toBe(1);
    await expect.poll(async () => (await about("quotation-reminder-team", "งานเตือนถึงทีม")).length, { timeout: 5000 }).toBe(1);
    const [toContact] = await about("quotation-reminder-contact", "งานเตือนถึงอีเมลบริษัท");
    expect(toContact!.to_address).toBe("sales@bitec.example.com");
    expect(toContact!.text_body).toMatch(/quotation-reply\?token=/);
    const [toOwner] = await about("quotation-reminder", "งานเตือนถึงเจ้าของ");
    expect(toOwner!.to_address).toBe("delivery-owner@example.com");
    expect(toOwner!.text_body).toContain(`/quotation-profile/venue?id=${owners}`);
    expect((await steps(opened))?.reminded_at).toBeNull();
    expect((await steps(contact))?.team_told_at).toBeNull();

    // Friday 4 December 16:30: five working days. The site team hears of each still unopened request.
    await remindUnopenedRequests(env, bangkok("2026-12-04T16:30:00"));
    const events = ["งานเตือนถึงอีเมลบริษัท", "งานเตือนถึงทีม", "งานเตือนถึงเจ้าของ"];
    const toldAbout = async () => (await mailsOf("quotation-unopened", before)).filter((m) => events.some((e) => m.text_body.includes(e)));
    await expect.poll(async () => (await toldAbout()).length, { timeout: 5000 }).toBe(3);
    const told = await toldAbout();
    expect(told.map((m) => m.to_address)).toEqual(Array(3).fill(teamAddress(env)));
    expect(told.map((m) => m.text_body).join("\n")).toContain("the listing's published address, sales@bitec.example.com");
    expect((await steps(opened))?.team_told_at).toBeNull();
    expect(await about("quotation-unopened", "งานที่เปิดอ่านแล้ว")).toEqual([]);

    // Each step went once: the second reminder run above made no second mail.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await about("quotation-reminder", "งานเตือนถึงเจ้าของ")).toHaveLength(1);
    expect(await about("quotation-reminder-contact", "งานเตือนถึงอีเมลบริษัท")).toHaveLength(1);
    expect(await about("quotation-reminder-team", "งานเตือนถึงทีม")).toHaveLength(1);
    expect(await toldAbout()).toHaveLength(3);
  });

  it("mails no reminder with a link the team revoked; the team still hears it went unopened", async () => {
    const { remindUnopenedRequests } = await import("../../workers/jobs/request-reminders");
    const { revokeLink } = await import("../../app/portal-store/request-deliveries.server");
    const id = (await requestTo(bitec, { event_name: "งานที่ลิงก์ถูกยกเลิก" })).id;
    await env.DB.prepare("UPDATE quotation_venues SET created_at = ? WHERE id = ?").bind(bangkok("2026-11-27T16:30:00").toISOString(), id).run();
    expect(await revokeLink(env.DB, "quotation-venues", id, new Date())).toMatchObject({ channel: "listing-contact", address: "sales@bitec.example.com" });
    const before = await lastMailId();
    await remindUnopenedRequests(env, bangkok("2026-12-04T16:30:00"));
    const about = async (kind: string) => (await mailsOf(kind, before)).filter((m) => m.text_body.includes("งานที่ลิงก์ถูกยกเลิก"));
    await expect.poll(async () => (await about("quotation-unopened")).length, { timeout: 5000 }).toBe(1);
    expect(await about("quotation-reminder-contact")).toEqual([]);
    expect((await steps(id))?.reminded_at).not.toBeNull();
  });
});
