import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Holds the page's scripts back, as a slow link does (they load at low priority behind images and font). */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a menu opened before the page's scripts have run stays open once they have", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const release = await holdScripts(page);
  await page.goto("/en", { waitUntil: "domcontentloaded" });
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await nav.getByText("Trade shows", { exact: true }).click();
  const link = nav.getByRole("link", { name: "Trade shows in Thailand", exact: true });
  await expect(link).toBeVisible();

  release();
  // Hydrated: the header's dropdown handlers now answer Escape.
  await page.waitForLoadState("networkidle");
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/en\/thai-trade-show-lists/);
});

test("a phone menu opened before the scripts ran still closes with Escape once they have", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto("/en", { waitUntil: "domcontentloaded" });
  const button = page.getByRole("link", { name: "Menu", exact: true });
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await button.click();
  await expect(menu).toBeVisible();

  release();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});
