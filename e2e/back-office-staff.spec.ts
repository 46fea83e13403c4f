import { collectConsoleErrors, consentGiven, expect, mailInMailbox, screenshot, scriptsRunning, sidewaysOverflow, test } from "./fixtures";
import { createStaffAccount, enterSecondFactor, STAFF_PASSWORD } from "./staff-accounts";

// Staff sign-ins hash passwords at full strength (PBKDF2), and the invitation waits for the mail queue.
test.describe.configure({ timeout: 180_000 });

test("an admin invites an editor by mail, the editor sets a password and signs in, forgets it and gets a new link, then the admin disables them", async ({ page, browser, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await createStaffAccount("staff-journey-admin", "admin");
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/admin/staff");
  await page.getByLabel("Username or email").fill("staff-journey-admin");
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await enterSecondFactor(page, "en");
  await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();

  // A retried run finds the first run's account: every run invites its own.
  const username = `journey-editor-${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  await scriptsRunning(page);
  await page.getByRole("link", { name: "Invite a staff member" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Invite a staff member" })).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption("editor");
  await page.getByLabel("Language of the invitation mail").selectOption("en");
  await page.getByRole("button", { name: "Create the account and send the invitation" }).click();
  await expect(page.getByTestId("staff-outcome")).toContainText("Account created. The invitation is being mailed");
  const row = page.getByTestId("staff-account").filter({ hasText: username });
  await expect(row.getByTestId("staff-status")).toContainText("Invited, no password yet");

  // The new editor, in a browser of their own, follows the link in the mail.
  const theirs = await browser.newContext({ baseURL });
  await consentGiven(theirs, baseURL);
  const editor = await theirs.newPage();
  const mail = await mailInMailbox(editor, "/dev/mailbox", (p) => p.locator('article.mailbox-item[data-kind="staff-invitation"]', { hasText: email }));
  await editor.waitForLoadState("networkidle");
  await mail.getByRole("link").first().click();
  await expect(editor.getByRole("heading", { level: 1, name: "Set your staff account password" })).toBeVisible();
  await expect(editor.getByText(`Account ${username}: choose the password`)).toBeVisible();
  await editor.setViewportSize({ width: 390, height: 844 });
  await screenshot(editor, { path: testInfo.outputPath("staff-set-password-en-390.png"), fullPage: true });
  await editor.getByLabel("New password", { exact: true }).fill("journey-editor-pass-2026");
  await editor.getByLabel("Confirm the new password").fill("journey-editor-pass-2026");
  await editor.getByRole("button", { name: "Set the password" }).click();
  await expect(editor.getByText("Your password is set. Sign in with your username and new password.")).toBeVisible();
  await editor.getByLabel("Username or email").fill(username);
  await editor.getByLabel("Password").fill("journey-editor-pass-2026");
  await editor.getByRole("button", { name: "Sign in" }).click();
  await expect(editor.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible();
  await expect(editor.getByTestId("staff-name")).toHaveText(`${username} (editor)`);

  await page.reload();
  await expect(row.getByTestId("staff-status")).toHaveText("Active");

  // The editor forgets the password: the admin sends a new link, which ends the editor's session once used.
  await scriptsRunning(page);
  await row.getByRole("button", { name: `Send ${username} a link to set a new password` }).click();
  await expect(page.getByTestId("staff-outcome")).toContainText("A link to set a new password is being mailed");
  await expect(row.getByTestId("staff-status")).toContainText("Active (a link to set a new password works until");
  const reset = await mailInMailbox(editor, "/dev/mailbox", (p) => p.locator('article.mailbox-item[data-kind="staff-password-link"]', { hasText: email }));
  await editor.waitForLoadState("networkidle");
  await reset.getByRole("link").first().click();
  await editor.getByLabel("New password", { exact: true }).fill("journey-editor-new-2027");
  await editor.getByLabel("Confirm the new password").fill("journey-editor-new-2027");
  await editor.getByRole("button", { name: "Set the password" }).click();
  await expect(editor.getByText("Your password is set. Sign in with your username and new password.")).toBeVisible();
  await expect(editor.getByText("Forgot your password? Ask an admin of your team to send you a new link.")).toBeVisible();
  await editor.getByLabel("Username or email").fill(username);
  await editor.getByLabel("Password").fill("journey-editor-new-2027");
  await editor.getByRole("button", { name: "Sign in" }).click();
  await expect(editor.getByRole("heading", { level: 1, name: "Back office" })).toBeVisible();

  await page.reload();
  await scriptsRunning(page);
  await row.getByRole("button", { name: `Disable ${username}` }).click();
  await expect(page.getByTestId("staff-outcome")).toHaveText("Account disabled. It cannot sign in, and its open sessions have ended.");
  await expect(row.getByTestId("staff-status")).toHaveText("Disabled");

  // The editor's next page asks them to sign in.
  await scriptsRunning(editor);
  await editor.getByRole("navigation", { name: "Back office menu" }).getByRole("link", { name: "Audit log" }).click();
  await expect(editor.getByRole("heading", { level: 1, name: "Back office sign-in" })).toBeVisible();
  await expect(editor.getByText("Sign in to go on to the page you opened.")).toBeVisible();
  await theirs.close();

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  for (const lang of ["th", "en"] as const) {
    const prefix = lang === "th" ? "" : "/en";
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/admin/staff`);
      await expect(page.getByRole("heading", { level: 1, name: lang === "th" ? "บัญชีทีมงาน" : "Staff accounts" })).toBeVisible();
      expect(await sidewaysOverflow(page)).toEqual([]);
      await screenshot(page, { path: testInfo.outputPath(`staff-list-${lang}-${width}.png`), fullPage: true });
      await page.goto(`${prefix}/admin/staff/new`);
      await expect(page.getByRole("heading", { level: 1, name: lang === "th" ? "เชิญทีมงานใหม่" : "Invite a staff member" })).toBeVisible();
      expect(await sidewaysOverflow(page)).toEqual([]);
      await screenshot(page, { path: testInfo.outputPath(`staff-new-${lang}-${width}.png`), fullPage: true });
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.goto(`${prefix}/admin/login`);
      await expect(visitor.getByText(lang === "th" ? "ลืมรหัสผ่าน? ขอให้ผู้ดูแลระบบในทีมของคุณส่งลิงก์ตั้งรหัสผ่านใหม่ให้" : "Forgot your password?")).toBeVisible();
      expect(await sidewaysOverflow(visitor)).toEqual([]);
      await screenshot(visitor, { path: testInfo.outputPath(`staff-login-${lang}-${width}.png`), fullPage: true });
    }
  }
  expect(errors).toEqual([]);
});
