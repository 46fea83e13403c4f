import { type Locator, type Page } from "@playwright/test";
import { answerCookies, expect, followMenuLink, registerAndSignIn, screenshot, scriptsRunning, sidewaysOverflow, test } from "./fixtures";

/**
 * Follows and saved items (issue 25), with scripts: a fresh member follows an industry from the trade show list
 * filtered by it, a venue from its card in the venue list and an organizer from its page, saves a show, finds all
 * four on /bookmark with their pictures and
 * the show's dates (Buddhist-era in Thai), looks at the page at phone and desktop widths in both languages, and
 * unfollows the industry there.
 */
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "Follow-pass-2026";

/** Presses a follow or save button (in `scope`, a card) and waits for its post to be stored before the page moves on. */
async function press(page: Page, name: string, pressedName: string, scope: Page | Locator = page) {
  const stored = page.waitForResponse((r) => new URL(r.url()).pathname.includes("bookmark") && r.request().method() === "POST");
  await scope.getByRole("button", { name, exact: true }).click();
  await expect(scope.getByRole("button", { name: pressedName, exact: true })).toHaveAttribute("aria-pressed", "true");
  expect((await stored).ok()).toBe(true);
}

test("a member follows an industry, a venue and an organizer, saves a show, sees them on /bookmark and unfollows", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerAndSignIn(page, { email: `follower-${Date.now()}@example.com`, password: PASSWORD, firstName: "ปิยะ", lastName: "ติดตาม" });

  // The Thai trade show list, filtered by an industry, offers to follow it.
  await followMenuLink(page, page.locator("#site-nav details.nav-group").first(), "งานแสดงสินค้าในไทย");
  await expect(page).toHaveURL(/\/thai-trade-show-lists$/, { timeout: 20_000 });
  await scriptsRunning(page);
  await page.locator(".filters").getByLabel("อุตสาหกรรม").selectOption({ label: "อาหารและเครื่องดื่ม" });
  await page.locator(".filters").getByRole("button", { name: "แสดงผลลัพธ์" }).click();
  await expect(page).toHaveURL(/industry=food-beverage/, { timeout: 20_000 });
  await expect(page.locator(".list-follow")).toContainText("อาหารและเครื่องดื่ม");
  await press(page, "ติดตาม", "กำลังติดตาม · เลิกติดตาม");
  await screenshot(page.locator(".list-follow"), { path: testInfo.outputPath("list-follow-th-1280.png") });

  // Save the first show of that industry that has a picture (other journeys may list shows without one).
  const card = page.locator(".list-page__results .card").filter({ has: page.locator("img") }).first().getByRole("link").first();
  const show = (await card.innerText()).trim();
  await card.click();
  await expect(page).toHaveURL(/thai-trade-show-details\//, { timeout: 20_000 });
  await scriptsRunning(page);
  await press(page, "บันทึกไว้ดูภายหลัง", "บันทึกแล้ว · นำออก");

  // Follow a venue from its card in the list.
  await followMenuLink(page, page.locator("#site-nav details.nav-group").nth(1), "สถานที่จัดงาน");
  await expect(page).toHaveURL(/\/venue-show-lists$/, { timeout: 20_000 });
  await scriptsRunning(page);
  // The list's own cards: right after a client navigation the URL changes before the new list is drawn.
  const venueCard = page.locator(".list-page__results .card").filter({ has: page.locator('a[href*="/venue-show-details/"]') }).first();
  const venue = (await venueCard.locator(".card__link").innerText()).trim();
  await press(page, "ติดตาม", "กำลังติดตาม · เลิกติดตาม", venueCard);
  await screenshot(page.locator(".list-page__results"), { path: testInfo.outputPath("venue-list-th-1280.png") });

  // Follow an organizer from its page.
  await followMenuLink(page, page.locator("#site-nav details.nav-group").nth(1), "ผู้จัดงาน");
  await expect(page).toHaveURL(/\/organizer-show-lists$/, { timeout: 20_000 });
  const organizerLink = page.locator('.list-page__results .card__link[href*="/organizer-show-details/"]').first();
  const organizer = (await organizerLink.innerText()).trim();
  await organizerLink.click();
  await expect(page).toHaveURL(/organizer-show-details\//, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(organizer, { timeout: 20_000 });
  await scriptsRunning(page);
  await press(page, "ติดตาม", "กำลังติดตาม · เลิกติดตาม");

  // All three on /bookmark, from the member menu.
  await followMenuLink(page, page.locator(".member-menu"), "รายการที่บันทึกไว้");
  await expect(page).toHaveURL(/\/bookmark$/, { timeout: 20_000 });
  await answerCookies(page);
  const saved = page.locator("section[aria-labelledby=saved-title] .saved-item", { hasText: show });
  await expect(saved).toHaveCount(1);
  await expect(saved.locator(".saved-item__dates")).toHaveText(/^วันจัดงาน .*25\d\d$/);
  await expect(saved.locator(".saved-item__picture img")).toBeVisible();
  const follows = page.locator("section[aria-labelledby=follows-title] .saved-item");
  await expect(follows).toHaveCount(3);
  await expect(follows.filter({ hasText: venue }).locator(".saved-item__picture img")).toBeVisible();
  await expect(follows.filter({ hasText: organizer }).locator(".saved-item__picture")).toBeVisible();
  const industry = follows.filter({ hasText: "อาหารและเครื่องดื่ม" });
  await expect(industry.locator(".saved-item__kind")).toHaveText("อุตสาหกรรม");
  await expect(industry.locator(".saved-item__picture--icon")).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: testInfo.outputPath(`bookmark-th-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByTestId("language-switcher").click();
  await expect(page).toHaveURL(/\/en\/bookmark$/, { timeout: 20_000 });
  await expect(page.locator("#follows-title")).toHaveText("What you follow");
  await expect(page.locator("section[aria-labelledby=saved-title] .saved-item__dates").first()).toHaveText(/^Dates .*20\d\d$/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: testInfo.outputPath(`bookmark-en-${width}.png`), fullPage: true });
  }

  // Unfollow the industry from the list: the row goes, the organizer stays.
  await scriptsRunning(page);
  await page.getByRole("button", { name: "Unfollow: Food & beverage" }).click();
  await expect(page.locator("section[aria-labelledby=follows-title] .saved-item")).toHaveCount(2);
  await expect(page.locator("section[aria-labelledby=follows-title] .saved-item", { hasText: "Food & beverage" })).toHaveCount(0);

  // An industry with nothing to show right now can still be followed, on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/international-trade-show-lists?industry=food-beverage&q=zzqx");
  await expect(page.locator(".empty-state")).toBeVisible();
  await expect(page.locator(".list-follow").getByRole("button", { name: "Follow", exact: true })).toHaveAttribute("aria-pressed", "false");
  expect(await sidewaysOverflow(page)).toEqual([]);
  await screenshot(page, { path: testInfo.outputPath("empty-industry-en-390.png") });
});
