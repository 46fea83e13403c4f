import type { Browser, Page } from "@playwright/test";
import { seededTitle } from "../test/seeded-title";
import { consentGiven, type DemoMember, expect, followMenuLink, mailInMailbox, screenshot, scriptsRunning, signedInAs, test } from "./fixtures";

/**
 * A booth booking as a conversation, in both languages, navigating by clicking with the page's scripts running:
 * demo-visitor books a booth at METALEX 2027 and is told who heard of it; demo-organizer, who runs its organizer,
 * opens the lead from the company menu, moves it to "in contact" with a note; demo-visitor then sees the move in
 * /my-quotation and in the status mail at /dev/mailbox. Screenshots at 390 and 1280 px.
 */
const WIDTHS = [390, 1280] as const;
const METALEX = { th: seededTitle("trade-shows", "metalex-2027", "th"), en: seededTitle("trade-shows", "metalex-2027", "en") };

const TEXT = {
  th: {
    prefix: "",
    showsNav: "งานแสดงสินค้า",
    keyword: "คำค้น",
    showResults: "แสดงผลลัพธ์",
    boothNav: "จองบูธ",
    reserve: /จองบูธนี้/,
    companyName: "ชื่อบริษัท",
    send: "ส่งคำขอจองบูธ",
    toldOwners: "เราส่งคำขอทางอีเมลถึงผู้ดูแล บริษัท อาร์เอ็กซ์ เทรดเด็กซ์ จำกัด บน ExpoLink แล้ว",
    confirmation: "เราส่งอีเมลยืนยันพร้อมหมายเลขอ้างอิงนี้ไปที่ demo-visitor@example.com แล้ว",
    mine: "ดูการจองของฉัน",
    bookings: "การจองบูธของคุณ",
    myMenu: "ใบเสนอราคาและการจองบูธของฉัน",
    leadsMenu: "ลูกค้าจากการจองบูธ",
    statusFor: (reference: string) => `สถานะของ ${reference}`,
    note: "หมายเหตุถึงผู้จอง",
    save: "บันทึก",
    saved: /^บันทึกแล้ว/,
    fresh: "ใหม่",
    inContact: "กำลังติดต่อ",
    noteFromOrganizer: "หมายเหตุจากผู้จัดงาน",
    statusSubject: (reference: string) => `การจองบูธ ${reference} ของคุณ: กำลังติดต่อ`,
  },
  en: {
    prefix: "/en",
    showsNav: "Trade shows",
    keyword: "Keyword",
    showResults: "Show results",
    boothNav: "Book a booth",
    reserve: /Reserve this booth/,
    companyName: "Company name",
    send: "Send booth reservation",
    toldOwners: "We've emailed your request to the people who run RX Tradex Co., Ltd. on ExpoLink.",
    confirmation: "We've sent a confirmation with this reference to demo-visitor@example.com",
    mine: "See my bookings",
    bookings: "Your booth bookings",
    myMenu: "My quotations and bookings",
    leadsMenu: "Leads from booth bookings",
    statusFor: (reference: string) => `Status of ${reference}`,
    note: "Note to the exhibitor",
    save: "Save",
    saved: /^Saved\./,
    fresh: "New",
    inContact: "In contact",
    noteFromOrganizer: "The organizer's note",
    statusSubject: (reference: string) => `Your booth booking ${reference} is now “In contact”`,
  },
} as const;
type Lang = keyof typeof TEXT;

/** A browser of its own for `user` in `lang`, signed in, on the home page with its scripts running. */
async function signedIn(browser: Browser, baseURL: string | undefined, lang: Lang, user: DemoMember): Promise<Page> {
  const context = await browser.newContext({ locale: lang === "th" ? "th-TH" : "en-US" });
  await consentGiven(context, baseURL);
  await signedInAs(context, user);
  const page = await context.newPage();
  await page.goto(`${TEXT[lang].prefix}/`);
  await page.waitForLoadState("networkidle");
  // The menus are worked once the page's scripts run, so a click is never undone by hydration.
  await scriptsRunning(page);
  return page;
}

const memberMenu = (page: Page, link: string) => followMenuLink(page, page.locator(".member-menu"), link);

async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

