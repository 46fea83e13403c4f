import { collectConsoleErrors, expect, screenshot, test } from "./fixtures";
import { localD1, sqlText } from "./local-d1";
import { createStaffAccount, STAFF_PASSWORD } from "./staff-accounts";

// A staff sign-in hashes a password at full strength (PBKDF2).
test.describe.configure({ timeout: 120_000 });

test("an editor sees waiting and failed mail, and sends a failed mail again", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  const subject = `Quotation request QV-000042 via ExpoLink ${Date.now()}`;
  const message = { kind: "quotation-received-contact", to: "sales@bounced.example", subject, text: "The request and its link." };
  const waiting = { ...message, subject: `Waiting: ${subject}` };
  // A mail the queue gave up on and one waiting through an outage, as the consumer leaves them (docs/decisions/053).
  localD1(
    `INSERT INTO outbox (id, kind, payload, state, attempts, next_attempt_at, last_error, error_kind) VALUES
      (${sqlText(`e2e-failed-${Date.now()}`)}, 'mail', ${sqlText(JSON.stringify(message))}, 'failed', 9, NULL, 'mail API answered 503', 'outage'),
      (${sqlText(`e2e-waiting-${Date.now()}`)}, 'mail', ${sqlText(JSON.stringify(waiting))}, 'waiting', 2, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+1 hour'), 'mail API answered 503', 'outage')`,
  );
  await createStaffAccount("mails-editor", "editor");
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/mails");
  await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill("mails-editor");
  await page.getByLabel("รหัสผ่าน").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "อีเมลขาออก" })).toBeVisible();
  await expect(page.getByTestId("mail-outage")).toBeVisible();
  await expect(page.getByTestId("waiting-mail").filter({ hasText: waiting.subject })).toContainText("ผู้ให้บริการขัดข้อง: mail API answered 503");
  await expect(page.getByTestId("failed-mail").filter({ hasText: subject })).toContainText("mail API answered 503 (ลอง 9 ครั้ง)");
  await screenshot(page, { path: testInfo.outputPath("mails-th-390.png"), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/admin/mails");
  const card = page.getByTestId("failed-mail").filter({ hasText: subject });
  await card.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByTestId("mails-outcome")).toHaveText("The mail is back on the queue.");
  await expect(page.getByTestId("failed-mail").filter({ hasText: subject })).toHaveCount(0);
  await screenshot(page, { path: testInfo.outputPath("mails-en-1280.png"), fullPage: true });
  expect(errors).toEqual([]);
});
