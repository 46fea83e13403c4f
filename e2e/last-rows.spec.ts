import type { Page } from "@playwright/test";
import { consentGiven, expect, mailInMailbox, registerConfirmedMember, screenshot, scriptsRunning, takesScreenshots, test } from "./fixtures";
import { seedData } from "../seed/index";

/**
 * The last rows of the spec and a first visit's trust (issue 26), in Thai and English at 390 and 1280 px: card
 * dates in the spec's format, the venue pop-up's address in its footer, route preloads on intent, the profile's
 * busy button, its notice in view and the new photo without a reload, and a spent reset link said on opening.
 */
const WIDTHS = [390, 1280] as const;
const THAIFEX = seedData["trade-shows"]!.find((show) => show.slug === "thaifex-anuga-asia-2027")!;
const LANGS = [
  { prefix: "", lang: "th" },
  { prefix: "/en", lang: "en" },
] as const;

const THAI_CARD = /^(อา|จ|อ|พ|พฤ|ศ|ส)\. \d{1,2}/;
const ENGLISH_CARD = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d{1,2}/;

/** Scrolls through the page so lazy images load before a full-page screenshot; without screenshots, nothing. */
async function fullPageShot(page: Page, path: string) {
  if (!takesScreenshots()) return;
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
  await screenshot(page, { path, fullPage: true });
}

test("search, an empty filtered list, /no-permission and lists of cards with the spec's card dates, both languages, 390 and 1280 px", async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  await consentGiven(context, baseURL);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const { prefix, lang } of LANGS) {
      const shot = (name: string) => testInfo.outputPath(`${name}-${lang}-${width}.png`);
      await page.goto(`${prefix}/search?q=${lang === "th" ? "อาหาร" : "food"}`);
      await expect(page.locator("#search-status")).not.toBeEmpty();
      await screenshot(page, { path: shot("search") });

      // THAIFEX's days: the food fairs then are at IMPACT, outside Bangkok itself, so the list is empty.
      await page.goto(`${prefix}/thai-trade-show-lists?province=Bangkok&industry=food-beverage&from=${THAIFEX.start_date}&to=${THAIFEX.end_date}`);
      await expect(page.getByRole("link", { name: lang === "th" ? /^ลบ “/ : /^Remove “/ }).first()).toBeVisible();
      await screenshot(page, { path: shot("empty-list") });

      await page.goto(`${prefix}/no-permission`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await screenshot(page, { path: shot("no-permission") });

      await page.goto(`${prefix}/thai-trade-show-lists?when=all`);
      const badges = page.locator(".list-page__results .date-badge");
      await expect(badges.first()).toBeVisible();
      for (const text of await badges.allTextContents()) expect(text.trim()).toMatch(lang === "th" ? THAI_CARD : ENGLISH_CARD);
      await screenshot(page, { path: shot("show-cards") });

      await page.goto(`${prefix}/thai-event-lists?when=all`);
      await expect(page.locator(".list-page__results .date-badge").first()).toHaveText(lang === "th" ? THAI_CARD : ENGLISH_CARD);
      await fullPageShot(page, shot("event-cards"));
    }
  }
});

test("the venue pop-up says its address under the name and keeps the province in its footer, in both languages", async ({ page, context, baseURL }, testInfo) => {
  await consentGiven(context, baseURL);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const { prefix, lang } of LANGS) {
      await page.goto(`${prefix || "/"}`);
      await scriptsRunning(page);
      // IMPACT: its address names its province, Nonthaburi.
      const trigger = page.locator(".card-people a[aria-haspopup='dialog'][href$='/venue-show-details/impact-muang-thong-thani']").first();
      await trigger.click();
      const dialog = page.locator("dialog.info-popup--venue[open]");
      await expect(dialog.locator(".info-popup__name")).not.toBeEmpty();
      const address = dialog.locator(".info-popup__address");
      await expect(address).toHaveText(/\d/);
      // The footer line ends with the same address, as a link to the map.
      const mapLink = dialog.locator(".info-popup__footer .info-popup__part").last().getByRole("link");
      await expect(mapLink).toHaveText((await address.textContent()) ?? "");
      await expect(mapLink).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      // The province stays in the footer line though the address names it too.
      const province = lang === "th" ? "นนทบุรี" : "Nonthaburi";
      await expect(address).toContainText(province);
      await expect(dialog.locator(".info-popup__footer .info-popup__part").first()).toHaveText(province);
      await dialog.locator(".info-popup__footer").scrollIntoViewIfNeeded();
      await screenshot(page, { path: testInfo.outputPath(`venue-popup-${lang}-${width}.png`) });
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  }
});