for (const [exhibitorLang, organizerLang] of [
  ["th", "en"],
  ["en", "th"],
] as const) {
  test(`a booth booking seen by the organizer, moved to "in contact" and the move seen by the exhibitor (exhibitor ${exhibitorLang}, organizer ${organizerLang})`, async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const x = TEXT[exhibitorLang];
    const o = TEXT[organizerLang];
    const company = `Conversation ${exhibitorLang} ${Date.now()} Co.`;
    const note = exhibitorLang === "th" ? "เราเก็บบูธ B12 ไว้ให้คุณแล้ว จะโทรหาพรุ่งนี้" : "Stand B12 is held for you; we'll call tomorrow.";
    const shot = (name: string) => testInfo.outputPath(name);

    // The exhibitor books, by clicking from the header's navigation.
    const exhibitor = await signedIn(browser, baseURL, exhibitorLang, "demo-visitor");
    await followMenuLink(exhibitor, exhibitor.locator(".site-nav .nav-group").filter({ hasText: x.showsNav }), x.boothNav);
    await exhibitor.getByRole("searchbox", { name: x.keyword }).fill(METALEX.en);
    await exhibitor.getByRole("button", { name: x.showResults }).click();
    await exhibitor.getByRole("link", { name: new RegExp(`^${x.boothNav} ?: (${METALEX.en}|${METALEX.th})$`) }).click();
    await exhibitor.getByRole("link", { name: x.reserve }).first().click();
    await exhibitor.getByLabel(x.companyName).fill(company);
    await exhibitor.getByRole("button", { name: x.send }).click();
    await expect(exhibitor).toHaveURL(/\/booth-reservation-completed\?reference=\d+$/);
    const reference = (await exhibitor.locator(".reference").innerText()).trim();
    await expect(exhibitor.getByText(x.toldOwners)).toBeVisible();
    await expect(exhibitor.getByText(x.confirmation)).toBeVisible();
    await shoot(exhibitor, `booking-completed-${exhibitorLang}`, shot);
    await exhibitor.getByRole("link", { name: x.mine }).click();
    const booking = exhibitor.getByRole("article").filter({ hasText: reference });
    await expect(booking).toContainText(x.fresh);

    // The organizer finds it from the company menu and moves it to "in contact" with a note.
    const organizer = await signedIn(browser, baseURL, organizerLang, "demo-organizer");
    await memberMenu(organizer, o.leadsMenu);
    const lead = organizer.getByRole("listitem").filter({ has: organizer.getByRole("heading", { name: company }) });
    await expect(lead).toContainText(reference);
    await lead.getByLabel(o.statusFor(reference)).selectOption("in-progress");
    await lead.getByLabel(o.note).fill(note);
    await lead.getByRole("button", { name: o.save }).click();
    await expect(organizer.getByText(o.saved)).toBeVisible();
    await expect(organizer.getByRole("listitem").filter({ has: organizer.getByRole("heading", { name: company }) }).getByLabel(o.note)).toHaveValue(note);
    await shoot(organizer, `booking-leads-${organizerLang}`, shot);
    await organizer.context().close();

    // The exhibitor sees the move in their bookings and in the mail.
    await memberMenu(exhibitor, x.myMenu);
    await expect(exhibitor.getByRole("heading", { level: 2, name: x.bookings })).toBeVisible();
    const moved = exhibitor.getByRole("article").filter({ hasText: reference });
    await expect(moved).toContainText(x.inContact);
    await expect(moved).toContainText(x.noteFromOrganizer);
    await expect(moved).toContainText(note);
    await moved.scrollIntoViewIfNeeded();
    await shoot(exhibitor, `my-bookings-${exhibitorLang}`, shot);

    const mail = await mailInMailbox(exhibitor, `${x.prefix}/dev/mailbox`, (p) =>
      p.locator('article.mailbox-item[data-kind="booth-booking-status"]', { hasText: reference }).first(),
    );
    await expect(mail.getByRole("heading", { name: x.statusSubject(reference) })).toBeVisible();
    await expect(mail).toContainText("demo-visitor@example.com");
    await expect(mail).toContainText(note);
    await expect(exhibitor.locator('article.mailbox-item[data-kind="booth-booking-received"]', { hasText: reference }).first()).toContainText("demo-organizer@example.com");
    await mail.scrollIntoViewIfNeeded();
    await shoot(exhibitor, `booking-mailbox-${exhibitorLang}`, shot);
    await exhibitor.context().close();
  });
}
