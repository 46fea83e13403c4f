import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerRecaptcha, api, API_TOKEN, bearer, insertBoothFixtures, jsonInit, lastMail, lastMailId } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { seedContent, seededTitle } from "./seeded";
import { teamAddress } from "../../workers/mail/team-mail";

/**
 * Booth bookings as a conversation (workers/mail/booking-mails.ts): the organizer is told of each booking (or
 * the site team, when there is no organizer to tell), the exhibitor gets the reference and every status move of
 * the lead, the completed page says who was told and /my-quotation lists the member's own bookings with status
 * and the organizer's note.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

// Seed: organizer 1 (RX Tradex) runs Metalex 2027 (show 2, booth types 1-5). The fixture shows below belong to
// organizer 2 (contact address, nobody runs it), organizer 3 (neither) and no organizer.
const CONTACT_SHOW = 900;
const SILENT_SHOW = 910;
const ORPHAN_SHOW = 920;
/** A seeded show taking bookings whose organizer (DITP) nobody runs and that publishes no contact address. */
const THAIFEX = 4;
/** The site team's address in the Worker tests' env (workers/mail/team-mail.ts). */
const TEAM = teamAddress(env);

type Member = { cookie: string; id: number; jwt: string };
let organizer: Member;
let exhibitor: Member;
let otherExhibitor: Member;

beforeAll(async () => {
  answerRecaptcha(vi);
  await seedContent();
  await insertBoothFixtures(2, { shell: 901, corner: 902, island: 903 }, CONTACT_SHOW);
  await insertBoothFixtures(3, { shell: 911, corner: 912, island: 913 }, SILENT_SHOW);
  await insertBoothFixtures(3, { shell: 921, corner: 922, island: 923 }, ORPHAN_SHOW);
  await env.DB.prepare("UPDATE trade_shows SET organizer_id = NULL WHERE id = ?").bind(ORPHAN_SHOW).run();
  organizer = await signedInMember("mail-organizer", "organizer");
  exhibitor = await signedInMember("mail-exhibitor");
  otherExhibitor = await signedInMember("mail-other-exhibitor");
  await env.DB.prepare("UPDATE up_users SET locale = 'en', first_name = 'Ploy' WHERE id = ?").bind(organizer.id).run();
  const token = bearer(API_TOKEN);
  await api("/api/organizers/1", jsonInit("PUT", { data: { owners: [organizer.id] } }, token));
  await api("/api/organizers/2", jsonInit("PUT", { data: { owners: [], contactor: { email: "booth-desk@organizer-two.example", phone: "02 000 0000" } } }, token));
  await api("/api/organizers/3", jsonInit("PUT", { data: { owners: [], contactor: { phone: "02 111 1111" } } }, token));
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM auth_rate_limits").run();
});

async function book(member: Member, show: number, type: number, extra: Record<string, unknown> = {}): Promise<number> {
  const data = { trade_show: show, booth_type: type, booth_count: 2, company_name: "Siam Steel Co.", contact_name: "Somchai", email: "booking@siam-steel.example", phone: "0812345678", ...extra };
  const made = await api("/api/booth-reservations", jsonInit("POST", { data }, bearer(member.jwt)));
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.id as number;
}

const reference = (id: number) => `BR-${String(id).padStart(6, "0")}`;
const mailsAfter = async (id: number) => (await env.DB.prepare("SELECT * FROM mail_outbox WHERE id > ? ORDER BY id").bind(id).all<Record<string, string>>()).results;
const noticeOf = async (id: number) => (await env.DB.prepare("SELECT organizer_notice FROM booth_reservations WHERE id = ?").bind(id).first<{ organizer_notice: string }>())?.organizer_notice;
const page = async (id: number, prefix = "") => (await send(`${prefix}/booth-reservation-completed?reference=${id}`, { cookie: exhibitor.cookie })).html;
const leadOf = async (reservation: number) => (await env.DB.prepare("SELECT id FROM leads_from_reservations WHERE booth_reservation_id = ?").bind(reservation).first<{ id: number }>())!.id;

