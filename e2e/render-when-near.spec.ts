import type { Locator } from "@playwright/test";
import { consentGiven, expect, scriptsRunning, test } from "./fixtures";

/** In the page: whether the element's contents are laid out and painted now (false while content-visibility skips them). */
const rendered = (locator: Locator) => locator.first().evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

// Parts below the first screen skip style, layout and paint until the visitor comes near them (decision 047):
// the first layout covers the first screen only, yet nothing is missing once the visitor scrolls or navigates.
test("parts below the first screen are laid out when the visitor comes near them", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/en");
  await scriptsRunning(page);

  expect(await rendered(page.locator("#home-shows"))).toBe(true);
  expect(await rendered(page.locator("#home-news"))).toBe(false);
  // Skipped, not hidden: the links are in the accessibility tree, for screen readers and find-in-page alike.
  const news = page.getByRole("region", { name: "Latest news" });
  const allNews = news.getByRole("link", { name: "See all news" });
  await expect(allNews).toHaveCount(1);

  await page.keyboard.press("End");
  await expect.poll(() => rendered(page.locator("#home-news"))).toBe(true);

  // The paint containment that comes with skipping must not cut a keyboard user's focus ring at a part's edge.
  const lastNewsCard = news.locator(".card").last();
  await lastNewsCard.locator(".card__link").focus();
  const [ring, clipMargin] = await lastNewsCard.evaluate((card) => {
    const spreads = [...getComputedStyle(card).boxShadow.matchAll(/(-?[\d.]+)px(?=,|$)/g)].map((match) => Number(match[1]));
    const part = card.closest(".render-when-near");
    return [Math.max(0, ...spreads), part ? parseFloat(getComputedStyle(part).overflowClipMargin) : 0];
  });
  expect(ring).toBeGreaterThan(0);
  expect(clipMargin).toBeGreaterThanOrEqual(ring);
  await allNews.click();
  await expect(page).toHaveURL(/\/en\/news-lists$/);
});

test("after the first client navigation every part is laid out, so back lands where the visitor was", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/en/thai-trade-show-lists");
  await scriptsRunning(page);
  const cards = page.locator(".list-page__results .card-grid > li");
  expect(await cards.count()).toBeGreaterThan(8);
  expect(await rendered(cards.last())).toBe(true);
  expect(await rendered(cards.last().locator("h3, h2"))).toBe(false);

  const link = cards.first().locator("a").first();
  const href = (await link.getAttribute("href")) ?? "";
  await link.click();
  await expect(page).toHaveURL(new URL(href, baseURL).href);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/thai-trade-show-lists$/);
  await expect(cards.first()).toBeVisible();
  const skipped = await page.evaluate(() => [...document.querySelectorAll("body *")].filter((element) => !element.checkVisibility({ contentVisibilityAuto: true }) && element.checkVisibility()).length);
  expect(skipped).toBe(0);
});
