import { slugify } from "../app/lib/slug";
import { daysFromToday } from "../test/calendar";
import { consentGiven, expect, screenshot, scriptsRunning, sidewaysOverflow, test } from "./fixtures";

/**
 * Part of the editor's day (issue 47): demo-editor creates a Thai trade show as a draft in Thai on a phone, its
 * industry picked from the master data, previews the page visitors will see, and sets it to be
 * published at a Bangkok time; in English on a desktop the list says when. The cron pass that publishes it is a
 * Worker test's (a moved clock); here the draft stays invisible to visitors until then.
 */
const EDITOR = { username: "demo-editor", password: "demo-editor-2026" };

test("an editor creates a draft show with a picked industry, previews it and schedules its publication", async ({ page, context, baseURL }, testInfo) => {
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 390, height: 900 });
  const name = `งานแสดงเครื่องจักรการเกษตรขอนแก่น ${Date.now().toString(36)}`;
  const english = `Khon Kaen Agri-Machinery Fair ${Date.now().toString(36)}`;

  await page.goto("/admin/content/trade-shows/new");
  await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill(EDITOR.username);
  await page.getByLabel("รหัสผ่าน").fill(EDITOR.password);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("เพิ่มงานแสดงสินค้า");
  await scriptsRunning(page);
  await page.getByLabel("ชื่อ (ไทย) *").fill(name);
  await page.getByLabel("ชื่อ (อังกฤษ)").fill(english);
  await page.getByLabel("วันเริ่ม *").fill(daysFromToday(120));
  await page.getByLabel("วันสิ้นสุด *").fill(daysFromToday(122));
  await page.getByLabel("ประเภทงาน *").selectOption("thai");
  const industry = page.getByLabel("อุตสาหกรรม", { exact: true });
  await industry.selectOption((await industry.locator("option", { hasText: "เกษตรและเทคโนโลยีการเกษตร" }).getAttribute("value"))!);
  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(page.getByRole("status").filter({ hasText: "สร้างฉบับร่างแล้ว" }).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^แก้ไขงานแสดงสินค้า #\d+$/);

  // The preview shows the page as visitors will see it, marked as a draft; visitors get no such page yet.
  await page.getByRole("link", { name: "ดูตัวอย่างหน้าเว็บ" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // Its address comes from the English name (decision 064), and answers nothing to visitors while it is a draft.
  expect((await page.request.get(`/thai-trade-show-details/${slugify(english)}`)).status()).toBe(404);
  await page.goBack();

  // Published at 09:00 Bangkok time a month ahead. The schedule and its cron go by the real clock, which the tests'
  // fixed day (PORTAL_TODAY) may be behind or ahead of: a month after the later of the two is ahead of both.
  const ahead = Math.max(Date.now(), Date.parse(`${daysFromToday(0)}T00:00:00+07:00`)) + 30 * 86_400_000;
  const when = `${new Date(ahead + 7 * 3_600_000).toISOString().slice(0, 10)}T09:00`;
  await page.getByLabel("เผยแพร่เมื่อ", { exact: true }).fill(when);
  await page.getByRole("button", { name: "บันทึกเวลาที่ตั้ง" }).click();
  await expect(page.getByRole("status").filter({ hasText: "บันทึกเวลาที่ตั้งแล้ว" }).first()).toBeVisible();
  await expect(page.getByLabel("เผยแพร่เมื่อ", { exact: true })).toHaveValue(when);
  expect(await sidewaysOverflow(page)).toEqual([]);
  await screenshot(page, { path: testInfo.outputPath("schedule-th-390.png"), fullPage: true });

  // In English on a desktop, the list says when it goes out.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en/admin/content/trade-shows?q=${encodeURIComponent(english)}`);
  const row = page.getByTestId("content-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Publishes");
  await expect(row).toContainText(/Publishes .*9:00 AM/);
  await screenshot(page, { path: testInfo.outputPath("schedule-list-en-1280.png"), fullPage: true });
});