describe("a new booking", () => {
  it("mails each owner of the organizer listing in their language, and confirms the reference to the exhibitor in theirs", async () => {
    const before = await lastMailId();
    const id = await book(exhibitor, 2, 1, { locale: "th", message: "ขอบูธใกล้ทางเข้า" });
    const toOrganizer = await lastMail("booth-booking-received", before);
    expect(toOrganizer).toMatchObject({ to_address: "mail-organizer@example.com", reply_to: "booking@siam-steel.example" });
    expect(toOrganizer.subject).toBe(`New booth booking ${reference(id)}: ${seededTitle("trade-shows", "metalex-2027", "en")}`);
    expect(toOrganizer.text_body).toContain("Hello Ploy,");
    expect(toOrganizer.text_body).toContain("Siam Steel Co. would like to book 2 ×");
    expect(toOrganizer.text_body).toContain("ขอบูธใกล้ทางเข้า");
    expect(toOrganizer.text_body).toContain("/en/my-leads-from");
    const confirmation = await lastMail("booth-booking-confirmation", before);
    expect(confirmation.to_address).toBe("mail-exhibitor@example.com");
    expect(confirmation.subject).toContain(`ได้รับคำขอจองบูธ ${reference(id)}`);
    expect(confirmation.text_body).toContain("เราส่งคำขอถึง");
    expect(confirmation.text_body).toMatch(/\/my-quotation$/m);
    expect(await noticeOf(id)).toBe("owners");
  });

  it("goes to the organizer's contact address, in both languages, when nobody runs the listing", async () => {
    const before = await lastMailId();
    const id = await book(exhibitor, CONTACT_SHOW, 901, { locale: "en" });
    await lastMail("booth-booking-confirmation", before);
    const mails = await mailsAfter(before);
    const received = mails.filter((m) => m.kind === "booth-booking-received");
    expect(received.map((m) => m.to_address)).toEqual(["booth-desk@organizer-two.example"]);
    expect(received[0]!.text_body).toContain("ขอจองบูธมาตรฐาน จำนวน 2 บูธ");
    expect(received[0]!.text_body).toContain("Siam Steel Co. would like to book 2 × Shell scheme at Booth Test Fair");
    expect(received[0]!.text_body).toContain("/organizer-show-details/");
    const confirmation = mails.find((m) => m.kind === "booth-booking-confirmation")!;
    expect(confirmation.subject).toBe(`Booth booking ${reference(id)} received: Booth Test Fair`);
    expect(confirmation.text_body).toContain("We've sent it to the contact address of");
    expect(await noticeOf(id)).toBe("contact");
  });

  it("goes to the site team, in Thai with English below, when the organizer has neither owners nor a contact address", async () => {
    const before = await lastMailId();
    const id = await book(exhibitor, SILENT_SHOW, 911, { locale: "en", message: "Near the entrance, please" });
    const toTeam = await lastMail("booth-booking-for-team", before);
    expect(toTeam).toMatchObject({ to_address: TEAM, reply_to: "booking@siam-steel.example" });
    expect(toTeam.subject).toBe(`[จองบูธ ${reference(id)}] ส่งต่อให้ผู้จัดงาน งานจองบูธทดสอบ / Forward to the organizer: Booth Test Fair`);
    const [thai, english] = toTeam.text_body.split("\n----\n");
    expect(thai).toContain("ยังไม่มีผู้ดูแลบน ExpoLink และไม่มีอีเมลติดต่อ คำขอจึงส่งถึงทีมงาน กรุณาส่งต่อให้ผู้จัดงาน");
    expect(thai).toContain("Siam Steel Co. ขอจองบูธมาตรฐาน จำนวน 2 บูธ");
    expect(english).toContain("so the booking came to you: please forward it to the organizer.");
    expect(english).toContain("Phone: 0812345678");
    expect(english).toContain("Near the entrance, please");
    expect(english).toContain("/en/organizer-show-details/");
    const mails = await mailsAfter(before);
    expect(mails.filter((m) => m.kind === "booth-booking-received")).toEqual([]);
    const confirmation = mails.find((m) => m.kind === "booth-booking-confirmation")!;
    expect(confirmation.text_body).toContain("has no contact address on ExpoLink yet, so we've sent it to our team, who will forward it to the organizer.");
    expect(await noticeOf(id)).toBe("team");
  });

  it("goes to the site team when the show names no organizer, and the Thai confirmation says the team will forward it", async () => {
    const before = await lastMailId();
    const id = await book(exhibitor, ORPHAN_SHOW, 921, { locale: "th" });
    const toTeam = await lastMail("booth-booking-for-team", before);
    expect(toTeam.to_address).toBe(TEAM);
    expect(toTeam.text_body).toContain("งานนี้ยังไม่ระบุผู้จัดงานบน ExpoLink");
    expect(toTeam.text_body).toContain("The show names no organizer on ExpoLink");
    const confirmation = await lastMail("booth-booking-confirmation", before);
    expect(confirmation.text_body).toContain("เราจึงส่งคำขอให้ทีมงาน ทีมงานจะส่งต่อให้ผู้จัดงาน");
    expect(await noticeOf(id)).toBe("team");
  });

  it("keeps every subject on one line whatever a show's name holds", async () => {
    await api(`/api/trade-shows/${CONTACT_SHOW}`, jsonInit("PUT", { data: { name_en: "Fair\r\nBcc: victim@example.com" } }, bearer(API_TOKEN)));
    const before = await lastMailId();
    await book(exhibitor, CONTACT_SHOW, 901, { locale: "en" });
    await lastMail("booth-booking-confirmation", before);
    const mails = await mailsAfter(before);
    expect(mails.length).toBe(2);
    for (const mail of mails) expect(mail.subject).not.toMatch(/[\r\n]/);
    await api(`/api/trade-shows/${CONTACT_SHOW}`, jsonInit("PUT", { data: { name_en: "Booth Test Fair" } }, bearer(API_TOKEN)));
  });

  it("records who was told whatever the exhibitor claims", async () => {
    const id = await book(exhibitor, SILENT_SHOW, 911, { organizer_notice: "owners" });
    expect(await noticeOf(id)).toBe("team");
  });
});

