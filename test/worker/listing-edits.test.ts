import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { LISTING_CHANGES_PER_DAY } from "../../app/domain/listing-changes";
import { lastMail, lastMailId } from "./content-fixtures";
import { type FormFields, formValues, runListing, send, signedInMember } from "./member-pages";
import { seedContent } from "./seeded";
import { signedInStaff } from "./staff-fixtures";

/**
 * A company edits its own listing (issue 46, docs/decisions/060): only the listings it runs, only the fields its
 * owners may change, and nothing on the public page until the site team approves; both answers are mailed.
 */
const VENUE = 3;
const EDIT = `/en/quotation-profile/listings/venue/${VENUE}`;
let editor: { cookie: string };

const venueRow = () => env.DB.prepare("SELECT name, name_en, slug, contactor, summary_en, updated_at FROM venues WHERE id = ?").bind(VENUE).first<Record<string, string>>();
const changeRows = () => env.DB.prepare("SELECT id, change_status, changes, decline_reason FROM listing_changes WHERE venue_id = ? ORDER BY id").bind(VENUE).all<Record<string, string | number>>();

/** The editor's form as the page rendered it: every named input with its value, and the version it carries. */
const formOf = (html: string) => formValues(html, "stack-form listing-edit");

async function openEditor(cookie: string) {
  const page = await send(EDIT, { cookie });
  expect(page.status).toBe(200);
  return formOf(page.html);
}

const save = (cookie: string, form: FormFields) => send(EDIT, { cookie, form });

beforeAll(async () => {
  await seedContent();
  editor = await signedInStaff("edits-editor", "editor");
});

