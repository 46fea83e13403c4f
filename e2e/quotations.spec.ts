import { readFile } from "node:fs/promises";
import type { BrowserContext } from "@playwright/test";
import { collectConsoleErrors, type DemoMember, expect, open, screenshot, signedInAs, test } from "./fixtures";
import { daysFromToday } from "../test/calendar";

/**
 * The quotation journey with the demo accounts (README): a member asks a listing for a quotation, the
 * company member who runs the listing reads and answers it in the inbox (and exports it), and the member sees
 * the answer. Thai with a venue, English with an organizer.
 */
const RUNS = {
  th: {
    prefix: "",
    kind: "venue",
    // The first seeded venue, which demo-venue runs.
    detail: "/venue-show-details/impact-muang-thong-thani",
    owner: "demo-venue",
    inbox: "/quotation-profile/venue",
    t: {
      identifier: "อีเมลหรือชื่อผู้ใช้",
      password: "รหัสผ่าน",
      signIn: "เข้าสู่ระบบ",
      requestQuote: "ขอใบเสนอราคา",
      event: "ชื่องานหรืออีเวนต์",
      start: "วันเริ่มงาน",
      end: "วันสุดท้ายของงาน",
      area: "พื้นที่ที่ต้องการ (ตารางเมตร)",
      budget: "งบประมาณโดยประมาณ",
      service: "เช่าฮอลล์หรือพื้นที่จัดแสดง",
      message: "รายละเอียดเพิ่มเติม",
      submit: "ส่งคำขอใบเสนอราคา",
      reference: "เลขที่อ้างอิง",
      sent: "ส่งแล้ว",
      read: "บริษัทเปิดอ่านแล้ว",
      answered: "ตอบกลับแล้ว",
      answerLabel: "คำตอบถึงผู้ขอ",
      answerSubmit: "ส่งคำตอบ",
      answeredNotice: "ส่งคำตอบแล้ว ผู้ขอจะได้รับอีเมลแจ้ง",
      export: "ดาวน์โหลด CSV",
      csvHeader: "เลขที่อ้างอิง,วันที่ส่ง,สถานะ",
    },
  },
  en: {
    prefix: "/en",
    kind: "organizer",
    // The first seeded organizer, which demo-organizer runs.
    detail: "/en/organizer-show-details/rx-tradex",
    owner: "demo-organizer",
    inbox: "/en/quotation-profile/Organizer",
    t: {
      identifier: "Email or username",
      password: "Password",
      signIn: "Sign in",
      requestQuote: "Request a quote",
      event: "Project or event name",
      start: "First day",
      end: "Last day",
      area: "Space needed (square metres)",
      budget: "Approximate budget",
      service: "Business matching",
      message: "Anything else",
      submit: "Send the quotation request",
      reference: "Reference",
      sent: "Sent",
      read: "Read by the company",
      answered: "Answered",
      answerLabel: "Your answer to the requester",
      answerSubmit: "Send the answer",
      answeredNotice: "Answer sent. The requester will get an email.",
      export: "Download CSV",
      csvHeader: "Reference,Sent,Status",
    },
  },
} as const;


// Every sign-in hashes a password at full strength (PBKDF2): journeys take their time.
test.describe.configure({ timeout: 240_000 });

/**
 * Signs `user` in on a fresh session of the same browser (cookies cleared, the cookie banner answered), so every
 * step of the journey runs under the fixture's security-policy watch.
 */
/** The page's context signed in as `member` only (the consent answered), as a second person using this browser. */
async function signInAs(context: BrowserContext, baseURL: string, member: DemoMember) {
  await context.clearCookies();
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL }]);
  await signedInAs(context, member);
}

const inDays = daysFromToday;

