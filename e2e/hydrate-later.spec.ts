import type { Page } from "@playwright/test";
import { collectConsoleErrors, consentGiven, expect, hydrated, test } from "./fixtures";

/** Marks the document, so a navigation that loads a new one (a link React never took over) is seen. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { samePageMarker: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { samePageMarker?: boolean }).samePageMarker === true);
/** In the page: every element `selector` finds has been taken over by React, which marks each one it has. */
const takenOver = (selector: string) => {
  const elements = [...document.querySelectorAll(selector)];
  return elements.length > 0 && elements.every((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));
};

// Parts below the first screen hydrate after it (decision 046); a visitor who reaches for them at once must not
// notice: a click hydrates the part on the spot, and the link or button does what it does on any later visit.
test("the footer and the home page's later sections answer the first click after the page hydrates", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);

  await page.goto("/en");
  await page.waitForFunction(hydrated);
  await markDocument(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
  await expect(page).toHaveURL(/\/en\/aboutus$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
  expect(await sameDocument(page)).toBe(true);

  await page.goto("/en");
  await page.waitForFunction(hydrated);
  await markDocument(page);
  const news = page.getByRole("region", { name: "Latest news" });
  await news.getByRole("link", { name: "See all related news" }).click();
  await expect(page.getByRole("dialog", { name: "Related news" })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test("the footer hydrates after the header, once the header works", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  // The header marks its navigation once it has hydrated (data-hydrated); note at that moment whether React has
  // taken over the footer's links too (it marks each element it has).
  await page.addInitScript(() => {
    const taken = (selector: string) => {
      const element = document.querySelector(selector);
      return Boolean(element && Object.keys(element).some((key) => key.startsWith("__reactFiber")));
    };
    document.addEventListener("DOMContentLoaded", () => {
      const nav = document.getElementById("site-nav");
      if (!nav) return;
      const observer = new MutationObserver(() => {
        if (!nav.hasAttribute("data-hydrated")) return;
        observer.disconnect();
        Object.assign(window, { footerWhenHeaderWorks: taken("footer a[href]") ? "hydrated" : "not yet" });
      });
      observer.observe(nav, { attributes: true, attributeFilter: ["data-hydrated"] });
    });
  });
  await page.goto("/en");
  await page.waitForFunction(() => "footerWhenHeaderWorks" in window);
  expect(await page.evaluate(() => (window as { footerWhenHeaderWorks?: string }).footerWhenHeaderWorks)).toBe("not yet");
  await page.waitForFunction(takenOver, "footer a[href]");
});

test("every later part is interactive once the page is idle, with no hydration error", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  const errors = collectConsoleErrors(page);

  for (const path of ["/", "/en", "/en/thai-trade-show-lists"]) {
    await page.goto(path);
    await page.waitForFunction(hydrated);
    // A footer link React never took over would be a dead part.
    await page.waitForFunction(takenOver, "footer a, .home a");
  }
  expect(errors).toEqual([]);
});
