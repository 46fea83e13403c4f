import type { BrowserContext } from "@playwright/test";
import { daysFromToday } from "../test/calendar";
import { collectConsoleErrors, expect, followMenuLink, screenshot, scriptsRunning, signedInAs, test } from "./fixtures";
import { createStaffAccount, enterSecondFactor, STAFF_PASSWORD } from "./staff-accounts";

// The staff sign-in hashes a password at full strength: the journey takes its time.
test.describe.configure({ timeout: 180_000 });

const SHOW = { th: "งานแสดงสินค้าชาและกาแฟล้านนา", en: "Lanna Tea and Coffee Expo" };

async function consent(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL }]);
}

test("an organizer lists a show with two booth types on a desktop in English; the editor approves it on a phone in Thai; visitors can book it; the organizer edits a price", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await createStaffAccount("shows-admin", "admin");
  await consent(context, baseURL!);
  await signedInAs(context, "demo-organizer");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/profile");
  await scriptsRunning(page);
  await followMenuLink(page, page.locator(".member-menu"), "Quotation requests received");
  await page.getByRole("link", { name: "Manage your listings" }).click();
  await page.getByRole("link", { name: "Add a trade show" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Add your trade show" })).toBeVisible();

  // demo-organizer runs two organizers: the show is RX Tradex's.
  await page.getByLabel("Organizer *").selectOption({ label: "RX Tradex Co., Ltd." });
  await page.getByLabel("Show name (Thai) *").fill(SHOW.th);
  await page.getByLabel("Show name (English)").fill(SHOW.en);
  await page.getByLabel("First day *").fill(daysFromToday(150));
  await page.getByLabel("Last day *").fill(daysFromToday(152));
  await page.getByLabel("Venue", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Industry", { exact: true }).selectOption("food-beverage");
  await page.getByLabel("Short description (English)").fill("Northern growers and roasters meet cafés and hotel buyers.");
  const row = (n: number) => page.getByRole("group", { name: `Booth type ${n}` });
  await row(1).getByLabel("Booth type name (Thai) *").fill("บูธมาตรฐาน");
  await row(1).getByLabel("Booth type name (English)").fill("Standard booth");
  await row(1).getByLabel("Booth layout *").selectOption("shell-scheme");
  await row(1).getByLabel("Size (sq m) *").fill("9");
  await row(1).getByLabel("Price per booth (THB, before VAT) *").fill("38000");
  await row(1).getByLabel("Booths available *").fill("40");
  await row(2).getByLabel("Booth type name (Thai) *").fill("พื้นที่เปล่า");
  await row(2).getByLabel("Booth type name (English)").fill("Raw space");
  await row(2).getByLabel("Booth layout *").selectOption("raw-space");
  await row(2).getByLabel("Size (sq m) *").fill("36");
  // The price is forgotten: the row is refused beside the field, and everything typed stays.
  await row(2).getByLabel("Booths available *").fill("6");
  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(row(2).getByText("Please fill this in.")).toBeVisible();
  await expect(page.getByLabel("Show name (English)")).toHaveValue(SHOW.en);
  expect(errors.splice(0)).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  await screenshot(page, { path: testInfo.outputPath("show-error-en-1280.png"), fullPage: true });
  await row(2).getByLabel("Price per booth (THB, before VAT) *").fill("120000");
  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your show is with our site team for review." })).toBeVisible();
  await expect(page.getByTestId("my-new-show")).toContainText(`“${SHOW.en}” waiting for review since`);
  await screenshot(page, { path: testInfo.outputPath("show-sent-en-1280.png"), fullPage: true });

  // The editor reviews it on a phone, in Thai, and publishes it.
  await context.clearCookies();
  await consent(context, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/changes");
  await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill("shows-admin");
  await page.getByLabel("รหัสผ่าน").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await enterSecondFactor(page, "th");
  const card = page.getByTestId("listing-change").filter({ hasText: "งานใหม่" }).filter({ hasText: SHOW.th });
  await expect(card.getByRole("region", { name: "ประเภทบูธที่ 2" })).toContainText("120000");
  await screenshot(page, { path: testInfo.outputPath("show-review-th-390.png"), fullPage: true });
  await card.getByRole("button", { name: "อนุมัติและเผยแพร่" }).click();
  await expect(page.getByTestId("changes-outcome")).toContainText("อนุมัติและเผยแพร่");

  // Visitors find it on the booth reservation list and see both booth types to book.
  await page.goto("/en/booth-reservation-lists");
  await page.getByRole("link", { name: SHOW.en }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: SHOW.en })).toBeVisible();
  await page.goto(`/en/booth-reservation-details?show=lanna-tea-and-coffee-expo-${daysFromToday(150).slice(0, 4)}`);
  await expect(page.getByText("Standard booth").first()).toBeVisible();
  await expect(page.getByText("Raw space").first()).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("show-bookable-en-390.png"), fullPage: false });

  // Later the organizer raises a booth type's price from its show's editor, on a phone in Thai.
  await context.clearCookies();
  await consent(context, baseURL!);
  await signedInAs(context, "demo-organizer");
  await page.goto("/quotation-profile/listings");
  await scriptsRunning(page);
  await page.getByRole("link", { name: `แก้ไข ${SHOW.th}` }).click();
  const standard = page.getByRole("group", { name: "ประเภทบูธที่ 1" });
  await expect(standard.getByText("จองแล้ว 0 บูธ")).toBeVisible();
  await standard.getByLabel("ราคาต่อบูธ (บาท ไม่รวม VAT) *").fill("39500");
  await page.getByRole("button", { name: "ส่งให้ทีมงานตรวจ" }).click();
  await expect(page.getByRole("status").filter({ hasText: "ส่งการแก้ไขแล้ว" })).toBeVisible();
  await expect(page.getByTestId("show-waiting")).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("show-edit-sent-th-390.png"), fullPage: false });
  expect(errors).toEqual([]);
});
