import type { Page } from "@playwright/test";
import { answerCookies, consentGiven, expect, fromAnotherPage, openMenu, scriptsRunning, test } from "./fixtures";
import { seedData } from "../seed/index";

const sitePopup = (page: Page) => page.locator("dialog.site-popup");

/** The pop-up opens when the page is idle; this long without it means it is not coming. */
async function expectNoSitePopup(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForTimeout(3_500);
  await expect(sitePopup(page)).toHaveCount(0);
}

test("a visitor gets the visitors' pop-up only after the cookie answer, and only once", async ({ page, context, baseURL }) => {
  await page.goto("/");
  await expect(page.getByTestId("cookie-consent")).toBeVisible();
  await expectNoSitePopup(page);

  await answerCookies(page);
  await page.goto("/", fromAnotherPage(baseURL));
  await expect(sitePopup(page)).toBeVisible({ timeout: 10_000 });
  await expect(sitePopup(page).getByRole("heading", { level: 2 })).toHaveText("สมัครรับจดหมายข่าวงานแสดงสินค้า");
  await expect(sitePopup(page).getByRole("link", { name: "สมัครเลย" })).toHaveAttribute("href", "/newsletter");
  await page.keyboard.press("Escape");
  await expect(sitePopup(page)).toBeHidden();

  // Remembered in the browser, not in a cookie that travels with every request.
  await page.goto("/en", fromAnotherPage(baseURL));
  await expectNoSitePopup(page);
  expect((await context.cookies()).map((c) => c.name).filter((name) => /popup/i.test(name))).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("expolink:popup-seen:")))).toHaveLength(1);
});

test("a pop-up the visitor never saw, because they left while it loaded, comes on their next page", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  // The dialog's code is held back, as on a slow link, and the visitor reloads before it arrives. The first
  // request stays held until the page it belongs to is gone (unrouting would release it into that page first);
  // the next page's request goes through.
  let held = false;
  await page.route(/site-popup-dialog-[\w-]+\.js$/, (route) => {
    if (held) return route.continue();
    held = true;
  });
  const asked = page.waitForRequest(/site-popup-dialog-[\w-]+\.js$/);
  await page.goto("/", fromAnotherPage(baseURL));
  await asked;
  await page.reload();
  await expect(sitePopup(page)).toBeVisible({ timeout: 10_000 });
});

test("a company member gets the companies' offer, not the visitors' pop-up", async ({ page, baseURL }) => {
  await page.goto("/en/contact");
  await answerCookies(page);
  await page.goto("/en/login");
  await page.getByLabel("Email or username").fill("demo-venue");
  await page.getByLabel("Password", { exact: true }).fill("demo-venue-2026");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // Signing in lands on the home page, where the offer for companies opens.
  await expect(page).toHaveURL(/\/en$/);
  await expect(sitePopup(page)).toBeVisible({ timeout: 10_000 });
  // The offer for companies (its wording follows the member's language), not the visitors' newsletter pop-up.
  const offer = seedData.popups!.find((popup) => popup.audience === "companies")!;
  const either = [offer.title_en, offer.title].map((title) => String(title).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  await expect(sitePopup(page).getByRole("heading", { level: 2 })).toHaveText(new RegExp(`^(${either})$`));
  await expect(sitePopup(page).locator("a.button")).toHaveAttribute("href", /\/package$/);
  await page.keyboard.press("Escape");
  await page.goto("/en", fromAnotherPage(baseURL));
  await expectNoSitePopup(page);
});

test("a visitor working a header menu is not interrupted: the pop-up comes after they close it", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  // The page's idle moments are the test's to give, so the visitor's menu is open when the first one comes.
  await page.addInitScript(() => {
    const queue: IdleRequestCallback[] = [];
    Object.assign(window, { idleQueue: queue });
    window.requestIdleCallback = (callback) => queue.push(callback);
    window.cancelIdleCallback = () => undefined;
  });
  const goIdle = () =>
    page.evaluate(() => {
      const queue = (window as unknown as { idleQueue: IdleRequestCallback[] }).idleQueue;
      for (const callback of queue.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    });
  await page.goto("/", fromAnotherPage(baseURL));
  await scriptsRunning(page);
  const menu = page.locator(".site-nav .nav-group").filter({ hasText: "ไดเรกทอรี" });
  await openMenu(page, menu);
  await expect.poll(() => page.evaluate(() => (window as unknown as { idleQueue: unknown[] }).idleQueue.length)).toBeGreaterThan(0);
  await goIdle();
  await page.waitForTimeout(2_500);
  await expect(sitePopup(page)).toHaveCount(0);
  await expect(menu.getByRole("link").first()).toBeVisible();

  await menu.locator("summary").click();
  await expect(menu).not.toHaveAttribute("open");
  await expect(async () => {
    await goIdle();
    await expect(sitePopup(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});

test("a visitor's first page on a phone is left alone; their next page gets the pop-up, and closing it keeps their place", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expectNoSitePopup(page);

  // Reading on: the visitor opens a list from the home page and comes back with the logo, by clicking.
  await scriptsRunning(page);
  await page.locator("main a.card__link").first().click();
  await expect(page).not.toHaveURL(/\/$/);
  const logo = page.locator("header .brand").first();
  await logo.click();
  await expect(sitePopup(page)).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press("Escape");
  await expect(sitePopup(page)).toBeHidden();
  // Focus goes back to where the visitor was (the logo they clicked), not to <body>.
  await expect(logo).toBeFocused();

  // Arriving by a link from another page, nothing has focus: closing then puts it on the page's heading (a
  // screen reader's "top"), not on <body>.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/", fromAnotherPage(baseURL));
  await expect(sitePopup(page)).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press("Escape");
  await expect(sitePopup(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});
