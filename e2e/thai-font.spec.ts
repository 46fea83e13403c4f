import type { Page } from "@playwright/test";
import { consentGiven, expect, hydrated, test } from "./fixtures";

const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);
const fontCached = () => !!localStorage.getItem("thai-font");

test("a first visit reads in the local Thai face and fetches the web font after load; the next page uses it", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  await page.goto("/");
  await page.waitForFunction(fontCached);
  const first = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const fonts = performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".woff2"));
    return { load: navigation.loadEventStart, fonts: fonts.map((entry) => entry.startTime), marked: document.documentElement.hasAttribute("data-thai-font") };
  });
  expect(first.marked).toBe(false);
  expect(await bodyFont(page)).toMatch(/^"Noto Sans Thai Fallback"/);
  expect(first.fonts).toHaveLength(1);
  expect(first.fonts[0]).toBeGreaterThanOrEqual(first.load);

  await page.goto("/thai-trade-show-lists");
  await expect(page.locator("html")).toHaveAttribute("data-thai-font", "");
  expect(await bodyFont(page)).toMatch(/^"Noto Sans Thai Variable"/);
  const used = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Noto Sans Thai Variable" && face.status === "loaded");
  });
  expect(used).toBe(true);
});

test("the first client-side navigation after the font is cached switches to it", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  await page.goto("/");
  await page.waitForFunction(fontCached);
  await page.waitForFunction(hydrated);
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await expect(page.locator("html")).not.toHaveAttribute("data-thai-font");

  await page.getByRole("contentinfo").getByRole("navigation").first().getByRole("link").first().click();
  await expect(page).not.toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("data-thai-font", "");
  expect(await bodyFont(page)).toMatch(/^"Noto Sans Thai Variable"/);
});
