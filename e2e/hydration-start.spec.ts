import { consentGiven, expect, holdBanners, hydrated, test } from "./fixtures";

test("a page's scripts start only after the page has loaded and painted, and then it hydrates", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  for (const path of ["/", "/en/thai-trade-show-lists"]) {
    await page.goto(path);
    await page.waitForFunction(hydrated);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const scripts = performance.getEntriesByType("resource").filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
      const painted = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
      return { load: navigation.loadEventStart, painted, scripts: scripts.length, first: Math.min(...scripts.map((entry) => entry.startTime)) };
    });
    expect(timing.scripts, path).toBeGreaterThan(2);
    expect(timing.first, path).toBeGreaterThanOrEqual(timing.load);
    expect(timing.first, path).toBeGreaterThanOrEqual(timing.painted);
  }
});

test("a visitor who uses the page before it has loaded gets its scripts at once", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  // The first banner never finishes, so the load event never comes.
  const release = await holdBanners(page);
  await page.goto("/en", { waitUntil: "domcontentloaded" });
  await page.waitForTimeout(500);
  expect(await page.evaluate(hydrated)).toBe(false);

  await page.keyboard.press("Tab");
  await page.waitForFunction(hydrated);
  expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
  release();
});