describe("a lead's status move", () => {
  it("is mailed to the exhibitor in the language they booked in, with the organizer's note; a note alone is not", async () => {
    const id = await book(exhibitor, 2, 1, { locale: "en" });
    const lead = await leadOf(id);
    const before = await lastMailId();
    const moved = await api(`/api/leads-from-reservations/${lead}`, jsonInit("PUT", { data: { lead_status: "in-progress", note: "Hall 98, stand B12 is held for you." } }, bearer(organizer.jwt)));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const mail = await lastMail("booth-booking-status", before);
    expect(mail.to_address).toBe("mail-exhibitor@example.com");
    expect(mail.subject).toBe(`Your booth booking ${reference(id)} is now “In contact”`);
    expect(mail.text_body).toContain("Hall 98, stand B12 is held for you.");
    const afterMove = await lastMailId();
    await api(`/api/leads-from-reservations/${lead}`, jsonInit("PUT", { data: { note: "Stand B14 instead." } }, bearer(organizer.jwt)));
    expect(await mailsAfter(afterMove)).toEqual([]);
  });

  it("is the organizer's to make: the exhibitor cannot move their own lead", async () => {
    const lead = await leadOf(await book(exhibitor, 2, 1));
    const refused = await api(`/api/leads-from-reservations/${lead}`, jsonInit("PUT", { data: { lead_status: "closed" } }, bearer(exhibitor.jwt)));
    expect(refused.status).toBe(400);
  });
});

