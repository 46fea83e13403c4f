import type { Page } from "@playwright/test";
import { answerCookies, collectConsoleErrors, expect, fromAnotherPage, screenshot, test } from "./fixtures";


/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function fullPageShot(page: Page, path: string) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
  await screenshot(page, { path, fullPage: true });
}

test("home page: site pop-up once, related news, venue and organizer pop-ups, in both languages", async ({ page, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ค้นหางานแสดงสินค้า");

  // The site pop-up waits for the cookie answer and the visitor's second page, then opens once the page is idle,
  // and is remembered once shown.
  const sitePopup = page.locator("dialog.site-popup");
  await answerCookies(page);
  await expect(sitePopup).toHaveCount(0);
  await page.goto("/", fromAnotherPage(baseURL));
  await expect(sitePopup).toBeVisible({ timeout: 10_000 });
  await screenshot(page, { path: testInfo.outputPath("site-popup-th-1280.png") });
  await page.keyboard.press("Escape");
  await expect(sitePopup).toBeHidden();
  expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("expolink:popup-seen:")))).toBe(true);
  await fullPageShot(page, testInfo.outputPath("home-th-1280.png"));

  // Related news: a grid of cards linking to the news detail in a new tab.
  const newsTrigger = page.getByRole("link", { name: "ดูข่าวที่เกี่ยวข้องทั้งหมด" });
  await newsTrigger.click();
  const newsDialog = page.getByRole("dialog", { name: "ข่าวที่เกี่ยวข้อง" });
  await expect(newsDialog).toBeVisible();
  const firstTitle = newsDialog.locator(".news-popup__title a").first();
  await expect(firstTitle).toBeVisible();
  await expect(firstTitle).toHaveAttribute("target", "_blank");
  await expect(firstTitle).toHaveAttribute("href", /^\/news-details\/[^/?]+\?c=\d+$/);
  await screenshot(page, { path: testInfo.outputPath("news-popup-th-1280.png") });

  // The card footer opens the venue pop-up for the news place, on top of the news pop-up.
  const placeButton = newsDialog.locator(".news-popup__place").first();
  await placeButton.click();
  const venueDialog = page.locator("dialog.info-popup--venue[open]");
  await expect(venueDialog).toBeVisible();
  await expect(venueDialog.getByRole("heading", { level: 2 }).first()).not.toBeEmpty();
  await expect(venueDialog.locator(".contact-block")).toBeVisible();
  await expect(venueDialog.getByRole("heading", { name: "ช่องทางติดต่อ" })).toBeVisible();
  // The address under the name, and again at the end of the spec's footer line as a link to the map.
  await expect(venueDialog.locator(".info-popup__address")).toHaveText(/\d/);
  await expect(venueDialog.locator(".info-popup__footer .info-popup__part").last().getByRole("link")).toHaveText(/\d/);
  await screenshot(page, { path: testInfo.outputPath("venue-popup-th-1280.png") });

  // Escape closes the top pop-up and focus returns to what opened it.
  await page.keyboard.press("Escape");
  await expect(venueDialog).toBeHidden();
  await expect(placeButton).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(newsDialog).toBeHidden();
  await expect(newsTrigger).toBeFocused();

  // An organizer pop-up from a show card.
  const organizerLink = page.locator("#home-shows").locator("xpath=ancestor::section").locator(".card-people a[href*='/organizer-show-details/']").first();
  const organizerName = (await organizerLink.textContent())?.trim() ?? "";
  await organizerLink.click();
  const organizerDialog = page.getByRole("dialog", { name: organizerName });
  await expect(organizerDialog).toBeVisible();
  await expect(organizerDialog.locator(".contact-block")).toBeVisible();
  await expect(organizerDialog.getByRole("link", { name: "ดูหน้าโปรไฟล์เต็ม" })).toHaveAttribute("href", /\/organizer-show-details\//);
  await page.keyboard.press("Escape");
  await expect(organizerDialog).toBeHidden();
  await expect(organizerLink).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await fullPageShot(page, testInfo.outputPath("home-th-390.png"));
  await page.locator(".news-card__place a").first().click();
  await expect(venueDialog.locator(".contact-block")).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("venue-popup-th-390.png") });
  await page.keyboard.press("Escape");
  await expect(venueDialog).toBeHidden();

  // English: the same page and pop-ups in English; the site pop-up was already shown.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Until the scripts have run (they start after the load event) the trigger is a link to the news list.
  await expect(page.getByRole("link", { name: "See all related news" })).toHaveAttribute("aria-haspopup", "dialog");
  await page.getByRole("link", { name: "See all related news" }).click();
  const enNews = page.getByRole("dialog", { name: "Related news" });
  await expect(enNews.locator(".news-popup__title a").first()).toHaveAttribute("href", /^\/en\/news-details\/[^/?]+\?c=\d+$/);
  await enNews.locator(".news-popup__place").first().click();
  const enVenue = page.locator("dialog.info-popup--venue[open]");
  await expect(enVenue.getByRole("heading", { name: "Contact" })).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("venue-popup-en-1280.png") });
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(enNews).toBeHidden();
  await expect(sitePopup).toHaveCount(0);
  await fullPageShot(page, testInfo.outputPath("home-en-1280.png"));
  await page.setViewportSize({ width: 390, height: 844 });
  await fullPageShot(page, testInfo.outputPath("home-en-390.png"));

  expect(errors).toEqual([]);
});

test("home page without JavaScript: pop-up triggers are links to the detail pages", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  const organizer = page.locator(".card-people a[href*='/organizer-show-details/']").first();
  const href = await organizer.getAttribute("href");
  await organizer.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await context.close();
});
