import type { Page } from "@playwright/test";
import { consentGiven, expect, followMenuLink, mailInMailbox, open, screenshot, scriptsRunning, takesScreenshots, test } from "./fixtures";

/**
 * Optional mail, in Thai and in English: a fresh member turns the weekly digest off on /profile and still sees it
 * off after a reload; a newsletter sign-up's welcome mail in /dev/mailbox carries an unsubscribe link that opens a
 * page in the mail's language, which stops the newsletter when confirmed. Screenshots of the switches and the
 * unsubscribe page at 390 and 1280 px. On the way, a show list with an industry chosen links that industry's feed.
 */
const TEXT = {
  th: {
    prefix: "",
    firstName: "ชื่อ",
    lastName: "นามสกุล",
    email: "อีเมล",
    password: "รหัสผ่าน",
    phone: "เบอร์โทรศัพท์",
    visitor: "ผู้เข้าชมงาน",
    accept: /ฉันยอมรับเงื่อนไขการใช้งาน/,
    create: "สร้างบัญชี",
    checkMail: "ตรวจสอบอีเมลของคุณ",
    identifier: "อีเมลหรือชื่อผู้ใช้",
    signIn: "เข้าสู่ระบบ",
    profile: "ข้อมูลส่วนตัว",
    digest: "สรุปรายสัปดาห์จากสิ่งที่ติดตาม",
    turnOff: "หยุดรับ",
    off: "ไม่รับ",
    on: "รับอยู่",
    stopped: "หยุดส่งสรุปรายสัปดาห์จากสิ่งที่ติดตามแล้ว",
    newsletterLabel: "อีเมลของคุณ",
    subscribe: "สมัครรับข่าวสาร",
    question: /หยุดส่งจดหมายข่าวไปที่ .* ใช่ไหม/,
    confirm: "ยืนยันการยกเลิก",
    done: /ยกเลิกแล้ว: .* จะไม่ได้รับจดหมายข่าวอีก/,
    webcal: "ติดตามในแอปปฏิทิน",
    google: "เพิ่มลงใน Google Calendar",
  },
  en: {
    prefix: "/en",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    password: "Password",
    phone: "Phone",
    visitor: "A trade show visitor",
    accept: /I accept the terms of use/,
    create: "Create my account",
    checkMail: "Check your email",
    identifier: "Email or username",
    signIn: "Sign in",
    profile: "My profile",
    digest: "Weekly digest of what you follow",
    turnOff: "Turn off",
    off: "Off",
    on: "On",
    stopped: "We have stopped the weekly digest of what you follow.",
    newsletterLabel: "Your email",
    subscribe: "Subscribe",
    question: /Stop sending the newsletter to .*\?/,
    confirm: "Unsubscribe",
    done: /Done: .* will no longer get the newsletter\./,
    webcal: "Subscribe in your calendar app",
    google: "Add to Google Calendar",
  },
} as const;

type Lang = keyof typeof TEXT;

// Registration and sign-in hash a password at full strength (PBKDF2): journeys take their time.
test.describe.configure({ timeout: 180_000 });

async function registerAndSignIn(page: Page, lang: Lang, email: string, password: string) {
  const t = TEXT[lang];
  await open(page, `${t.prefix}/register`, { scripts: true });
  await page.getByLabel(t.firstName, { exact: true }).fill(lang === "th" ? "สมใจ" : "Somjai");
  await page.getByLabel(t.lastName).fill(lang === "th" ? "ใจดี" : "Jaidee");
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByLabel(t.phone).fill("081 234 5678");
  await page.getByLabel(t.visitor).check();
  await page.getByLabel(t.accept).check();
  await page.getByRole("button", { name: t.create }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.checkMail);
  const mail = await mailInMailbox(page, "/dev/mailbox", (p) => p.locator('article.mailbox-item[data-kind="email-confirmation"]', { hasText: email }).first());
  await page.waitForLoadState("networkidle");
  await mail.getByRole("link").first().click();
  await open(page, `${t.prefix}/login`, { scripts: true });
  await page.getByLabel(t.identifier).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
  await page.waitForLoadState("networkidle");
}

async function shoot(page: Page, name: string, target: () => Promise<Buffer>) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (takesScreenshots()) await test.info().attach(`${name}-${width}`, { body: await target(), contentType: "image/png" });
  }
}

