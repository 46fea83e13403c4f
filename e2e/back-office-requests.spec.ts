import { collectConsoleErrors, expect, test } from "./fixtures";
import { localD1 } from "./local-d1";
import { createStaffAccount, STAFF_PASSWORD } from "./staff-accounts";

// Two sign-ins hash passwords at full strength (PBKDF2).
test.describe.configure({ timeout: 180_000 });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a request to a listing with no owner and no address reaches the team's queue, and an editor forwards it", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  // A venue no other journey uses, made to publish no address: its requests come to the site team.
  localD1("UPDATE venues SET contactor = json_remove(contactor, '$.email') WHERE slug = 'samyan-mitrtown-hall'");
  await createStaffAccount("requests-editor", "editor");
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);

  const event = `Unrouted journey ${Date.now()}`;
  await page.goto("/en/login");
  await page.getByLabel("Email or username").fill("demo-visitor");
  await page.getByLabel("Password", { exact: true }).fill("demo-visitor-2026");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  await page.goto("/en/quotation-venue?venue=samyan-mitrtown-hall");
  await page.getByLabel("Event name").fill(event);
  await page.getByLabel("First day").fill(inDays(120));
  await page.getByLabel("Last day").fill(inDays(121));
  await page.getByRole("button", { name: "Send the quotation request" }).click();
  await expect(page.getByText("who will forward it to the company")).toBeVisible();

  await context.clearCookies();
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/requests");
  await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill("requests-editor");
  await page.getByLabel("รหัสผ่าน").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "คำขอที่ไม่มีผู้รับ" })).toBeVisible();
  const card = page.getByTestId("unowned-request").filter({ hasText: event });
  await expect(card).toContainText("สามย่านมิตรทาวน์ ฮอลล์");
  // Editors forward; assigning adds an owner, which is for admins.
  await expect(card.getByLabel("มอบให้สมาชิก (อีเมลบัญชีสมาชิก)")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("requests-th-390.png"), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/admin/requests");
  const enCard = page.getByTestId("unowned-request").filter({ hasText: event });
  await enCard.getByLabel("Forward to the company's email").fill("events@samyan.example");
  await page.screenshot({ path: testInfo.outputPath("requests-en-1280.png"), fullPage: true });
  await enCard.getByRole("button", { name: "Forward" }).click();
  await expect(page.getByTestId("requests-outcome")).toContainText("forwarded. The company is being mailed a link to answer it.");
  await expect(page.getByTestId("unowned-request").filter({ hasText: event })).toHaveCount(0);
  expect(errors).toEqual([]);
});
