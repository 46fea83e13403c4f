import type { Page } from "@playwright/test";
import { collectConsoleErrors, consentGiven, expect, screenshot, scriptsRunning, sidewaysOverflow, test } from "./fixtures";
import { createStaffAccount, STAFF_PASSWORD } from "./staff-accounts";

/**
 * The demo editor adds an industry to the master data in Thai and English and finds it in the public list's
 * filter; an editor previews a draft news item. demo-editor is the local seed's editor account (README).
 */
const EDITOR = { username: "demo-editor", password: "demo-editor-2026" };

async function signIn(page: Page, editor: { username: string; password: string } = EDITOR) {
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill(editor.username);
  await page.getByLabel("รหัสผ่าน").fill(editor.password);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
}

test("the demo editor adds an industry in both languages and visitors can filter by it", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin");
  await signIn(page);
  await scriptsRunning(page);
  await page.getByRole("navigation").getByRole("link", { name: "เนื้อหา", exact: true }).click();
  await page.getByRole("link", { name: "ข้อมูลหลัก" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ข้อมูลหลัก");
  await scriptsRunning(page);

  const sectors = page.getByTestId("master-list-sectors");
  await sectors.getByText("อุตสาหกรรมและประเภทธุรกิจ").click();
  const rows = sectors.getByTestId("master-row-sectors");
  const before = await rows.count();
  await sectors.getByRole("button", { name: "เพิ่มแถว" }).click();
  await expect(rows).toHaveCount(before + 1);
  const added = rows.last();
  await added.getByLabel("ชื่อ (ไทย)").fill("ของเล่นและเกม");
  await added.getByLabel("ชื่อ (อังกฤษ)").fill("Toys & games");
  await added.getByLabel("กลุ่ม").selectOption("industry");
  // Moved up one place with scripts: the row's inputs move with it.
  await added.getByRole("button", { name: `เลื่อนแถวที่ ${before + 1} ขึ้น` }).click();
  await expect(rows.nth(before - 1).getByLabel("ชื่อ (อังกฤษ)")).toHaveValue("Toys & games");
  await page.getByRole("button", { name: "บันทึกข้อมูลหลัก" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "บันทึกแล้ว" })).toBeVisible();

  for (const lang of ["th", "en"] as const) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${lang === "en" ? "/en" : ""}/admin/content/master-data-app`);
      await page.getByTestId("master-list-sectors").locator("summary").click();
      const saved = page.getByTestId("master-row-sectors").filter({ has: page.locator("code", { hasText: "toys-and-games" }) });
      await expect(saved.getByLabel(lang === "th" ? "ชื่อ (อังกฤษ)" : "Name (English)")).toHaveValue("Toys & games");
      expect(await sidewaysOverflow(page)).toEqual([]);
      await screenshot(page, { path: testInfo.outputPath(`master-data-${lang}-${width}.png`) });
      await saved.scrollIntoViewIfNeeded();
      await screenshot(page, { path: testInfo.outputPath(`master-data-row-${lang}-${width}.png`) });
    }
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/thai-trade-show-lists");
  await scriptsRunning(page);
  const industry = page.locator('select[name="industry"]');
  await expect(industry.locator("option", { hasText: "ของเล่นและเกม" })).toHaveCount(1);
  await page.goto("/en/thai-trade-show-lists");
  await expect(page.locator('select[name="industry"] option', { hasText: "Toys & games" })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("an editor previews a draft news item that visitors cannot see yet", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  // Its own editor: the journeys together sign demo-editor in close to the ten times a quarter hour allows.
  await createStaffAccount("preview-editor", "editor");
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = `ข่าวฉบับร่างทดลอง ${Date.now().toString(36)}`;
  await page.goto("/admin/content/news/new");
  await signIn(page, { username: "preview-editor", password: STAFF_PASSWORD });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("เพิ่มข่าว");
  await page.getByLabel("หัวข้อ (ไทย) *").fill(title);
  await page.getByLabel("หัวข้อ (อังกฤษ)").fill("Draft news journey");
  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(page.getByText("ฉบับร่าง: ผู้เข้าชมเว็บไซต์ยังไม่เห็นรายการนี้")).toBeVisible();
  await scriptsRunning(page);
  await page.getByRole("link", { name: "ดูตัวอย่างหน้าเว็บ" }).click();
  await expect(page.getByRole("status").filter({ hasText: "ตัวอย่างฉบับร่าง" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await screenshot(page, { path: testInfo.outputPath("news-preview-1280.png") });

  const anonymous = await context.browser()!.newContext();
  const visitor = await anonymous.newPage();
  const answer = await visitor.goto(`${baseURL}${new URL(page.url()).pathname}`);
  expect(new URL(visitor.url()).pathname).toBe("/admin/login");
  expect(answer?.status()).toBe(200);
  await anonymous.close();
  expect(errors).toEqual([]);
});
