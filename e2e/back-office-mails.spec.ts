import { collectConsoleErrors, expect, screenshot, test } from "./fixtures";
import { localD1, sqlText } from "./local-d1";
import { createStaffAccount, STAFF_PASSWORD } from "./staff-accounts";

// A staff sign-in hashes a password at full strength (PBKDF2).
test.describe.configure({ timeout: 120_000 });

test("an editor sends a failed mail again", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  const subject = `Quotation request QV-000042 via ExpoLink ${Date.now()}`;
  const message = { kind: "quotation-received-contact", to: "sales@bounced.example", subject, text: "The request and its link." };
  // A mail the queue gave up on, as the consumer keeps it (workers/mail/mail-consumer.ts).
  localD1(
    `INSERT INTO mail_failures (mail_id, kind, to_address, subject, reason, attempts, message) VALUES (${[`e2e-${Date.now()}`, message.kind, message.to, subject, "mail API answered 503"].map(sqlText).join(", ")}, 9, ${sqlText(JSON.stringify(message))})`,
  );
  await createStaffAccount("mails-editor", "editor");
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/mails");
  await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill("mails-editor");
  await page.getByLabel("รหัสผ่าน").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "อีเมลที่ส่งไม่สำเร็จ" })).toBeVisible();
  await expect(page.getByTestId("failed-mail").filter({ hasText: subject })).toContainText("mail API answered 503 (ลอง 9 ครั้ง)");
  await screenshot(page, { path: testInfo.outputPath("mails-th-390.png"), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/admin/mails");
  const card = page.getByTestId("failed-mail").filter({ hasText: subject });
  await card.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByTestId("mails-outcome")).toHaveText("The mail is back on the queue.");
  await expect(page.getByTestId("failed-mail").filter({ hasText: subject })).toContainText("Put back on the queue");
  await screenshot(page, { path: testInfo.outputPath("mails-en-1280.png"), fullPage: true });
  expect(errors).toEqual([]);
});
