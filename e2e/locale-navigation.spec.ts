import type { Page } from "@playwright/test";
import { expect, screenshot, test } from "./fixtures";

async function openNavLink(page: Page, group: string | null, link: string) {
  if (group) await page.getByRole("navigation", { name: /Main menu|เมนูหลัก/ }).getByText(group, { exact: true }).click();
  await page.getByRole("navigation", { name: /Main menu|เมนูหลัก/ }).getByRole("link", { name: link, exact: true }).click();
}

test("a visitor switches to English, browses three areas and switches back to Thai", async ({ page }, testInfo) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ค้นหางานแสดงสินค้า");

  await page.getByTestId("language-switcher").click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "i18n_redirected")?.value).toBe("en");

  await openNavLink(page, "Trade shows", "Trade shows in Thailand");
  await expect(page).toHaveURL(/\/en\/thai-trade-show-lists/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trade shows in Thailand");

  await openNavLink(page, "Directory", "Venues");
  await expect(page).toHaveURL(/\/en\/venue-show-lists/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Venues");

  await openNavLink(page, null, "Jobs");
  await expect(page).toHaveURL(/\/en\/jobs-lists/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Jobs");
  await screenshot(page, { path: testInfo.outputPath("jobs-en-1280.png"), fullPage: true });

  await page.getByTestId("language-switcher").click();
  await expect(page).toHaveURL(/\/jobs-lists$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ตำแหน่งงาน");
  await screenshot(page, { path: testInfo.outputPath("jobs-th-1280.png"), fullPage: true });

  // A returning visitor's saved choice wins over the browser language.
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: testInfo.outputPath("home-th-390.png"), fullPage: true });
  await page.getByRole("link", { name: "เมนู" }).click();
  await expect(page.getByRole("navigation", { name: "เมนูหลัก" })).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("menu-th-390.png") });

  expect(consoleErrors).toEqual([]);
});

test("an English browser landing on / is sent to /en", async ({ browser }) => {
  const context = await browser.newContext({ locale: "en-US", extraHTTPHeaders: { "Accept-Language": "en-US,en;q=0.9" } });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor who switches to English finds the home page in English next time, at a clean address", async ({ page }) => {
    await page.goto("/news-lists?page=2");
    await page.getByTestId("language-switcher").click();
    await expect(page).toHaveURL(/\/en\/news-lists\?page=2$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
