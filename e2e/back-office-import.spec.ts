import type { Page } from "@playwright/test";
import { toCsv } from "../app/lib/csv";
import { thaiDayFromToday as thaiDay } from "../test/calendar";
import { collectConsoleErrors, consentGiven, expect, screenshot, sidewaysOverflow, test } from "./fixtures";
import { createStaffAccount, STAFF_PASSWORD } from "./staff-accounts";

// A staff sign-in hashes a password at full strength (PBKDF2), and the journey imports and publishes twenty shows.
test.describe.configure({ timeout: 240_000 });

/**
 * The editor's day: an organizer's spreadsheet of twenty shows, one with a day that does not exist. The editor
 * uploads it, fixes the row the dry run flags right on the page, imports the twenty as drafts, publishes them, and
 * finds one in its industry's list under a readable address.
 */
const EDITOR = "import-journey-editor";


/** The organizer's file: twenty shows at BITEC and QSNCC, headed in Thai; row 8 starts on 31 February. */
function organizerFile(tag: string): string {
  const rows = Array.from({ length: 20 }, (_, i) => {
    const n = i + 1;
    // A week apart within five months, in an industry no other journey lists: they share this server's data.
    const start = thaiDay(30 + n * 6);
    return [
      `งานแฟร์ของขวัญและไลฟ์สไตล์ ครั้งที่ ${n} ${tag}`,
      `Gift and Lifestyle Fair ${n} ${tag}`,
      n === 7 ? `31/02/${start.split("/")[2]}` : start,
      thaiDay(32 + n * 6),
      n % 2 === 0 ? "ไบเทค บางนา" : "Queen Sirikit National Convention Center (QSNCC)",
      "กรุงเทพมหานคร",
      "ไลฟ์สไตล์และของขวัญ",
      "บริษัท อาร์เอ็กซ์ เทรดเด็กซ์ จำกัด",
    ];
  });
  return toCsv(["ชื่องานภาษาไทย", "ชื่องานภาษาอังกฤษ", "วันเริ่มงาน", "วันสิ้นสุดงาน", "สถานที่จัดงาน", "จังหวัด", "อุตสาหกรรม", "ผู้จัดงาน"], rows);
}

async function pictures(page: Page, name: string, testInfo: { outputPath: (name: string) => string }) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, { path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test("an editor imports an organizer's twenty shows, fixes the row the check flags, and publishes them", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  const tag = `R${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await createStaffAccount(EDITOR, "editor");
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin");
  await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill(EDITOR);
  await page.getByLabel("รหัสผ่าน").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();

  await page.getByRole("navigation").getByRole("link", { name: "นำเข้าข้อมูล" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("นำเข้าจากสเปรดชีต");
  await pictures(page, "import-th", testInfo);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel("นำเข้าเป็น").selectOption("trade-shows");
  await page.getByLabel("ไฟล์ CSV").setInputFiles({ name: "organizer-shows.csv", mimeType: "text/csv", buffer: Buffer.from(organizerFile(tag)) });
  await page.getByRole("button", { name: "ตรวจไฟล์" }).click();
  await expect(page.getByTestId("import-summary")).toContainText("ไฟล์มี 20 แถว นำเข้าได้ 19 แถว ต้องแก้ 1 แถว มีอยู่แล้ว 0 แถว");
  const problem = page.getByTestId("import-problem");
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText("8");
  await expect(problem).toContainText("C · วันเริ่มงาน");
  await expect(problem).toContainText("ไม่มีวันที่ “31/02/");
  await pictures(page, "import-dry-run-th", testInfo);

  // The row fixed on the page, checked again: all twenty ready, still nothing saved.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel("แก้แถว 8 คอลัมน์ C · วันเริ่มงาน").fill(thaiDay(47));
  await page.getByRole("button", { name: "ตรวจอีกครั้ง" }).click();
  await expect(page.getByRole("alert")).toContainText("ระบบตรวจใหม่แล้ว");
  await expect(page.getByTestId("import-summary")).toContainText("นำเข้าได้ 20 แถว ต้องแก้ 0 แถว");
  await page.getByRole("button", { name: "นำเข้า 20 รายการเป็นฉบับร่าง" }).click();
  // Twenty drafts and their audit entries: a few seconds on a busy machine.
  await expect(page.getByRole("status")).toHaveText("นำเข้างานแสดงสินค้า 20 รายการเป็นฉบับร่างแล้ว", { timeout: 30_000 });
  await pictures(page, "import-done-th", testInfo);

  // The drafts, newest first: published in one go from the list.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("link", { name: "ดูฉบับร่างที่นำเข้า" }).click();
  await page.getByLabel("ค้นหาจากชื่อ (ไทยหรืออังกฤษ)").fill(tag);
  await page.getByRole("button", { name: "กรอง", exact: true }).click();
  const rows = page.getByTestId("content-row");
  await expect(rows).toHaveCount(20);
  for (const box of await rows.getByRole("checkbox").all()) await box.check();
  await page.getByLabel("การดำเนินการ").selectOption("publish");
  await page.getByLabel("ยืนยัน: ดำเนินการกับทุกรายการที่เลือก").check();
  await page.getByRole("button", { name: "ดำเนินการกับรายการที่เลือก" }).click();
  await expect(page.getByRole("status").filter({ hasText: "เผยแพร่แล้ว 20 รายการ" })).toBeVisible({ timeout: 30_000 });

  // A visitor finds the fixed show in its industry's list, under an address made from its English name.
  const visitor = await context.newPage();
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto("/en/thai-trade-show-lists");
  const filters = visitor.getByRole("complementary", { name: "Filters" });
  await filters.getByLabel("Industry").selectOption("lifestyle-gifts");
  await filters.getByLabel("Keyword").fill(tag);
  await filters.getByRole("button", { name: "Show results" }).click();
  await expect(visitor).toHaveURL(/industry=lifestyle-gifts/);
  await visitor.getByRole("link", { name: `Gift and Lifestyle Fair 7 ${tag}` }).first().click();
  await expect(visitor).toHaveURL(new RegExp(`/en/thai-trade-show-details/gift-and-lifestyle-fair-7-${tag.toLowerCase()}$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Gift and Lifestyle Fair 7 ${tag}`);

  // The organizer's file again with one more row, in English: the nineteen rows imported as they were are skipped,
  // row 8 is flagged as before (its fix was typed on the page, not in the file), and so is the new row's industry.
  await page.getByTestId("language-switcher").click();
  await page.getByRole("navigation").getByRole("link", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import from a spreadsheet");
  const again = `${organizerFile(tag).trimEnd()}\r\nงานของเล่น ${tag},Toy Fair ${tag},${thaiDay(90)},${thaiDay(92)},ไบเทค บางนา,Bangkok,Toys and games,\r\n`;
  await page.getByLabel("CSV file").setInputFiles({ name: "organizer-shows.csv", mimeType: "text/csv", buffer: Buffer.from(again) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByTestId("import-summary")).toContainText("The file has 21 rows: 0 ready to import, 2 to fix, 19 already on the site.");
  await expect(page.getByTestId("import-problem").last()).toContainText("“Toys and games” is not among the master data's industries and sectors.");
  await pictures(page, "import-dry-run-en", testInfo);
  expect(errors).toEqual([]);
});