describe("a company edits its listing", () => {
  let owner: { cookie: string; id: number };
  beforeAll(async () => {
    owner = await signedInMember("edits-owner");
    await runListing(owner.id, "venues", VENUE);
  });

  it("lists what the member runs with its public page and editor; another listing's editor is a 404", async () => {
    const list = await send("/en/quotation-profile/listings", { cookie: owner.cookie });
    expect(list.status).toBe(200);
    const { slug } = (await venueRow())!;
    expect(list.html).toContain(`href="/en/venue-show-details/${slug}"`);
    expect(list.html).toContain(`href="${EDIT}"`);
    expect(list.html).toContain("The public page shows your latest details.");
    expect((await send("/en/quotation-profile/listings/venue/4", { cookie: owner.cookie })).status).toBe(404);
    expect((await send(`/en/quotation-profile/listings/organizer/${VENUE}`, { cookie: owner.cookie })).status).toBe(404);
    const stranger = await signedInMember("edits-stranger");
    expect((await send(EDIT, { cookie: stranger.cookie })).location).toBe("/en/no-permission");
    expect((await send(EDIT)).location).toMatch(/^\/en\/login\?redirectTo=/);
  });

  it("refuses site-team fields and checks values like the back office, keeping what was typed", async () => {
    const form = await openEditor(owner.cookie);
    expect(form).not.toHaveProperty("slug");
    expect(form).not.toHaveProperty("featured");
    expect(form).not.toHaveProperty("verified");
    const sneaky = await save(owner.cookie, { ...form, "contactor.phone": "02 111 2222", slug: "taken-over", verified: "on" });
    expect(sneaky.status).toBe(400);
    expect(sneaky.html).toContain("Not sent: the form carried fields this page does not edit (slug, verified).");
    expect(sneaky.html).toContain('value="02 111 2222"');
    const bad = await save(owner.cookie, { ...form, "contactor.email": "not-an-address", halls: "many", summary_en: "Typed with care" });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("That is not a valid email address.");
    expect(bad.html).toContain("Please enter a whole number.");
    expect(bad.html).toContain("Typed with care");
    // A picture over the upload's 10 MB is answered beside its field, and what was typed stays.
    const big = new FormData();
    for (const [name, value] of Object.entries({ ...form, summary_en: "Typed before the picture" })) big.set(name, value);
    big.set("cover_img.file", new File([new Uint8Array(11 * 1024 * 1024)], "hall.jpg", { type: "image/jpeg" }));
    const tooBig = await save(owner.cookie, big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.html).toContain("That file is not a picture the site takes (JPEG, PNG, WebP or GIF, up to 10 MB).");
    expect(tooBig.html).toContain("Typed before the picture");
    // A province is picked from the master data: one typed by hand is refused beside the field.
    expect(form.province).not.toBe("");
    const typedProvince = await save(owner.cookie, { ...form, province: "Krung Thep" });
    expect(typedProvince.status).toBe(400);
    expect(typedProvince.html).toMatch(/id="listing-province-error"[^>]*>Please pick one of the options\./);
    expect((await changeRows()).results).toHaveLength(0);
  });

  it("sends only the changed fields for review; the public page keeps the published version until the team approves, and the owner is mailed", async () => {
    const before = (await venueRow())!;
    const form = await openEditor(owner.cookie);
    const teamMark = await lastMailId();
    const sent = await save(owner.cookie, { ...form, "contactor.phone": "02 749 3000", summary_en: `${form.summary_en} Now with a riverside terrace.` });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe(`${EDIT}?sent=1`);
    const [change] = (await changeRows()).results;
    expect(change!.change_status).toBe("waiting");
    expect(Object.keys(JSON.parse(String(change!.changes))).sort()).toEqual(["contactor", "summary_en"]);
    expect((await lastMail("listing-change", teamMark)).subject).toBe(`[listing edit LE-${String(change!.id).padStart(6, "0")}] ${before.name}`);

    const waiting = await send(`${EDIT}?sent=1`, { cookie: owner.cookie });
    expect(waiting.html).toContain(`Sent for review (reference LE-${String(change!.id).padStart(6, "0")})`);
    expect(waiting.html).toContain("(changed: Short description, Contact details)");
    expect(waiting.html).toContain('value="02 749 3000"');
    expect((await send(`/en/venue-show-details/${before.slug}`)).html).not.toContain("02 749 3000");
    expect((await venueRow())!.contactor).toBe(before.contactor);

    const queue = await send("/en/admin/changes", { cookie: editor.cookie });
    expect(queue.html).toContain("Now on the site");
    expect(queue.html).toContain("<ins> Now with a riverside terrace.</ins>");
    expect(queue.html).toContain("<strong>02 749 3000</strong>");

    const mark = await lastMailId();
    const approved = await send("/en/admin/changes", { cookie: editor.cookie, form: { intent: "approve", id: String(change!.id) } });
    expect(approved.status).toBe(303);
    expect((await send(`/en/venue-show-details/${before.slug}`)).html).toContain("02 749 3000");
    const mail = await lastMail("listing-change-approved", mark);
    expect(mail.to_address).toBe("edits-owner@example.com");
    expect(mail.subject).toBe(`Your changes to ${before.name_en} are live (LE-${String(change!.id).padStart(6, "0")})`);
    expect((await send("/en/quotation-profile/listings", { cookie: owner.cookie })).html).toContain(`Change LE-${String(change!.id).padStart(6, "0")} approved`);
  });

  it("a decline leaves the listing as it is and mails the reason in the owner's language", async () => {
    const form = await openEditor(owner.cookie);
    const thaiForm = formOf((await send(`/quotation-profile/listings/venue/${VENUE}`, { cookie: owner.cookie })).html);
    expect(thaiForm.version).toBe(form.version);
    const sent = await send(`/quotation-profile/listings/venue/${VENUE}`, { cookie: owner.cookie, form: { ...thaiForm, "contactor.website.url": "https://example.com/expo" } });
    expect(sent.status).toBe(303);
    const change = (await changeRows()).results.at(-1)!;
    const mark = await lastMailId();
    const reason = "ลิงก์นี้ไม่ใช่เว็บไซต์ของสถานที่";
    expect((await send("/en/admin/changes", { cookie: editor.cookie, form: { intent: "decline", id: String(change.id), reason } })).status).toBe(303);
    expect((await changeRows()).results.at(-1)).toMatchObject({ change_status: "declined", decline_reason: reason });
    expect((await venueRow())!.contactor).not.toContain("example.com/expo");
    const mail = await lastMail("listing-change-declined", mark);
    expect(mail.subject).toMatch(/^การแก้ไข .+ ไม่ได้รับอนุมัติ \(LE-\d{6}\)$/);
    expect(mail.text_body).toContain(reason);
    expect(mail.text_body).toContain(`/quotation-profile/listings/venue/${VENUE}`);
    expect((await send(EDIT, { cookie: owner.cookie })).html).toContain(`was declined: ${reason}`);
  });

  it("two owners editing at once: the second save is refused as stale with what it typed, never merged silently", async () => {
    const colleague = await signedInMember("edits-colleague");
    await runListing(colleague.id, "venues", VENUE);
    const mine = await openEditor(owner.cookie);
    const theirs = await openEditor(colleague.cookie);
    expect((await save(owner.cookie, { ...mine, venue_type: "Convention centre" })).status).toBe(303);
    const stale = await save(colleague.cookie, { ...theirs, venue_type: "Exhibition hall" });
    expect(stale.status).toBe(409);
    expect(stale.html).toContain("this listing changed after you opened the page");
    expect(stale.html).toContain('value="Exhibition hall"');
    // Sent again from the refreshed version, it replaces the waiting change: one change waits, the colleague's.
    const again = await save(colleague.cookie, { ...formOf(stale.html), venue_type: "Exhibition hall" });
    expect(again.status).toBe(303);
    const waiting = (await changeRows()).results.filter((row) => row.change_status === "waiting");
    expect(waiting).toHaveLength(1);
    expect(JSON.parse(String(waiting[0]!.changes))).toEqual({ venue_type: "Exhibition hall" });
  });

  it("a post that sends only what it changes changes only that, and clears nothing it did not send", async () => {
    const { version } = await openEditor(owner.cookie);
    expect((await save(owner.cookie, { version: version!, "contactor.facebook.name": "QSNCC Official" })).status).toBe(303);
    const waiting = (await changeRows()).results.filter((row) => row.change_status === "waiting");
    expect(waiting).toHaveLength(1);
    const changes = JSON.parse(String(waiting[0]!.changes)) as Record<string, { facebook?: { name?: string }; phone?: string }>;
    // The colleague's waiting venue type stays in the request; the contact box keeps its phone.
    expect(Object.keys(changes).sort()).toEqual(["contactor", "venue_type"]);
    expect(changes.contactor!.facebook!.name).toBe("QSNCC Official");
    expect(changes.contactor!.phone).toBe("02 749 3000");
  });

  it("two saves of one version at the same moment: one is taken, the other refused with the version it can be sent again from", async () => {
    const colleague = await signedInMember("edits-racer");
    await runListing(colleague.id, "venues", VENUE);
    const { version } = await openEditor(owner.cookie);
    const answers = await Promise.all([
      save(owner.cookie, { version: version!, total_area_sqm: "58000" }),
      save(colleague.cookie, { version: version!, total_area_sqm: "61000" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    const again = formOf(refused.html);
    expect(again.version).not.toBe(version);
    expect((await save(colleague.cookie, { ...again })).status).toBe(303);
  });

  it(`takes at most ${LISTING_CHANGES_PER_DAY} change requests a listing a day, then a 429 that keeps what was typed`, async () => {
    const sentToday = (await changeRows()).results.length;
    for (let i = sentToday; i < LISTING_CHANGES_PER_DAY; i++) {
      const form = await openEditor(owner.cookie);
      expect((await save(owner.cookie, { ...form, halls: String(10 + i) })).status).toBe(303);
    }
    const form = await openEditor(owner.cookie);
    const refused = await save(owner.cookie, { ...form, halls: "99" });
    expect(refused.status).toBe(429);
    expect(refused.html).toContain(`This listing has had ${LISTING_CHANGES_PER_DAY} change requests today`);
    expect(refused.html).toContain('value="99"');
  });
});

describe("owners the site team trusts", () => {
  const TRUSTED = 5;
  const path = `/en/quotation-profile/listings/venue/${TRUSTED}`;

  it("publish at once, listed for the team and logged; once no longer trusted, their edits wait again", async () => {
    const admin = await signedInStaff("edits-admin", "admin");
    const owner = await signedInMember("edits-trusted");
    await runListing(owner.id, "venues", TRUSTED);
    const trust = await send("/en/admin/owners", { cookie: admin.cookie, form: { listing: `venue:${TRUSTED}`, intent: "trust" } });
    expect(trust.status).toBe(303);
    expect((await send(trust.location!, { cookie: admin.cookie })).html).toContain("The owners are trusted: their edits publish at once");

    const { slug } = (await env.DB.prepare("SELECT slug FROM venues WHERE id = ?").bind(TRUSTED).first<{ slug: string }>())!;
    const editor = (await send(path, { cookie: owner.cookie })).html;
    expect(editor).toContain("Our site team trusts this listing&#x27;s owners: what you send goes live at once.");
    const opened = formOf(editor);
    const published = await send(path, { cookie: owner.cookie, form: { version: opened.version!, "contactor.phone": "02-555-0105", name_en: "Kingfisher Riverside Expo Hall" } });
    expect(published.status).toBe(303);
    expect(published.location).toBe(`${path}?published=1`);
    expect((await send(published.location!, { cookie: owner.cookie })).html).toMatch(/Published \(reference LE-\d{6}\): the public page shows your changes now/);
    expect((await send(`/en/venue-show-details/${slug}`)).html).toContain("02-555-0105");
    // Search finds the new name at once: the content service's usual renewal after a write.
    expect((await send(`/en/search?q=${encodeURIComponent("Kingfisher Riverside")}`)).html).toContain("Kingfisher Riverside Expo Hall");
    const row = await env.DB.prepare("SELECT change_status FROM listing_changes WHERE venue_id = ? ORDER BY id DESC").bind(TRUSTED).first<{ change_status: string }>();
    expect(row!.change_status).toBe("published");
    const queue = (await send("/en/admin/changes", { cookie: admin.cookie })).html;
    expect(queue).toContain("Published at once by trusted owners");
    const audit = await env.DB.prepare("SELECT action FROM staff_audit_log WHERE collection = 'venues' AND target_id = ? ORDER BY id DESC").bind(String(TRUSTED)).first<{ action: string }>();
    expect(audit!.action).toBe("trust-owners");

    expect((await send("/en/admin/owners", { cookie: admin.cookie, form: { listing: `venue:${TRUSTED}`, intent: "distrust" } })).status).toBe(303);
    const again = formOf((await send(path, { cookie: owner.cookie })).html);
    const waiting = await send(path, { cookie: owner.cookie, form: { version: again.version!, "contactor.phone": "02-555-0106" } });
    expect(waiting.location).toBe(`${path}?sent=1`);
    expect((await send(`/en/venue-show-details/${slug}`)).html).not.toContain("02-555-0106");
  });
});