for (const lang of ["th", "en"] as const) {
  test(`a member turns the digest off on the profile, and a newsletter mail's link unsubscribes (${lang})`, async ({ page, context, baseURL }, testInfo) => {
    const t = TEXT[lang];
    // The cookie banner is answered already: the screenshots show the page, not the banner.
    await consentGiven(context, baseURL);
    const stamp = Date.now();
    const email = `mail-choices-${lang}-${stamp}@example.com`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerAndSignIn(page, lang, email, "Mail-choices-2026");

    await followMenuLink(page, page.locator(".member-menu"), t.profile);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/profile$`), { timeout: 20_000 });
    const digest = page.locator(".mail-choice", { hasText: t.digest });
    await expect(digest.locator(".mail-choice__state")).toHaveText(t.on);
    await digest.getByRole("button", { name: t.turnOff }).click();
    await expect(page.getByRole("status").filter({ hasText: t.stopped })).toBeVisible();
    await expect(digest.locator(".mail-choice__state")).toHaveText(t.off);
    await page.reload();
    await expect(page.locator(".mail-choice", { hasText: t.digest }).locator(".mail-choice__state")).toHaveText(t.off);
    const choices = page.locator("#mail-choices");
    await shoot(page, `profile-mail-${lang}`, async () => {
      await choices.scrollIntoViewIfNeeded();
      const path = testInfo.outputPath(`profile-mail-${lang}-${page.viewportSize()?.width}.png`);
      return choices.screenshot({ path });
    });

    // A show list with an industry chosen offers that industry's calendar feed.
    await open(page, `${t.prefix}/thai-trade-show-lists?industry=food-beverage`, { scripts: true });
    const feedLink = page.locator(".feed-links").getByRole("link", { name: t.webcal });
    await expect(feedLink).toHaveAttribute("href", new RegExp(`^webcal://127\\.0\\.0\\.1:\\d+${t.prefix}/calendar/food-beverage\\.ics$`));
    await expect(page.locator(".feed-links").getByRole("link", { name: t.google })).toHaveAttribute("href", /^https:\/\/calendar\.google\.com\/calendar\/render\?cid=webcal%3A/);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.locator(".feed-links").scrollIntoViewIfNeeded();
    await screenshot(page, { path: testInfo.outputPath(`show-list-feed-${lang}-390.png`) });
    const feed = await page.request.get(`${t.prefix}/calendar/food-beverage.ics`);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const ics = await feed.text();
    expect(ics).toContain("BEGIN:VEVENT");
    await testInfo.attach(`food-beverage-${lang}.ics`, { body: ics, contentType: "text/calendar" });

    // A newsletter sign-up from the footer: its welcome mail carries the unsubscribe link.
    const reader = `reader-${lang}-${stamp}@example.com`;
    await page.setViewportSize({ width: 1280, height: 900 });
    const newsletter = page.locator("form.newsletter").first();
    await newsletter.getByLabel(t.newsletterLabel).fill(reader);
    await newsletter.getByRole("button", { name: t.subscribe }).click();
    await expect(newsletter.getByRole("status")).toContainText(reader);
    const mail = await mailInMailbox(page, "/dev/mailbox", (p) => p.locator('article.mailbox-item[data-kind="newsletter"]', { hasText: reader }).first());
    await expect(mail.locator(".mailbox-item__headers")).toContainText("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    await page.waitForLoadState("networkidle");
    await scriptsRunning(page);
    await mail.getByRole("link", { name: /unsubscribe\?token=/ }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/unsubscribe\\?token=`));
    await expect(page.locator(".unsubscribe").getByRole("heading", { level: 2 })).toHaveText(t.question);
    await shoot(page, `unsubscribe-${lang}`, () => page.screenshot({ path: testInfo.outputPath(`unsubscribe-${lang}-${page.viewportSize()?.width}.png`), fullPage: true }));
    await scriptsRunning(page);
    await page.getByRole("button", { name: t.confirm }).click();
    await expect(page.locator(".unsubscribe").getByRole("heading", { level: 2 })).toHaveText(t.done);
    await screenshot(page, { path: testInfo.outputPath(`unsubscribed-${lang}-${page.viewportSize()?.width}.png`), fullPage: true });
  });
}
