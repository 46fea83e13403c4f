import { expect, screenshot, test } from "./fixtures";

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
    await screenshot(page, { path: testInfo.outputPath(`home-first-screen-${lang}-390.png`) });
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

// Decision 045: pictures come in a 640 px rendition beside the original, and each <img> says how wide it shows,
// so a phone decodes a card's picture at the size it shows it, and a wide screen still gets the sharp one.
test.describe("pictures at the size they show", () => {
  const loaded = (page: import("@playwright/test").Page, selector: string) =>
    page.locator(selector).evaluateAll((images: HTMLImageElement[]) =>
      images.filter((image) => image.complete && image.naturalWidth > 0).map((image) => image.currentSrc),
    );

  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test("a phone loads the narrow renditions of the home page's banners and cards, and of a list's cards", async ({ page }) => {
    await page.goto("/");
    await page.locator(".home-section .card__media img").first().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await loaded(page, ".home-section .card__media img")).length).toBeGreaterThan(2);
    const pictures = [...(await loaded(page, ".banner-slide__media img")), ...(await loaded(page, ".home-section .card__media img"))];
    expect(pictures.length).toBeGreaterThan(3);
    for (const picture of pictures) expect(picture).toMatch(/-640\.webp$/);

    await page.goto("/thai-trade-show-lists");
    await expect.poll(async () => (await loaded(page, ".list-page__results .card__media img")).length).toBeGreaterThan(0);
    for (const picture of await loaded(page, ".list-page__results .card__media img")) expect(picture).toMatch(/-640\.webp$/);
  });

  test.describe("on a wide screen", () => {
    test.use({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
    test("the banner is the full picture", async ({ page }) => {
      await page.goto("/en");
      await expect.poll(async () => (await loaded(page, ".banner-slide__media img")).length).toBeGreaterThan(0);
      expect((await loaded(page, ".banner-slide__media img"))[0]).toMatch(/\/seed\/banners\/[a-z0-9-]+[a-z]\.webp$/);
    });
  });
});
