import type { Page } from "@playwright/test";
import { consentGiven, expect, hydrated, test } from "./fixtures";

/**
 * Notes in the page, for each selector, its `display` when the element first appears: a page whose stylesheet
 * arrived late shows its first frame unstyled, and the value then is the element's default.
 */
const recordFirstStyles = (page: Page, selectors: string[]) =>
  page.evaluate((wanted) => {
    const seen: Record<string, string> = {};
    Object.assign(window, { firstStyles: seen });
    const note = () => {
      for (const selector of wanted) {
        const element = document.querySelector(selector);
        if (element && !(selector in seen)) seen[selector] = getComputedStyle(element).display;
      }
    };
    new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
  }, selectors);
const firstStyles = (page: Page) => page.evaluate(() => (window as { firstStyles?: Record<string, string> }).firstStyles);

// Lists and detail pages bring their own stylesheets (decision 048), which the home page does not load: a click
// from it must get them before the next page shows.
test("a show's page reached from the home page, and its list reached from it, are styled from their first frame", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/en");
  await page.waitForFunction(hydrated);

  await recordFirstStyles(page, [".detail-hero", ".breadcrumbs ol", ".share__list"]);
  await page.getByRole("region", { name: "Upcoming trade shows" }).getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/trade-show-details\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => firstStyles(page)).toEqual({ ".detail-hero": "grid", ".breadcrumbs ol": "flex", ".share__list": "flex" });

  // On to the show list by the trail: the detail page does not load the lists' stylesheet either.
  await recordFirstStyles(page, [".list-page__body", ".results-bar"]);
  await page.getByRole("navigation", { name: "You are here" }).getByRole("link").nth(1).click();
  await expect(page).toHaveURL(/trade-show-lists$/);
  await expect.poll(() => firstStyles(page)).toEqual({ ".list-page__body": "grid", ".results-bar": "flex" });
});
