import { collectConsoleErrors, expect, screenshot, test } from "./fixtures";
import { createStaffAccount, enterSecondFactor, STAFF_PASSWORD } from "./staff-accounts";

// A staff sign-in hashes a password at full strength (PBKDF2).
test.describe.configure({ timeout: 120_000 });

test("an admin adds a member as an owner of a listing by email, then removes them", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await createStaffAccount("owners-admin", "admin");
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/admin/owners");
  await page.getByLabel("Username or email").fill("owners-admin");
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await enterSecondFactor(page, "en");
  await expect(page.getByRole("heading", { level: 1, name: "Listing owners" })).toBeVisible();

  await page.getByLabel("Listing").selectOption({ label: "Centara Grand & Bangkok Convention Centre at CentralWorld" });
  await page.getByRole("button", { name: "Open" }).click();
  await expect(page.getByText("Nobody runs this listing yet.")).toBeVisible();
  await page.getByLabel("The member's account email").fill("demo-contractor@example.com");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("owners-outcome")).toHaveText("Owner added.");
  await expect(page.getByTestId("owner")).toContainText("demo-contractor@example.com");
  await screenshot(page, { path: testInfo.outputPath("owners-en-1280.png"), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(page.url().replace("/en/admin/", "/admin/").replace(/&done=added/, ""));
  await expect(page.getByRole("heading", { level: 1, name: "ผู้ดูแลรายการ" })).toBeVisible();
  await page.getByLabel("อีเมลบัญชีสมาชิก").fill("nobody@example.com");
  await page.getByRole("button", { name: "เพิ่ม", exact: true }).click();
  await expect(page.getByText("ไม่มีบัญชีสมาชิกที่ใช้อีเมลนี้ สมาชิกต้องสมัครสมาชิกก่อน")).toBeVisible();
  await expect(page.getByLabel("อีเมลบัญชีสมาชิก")).toHaveValue("nobody@example.com");
  await screenshot(page, { path: testInfo.outputPath("owners-th-390.png"), fullPage: true });
  // The refused add is answered with a 400, which the browser reports; nothing else may be.
  expect(errors.splice(0)).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);

  await page.getByRole("button", { name: "นำ demo-contractor@example.com ออกจากผู้ดูแล" }).click();
  await expect(page.getByTestId("owners-outcome")).toHaveText("นำผู้ดูแลออกแล้ว");
  await expect(page.getByTestId("owner")).toHaveCount(0);
  expect(errors).toEqual([]);
});