test("pointing at a link preloads the scripts of the page it opens", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/thai-trade-show-lists");
  await scriptsRunning(page);
  const preloads = () => page.evaluate(() => [...document.querySelectorAll("link[rel=modulepreload]")].map((l) => (l as HTMLLinkElement).href));
  const before = await preloads();
  // The jobs list's route module, once React Router has discovered the footer's link to it.
  const jobsModule = () =>
    page.evaluate(() => (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string } | undefined> } }).__reactRouterManifest.routes["en:jobsList"]?.module ?? "");
  await expect.poll(jobsModule).not.toBe("");
  const module = await jobsModule();
  expect(before.some((href) => href.endsWith(module))).toBe(false);
  await page.locator("footer a[href='/en/jobs-lists']").hover();
  await expect.poll(async () => (await preloads()).some((href) => href.endsWith(module))).toBe(true);
});

test("profile on a phone: a busy save button, the notice in view, the new photo at once; a spent reset link says so on opening", async ({ page, context, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const email = `lastrows-${Date.now()}@example.com`;
  const password = "Lastrows-pass-2026";
  await page.setViewportSize({ width: 390, height: 844 });

  await consentGiven(context, baseURL);
  await registerConfirmedMember(page, { email, password, firstName: "ปิยะ", lastName: "ทดสอบ" });

  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("อีเมลหรือชื่อผู้ใช้").fill(email);
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(password);
  await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  await page.waitForLoadState("networkidle");

  for (const { prefix, lang } of LANGS) {
    const t = lang === "th" ? { save: "บันทึกข้อมูลส่วนตัว", saving: "กำลังบันทึก…", saved: "บันทึกข้อมูลส่วนตัวเรียบร้อยแล้ว" } : { save: "Save my profile", saving: "Saving…", saved: "Your profile has been saved." };
    await page.goto(`${prefix}/profile`);
    await scriptsRunning(page);
    // The answer is held back a moment, so the busy state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/profile.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    const save = page.getByRole("button", { name: t.save });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    const busy = page.locator("button.form-submit[aria-busy='true']");
    await expect(busy).toHaveText(t.saving);
    await expect(busy).toBeDisabled();
    release();
    const notice = page.getByRole("status").filter({ hasText: t.saved });
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport();
    await expect(notice).toBeFocused();
    await expect(page.getByRole("button", { name: t.save })).toBeEnabled();
    await page.unroute("**/profile.data*");
    await screenshot(page, { path: testInfo.outputPath(`profile-saved-${lang}-390.png`) });
  }

  // A new photo shows as soon as it is saved, without a reload.
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
  await page.goto("/en/profile");
  await scriptsRunning(page);
  await page.locator("#avatar-avatar").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Upload my photo" }).click();
  await expect(page.locator(".profile-avatar img")).toHaveAttribute("src", /^\/api\/uploads\//);
  // The photo is the member's own file: their browser loads it with the session cookie alone.
  await expect.poll(() => page.locator(".profile-avatar img").evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBe(1);
  await expect(page.getByRole("status").filter({ hasText: "Your profile photo has been saved." })).toBeInViewport();

  // A reset link, used once, says so the moment it is opened again, in both languages.
  await page.goto("/forgotpassword");
  await page.getByLabel("อีเมล", { exact: true }).fill(email);
  await page.getByRole("button", { name: "ส่งลิงก์ตั้งรหัสผ่านใหม่" }).click();
  const resetMail = await mailInMailbox(page, "/dev/mailbox", (p) => p.locator('article.mailbox-item[data-kind="reset-password"]', { hasText: email }).first());
  const link = (await resetMail.getByRole("link").first().getAttribute("href"))!;
  const code = new URL(link, "http://x").searchParams.get("code")!;
  await page.goto(`/reset-password?code=${code}`);
  await page.getByLabel("รหัสผ่านใหม่", { exact: true }).fill("Another-pass-2027");
  await page.getByLabel("ยืนยันรหัสผ่านใหม่").fill("Another-pass-2027");
  await page.getByRole("button", { name: "บันทึกรหัสผ่านใหม่" }).click();
  await expect(page).toHaveURL(/\/reset-password-completed$/);
  for (const { prefix, lang } of LANGS) {
    await page.goto(`${prefix}/reset-password?code=${code}`);
    await expect(page.getByRole("alert")).toHaveText(lang === "th" ? /ลิงก์ตั้งรหัสผ่านนี้ใช้ไม่ได้แล้ว/ : /This reset link no longer works/);
    await expect(page.locator("input[type=password]")).toHaveCount(0);
    await screenshot(page, { path: testInfo.outputPath(`reset-spent-${lang}-390.png`) });
  }
});
