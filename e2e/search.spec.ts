import type { Page } from "@playwright/test";
import { seededTitle } from "../test/seeded-title";
import { answerCookies, expect, screenshot, test } from "./fixtures";

const METALEX_TH = seededTitle("trade-shows", "metalex-2027", "th");
const CANTON_EN = seededTitle("trade-shows", "canton-fair-141st-spring-2027", "en");
const JOURNEYS = [
  { locale: "th", home: "/", typed: "เมทัล", suggestion: METALEX_TH, first: METALEX_TH, group: "งานแสดงสินค้าในไทย" },
  { locale: "en", home: "/en", typed: "canton", suggestion: CANTON_EN, first: CANTON_EN, group: "International trade shows" },
] as const;

/** The site pop-up may greet a visitor on a later page; it is not what this journey is about. */
async function closeSitePopup(page: Page) {
  const popup = page.locator("dialog.site-popup");
  if (await popup.isVisible()) await page.keyboard.press("Escape");
}

for (const width of [390, 1280]) {
  for (const j of JOURNEYS) {
    test(`home search (${j.locale}, ${width} px): suggestions while typing, then results grouped by kind`, async ({ page }, testInfo) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.setViewportSize({ width, height: 900 });
      await page.goto(j.home);
      // Answered once the page is interactive: an early answer is a form post that reloads the page, and the site
      // pop-up would then open over the search box while the journey types.
      await answerCookies(page);

      const box = page.locator("#home-search-q");
      const suggestions = page.waitForResponse((r) => r.url().includes("/search-suggestions?") && r.url().includes(`locale=${j.locale}`));
      await box.pressSequentially(j.typed, { delay: 40 });
      expect((await suggestions).status()).toBe(200);
      const options = page.locator(`datalist#${await box.getAttribute("list")} option`);
      await expect(options.first()).toHaveAttribute("value", j.suggestion);
      await screenshot(page, { path: testInfo.outputPath(`home-suggestions-${j.locale}-${width}.png`) });

      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${j.locale === "en" ? "/en" : ""}/search\\?q=`));
      await closeSitePopup(page);
      await expect(page.locator(".search-hit__title").first()).toHaveText(j.first);
      await expect(page.getByRole("heading", { level: 2, name: new RegExp(j.group) })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, { path: testInfo.outputPath(`search-results-${j.locale}-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
    });
  }
}

test("a search that finds nothing suggests every section, in English at 390 px", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/en/search?q=qqqzzz");
  await expect(page.getByRole("heading", { name: "No results for “qqqzzz”" })).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("search-empty-en-390.png"), fullPage: true });
  await page.getByRole("main").getByRole("link", { name: "Venues", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/venue-show-lists$/);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  const THAIFEX = { th: seededTitle("trade-shows", "thaifex-anuga-asia-2027", "th"), en: seededTitle("trade-shows", "thaifex-anuga-asia-2027", "en") };
  const NARROWING = {
    th: { prefix: "", query: "อาหาร", filters: "ตัวกรองผลการค้นหา", kind: "หมวด", kindLabel: "งานแสดงสินค้าในไทย", province: "จังหวัด", place: "นนทบุรี", apply: "กรองผลการค้นหา", clear: "ล้างตัวกรอง" },
    en: { prefix: "/en", query: "food", filters: "Narrow the results", kind: "Section", kindLabel: "Trade shows in Thailand", province: "Province", place: "Nonthaburi", apply: "Apply filters", clear: "Clear filters" },
  } as const;

  for (const [lang, n] of Object.entries(NARROWING)) {
    test(`${lang}: the search narrows by section and province in the address, phone and desktop`, async ({ page }, testInfo) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${n.prefix}/search?q=${encodeURIComponent(n.query)}`);
        const filters = page.locator("details.search-filters");
        await expect(filters).not.toHaveAttribute("open");
        await filters.locator("summary").click();
        await page.getByLabel(n.kind, { exact: true }).selectOption({ label: n.kindLabel });
        await page.getByLabel(n.province, { exact: true }).selectOption({ label: n.place });
        await filters.scrollIntoViewIfNeeded();
        await screenshot(page, { path: testInfo.outputPath(`search-filters-open-${lang}-${width}.png`) });
        await page.getByRole("button", { name: n.apply }).click();

        await expect(page).toHaveURL(/[?&]kind=thaiTradeShow/);
        await expect(page).toHaveURL(/[?&]province=Nonthaburi/);
        await expect(page.locator(".search-group")).toHaveCount(1);
        await expect(page.locator("#search-thaiTradeShow .search-hit__title", { hasText: THAIFEX[lang as "th" | "en"] })).toBeVisible();
        // The filters stay open with the choices made, and the sections' list links keep the province.
        await expect(filters).toHaveAttribute("open");
        await expect(page.getByLabel(n.province, { exact: true })).toHaveValue("Nonthaburi");
        await expect(page.locator(".search-group__all")).toHaveAttribute("href", /province=Nonthaburi/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, { path: testInfo.outputPath(`search-filtered-${lang}-${width}.png`), fullPage: true });

        await page.getByRole("link", { name: n.clear }).click();
        await expect(page).toHaveURL(new RegExp(`${n.prefix}/search\\?q=[^&]+$`));
        await expect(page.locator(".search-group").nth(1)).toBeVisible();
      }
    });
  }
});
