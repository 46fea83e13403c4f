import { ensureDevVars } from "../scripts/dev-vars.mjs";
import type { Page, TestInfo } from "@playwright/test";
import { expect, screenshot, takesScreenshots, test } from "./fixtures";

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

// The consent banner is someone else's journey; here it would only cover the pages in the screenshots.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL ?? "" }]);
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test("a reader pages through the news, keeps the page on reload and opens a story", async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/news-lists");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ข่าวสาร");
  const cards = page.locator(".card-grid .card__link");
  await expect(cards).toHaveCount(15);
  const firstOnPage1 = await cards.first().getAttribute("href");
  await shoot(page, testInfo, "news-list-th");

  const pager = page.getByRole("navigation", { name: "เลขหน้า" });
  await pager.getByRole("link", { name: "หน้า 2" }).click();
  await expect(page).toHaveURL(/\/news-lists\?page=2$/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText("2");
  const firstOnPage2 = await cards.first().getAttribute("href");
  expect(firstOnPage2).not.toBe(firstOnPage1);

  await page.reload();
  await expect(page).toHaveURL(/\/news-lists\?page=2$/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText("2");
  await expect(cards.first()).toHaveAttribute("href", firstOnPage2 ?? "");

  // Keyboard: the pager's links are reachable and follow the page order.
  await pager.getByRole("link", { name: "หน้า 3" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/news-lists\?page=3$/);

  await cards.first().click();
  await expect(page).toHaveURL(/\/news-details\/[^?]+\?c=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "ตำแหน่งของหน้านี้" })).toContainText("ข่าวสาร");
  await shoot(page, testInfo, "news-detail-th");

  await page.getByTestId("language-switcher").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(/\/en\/news-details\/[^?]+\?c=\d+$/);
  await shoot(page, testInfo, "news-detail-en");

  await page.goto("/en/news-lists");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
  await shoot(page, testInfo, "news-list-en");

  // A story that has no English text reads in Thai, with a note saying so.
  await page.goto("/en/news-lists?q=checklist");
  await page.locator(".card-grid .card__link").first().click();
  await expect(page.getByRole("note")).toHaveText("This article is available in Thai only.");
  await expect(page.locator('.story__main [lang="th"]')).toBeVisible();
  await shoot(page, testInfo, "news-detail-thai-only-en");

  expect(errors).toEqual([]);
});

test("the news pager's ellipsis is not a control", async ({ page, request }) => {
  // The seed holds exactly four pages of news, which never need an ellipsis: one more item makes a fifth page.
  const token = ensureDevVars().CONTENT_API_TOKEN;
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post("/api/news", {
    headers,
    data: { data: { title: "ข่าวทดสอบหน้าที่ห้า", slug: "e2e-fifth-page", excerpt: "ข่าวสำหรับทดสอบตัวแบ่งหน้า", connect_menu: { menu: [1] } } },
  });
  expect(created.status()).toBe(200);
  const { data } = (await created.json()) as { data: { id: number } };
  try {
    await page.goto("/news-lists");
    const pager = page.getByRole("navigation", { name: "เลขหน้า" });
    await expect(pager.getByRole("link", { name: "หน้า 5" })).toBeVisible();
    const gap = pager.locator(".pagination__gap");
    await expect(gap).toHaveText("…");
    await expect(gap.locator("a, button")).toHaveCount(0);
    await gap.click();
    await expect(page).toHaveURL(/\/news-lists$/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText("1");
  } finally {
    await request.delete(`/api/news/${data.id}`, { headers });
  }
});

test("a visitor opens a photo gallery and browses it in the lightbox by keyboard", async ({ page }, testInfo) => {
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/photo-gallery-lists");
  await page.locator(".card-grid .card__link").first().click();
  await expect(page).toHaveURL(/\/en\/photo-gallery-details\//);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Photos");
  // The lightbox needs the page's scripts, which start after the load event (without them a thumbnail is a link).
  await page.waitForLoadState("networkidle");

  const thumbs = page.locator(".gallery__thumb");
  const count = await thumbs.count();
  expect(count).toBeGreaterThan(1);
  await thumbs.first().focus();
  await page.keyboard.press("Enter");
  const lightbox = page.locator("dialog.lightbox");
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator(".lightbox__count")).toHaveText(`1 / ${count}`);
  await page.keyboard.press("ArrowRight");
  await expect(lightbox.locator(".lightbox__count")).toHaveText(`2 / ${count}`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox.locator(".lightbox__count")).toHaveText(`${count} / ${count}`);
  if (takesScreenshots()) await testInfo.attach("lightbox", { body: await page.screenshot(), contentType: "image/png" });
  await page.keyboard.press("Escape");
  await expect(lightbox).toBeHidden();
  await expect(thumbs.first()).toBeFocused();

  expect(errors).toEqual([]);
});
