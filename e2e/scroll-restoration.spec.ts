import { consentGiven, expect, holdBanners, hydrated, scriptsRunning, test } from "./fixtures";

const scrollY = (page: import("@playwright/test").Page) => page.evaluate(() => window.scrollY);

test("the page keeps the visitor's place: back from a card and after a reload", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await scriptsRunning(page);
  // The history entry got its key (and React Router's first index) when the scripts started.
  const entry = await page.evaluate(() => history.state as { key?: string; idx?: number });
  expect(entry.key).toMatch(/^[a-z0-9]{4,}$/);
  expect(entry.idx).toBe(0);

  // Deep enough that whole sections lie above the place: they stand at an estimated size until laid out
  // (decision 047), and a restored offset must still land on the same card.
  // The visitor scrolls down to the news, then takes the first news card in full view.
  const newsCardInView = () =>
    page.evaluate(() =>
      [...document.querySelectorAll(".card__link")].findIndex((link) => {
        const box = link.getBoundingClientRect();
        return link.closest("[aria-labelledby=home-news]") !== null && box.top > 0 && box.bottom < window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
      }),
    );
  await expect(async () => {
    if ((await newsCardInView()) < 0) await page.mouse.wheel(0, 300);
    expect(await newsCardInView()).toBeGreaterThanOrEqual(0);
  }).toPass();
  const place = await scrollY(page);
  expect(place).toBeGreaterThan(2500);
  const index = await newsCardInView();
  const card = page.locator(".card__link").nth(index);
  const href = (await card.getAttribute("href")) ?? "";
  await card.click();
  await expect(page).toHaveURL(new URL(href, baseURL).href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The new page opens at its top (React Router's restoration runs as the page commits; a busy machine may draw first).
  await expect.poll(() => scrollY(page), { timeout: 2_000 }).toBe(0);

  await page.goBack();
  await expect(card).toBeInViewport();
  expect(Math.abs((await scrollY(page)) - place)).toBeLessThan(5);

  // A reload returns to the same place, with the same history entry, before the scripts start again: the page's
  // inline script restores it (the browser's own restoration is switched off, as some browsers do not have it).
  await page.addInitScript(() => {
    history.scrollRestoration = "manual";
  });
  // The banners held back keep the load event, and so the scripts, waiting until the place has been checked.
  const release = await holdBanners(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  expect(await page.evaluate(hydrated)).toBe(false);
  expect(Math.abs((await scrollY(page)) - place)).toBeLessThan(5);
  await expect(card).toBeInViewport();
  release();
  await scriptsRunning(page);
  expect(await page.evaluate(() => (history.state as { key?: string }).key)).toBe(entry.key);
  expect(Math.abs((await scrollY(page)) - place)).toBeLessThan(5);
});
