import { readFileSync } from "node:fs";
import { collectConsoleErrors, expect, screenshot, test } from "./fixtures";
import { localD1, sqlText } from "./local-d1";
import { createStaffAccount, STAFF_PASSWORD } from "./staff-accounts";

// A staff sign-in hashes a password at full strength (PBKDF2).
test.describe.configure({ timeout: 120_000 });

test("an editor lists the newsletter subscribers and downloads them as CSV", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  const email = `reader-${Date.now()}@example.com`;
  // A subscriber as the newsletter form stores one.
  localD1(`INSERT INTO email_subscriptions (email, locale, source) VALUES (${sqlText(email)}, 'th', 'footer')`);
  await createStaffAccount("subscribers-editor", "editor");
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/subscribers");
  await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill("subscribers-editor");
  await page.getByLabel("รหัสผ่าน").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ผู้รับจดหมายข่าว" })).toBeVisible();
  await expect(page.getByTestId("subscriber").filter({ hasText: email })).toContainText("ไทย");
  await screenshot(page, { path: testInfo.outputPath("subscribers-th-390.png"), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/admin/subscribers");
  await screenshot(page, { path: testInfo.outputPath("subscribers-en-1280.png"), fullPage: true });
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("newsletter-subscribers.csv");
  const csv = readFileSync(await file.path(), "utf8");
  expect(csv.split("\r\n")[0]).toBe("\uFEFFEmail,Language,Signed up from,Subscribed");
  expect(csv).toContain(`${email},th,footer,`);
  expect(errors).toEqual([]);
});
