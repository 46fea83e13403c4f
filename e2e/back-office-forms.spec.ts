import { collectConsoleErrors, expect, screenshot, test } from "./fixtures";
import { localD1, sqlText } from "./local-d1";
import { createStaffAccount, STAFF_PASSWORD } from "./staff-accounts";

// A staff sign-in hashes a password at full strength (PBKDF2).
test.describe.configure({ timeout: 120_000 });

test("an editor reads the package enquiries and the contracts received", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  const company = `Enquiring Company ${Date.now()}`;
  // An enquiry as the package page's form stores one.
  localD1(
    `INSERT INTO package_forms (package_id, contact_name, company_name, email, phone, message, locale) VALUES ((SELECT MIN(id) FROM packages), 'Nida K', ${sqlText(company)}, 'nida@example.com', '081-234-5678', 'Which package suits a 30-booth fair?', 'en')`,
  );
  await createStaffAccount("forms-editor", "editor");
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/forms?list=packages");
  await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill("forms-editor");
  await page.getByLabel("รหัสผ่าน").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "แบบฟอร์มที่ได้รับ" })).toBeVisible();
  await expect(page.getByTestId("sent-form").filter({ hasText: company })).toContainText("Which package suits a 30-booth fair?");
  await screenshot(page, { path: testInfo.outputPath("forms-th-390.png"), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/admin/forms?list=packages");
  await page.getByRole("link", { name: "Contracts and listing claims" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/forms\?list=contracts$/);
  await screenshot(page, { path: testInfo.outputPath("forms-en-1280.png"), fullPage: true });
  expect(errors).toEqual([]);
});
