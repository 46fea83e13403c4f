import { expect, test } from "./fixtures";

test("a menu opened before the page's scripts have run stays open once they have", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Hold the scripts back, as a slow link does (they load at low priority behind the page's images and font).
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
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
