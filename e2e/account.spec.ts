import type { Page } from "@playwright/test";
import { expect, mailInMailbox, open, openMenu, screenshot, takesScreenshots, test } from "./fixtures";

/**
 * Member accounts end to end, in Thai and in English: register, confirm through the dev mailbox, sign in, save a
 * trade show, see it on /bookmark, change the password, sign out, reset the password from the mailbox link and
 * sign in with the new one. Then the bookmark flow again with JavaScript off.
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
    ready: "สมัครสมาชิกสำเร็จ",
    identifier: "อีเมลหรือชื่อผู้ใช้",
    signIn: "เข้าสู่ระบบ",
    greeting: /สวัสดี/,
    save: "บันทึกไว้ดูภายหลัง",
    saved: "บันทึกแล้ว · นำออก",
    current: "รหัสผ่านปัจจุบัน",
    newPassword: "รหัสผ่านใหม่",
    repeat: "ยืนยันรหัสผ่านใหม่",
    change: "เปลี่ยนรหัสผ่าน",
    changed: "เปลี่ยนรหัสผ่านเรียบร้อยแล้ว",
    signOut: "ออกจากระบบ",
    sendReset: "ส่งลิงก์ตั้งรหัสผ่านใหม่",
    resetSent: "ส่งลิงก์ตั้งรหัสผ่านใหม่แล้ว",
    setPassword: "บันทึกรหัสผ่านใหม่",
    resetDone: "ตั้งรหัสผ่านใหม่เรียบร้อย",
    wrong: "อีเมล ชื่อผู้ใช้ หรือรหัสผ่านไม่ถูกต้อง",
    remove: "นำออกจากรายการ",
    empty: "คุณยังไม่ได้บันทึกรายการใดไว้",
    signInToSave: "เข้าสู่ระบบเพื่อบันทึกรายการนี้ไว้ดูภายหลัง",
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
    ready: "Your account is ready",
    identifier: "Email or username",
    signIn: "Sign in",
    greeting: /Hi,/,
    save: "Save for later",
    saved: "Saved · remove",
    current: "Current password",
    newPassword: "New password",
    repeat: "Repeat the new password",
    change: "Change my password",
    changed: "Your password has been changed.",
    signOut: "Sign out",
    sendReset: "Email me a reset link",
    resetSent: "Check your email",
    setPassword: "Save my new password",
    resetDone: "Password updated",
    wrong: "That email, username or password is not right.",
    remove: "Remove from my list",
    empty: "You have not saved anything yet.",
    signInToSave: "Sign in to save this for later.",
  },
} as const;

type Lang = keyof typeof TEXT;

// Every registration and sign-in hashes a password at full strength (PBKDF2): journeys take their time.
test.describe.configure({ timeout: 180_000 });

async function openMailLink(page: Page, to: string, kind: "email-confirmation" | "reset-password") {
  const mail = await mailInMailbox(page, "/dev/mailbox", (p) => p.locator(`article.mailbox-item[data-kind="${kind}"]`, { hasText: to }).first());
  await page.waitForLoadState("networkidle");
  await mail.getByRole("link").first().click();
}

async function register(page: Page, lang: Lang, email: string, password: string) {
  const t = TEXT[lang];
  await open(page, `${t.prefix}/register`);
  await page.getByLabel(t.firstName, { exact: true }).fill(lang === "th" ? "มาลี" : "Malee");
  await page.getByLabel(t.lastName).fill(lang === "th" ? "ศรีสุข" : "Srisuk");
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByLabel(t.phone).fill("081 234 5678");
  await page.getByLabel(t.visitor).check();
  await page.getByLabel(t.accept).check();
  await page.getByRole("button", { name: t.create }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.checkMail);
  await openMailLink(page, email, "email-confirmation");
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/register-completed$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.ready);
}

async function signIn(page: Page, lang: Lang, email: string, password: string) {
  const t = TEXT[lang];
  await page.getByLabel(t.identifier).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
  await page.waitForLoadState("networkidle");
}

async function openFirstTradeShow(page: Page, lang: Lang): Promise<string> {
  await open(page, `${TEXT[lang].prefix}/thai-trade-show-lists`);
  const link = page.locator(".list-page__results .card").first().getByRole("link").first();
  const title = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/thai-trade-show-details\//);
  return title;
}

for (const lang of ["th", "en"] as const) {
  test(`a new member registers, confirms, saves a show, changes and resets the password (${lang})`, async ({ page }) => {
    const t = TEXT[lang];
    const email = `journey-${lang}-${Date.now()}@example.com`;
    const first = "Journey-pass-2026";
    const second = "Changed-pass-2027";
    const third = "Reset-pass-2028";
    await page.setViewportSize({ width: 1280, height: 900 });

    await register(page, lang, email, first);
    await open(page, `${t.prefix}/login`);
    await signIn(page, lang, email, first);
    await expect(page.locator(".member-menu summary")).toContainText(t.greeting);

    const title = await openFirstTradeShow(page, lang);
    // The button shows the saved state while the save is on its way: let it arrive before leaving the page
    // (networkidle is no wait: the page reached it before the click).
    const stored = page.waitForResponse((r) => new URL(r.url()).pathname.includes("bookmark") && r.request().method() === "POST");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("button", { name: t.saved })).toHaveAttribute("aria-pressed", "true");
    expect((await stored).ok()).toBe(true);
    await open(page, `${t.prefix}/bookmark`);
    await expect(page.locator(".saved-item__title").first()).toHaveText(title);

    await open(page, `${t.prefix}/password`);
    await page.getByLabel(t.current).fill(first);
    await page.getByLabel(t.newPassword, { exact: true }).fill(second);
    await page.getByLabel(t.repeat).fill(second);
    await page.getByRole("button", { name: t.change }).click();
    await expect(page.getByText(t.changed)).toBeVisible();

    await openMenu(page, page.locator(".member-menu"));
    await page.getByRole("button", { name: t.signOut }).click();
    await expect(page.getByRole("link", { name: t.signIn, exact: true }).first()).toBeVisible();
    await open(page, `${t.prefix}/bookmark`);
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/login\\?redirectTo=`));

    await open(page, `${t.prefix}/forgotpassword`);
    await page.getByLabel(t.email).fill(email);
    await page.getByRole("button", { name: t.sendReset }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.resetSent);
    await openMailLink(page, email, "reset-password");
    await page.getByLabel(t.newPassword, { exact: true }).fill(third);
    await page.getByLabel(t.repeat).fill(third);
    await page.getByRole("button", { name: t.setPassword }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.resetDone);
    // No automatic sign-in after a reset.
    await expect(page.locator(".member-menu")).toHaveCount(0);

    await open(page, `${t.prefix}/login`);
    await signIn(page, lang, email, second);
    await expect(page.getByRole("alert")).toHaveText(t.wrong);
    await signIn(page, lang, email, third);
    await expect(page.locator(".member-menu summary")).toContainText(t.greeting);
    await open(page, `${t.prefix}/bookmark`);
    await expect(page.locator(".saved-item__title").first()).toHaveText(title);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["th", "en"] as const) {
    test(`a visitor saves a show through sign-in, sees it on /bookmark and removes it (${lang})`, async ({ page }) => {
      const t = TEXT[lang];
      const email = `nojs-${lang}-${Date.now()}@example.com`;
      const password = "No-script-pass-1";
      await register(page, lang, email, password);

      const title = await openFirstTradeShow(page, lang);
      const showUrl = page.url();
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByText(t.signInToSave)).toBeVisible();
      await signIn(page, lang, email, password);
      await expect(page).toHaveURL(showUrl);
      await expect(page.getByRole("button", { name: t.saved })).toHaveAttribute("aria-pressed", "true");

      await open(page, `${t.prefix}/bookmark`);
      await expect(page.locator(".saved-item__title").first()).toHaveText(title);
      await page.getByRole("button", { name: new RegExp(t.remove) }).first().click();
      await expect(page.getByText(t.empty)).toBeVisible();
    });
  }
});

test("screenshots of the account pages at phone and desktop widths in both languages", async ({ page }, testInfo) => {
  const email = `shots-${Date.now()}@example.com`;
  const password = "Screen-shot-pass-1";
  await register(page, "th", email, password);
  await open(page, "/login");
  await signIn(page, "th", email, password);
  await expect(page.locator(".member-menu summary")).toBeVisible();
  await openFirstTradeShow(page, "th");
  await page.getByRole("button", { name: TEXT.th.save }).click();
  await expect(page.getByRole("button", { name: TEXT.th.saved })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ["th", "en"] as const) {
      const prefix = TEXT[lang].prefix;
      for (const name of ["profile", "bookmark"]) {
        await open(page, `${prefix}/${name}`);
        // The header with the member menu fits a phone: nothing sticks out sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await screenshot(page, { path: testInfo.outputPath(`${name}-${lang}-${width}.png`), fullPage: true });
      }
    }
  }
  // The signed-out pages only for the pictures: without them, the trip is skipped.
  if (!takesScreenshots()) return;
  await page.context().clearCookies();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ["th", "en"] as const) {
      const prefix = TEXT[lang].prefix;
      for (const name of ["login", "register"]) {
        await open(page, `${prefix}/${name}`);
        await screenshot(page, { path: testInfo.outputPath(`${name}-${lang}-${width}.png`), fullPage: true });
      }
    }
  }
});
