import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

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