describe("the completed page", () => {
  it("says who was told, in the page's language", async () => {
    const toOwners = await book(exhibitor, 2, 1);
    const toContact = await book(exhibitor, CONTACT_SHOW, 901);
    const toTeam = await book(exhibitor, SILENT_SHOW, 911);
    const toTeamNoOrganizer = await book(exhibitor, ORPHAN_SHOW, 921);
    expect(await page(toOwners, "/en")).toContain("We&#x27;ve emailed your request to the people who run");
    expect(await page(toContact, "/en")).toContain("We&#x27;ve emailed your request to the contact address of");
    const team = await page(toTeam, "/en");
    expect(team).toContain("has no contact address on ExpoLink yet, so we&#x27;ve sent your request to our team, who will forward it to the organizer.");
    expect(team).toContain("mail-exhibitor@example.com");
    expect(await page(toTeamNoOrganizer, "/en")).toContain("This show&#x27;s organizer isn&#x27;t on ExpoLink yet, so we&#x27;ve sent your request to our team");
    expect(await page(toTeamNoOrganizer)).toContain("ผู้จัดงานของงานนี้ยังไม่อยู่บน ExpoLink เราจึงส่งคำขอของคุณให้ทีมงาน ทีมงานจะส่งต่อให้ผู้จัดงาน");
    expect(await page(toOwners)).toContain("เราส่งคำขอทางอีเมลถึงผู้ดูแล");
  });

  it("says the team will forward a booking at a seeded show whose organizer nobody runs and that has no address (THAIFEX 2027)", async () => {
    const type = await env.DB.prepare("SELECT id FROM booth_types WHERE trade_show_id = ? ORDER BY sort_order LIMIT 1").bind(THAIFEX).first<{ id: number }>();
    const before = await lastMailId();
    const id = await book(exhibitor, THAIFEX, type!.id, { booth_count: 1 });
    expect(await noticeOf(id)).toBe("team");
    expect((await lastMail("booth-booking-for-team", before)).subject).toContain(seededTitle("trade-shows", "thaifex-anuga-asia-2027", "en"));
    expect(await page(id)).toContain("ยังไม่มีอีเมลติดต่อบน ExpoLink เราจึงส่งคำขอของคุณให้ทีมงาน ทีมงานจะส่งต่อให้ผู้จัดงาน");
    expect(await page(id, "/en")).toContain("so we&#x27;ve sent your request to our team, who will forward it to the organizer.");
  });
});

describe("/my-quotation", () => {
  it("lists the member's own bookings with status and the organizer's note, and nobody else's", async () => {
    const mine = await book(exhibitor, 2, 1);
    const theirs = await book(otherExhibitor, 2, 1);
    await api(`/api/leads-from-reservations/${await leadOf(mine)}`, jsonInit("PUT", { data: { lead_status: "in-progress", note: "We will call you on Monday." } }, bearer(organizer.jwt)));
    const english = (await send("/en/my-quotation", { cookie: exhibitor.cookie })).html;
    expect(english).toContain(reference(mine));
    expect(english).not.toContain(reference(theirs));
    expect(english).toContain("In contact");
    expect(english).toContain("We will call you on Monday.");
    expect(english).toContain(seededTitle("trade-shows", "metalex-2027", "en"));
    const thai = (await send("/my-quotation", { cookie: exhibitor.cookie })).html;
    expect(thai).toContain("กำลังติดต่อ");
    expect(thai).toMatch(/\d{1,2} [ก-๙.]+ 25\d\d/);
    expect((await send("/en/my-quotation", { cookie: otherExhibitor.cookie })).html).not.toContain(reference(mine));
  });
});

describe("the organizer's leads page", () => {
  it("writes the status and the note for the exhibitor in one form", async () => {
    const id = await book(exhibitor, 2, 1);
    const lead = await leadOf(id);
    const before = await lastMailId();
    const saved = await send("/en/my-leads-from", { cookie: organizer.cookie, form: { lead: String(lead), lead_status: "replied", note: "Quotation sent by mail." } });
    expect(saved.status).toBe(303);
    const row = await env.DB.prepare("SELECT lead_status, note FROM leads_from_reservations WHERE id = ?").bind(lead).first();
    expect(row).toEqual({ lead_status: "replied", note: "Quotation sent by mail." });
    expect((await lastMail("booth-booking-status", before)).text_body).toContain("Quotation sent by mail.");
    expect((await send("/en/my-leads-from", { cookie: organizer.cookie })).html).toContain("Quotation sent by mail.");
  });
});
