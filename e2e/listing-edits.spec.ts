import { readFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";
import { collectConsoleErrors, expect, followMenuLink, screenshot, scriptsRunning, signedInAs, test } from "./fixtures";
import { createStaffAccount, enterSecondFactor, STAFF_PASSWORD } from "./staff-accounts";

// The staff sign-in hashes a password at full strength: the journey takes its time.
test.describe.configure({ timeout: 180_000 });

// The listing demo-contractor runs (seed/accounts.ts); no other journey reads its phone or main picture.
const CONTRACTOR = { slug: "booth-design-siam", th: "บริษัท บูธดีไซน์ สยาม จำกัด", en: "Booth Design Siam Co., Ltd." };
const NEW_PHONE = "02-393-5199";
const PICTURE = readFileSync(new URL("../public/seed/logos/contractor-booth-design-siam.webp", import.meta.url));

async function asStaff(context: BrowserContext, baseURL: string) {
  await context.clearCookies();
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL }]);
}

test("a company edits its phone and picture on a phone in Thai; the editor approves on a desktop in English; the public page shows both", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await createStaffAccount("edits-admin", "admin");
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
  await signedInAs(context, "demo-contractor");

  // The owner finds its listings from the company pages of the member menu and opens the editor by clicking.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/profile");
  await scriptsRunning(page);
  await followMenuLink(page, page.locator(".member-menu"), "คำขอใบเสนอราคาที่ได้รับ");
  await page.getByRole("link", { name: "จัดการรายการของบริษัท" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "รายการของบริษัท" })).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("my-listings-th-390.png"), fullPage: true });
  await page.getByRole("link", { name: `แก้ไข ${CONTRACTOR.th}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: `แก้ไข ${CONTRACTOR.th}` })).toBeVisible();

  // A bad email is answered beside its field, and what was typed stays.
  const email = await page.getByLabel("อีเมล", { exact: true }).inputValue();
  await page.getByLabel("โทรศัพท์", { exact: true }).fill(NEW_PHONE);
  await page.getByLabel("อีเมล", { exact: true }).fill("not-an-address");
  await page.getByRole("button", { name: "ส่งให้ทีมงานตรวจ" }).click();
  await expect(page.getByText("รูปแบบอีเมลไม่ถูกต้อง")).toBeVisible();
  await expect(page.getByLabel("โทรศัพท์", { exact: true })).toHaveValue(NEW_PHONE);
  expect(errors.splice(0)).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  await screenshot(page, { path: testInfo.outputPath("listing-edit-error-th-390.png"), fullPage: true });

  await page.getByLabel("อีเมล", { exact: true }).fill(email);
  await page.getByLabel("อัปโหลดรูปใหม่ (JPEG, PNG, WebP หรือ GIF ไม่เกิน 10 MB)").setInputFiles({ name: "stand.webp", mimeType: "image/webp", buffer: PICTURE });
  await page.getByLabel("คำบรรยายรูป (ภาษาอังกฤษ)").fill("Our stand at BITEC");
  await page.getByRole("button", { name: "ส่งให้ทีมงานตรวจ" }).click();
  await expect(page.getByRole("status").filter({ hasText: "ส่งการแก้ไขแล้ว" })).toContainText(/เลขอ้างอิง LE-\d{6}/);
  const reference = /LE-\d{6}/.exec((await page.getByRole("status").filter({ hasText: "ส่งการแก้ไขแล้ว" }).textContent())!)![0];
  await expect(page.getByTestId("listing-waiting")).toContainText("ช่องที่แก้: รูปหลัก, ช่องทางติดต่อ");
  await screenshot(page, { path: testInfo.outputPath("listing-edit-sent-th-390.png"), fullPage: true });
  await page.getByRole("link", { name: `ดูหน้าสาธารณะของ ${CONTRACTOR.th}` }).click();
  await expect(page.getByText(NEW_PHONE)).toHaveCount(0);

  // The editor reviews it on a desktop in English: the phone beside the old one, the pictures side by side.
  await asStaff(context, baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/admin/changes");
  await page.getByLabel("Username or email").fill("edits-admin");
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await enterSecondFactor(page, "en");
  await expect(page.getByRole("heading", { level: 1, name: "Listing edits" })).toBeVisible();
  const card = page.getByTestId("listing-change").filter({ hasText: reference });
  await expect(card).toContainText(CONTRACTOR.en);
  const contact = card.getByRole("row").filter({ hasText: NEW_PHONE });
  await expect(contact).toContainText("02-393-5120");
  await expect(contact).not.toContainText("email");
  await expect(card.getByRole("img", { name: /Our stand at BITEC/ })).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("changes-en-1280.png"), fullPage: true });
  await card.getByRole("button", { name: "Approve and publish" }).click();
  await expect(page.getByTestId("changes-outcome")).toHaveText(`Change ${reference} approved and published. The company is being mailed.`);

  // The public page shows both at once.
  await page.goto(`/en/contractor-show-details/${CONTRACTOR.slug}`);
  await expect(page.getByText(NEW_PHONE).first()).toBeVisible();
  await expect(page.locator("img[src^='/api/uploads/']").first()).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("contractor-after-en-1280.png"), fullPage: false });
  expect(errors).toEqual([]);
});
