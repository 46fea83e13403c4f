import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { daysFromToday } from "../calendar";
import { boothInput } from "../../app/lib/booth-rows";
import { api, bearer, jsonInit, lastMail, lastMailId } from "./content-fixtures";
import { formValues, runListing, send, signedInMember } from "./member-pages";
import { seedContent } from "./seeded";
import { signedInStaff } from "./staff-fixtures";

/**
 * An organizer lists its show with its booth types (issue 46, docs/decisions/061): from the portal's own venues and
 * industries, invisible until the site team approves, then on the lists with its booths, bookable, and the
 * booking a lead of the organizer.
 */
const ORGANIZER = 2;
const NEW = "/en/quotation-profile/shows/new";
let editor: { cookie: string };
let organizer: { cookie: string; id: number; jwt: string };

const show = (extra: Record<string, string> = {}) => ({
  organizer: String(ORGANIZER),
  name: "งานแสดงสินค้าอาหารและเครื่องดื่มภาคเหนือ",
  name_en: "Northern Food and Drink Expo",
  scope: "thai",
  start_date: daysFromToday(120),
  end_date: daysFromToday(123),
  venue: "1",
  industry: "food-beverage",
  attendance_mode: "offline",
  summary_en: "Northern Thailand's food makers meet buyers from across the region.",
  ...extra,
});
const booth = (row: number, values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [boothInput(row, name), value]));
const TWO_BOOTHS = {
  ...booth(0, { name: "บูธมาตรฐาน", name_en: "Shell scheme", kind: "shell-scheme", size_sqm: "9", price: "45000", quantity: "60" }),
  ...booth(1, { name: "บูธหัวมุม", name_en: "Corner booth", kind: "corner", size_sqm: "18", price: "98000", quantity: "8" }),
};

const changeOf = () => env.DB.prepare("SELECT id, change_status, trade_show_id FROM listing_changes WHERE organizer_id = ? AND change_kind = 'new-show' ORDER BY id DESC").bind(ORGANIZER).first<{ id: number; change_status: string; trade_show_id: number | null }>();

beforeAll(async () => {
  await seedContent();
  editor = await signedInStaff("shows-editor", "editor");
  organizer = await signedInMember("shows-organizer");
  await runListing(organizer.id, "organizers", ORGANIZER);
});

