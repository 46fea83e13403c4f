import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerRecaptcha, insertBoothFixtures, insertFixtures, lastMail, lastMailId } from "./content-fixtures";
import { formValues, runListing, send, signedInMember } from "./member-pages";

/**
 * Booking numbered booths through the pages, as a browser does it (docs/decisions/066): the plan's form holds the
 * picked booths and opens the booking form with them, the booking takes them, someone too late hears which booth
 * was taken in their language, and the organizer confirms on the leads page.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const SHOW = 62;
const SLUG = `booth-test-fair-${SHOW}`;
const TYPES = { shell: 621, corner: 622, island: 623 };
const ORGANIZER = 1;

type Member = { cookie: string; id: number };
let exhibitor: Member;
let rival: Member;
let organizer: Member;

const boothOf = (number: string) =>
  env.DB.prepare("SELECT state, booth_reservation_id, exhibitor FROM booths WHERE trade_show_id = ? AND number = ?")
    .bind(SHOW, number)
    .first<{ state: string; booth_reservation_id: number | null; exhibitor: string | null }>();

beforeAll(async () => {
  answerRecaptcha(vi);
  await insertFixtures();
  await insertBoothFixtures(ORGANIZER, TYPES, SHOW);
  await env.DB.prepare("INSERT INTO halls (id, trade_show_id, name, name_en, width_m, depth_m) VALUES (62, ?, 'ฮอลล์ 2', 'Hall 2', 40, 20)").bind(SHOW).run();
  const booths = Array.from({ length: 6 }, (_, i) => `(${SHOW}, 62, 'C${i + 1}', ${i * 3}, 0, 3, 3, ${TYPES.shell})`);
  await env.DB.prepare(`INSERT INTO booths (trade_show_id, hall_id, number, x, y, width, depth, booth_type_id) VALUES ${booths.join(", ")}`).run();
  exhibitor = await signedInMember("plan-page-exhibitor", "exhibitor");
  rival = await signedInMember("plan-page-rival", "exhibitor");
  organizer = await signedInMember("plan-page-organizer", "organizer");
  await runListing(organizer.id, "organizers", ORGANIZER);
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM auth_rate_limits").run();
});

describe("picking booths on the plan", () => {
  it("holds two booths side by side and opens the booking form with them, their prices and the hold's end", async () => {
    const picked = await send(`/booth-reservation-details?show=${SLUG}`, { form: { intent: "hold", booth: ["C2", "C3"] }, cookie: exhibitor.cookie });
    expect(picked.status, picked.html.slice(0, 300)).toBe(303);
    expect(picked.location).toMatch(new RegExp(`^/booth-reservation-profile\\?show=${SLUG}&hold=\\d+$`));
    const page = await send(picked.location!, { cookie: exhibitor.cookie });
    expect(page.status).toBe(200);
    expect(page.html).toContain("เราพักบูธ C2, C3 ไว้ให้คุณถึงเวลา");
    expect(page.html).toContain("฿90,000");
    expect((await boothOf("C2"))?.state).toBe("held");

    const fields = { ...formValues(page.html, "stack-form"), company_name: "บริษัท สยามแพ็ค จำกัด", contact_name: "ปิยะ ใจดี", phone: "081-234-5678", "g-recaptcha-response": "human" };
    const booked = await send(picked.location!, { form: fields, cookie: exhibitor.cookie });
    expect(booked.status, /class="form-alert"[^>]*>([^<]*)/.exec(booked.html)?.[1] ?? JSON.stringify(fields)).toBe(303);
    expect(booked.location).toContain("/booth-reservation-completed?reference=");
    const completed = await send(booked.location!, { cookie: exhibitor.cookie });
    expect(completed.html).toContain("คุณขอจองบูธหมายเลข C2, C3");
    const reservation = (await boothOf("C2"))?.booth_reservation_id;
    expect(reservation).toBeTruthy();
    expect((await boothOf("C3"))?.booth_reservation_id).toBe(reservation);
  });

  it("tells someone too late which booth was taken, in English on the English page, and holds nothing of theirs", async () => {
    const late = await send(`/en/booth-reservation-details?show=${SLUG}`, { form: { intent: "hold", booth: ["C3", "C4"] }, cookie: rival.cookie });
    expect(late.status).toBe(400);
    expect(late.html).toContain("Booth C3 was just picked by someone else.");
    expect((await boothOf("C4"))?.state).toBe("available");
    const none = await send(`/booth-reservation-details?show=${SLUG}`, { form: { intent: "hold" }, cookie: rival.cookie });
    expect(none.status).toBe(400);
    expect(none.html).toContain("กรุณาเลือกบูธที่ว่างอย่างน้อยหนึ่งบูธในผังงาน");
  });

  it("sends a visitor to sign in first", async () => {
    const anonymous = await send(`/booth-reservation-details?show=${SLUG}`, { form: { intent: "hold", booth: ["C5"] } });
    expect(anonymous.status).toBe(303);
    expect(anonymous.location).toContain("/login?redirectTo=");
    expect((await boothOf("C5"))?.state).toBe("available");
  });

  it("offers no booking by count on a show with a plan: the booth types lead to the plan", async () => {
    const page = await send(`/booth-reservation-details?show=${SLUG}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain("งานนี้จองบูธตามหมายเลขในผังงาน");
    expect(page.html).not.toContain("booth-reservation-profile?show=");
  });
});

describe("the organizer's answer", () => {
  it("confirms the booths on the leads page: booked under the company's name, and the exhibitor is mailed", async () => {
    const leads = await send("/en/quotation-profile/leadsFromReservation", { cookie: organizer.cookie });
    expect(leads.status).toBe(200);
    expect(leads.html).toContain("Booths C2, C3");
    const reservation = (await boothOf("C2"))!.booth_reservation_id!;
    const before = await lastMailId();
    const answered = await send("/en/quotation-profile/leadsFromReservation", { form: { reservation: String(reservation), booth_decision: "confirmed" }, cookie: organizer.cookie });
    expect(answered.status).toBe(303);
    expect(await boothOf("C2")).toMatchObject({ state: "booked", exhibitor: "บริษัท สยามแพ็ค จำกัด" });
    const mail = await lastMail("booth-booking-decision", before, "plan-page-exhibitor@example.com");
    expect(mail.subject).toContain("C2, C3");
    const after = await send("/en/quotation-profile/leadsFromReservation", { cookie: organizer.cookie });
    expect(after.html).toContain("booths confirmed");
    expect(after.html).not.toContain("Confirm the booths");
  });
});
