import type { Page } from "@playwright/test";
import { expect, screenshot, test } from "./fixtures";

const lists = [
  "/thai-trade-show-lists",
  "/international-trade-show-lists",
  "/thai-event-lists",
  "/venue-show-lists",
  "/organizer-show-lists",
  "/contractor-show-lists",
  "/booth-reservation-lists",
  "/jobs-lists",
  "/news-lists",
  "/article-lists",
  "/photo-gallery-lists",
];
const widths = [360, 390, 768, 1280, 1920];

/**
 * Every form control (and the filter box itself) against the box that holds it: each one that sticks out
 * by more than half a pixel, plus the side column running under the results and the page scrolling sideways.
 */
async function layoutFaults(page: Page, container: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const faults: string[] = [];
    const box = document.querySelector(selector);
    if (!box) return [`${selector} missing`];
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.getAttribute("name") ? `[name=${el.getAttribute("name")}]` : ""}`;
    const outside = (inner: DOMRect, outer: DOMRect) => inner.left < outer.left - 0.5 || inner.right > outer.right + 0.5;
    for (const control of box.querySelectorAll("input, select, textarea, button, .filters__form > *")) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0) continue;
      const parent = control.parentElement!.getBoundingClientRect();
      if (outside(rect, parent)) faults.push(`${describe(control)} ${rect.left}-${rect.right} outside its parent ${parent.left}-${parent.right}`);
      const outer = box.getBoundingClientRect();
      if (outside(rect, outer)) faults.push(`${describe(control)} ${rect.left}-${rect.right} outside ${selector} ${outer.left}-${outer.right}`);
    }
    const results = document.querySelector(".list-page__results")!.getBoundingClientRect();
    const aside = document.querySelector(".filters")!.getBoundingClientRect();
    if (aside.width > 0 && aside.right > results.left + 0.5 && aside.top < results.bottom && results.top < aside.bottom)
      faults.push(`filter column ${aside.left}-${aside.right} runs under the results ${results.left}-${results.right}`);
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth) faults.push(`page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
    return faults;
  }, container);
}

/** Opens the phone filter sheet; a tap before hydration only follows the no-script #filters link, so tap again. */
async function openSheet(page: Page, button: string, title: string) {
  const sheet = page.getByRole("dialog", { name: title });
  await expect(async () => {
    await page.getByRole("link", { name: button }).click();
    await expect(sheet).toBeVisible({ timeout: 1000 });
  }).toPass();
  return sheet;
}

test("no filter field overflows its box on any list, from 360 to 1920 px", async ({ page }) => {
  test.setTimeout(180_000);
  const faults: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const list of lists) {
      // A keyword that finds nothing: the empty-state box sits beside the column, as in the report.
      await page.goto(`${list}?q=zzqx`);
      if (width >= 1024) {
        faults.push(...(await layoutFaults(page, ".filters")).map((f) => `${list} @${width}: ${f}`));
      } else {
        await openSheet(page, "ค้นหาและกรอง", "ตัวกรอง");
        faults.push(...(await layoutFaults(page, ".filters-sheet .dialog__panel")).map((f) => `${list} @${width}: ${f}`));
      }
    }
  }
  expect(faults).toEqual([]);
});

test("on a phone the filter sheet opens, applies a filter shown as a chip, and closes on Escape and outside taps", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/thai-trade-show-lists");
  const toggle = page.getByRole("link", { name: "ค้นหาและกรอง" });
  const sheet = await openSheet(page, "ค้นหาและกรอง", "ตัวกรอง");
  await expect(sheet.getByRole("heading", { name: "ตัวกรอง" })).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("filters-sheet-th-390.png") });

  // Focus stays in the sheet: Tab never reaches the page behind it.
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement === document.body || Boolean(document.activeElement?.closest("dialog[open]")))).toBe(true);
  }

  const province = sheet.getByLabel("จังหวัด");
  const choice = (await province.locator("option").nth(1).textContent())!.trim();
  await province.selectOption({ label: choice });
  await sheet.getByRole("button", { name: "แสดงผลลัพธ์" }).click();
  await expect(page).toHaveURL(/[?&]province=[^&]+/);
  await expect(sheet).toBeHidden();
  await expect(toggle).toBeFocused();
  const chip = page.getByRole("link", { name: `ลบตัวกรอง จังหวัด: ${choice}` });
  await expect(chip).toBeVisible();
  await expect(page.locator("#results-count")).toContainText(/พบ \d+ รายการ/);
  await expect(toggle).toContainText("1");
  await chip.click();
  await expect(page).toHaveURL(/\/thai-trade-show-lists$/);
  await expect(page.getByRole("link", { name: /^ลบตัวกรอง/ })).toHaveCount(0);

  // Escape closes the sheet and gives focus back to its button; so does a tap on the page behind it.
  await openSheet(page, "ค้นหาและกรอง", "ตัวกรอง");
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(toggle).toBeFocused();
  await openSheet(page, "ค้นหาและกรอง", "ตัวกรอง");
  await page.mouse.click(195, 40);
  await expect(sheet).toBeHidden();

  // English, with a filter set: the chips and the sheet at 390 px, the side column at 1280 px.
  await page.goto("/en/thai-trade-show-lists?q=food&when=all");
  const enChips = page.getByRole("list", { name: "Active filters" });
  await expect(enChips.getByRole("link")).toHaveText(["Keyword: food×", "When: All×"]);
  const enSheet = await openSheet(page, "Search and filter", "Filters");
  await expect(enSheet.getByLabel("Keyword")).toHaveValue("food");
  await screenshot(page, { path: testInfo.outputPath("filters-sheet-en-390.png") });
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole("complementary", { name: "Filters" }).getByLabel("Keyword")).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("filters-en-1280.png") });
  await page.goto("/thai-trade-show-lists?when=past");
  await expect(page.getByRole("complementary", { name: "ตัวกรอง" })).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("filters-th-1280.png") });
});

test("Escape closes the phone menu and returns focus to its button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/thai-trade-show-lists");
  const button = page.getByRole("link", { name: "เมนู", exact: true });
  const menu = page.getByRole("navigation", { name: "เมนูหลัก" });
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
  }).toPass();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone filter sheet opens from its link, filters and closes with its close link", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/thai-trade-show-lists");
    const sheet = page.getByRole("complementary", { name: "ตัวกรอง" });
    await expect(sheet).toBeHidden();
    await page.getByRole("link", { name: "ค้นหาและกรอง" }).click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole("link", { name: "ปิดตัวกรอง" }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole("link", { name: "ค้นหาและกรอง" }).click();
    await sheet.getByRole("radio", { name: "จัดไปแล้ว" }).check();
    await sheet.getByRole("button", { name: "แสดงผลลัพธ์" }).click();
    await expect(page).toHaveURL(/when=past/);
    await page.getByRole("link", { name: "ลบตัวกรอง ช่วงเวลา: จัดไปแล้ว" }).click();
    await expect(page).toHaveURL(/\/thai-trade-show-lists$/);
  });
});
