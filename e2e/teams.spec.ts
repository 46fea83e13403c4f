import { collectConsoleErrors, expect, followMenuLink, mailInMailbox, registerConfirmedMember, screenshot, scriptsRunning, signedInAs, test } from "./fixtures";
import { localD1, sqlText } from "./local-d1";

// Registering and signing in hash a password at full strength: the journey takes its time.
test.describe.configure({ timeout: 180_000 });

// The listing demo-contractor runs (seed/accounts.ts).
const CONTRACTOR = { slug: "booth-design-siam", th: "บริษัท บูธดีไซน์ สยาม จำกัด", en: "Booth Design Siam Co., Ltd." };

test("an owner invites a colleague on a phone in Thai; the colleague signs in from the mail, joins and answers a request in English", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  const colleague = { email: `sales-${Date.now()}@example.com`, password: "Booth-sales-2026", firstName: "พิมพ์ชนก", lastName: "ศรีสุข" };
  const event = `Thai Food Expo booth ${Date.now()}`;
  // A request the contractor received from a visitor (the quotation journey sends them through the form).
  localD1(
    `INSERT INTO quotation_contractors (contractor_id, booth_type, booth_size_sqm, contact_name, company_name, email, phone, event_name, locale)
     SELECT id, 'custom', 36, 'Somsak Wongdee', 'Siam Snacks Co., Ltd.', 'somsak@example.com', '0812345678', ${sqlText(event)}, 'en' FROM contractors WHERE slug = ${sqlText(CONTRACTOR.slug)}`,
  );
  await registerConfirmedMember(page, colleague);

  // The owner finds the team from the company pages of the member menu, on a phone in Thai.
  await context.clearCookies();
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
  await signedInAs(context, "demo-contractor");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/profile");
  await scriptsRunning(page);
  await followMenuLink(page, page.locator(".member-menu"), "คำขอใบเสนอราคาที่ได้รับ");
  await page.getByRole("link", { name: "จัดการทีม" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "ทีมของบริษัท" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: `ทีมของ ${CONTRACTOR.th}` })).toBeVisible();

  // A bad address is answered beside the field; then the invitation goes out.
  await page.getByLabel("อีเมลของเพื่อนร่วมงาน").fill("sales-at-example");
  await page.getByRole("button", { name: "ส่งคำเชิญ" }).click();
  await expect(page.getByText("รูปแบบอีเมลไม่ถูกต้อง").first()).toBeVisible();
  expect(errors.splice(0)).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  await page.getByLabel("อีเมลของเพื่อนร่วมงาน").fill(colleague.email);
  await page.getByRole("radio", { name: /ทีมงาน/ }).check();
  await page.getByRole("button", { name: "ส่งคำเชิญ" }).click();
  await expect(page.getByRole("status").filter({ hasText: `ส่งคำเชิญไปที่ ${colleague.email} แล้ว` })).toBeVisible();
  await expect(page.getByTestId("team-invitation")).toContainText(`${colleague.email} ในฐานะทีมงาน`);
  await screenshot(page, { path: testInfo.outputPath("team-th-390.png"), fullPage: true });

  // The colleague opens the mail's link, signs in on the way and accepts.
  await context.clearCookies();
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
  const mail = await mailInMailbox(page, "/dev/mailbox", (p) => p.locator('article.mailbox-item[data-kind="team-invitation"]', { hasText: colleague.email }).first());
  await expect(mail).toContainText(`ชวนคุณเข้าทีมของ ${CONTRACTOR.th}`);
  await scriptsRunning(page);
  await mail.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await scriptsRunning(page);
  await page.getByLabel("อีเมลหรือชื่อผู้ใช้").fill(colleague.email);
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(colleague.password);
  await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  await expect(page.getByText(`ชวนคุณเป็นทีมงานของ ${CONTRACTOR.th}`)).toBeVisible({ timeout: 30_000 });
  await screenshot(page, { path: testInfo.outputPath("team-join-th-390.png"), fullPage: true });
  await page.getByRole("button", { name: "ตอบรับคำเชิญ" }).click();
  await expect(page.getByRole("heading", { name: `คุณเป็นทีมงานของ ${CONTRACTOR.th} แล้ว` })).toBeVisible();

  // On a desktop in English: the company pages are theirs now, and they answer the request.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("link", { name: "ไปที่หน้าบริษัท" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("คำขอใบเสนอราคาที่ได้รับ");
  await page.getByTestId("language-switcher").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quotation requests received");
  await expect(page.getByRole("link", { name: "Manage your listings" })).toHaveCount(0);
  await page.getByRole("link", { name: "Open the booth contractor inbox" }).click();
  const row = page.locator(".inbox-table tbody tr", { hasText: event });
  await row.getByRole("link").first().click();
  await page.getByLabel("Your answer to the requester").fill("A 6 × 6 m island stand with storage comes to 185,000 baht; the drawing follows by mail.");
  await page.getByRole("button", { name: "Send the answer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Answer sent. The requester will get an email." })).toBeVisible();

  // Their team page says what they may do; they cannot invite.
  await followMenuLink(page, page.locator(".member-menu"), "Quotation requests received");
  await page.getByRole("link", { name: "Manage your team" }).click();
  await expect(page.getByText("You are on this listing's team and answer requests for the company.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Invite a colleague" })).toHaveCount(0);
  await screenshot(page, { path: testInfo.outputPath("team-en-1280.png"), fullPage: true });
  expect(errors).toEqual([]);
});
