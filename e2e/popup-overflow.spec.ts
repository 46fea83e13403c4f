import type { Locator, Page } from "@playwright/test";
import { answerCookies, expect, fromAnotherPage, screenshot, test } from "./fixtures";

/**
 * The home page's pop-ups on the narrowest phone we support: nothing inside a dialog may reach past its panel,
 * and the dialog itself may not scroll sideways.
 */
async function expectNoHorizontalOverflow(dialog: Locator, name: string) {
  await expect(dialog).toBeVisible();
  const problems = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const found: string[] = [];
    if (element.scrollWidth > element.clientWidth + 1) found.push(`dialog scrolls sideways: ${element.scrollWidth} > ${element.clientWidth}`);
    if (box.right > window.innerWidth + 1 || box.left < -1) found.push(`dialog outside the viewport: ${box.left}–${box.right}`);
    for (const child of element.querySelectorAll<HTMLElement>("*")) {
      const rect = child.getBoundingClientRect();
      if (rect.width === 0 || getComputedStyle(child).position === "fixed") continue;
      if (rect.right > box.right + 1 || rect.left < box.left - 1) found.push(`${child.tagName.toLowerCase()}.${child.className} at ${Math.round(rect.left)}–${Math.round(rect.right)} (panel ${Math.round(box.left)}–${Math.round(box.right)})`);
    }
    return found;
  });
  expect(problems, name).toEqual([]);
}

async function openAndCheck(page: Page, trigger: Locator, dialog: Locator, name: string, shots: (name: string) => string) {
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  // Wait for the looked-up record (the contact block), not the loading state.
  await expect(dialog.locator(".contact-block, .info-popup__empty, .news-popup__grid").first()).toBeVisible();
  await expectNoHorizontalOverflow(dialog, name);
  await screenshot(page, { path: shots(`${name}.png`) });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

for (const lang of ["th", "en"] as const) {
  test(`no home pop-up overflows sideways at 360 px (${lang})`, async ({ page, baseURL }, testInfo) => {
    const shots = (name: string) => testInfo.outputPath(`${name}-${lang}-360.png`);
    await page.setViewportSize({ width: 360, height: 740 });
    const home = lang === "en" ? "/en" : "/";
    await page.goto(home);
    await answerCookies(page);
    await page.goto(home, fromAnotherPage(baseURL));

    // The site pop-up comes first once the cookie question is answered and the visitor reads on.
    const site = page.locator("dialog.site-popup");
    await expect(site).toBeVisible({ timeout: 10_000 });
    await expectNoHorizontalOverflow(site, "site pop-up");
    await screenshot(page, { path: shots("popup-site") });
    await page.keyboard.press("Escape");
    await expect(site).toBeHidden();

    const info = (kind: string) => page.locator(`dialog.info-popup--${kind}[open]`);
    await openAndCheck(page, page.locator(".card-people a[href*='/venue-show-details/']").first(), info("venue"), "popup-venue", shots);
    await openAndCheck(page, page.locator(".card-people a[href*='/organizer-show-details/']").first(), info("organizer"), "popup-organizer", shots);
    await openAndCheck(page, page.locator(".who-column a[href*='/contractor-show-details/']").first(), info("contractor"), "popup-contractor", shots);
    await openAndCheck(page, page.locator(".section-head__more a[aria-haspopup]").first(), page.locator("dialog.news-popup"), "popup-news", shots);
  });
}
