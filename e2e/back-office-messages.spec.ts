import { collectConsoleErrors, consentGiven, expect, mailInMailbox, screenshot, scriptsRunning, test } from "./fixtures";

/**
 * A visitor's contact message reaches the back office's contact messages page (docs/pages.md, "Back office")
 * as delivered to the team's mailbox; the demo editor (README) sends it again, and the local mailbox then holds
 * it twice. The queue delivers a second or so after each answer, so the page is read again until it says so.
 */
test.describe.configure({ timeout: 120_000 });

test("the demo editor finds a contact message delivered, sends it again, and the mailbox has it twice", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await consentGiven(context, baseURL);
  const stamp = Date.now();
  const email = `messages-${stamp}@example.com`;
  const text = `Could you list our trade show? (journey ${stamp})`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/contact");
  await scriptsRunning(page);
  await page.getByLabel("Full name").fill("Pranee Journey");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("What is it about?").selectOption("advertising");
  await page.getByLabel("Message", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Your message is on its way" })).toBeFocused();

  await page.goto("/admin");
  await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill("demo-editor");
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill("demo-editor-2026");
  await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  await expect(page).toHaveURL("/admin");
  await scriptsRunning(page);
  await page.getByRole("navigation").getByRole("link", { name: "ข้อความติดต่อ", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ข้อความติดต่อ");
  await page.getByLabel("อีเมล ชื่อ หรือหัวข้อ").fill(email);
  await page.getByRole("button", { name: "ค้นหา", exact: true }).click();
  await expect(page).toHaveURL(`/admin/messages?q=${encodeURIComponent(email)}`);
  const card = page.getByTestId("contact-message").filter({ hasText: text });
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId("delivery-state")).toContainText("ส่งถึงแล้วเมื่อ", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId("contact-message")).toHaveCount(1);
  await expect(card.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(card).toContainText("อังกฤษ");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: testInfo.outputPath(`messages-th-${width}.png`), fullPage: true });
  }

  await page.goto(`/en/admin/messages?q=${encodeURIComponent(email)}`);
  await scriptsRunning(page);
  await expect(card.getByTestId("delivery-state")).toContainText("Delivered");
  await card.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByTestId("messages-outcome")).toHaveText("The message is on the mail queue again, as a new mail.");
  await expect(page).toHaveURL(`/en/admin/messages?q=${encodeURIComponent(email)}&done=resent`);
  await expect(async () => {
    await page.goto(`/en/admin/messages?q=${encodeURIComponent(email)}`);
    await expect(card.getByTestId("delivery-state")).toContainText("Delivered", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: testInfo.outputPath(`messages-en-${width}.png`), fullPage: true });
  }

  const mails = (p: typeof page) => p.locator(".mailbox-item").filter({ hasText: text });
  await mailInMailbox(page, "/en/dev/mailbox", (p) => mails(p).nth(1));
  await expect(mails(page)).toHaveCount(2);
  await expect(mails(page).first()).toContainText("Pranee Journey");
  expect(errors).toEqual([]);
});
