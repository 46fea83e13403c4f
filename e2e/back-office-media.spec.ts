import sharp from "sharp";
import { collectConsoleErrors, expect, screenshot, scriptsRunning, sidewaysOverflow, test } from "./fixtures";
import { createStaffAccount, STAFF_PASSWORD } from "./staff-accounts";
import { daysFromToday } from "../test/calendar";

/**
 * An editor uploads a picture to the media library on a phone in Thai (refused at first without its English alt
 * text), picks it from the library into a new trade show's cover and saves; then, in English on a desktop, the
 * picture's page names the show, refuses to delete it and links to its editor; a picture nobody uses is deleted.
 */
test.describe.configure({ timeout: 180_000 });

const photo = (background: string) => sharp({ create: { width: 1200, height: 675, channels: 3, background } }).jpeg({ quality: 70 }).toBuffer();

test("an editor uploads, picks and deletes pictures in the media library", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  const run = Date.now().toString(36);
  const stage = `stage-${run}.jpg`;
  const spare = `spare-${run}.jpg`;
  const show = `งานทดสอบคลังสื่อ ${run}`;
  await createStaffAccount("media-editor", "editor");
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin");
  await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill("media-editor");
  await page.getByLabel("รหัสผ่าน").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await page.getByRole("navigation", { name: "เมนูระบบหลังบ้าน" }).getByRole("link", { name: "คลังสื่อ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "คลังสื่อ" })).toBeVisible();

  // Without the English alt text the picture is refused, and the Thai text stays typed.
  await page.getByLabel("ไฟล์รูป").setInputFiles({ name: stage, mimeType: "image/jpeg", buffer: await photo("#2a6f97") });
  await page.getByLabel("คำอธิบายรูป (ไทย)").fill("เวทีกลางงานแสดงสินค้า");
  await page.getByRole("button", { name: "อัปโหลด", exact: true }).click();
  await expect(page.getByText("รูปที่แสดงบนเว็บไซต์ต้องมีคำอธิบายรูปภาษาอังกฤษ")).toBeVisible();
  await expect(page.getByLabel("คำอธิบายรูป (ไทย)")).toHaveValue("เวทีกลางงานแสดงสินค้า");
  expect(errors.splice(0)).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  await screenshot(page, { path: testInfo.outputPath("media-refused-th-390.png"), fullPage: true });
  await page.getByLabel("ไฟล์รูป").setInputFiles({ name: stage, mimeType: "image/jpeg", buffer: await photo("#2a6f97") });
  await page.getByLabel("คำอธิบายรูป (อังกฤษ)").fill("The show's main stage");
  await page.getByRole("button", { name: "อัปโหลด", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `อัปโหลด ${stage} แล้ว` })).toBeVisible();
  const tile = page.getByTestId("media-picture").filter({ hasText: stage });
  await expect(tile).toContainText("1200 × 675 พิกเซล");
  await expect(tile).toContainText("เก็บไว้ที่ความกว้าง 640 พิกเซล");
  await expect(tile.locator("img")).toHaveAttribute("src", /-640\.jpg$/);
  expect(await sidewaysOverflow(page)).toEqual([]);
  await screenshot(page, { path: testInfo.outputPath("media-library-th-390.png"), fullPage: true });

  // A new show takes the picture from the library: the search posts the form, so what was typed stays.
  await page.getByRole("navigation", { name: "เมนูระบบหลังบ้าน" }).getByRole("link", { name: "เนื้อหา" }).click();
  await page.getByRole("link", { name: "งานแสดงสินค้า", exact: true }).click();
  await page.getByRole("link", { name: "เพิ่มรายการใหม่" }).click();
  await page.getByLabel("ชื่อ (ไทย) *").fill(show);
  await page.getByLabel("วันเริ่ม *").fill(daysFromToday(300));
  await page.getByLabel("วันสิ้นสุด *").fill(daysFromToday(302));
  await page.getByLabel("ประเภทงาน *").selectOption("thai");
  const cover = page.locator("fieldset.content-image").first();
  await scriptsRunning(page);
  await cover.getByLabel("ค้นหาในคลังสื่อ").fill("เวทีกลาง");
  // Enter in the library's search box is its own button's, not the venue's Find that comes first in the form.
  await cover.getByLabel("ค้นหาในคลังสื่อ").press("Enter");
  await expect(page.getByTestId("picture-picker")).toBeVisible();
  await expect(page.getByLabel("ชื่อ (ไทย) *")).toHaveValue(show);
  await screenshot(page, { path: testInfo.outputPath("media-picker-th-390.png"), fullPage: true });
  await page.getByRole("button", { name: `ใช้รูปนี้: ${stage}` }).click();
  await expect(page.getByText("เลือกรูปจากคลังสื่อแล้ว กดบันทึกเพื่อเก็บการเปลี่ยนแปลง")).toBeVisible();
  await expect(page.locator("fieldset.content-image").first().getByLabel("คำอธิบายรูป (อังกฤษ)")).toHaveValue("The show's main stage");
  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(page.getByRole("status").filter({ hasText: "สร้างฉบับร่างแล้ว" }).first()).toBeVisible();
  await expect(page.locator(".content-image__current").first()).toHaveAttribute("src", /\/api\/uploads\/stage-/);
  const editAddress = new URL(page.url()).pathname;

  // In English on a desktop: the picture's page names the show and will not delete the picture.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("link", { name: "Switch to English" }).click();
  await page.getByRole("navigation", { name: "Back office menu" }).getByRole("link", { name: "Media library" }).click();
  await page.getByLabel("Search by file name or alt text").fill("main stage");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("media-picture")).toHaveCount(1);
  await screenshot(page, { path: testInfo.outputPath("media-library-en-1280.png"), fullPage: true });
  await page.getByRole("link", { name: `Details and where it is used: ${stage}` }).click();
  await expect(page.getByText("This picture is used in 1 record.")).toBeVisible();
  await page.getByLabel("I want to delete this picture and all its sizes for good.").check();
  await page.getByRole("button", { name: "Delete picture" }).click();
  await expect(page.getByText("Not deleted: the records below use this picture.")).toBeVisible();
  expect(errors.splice(0)).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"]);
  await screenshot(page, { path: testInfo.outputPath("media-in-use-en-1280.png"), fullPage: true });
  await page.getByTestId("media-uses").getByRole("link", { name: `Trade shows: ${show}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en${editAddress}$`));

  // A picture nobody uses goes after the confirmation.
  await page.getByRole("navigation", { name: "Back office menu" }).getByRole("link", { name: "Media library" }).click();
  await page.getByLabel("Picture (JPEG").setInputFiles({ name: spare, mimeType: "image/jpeg", buffer: await photo("#b5651d") });
  await page.getByLabel("Alt text (Thai)").fill("ภาพสำรอง");
  await page.getByLabel("Alt text (English)").fill("A spare picture");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await page.getByRole("link", { name: `Details and where it is used: ${spare}` }).click();
  await expect(page.getByText("No record uses this picture.")).toBeVisible();
  await page.getByLabel("I want to delete this picture and all its sizes for good.").check();
  await page.getByRole("button", { name: "Delete picture" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${spare} deleted.` })).toBeVisible();
  await expect(page.getByTestId("media-picture").filter({ hasText: spare })).toHaveCount(0);
  await screenshot(page, { path: testInfo.outputPath("media-deleted-en-1280.png"), fullPage: true });

  // The Thai library on a desktop and the English one on a phone, for the screenshots.
  await page.getByRole("link", { name: "เปลี่ยนเป็นภาษาไทย" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "คลังสื่อ" })).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("media-library-th-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("link", { name: "Switch to English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([]);
  await screenshot(page, { path: testInfo.outputPath("media-library-en-390.png"), fullPage: true });
  expect(errors).toEqual([]);
});
