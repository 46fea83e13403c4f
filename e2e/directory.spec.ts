import type { Page } from "@playwright/test";
import { expect, screenshot, scriptsRunning, test } from "./fixtures";
import { readFile } from "node:fs/promises";

function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

const cards = (page: Page) => page.locator(".list-page__results .card");

test("a visitor filters venues by province, sorts and pages through the list, and the URL keeps it all", async ({ page }, testInfo) => {
  const errors = trackConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/venue-show-lists");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("สถานที่จัดงาน");
  await screenshot(page, { path: testInfo.outputPath("venue-list-th-1280.png"), fullPage: true });

  // Filter by province with the GET form.
  await page.getByLabel("จังหวัด", { exact: true }).selectOption("Chiang Mai");
  await page.getByRole("button", { name: "แสดงผลลัพธ์" }).click();
  await expect(page).toHaveURL(/\/venue-show-lists\?.*province=Chiang\+Mai/);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first()).toContainText("เชียงใหม่");
  await expect(page.getByRole("link", { name: "ลบตัวกรอง จังหวัด: เชียงใหม่" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("จังหวัด", { exact: true })).toHaveValue("Chiang Mai");
  await expect(cards(page)).toHaveCount(2);

  // Clear, sort by newest and go to page 2.
  await page.getByRole("link", { name: "ล้างตัวกรองทั้งหมด" }).first().click();
  await expect(page).toHaveURL(/\/venue-show-lists$/);
  await expect(page.getByRole("list", { name: "ตัวกรองที่ใช้อยู่" })).toHaveCount(0);
  await page.getByLabel("เรียงตาม").selectOption("newest");
  await page.getByRole("button", { name: "แสดงผลลัพธ์" }).click();
  await expect(page).toHaveURL(/sort=newest/);
  const firstOnPageOne = await cards(page).first().locator(".card__title").innerText();
  await page.getByRole("link", { name: "หน้า 2" }).click();
  await expect(page).toHaveURL(/\?sort=newest&page=2$/);
  await expect(page.getByText(/หน้า 2 จาก 3|หน้า 2 จาก 2/)).toBeVisible();
  await expect(cards(page).first().locator(".card__title")).not.toHaveText(firstOnPageOne);
  await page.reload();
  await expect(page.locator(".pagination__page--current")).toHaveText("2");
  await expect(page.getByLabel("เรียงตาม")).toHaveValue("newest");

  // The English list, searched by keyword, and the phone layout with its filter sheet.
  await page.goto("/en/thai-event-lists");
  // The seeded festivals are dated, so the search asks for every date to stay true as the calendar moves on.
  await page.getByLabel("Keyword").fill("Loy Krathong");
  await page.getByRole("group", { name: "When" }).getByLabel("All").check();
  await page.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/q=Loy\+Krathong.*when=all|when=all.*q=Loy\+Krathong/);
  await expect(cards(page).first()).toContainText("Loy Krathong");
  await screenshot(page, { path: testInfo.outputPath("event-list-en-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/venue-show-lists");
  await screenshot(page, { path: testInfo.outputPath("venue-list-en-390.png"), fullPage: true });
  await page.goto("/venue-show-lists");
  await screenshot(page, { path: testInfo.outputPath("venue-list-th-390.png"), fullPage: true });
  // With scripts the filters open as a dialog; a click while the page hydrates can fall between the two.
  await scriptsRunning(page);
  await page.getByRole("link", { name: "ค้นหาและกรอง" }).click();
  await expect(page.getByLabel("จังหวัด", { exact: true })).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("venue-filters-th-390.png") });

  await page.goto("/en/booth-reservation-lists");
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("link", { name: /^Book a booth/ }).first()).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("booth-list-en-1280.png"), fullPage: true });

  expect(errors).toEqual([]);
});

test("a visitor opens an event and adds it to the calendar, then looks at a venue", async ({ page }, testInfo) => {
  const errors = trackConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/thai-event-lists");
  await cards(page).first().locator(".card__link").click();
  await expect(page).toHaveURL(/\/thai-event-details\//);
  const start = await page.locator(".facts time").first().getAttribute("datetime");
  expect(start).toMatch(/^\d{4}-\d\d-\d\d$/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.locator(".detail-actions").getByRole("link", { name: "เพิ่มลงปฏิทิน (.ics)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile((await download.path()) ?? "", "utf8");
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toContain(`DTSTART;VALUE=DATE:${start?.replaceAll("-", "")}`);
  await screenshot(page, { path: testInfo.outputPath("event-detail-th-1280.png"), fullPage: true });

  // The gallery opens in a lightbox once the page's scripts run (before, the thumbnail is a link to the picture).
  await scriptsRunning(page);
  await page.locator(".gallery__thumb").first().click();
  await expect(page.locator("dialog.lightbox")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("dialog.lightbox")).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: testInfo.outputPath("event-detail-th-390.png"), fullPage: true });
  await page.goto(page.url().replace(/\/thai-event-details/, "/en/thai-event-details"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await screenshot(page, { path: testInfo.outputPath("event-detail-en-390.png"), fullPage: true });

  await page.goto("/en/venue-show-details/bitec-bangna");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("BITEC");
  await expect(page.locator(".detail-actions").getByRole("link", { name: "Request a quote" })).toHaveAttribute(
    "href",
    "/en/quotation-venue?venue=bitec-bangna",
  );
  await screenshot(page, { path: testInfo.outputPath("venue-detail-en-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, { path: testInfo.outputPath("venue-detail-en-1280.png"), fullPage: true });
  await page.goto("/organizer-show-details/rx-tradex");
  await screenshot(page, { path: testInfo.outputPath("organizer-detail-th-1280.png"), fullPage: true });

  expect(errors).toEqual([]);
});