for (const [lang, run] of Object.entries(RUNS)) {
  test(`${lang}: a member requests a quotation, the company answers it in the inbox, the member sees the answer`, async ({ page, context, baseURL }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const event = `${lang === "th" ? "งานทดสอบใบเสนอราคา" : "Quotation journey"} ${Date.now()}`;

    // The member: from the first listing's page to the request form, to the completed page.
    const member = page;
    await signInAs(context, baseURL!, "demo-visitor");
    await open(member, run.detail);
    const listingName = (await member.getByRole("heading", { level: 1 }).innerText()).trim();
    await member.getByRole("link", { name: run.t.requestQuote }).first().click();
    await expect(member).toHaveURL(new RegExp(`${run.prefix}/quotation-${run.kind}\\?${run.kind}=`));
    await expect(member.locator(".quote-target__name")).toHaveText(listingName);
    await member.getByLabel(run.t.event).fill(event);
    await member.getByLabel(run.t.start).fill(inDays(90));
    await member.getByLabel(run.t.end).fill(inDays(92));
    await member.getByLabel(run.t.area).fill("1200");
    await member.getByLabel(run.t.budget).selectOption("between-1m-3m");
    await member.getByLabel(run.t.service).check();
    await member.getByLabel(run.t.message).fill(lang === "th" ? "ขอราคารวมระบบไฟและที่จอดรถ" : "Please include power and parking.");
    await member.getByRole("button", { name: run.t.submit }).click();
    await expect(member).toHaveURL(new RegExp(`${run.prefix}/quotation-completed\\?kind=${run.kind}&id=\\d+`));
    const reference = (await member.locator(".quote-done__ref").innerText()).trim();
    expect(reference).toMatch(/^Q[VOC]-\d{6}$/);

    await open(member, `${run.prefix}/my-quotation`);
    const card = member.locator(".quote-card", { hasText: reference });
    await expect(card).toContainText(event);
    await expect(card.locator(".quote-status")).toHaveText(run.t.sent);

    // The company member who runs the listing: the inbox lists it, opening it marks it read, then the answer.
    const owner = page;
    await signInAs(context, baseURL!, run.owner);
    await open(owner, run.inbox);
    const row = owner.locator(".inbox-table tbody tr", { hasText: reference });
    await expect(row).toContainText(event);
    await expect(row.locator(".quote-status")).toHaveText(run.t.sent);

    const download = owner.waitForEvent("download");
    await owner.getByRole("link", { name: run.t.export }).click();
    const csv = await readFile((await (await download).path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvText = csv.subarray(3).toString("utf8");
    expect(csvText.startsWith(run.t.csvHeader)).toBe(true);
    expect(csvText).toContain(reference);
    expect(csvText).toContain(event);

    for (const width of [390, 1280]) {
      await owner.setViewportSize({ width, height: 900 });
      await screenshot(owner, { path: testInfo.outputPath(`inbox-${lang}-${width}.png`), fullPage: true });
    }
    await owner.setViewportSize({ width: 1280, height: 900 });
    await row.getByRole("link").first().click();
    await owner.waitForLoadState("networkidle");
    await expect(owner.locator(".quote-card__head .quote-status")).toHaveText(run.t.read);
    const answer = lang === "th" ? "ราคาพื้นที่ 1,200 ตร.ม. รวมระบบไฟ 850,000 บาท ส่งใบเสนอราคาทางอีเมลแล้ว" : "1,200 m² with power comes to 850,000 baht; the quotation is in your inbox.";
    await owner.getByLabel(run.t.answerLabel).fill(answer);
    for (const width of [390, 1280]) {
      await owner.setViewportSize({ width, height: 900 });
      await screenshot(owner, { path: testInfo.outputPath(`inbox-detail-${lang}-${width}.png`), fullPage: true });
    }
    await owner.getByRole("button", { name: run.t.answerSubmit }).click();
    await expect(owner.getByRole("status").filter({ hasText: run.t.answeredNotice })).toBeVisible();
    await expect(owner.locator(".quote-card__head .quote-status")).toHaveText(run.t.answered);

    // The member again: the answer and the new status.
    await signInAs(context, baseURL!, "demo-visitor");
    await open(member, `${run.prefix}/my-quotation`);
    await expect(card.locator(".quote-status")).toHaveText(run.t.answered);
    await expect(card.locator(".quote-answer")).toContainText(answer);
    for (const width of [390, 1280]) {
      await member.setViewportSize({ width, height: 900 });
      await screenshot(member, { path: testInfo.outputPath(`my-quotation-${lang}-${width}.png`), fullPage: true });
    }
    expect(errors).toEqual([]);
  });
}
