import { expect, test } from "./fixtures";

for (const lang of ["th", "en"] as const) {
  test(`home on a 390 px phone (${lang}): real content in the first screen, one row of sections, a placeholder that fits`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(lang === "en" ? "/en" : "/");

    // A show is in the first screen: the first show card shows at least its top 100 px above the fold.
    const firstShow = page.locator("#home-shows").locator("xpath=ancestor::section").locator(".card").first();
    expect((await firstShow.boundingBox())?.y).toBeLessThan(844 - 100);

    // The hero and the first banner do not say the same thing.
    const hero = (await page.locator("#home-title").innerText()).trim();
    const banner = (await page.locator(".banner-slide__title").first().innerText()).trim();
    expect(banner).not.toBe(hero);
    expect(await page.locator(".banner-slide__link").first().getAttribute("href")).toMatch(/trade-show-details\//);

    // The twelve section tiles are one row that scrolls sideways, not a screen-high list.
    const grid = page.locator(".directory-grid");
    await expect(grid.locator("li")).toHaveCount(12);
    const row = await grid.evaluate((el) => ({ height: el.getBoundingClientRect().height, scroll: el.scrollWidth, width: el.clientWidth, overflow: getComputedStyle(el).overflowX }));
    expect(row.height).toBeLessThan(200);
    expect(row.scroll).toBeGreaterThan(row.width);
    expect(row.overflow).toBe("auto");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The search box shows its whole placeholder.
    const fits = await page.locator("#home-search-q").evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room };
    });
    expect(fits.text).toBeLessThanOrEqual(fits.room);
    await page.screenshot({ path: testInfo.outputPath(`home-first-screen-${lang}-390.png`) });
  });
}

for (const path of ["/thai-trade-show-lists", "/en/venue-show-lists", "/news-lists"]) {
  test(`${path} on a 390 px phone lists compact rows, picture beside the words`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const cards = page.locator(".list-page__results .card");
    await expect(cards.first()).toBeVisible();
    for (let i = 0; i < 3; i++) {
      const card = await cards.nth(i).boundingBox();
      const media = await cards.nth(i).locator(".card__media").boundingBox();
      const title = await cards.nth(i).locator(".card__title").boundingBox();
      expect(card!.height).toBeLessThan(240);
      // The picture sits to the left of the title, not above it.
      expect(media!.x + media!.width).toBeLessThanOrEqual(title!.x);
    }
  });
}