describe("an organizer adds a show", () => {
  it("is for members who run an organizer: a venue's people get a 404", async () => {
    const venue = await signedInMember("shows-venue");
    await runListing(venue.id, "venues", 4);
    expect((await send(NEW, { cookie: venue.cookie })).status).toBe(404);
    const form = await send(NEW, { cookie: organizer.cookie });
    expect(form.status).toBe(200);
    expect(form.html).toContain('name="booth.3.quantity"');
  });

  it("refuses a venue or industry the portal does not have, an organizer the member does not run, and site-team fields, keeping what was typed", async () => {
    const bad = await send(NEW, { cookie: organizer.cookie, form: { ...show({ venue: "99999", industry: "space-tourism" }), ...TWO_BOOTHS } });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("Please pick one of the options.");
    expect(bad.html).toContain("Northern Food and Drink Expo");
    expect(bad.html).toContain('value="98000"');
    expect((await send(NEW, { cookie: organizer.cookie, form: { ...show({ organizer: "1" }) } })).status).toBe(400);
    const sneaky = await send(NEW, { cookie: organizer.cookie, form: { ...show(), featured: "on", slug: "mine" } });
    expect(sneaky.status).toBe(400);
    expect(sneaky.html).toContain("(featured, slug)");
    const backwards = await send(NEW, { cookie: organizer.cookie, form: show({ end_date: daysFromToday(100) }) });
    expect(backwards.html).toContain("The last day cannot be before the first day.");
    expect(await changeOf()).toBeNull();
  });

  it("waits for review, then the approved show is listed with its booths, takes a booking, and the organizer gets the lead and the mail", async () => {
    const teamMark = await lastMailId();
    const sent = await send(NEW, { cookie: organizer.cookie, form: { ...show(), ...TWO_BOOTHS } });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe("/en/quotation-profile/listings?show=sent");
    const change = (await changeOf())!;
    expect(change.change_status).toBe("waiting");
    expect((await lastMail("listing-change", teamMark)).subject).toMatch(/^\[new show LE-\d{6}\] งานแสดงสินค้าอาหารและเครื่องดื่มภาคเหนือ by /);
    const mine = await send("/en/quotation-profile/listings?show=sent", { cookie: organizer.cookie });
    expect(mine.html).toContain("Your show is with our site team for review.");
    expect(mine.html).toMatch(/“Northern Food and Drink Expo” waiting for review since/);
    expect((await send("/en/search?q=Northern%20Food%20and%20Drink")).html).not.toContain("Northern Food and Drink Expo");

    const queue = (await send("/en/admin/changes", { cookie: editor.cookie })).html;
    expect(queue).toContain("New show");
    expect(queue).toContain("Booth type 2");
    expect(queue).toContain("<strong>98000</strong>");
    const mark = await lastMailId();
    expect((await send("/en/admin/changes", { cookie: editor.cookie, form: { intent: "approve", id: String(change.id) } })).status).toBe(303);

    const approved = (await changeOf())!;
    expect(approved.change_status).toBe("approved");
    const created = await env.DB.prepare("SELECT id, slug, organizer_id, venue_id, reservation_open, booth_price_from, published_at FROM trade_shows WHERE id = ?").bind(approved.trade_show_id).first<Record<string, unknown>>();
    expect(created).toMatchObject({ slug: `northern-food-and-drink-expo-${daysFromToday(120).slice(0, 4)}`, organizer_id: ORGANIZER, venue_id: 1, reservation_open: 1, booth_price_from: 45000 });
    expect(created!.published_at).not.toBeNull();
    const types = await env.DB.prepare("SELECT id, name_en, quantity FROM booth_types WHERE trade_show_id = ? ORDER BY sort_order").bind(created!.id).all<{ id: number; name_en: string; quantity: number }>();
    expect(types.results.map((t) => [t.name_en, t.quantity])).toEqual([
      ["Shell scheme", 60],
      ["Corner booth", 8],
    ]);
    const mail = await lastMail("new-show-approved", mark);
    expect(mail.to_address).toBe("shows-organizer@example.com");
    expect(mail.subject).toBe(`Northern Food and Drink Expo is on ExpoLink (LE-${String(change.id).padStart(6, "0")})`);

    // On the lists and its page, with its booths; a visitor books one, and the organizer has the lead.
    expect((await send("/en/thai-trade-show-lists?industry=food-beverage")).html).toContain("Northern Food and Drink Expo");
    expect((await send(`/en/thai-trade-show-details/${String(created!.slug)}`)).html).toContain(`booth-reservation-details?show=${String(created!.slug)}`);
    expect((await send(`/en/booth-reservation-details?show=${String(created!.slug)}`)).html).toContain("Corner booth");
    const exhibitor = await signedInMember("shows-exhibitor");
    const booking = await api(
      "/api/booth-reservations",
      jsonInit("POST", { data: { trade_show: created!.id, booth_type: types.results[1]!.id, booth_count: 1, company_name: "Lanna Snacks", contact_name: "Kanya", email: "kanya@example.com", phone: "0812345678" } }, bearer(exhibitor.jwt)),
    );
    expect(booking.status).toBe(200);
    const lead = await env.DB.prepare("SELECT l.id FROM leads_from_reservations l WHERE l.booth_reservation_id = ?").bind(booking.body.data.id).first();
    expect(lead).not.toBeNull();
    expect((await send("/en/quotation-profile/leadsFromReservation", { cookie: organizer.cookie })).html).toContain("Lanna Snacks");
    expect((await send("/en/quotation-profile/listings", { cookie: organizer.cookie })).html).toMatch(/“Northern Food and Drink Expo” published on/);
  });

  it("edits its published show: stock never below what is booked, invisible until approved, then the show and its booths change", async () => {
    const { trade_show_id: showId } = (await env.DB.prepare("SELECT trade_show_id FROM listing_changes WHERE change_kind = 'new-show' AND change_status = 'approved' AND organizer_id = ?").bind(ORGANIZER).first<{ trade_show_id: number }>())!;
    const path = `/en/quotation-profile/shows/${showId}`;
    const mine = await send("/en/quotation-profile/listings", { cookie: organizer.cookie });
    expect(mine.html).toContain(`href="${path}"`);
    const stranger = await signedInMember("shows-stranger");
    await runListing(stranger.id, "organizers", 3);
    expect((await send(path, { cookie: stranger.cookie })).status).toBe(404);

    const page = await send(path, { cookie: organizer.cookie });
    expect(page.html).toContain("1 booked: the booths available cannot go below that.");
    const form = formValues(page.html, "stack-form listing-edit");
    expect(form[boothInput(1, "name_en")]).toBe("Corner booth");
    const below = await send(path, { cookie: organizer.cookie, form: { ...form, [boothInput(1, "quantity")]: "0", summary_en: "Kept while refused" } });
    expect(below.status).toBe(400);
    expect(below.html).toContain("1 of these booths are booked already: the booths available cannot be fewer than 1.");
    expect(below.html).toContain("Kept while refused");

    const newEnd = daysFromToday(124);
    const sent = await send(path, {
      cookie: organizer.cookie,
      form: { ...form, end_date: newEnd, [boothInput(1, "price")]: "99000", ...booth(2, { name: "บูธเกาะ", name_en: "Island booth", kind: "island", size_sqm: "36", price: "210000", quantity: "2" }) },
    });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`${path}?sent=1`);
    const { slug } = (await env.DB.prepare("SELECT slug FROM trade_shows WHERE id = ?").bind(showId).first<{ slug: string }>())!;
    expect((await send(`/en/booth-reservation-details?show=${slug}`)).html).not.toContain("Island booth");
    const change = (await env.DB.prepare("SELECT id, changes FROM listing_changes WHERE change_kind = 'show-edit' AND trade_show_id = ? AND change_status = 'waiting'").bind(showId).first<{ id: number; changes: string }>())!;
    const changes = JSON.parse(change.changes) as { show: Record<string, unknown>; updates: Record<string, unknown>[]; booths: unknown[] };
    expect(changes.show).toEqual({ end_date: newEnd });
    expect(changes.updates).toEqual([{ id: expect.any(Number), price: 99000 }]);
    expect(changes.booths).toHaveLength(1);
    expect((await send("/en/admin/changes", { cookie: editor.cookie })).html).toContain("Show edit: Northern Food and Drink Expo");

    const mark = await lastMailId();
    expect((await send("/en/admin/changes", { cookie: editor.cookie, form: { intent: "approve", id: String(change.id) } })).status).toBe(303);
    expect((await env.DB.prepare("SELECT end_date FROM trade_shows WHERE id = ?").bind(showId).first<{ end_date: string }>())!.end_date).toBe(newEnd);
    const types = await env.DB.prepare("SELECT name_en, price FROM booth_types WHERE trade_show_id = ? ORDER BY sort_order").bind(showId).all<{ name_en: string; price: number }>();
    expect(types.results).toEqual([
      { name_en: "Shell scheme", price: 45000 },
      { name_en: "Corner booth", price: 99000 },
      { name_en: "Island booth", price: 210000 },
    ]);
    expect((await send(`/en/booth-reservation-details?show=${slug}`)).html).toContain("Island booth");
    expect((await lastMail("show-edit-approved", mark)).subject).toBe(`Your changes to Northern Food and Drink Expo are live (LE-${String(change.id).padStart(6, "0")})`);
  });

  it("a declined show is not published, and the organizer is mailed why, in its language", async () => {
    await send("/quotation-profile/shows/new", { cookie: organizer.cookie, form: show({ name_en: "Lanna Craft Week", start_date: daysFromToday(200), end_date: daysFromToday(202) }) });
    const change = (await changeOf())!;
    const mark = await lastMailId();
    const reason = "ยังไม่พบข้อมูลการจองพื้นที่ของงานนี้กับสถานที่จัดงาน";
    expect((await send("/en/admin/changes", { cookie: editor.cookie, form: { intent: "decline", id: String(change.id), reason } })).status).toBe(303);
    expect((await changeOf())!.trade_show_id).toBeNull();
    const mail = await lastMail("new-show-declined", mark);
    expect(mail.subject).toMatch(/^งาน .+ ไม่ได้รับอนุมัติ \(LE-\d{6}\)$/);
    expect(mail.text_body).toContain(reason);
    expect(mail.text_body).toContain("/quotation-profile/shows/new");
  });
});
