import type { BrowserContext, Page } from "@playwright/test";
import { collectConsoleErrors, expect, registerAndSignIn, screenshot, scriptsRunning, test } from "./fixtures";
import { createStaffAccount, enterSecondFactor, STAFF_PASSWORD } from "./staff-accounts";

// Every sign-in hashes a password at full strength (PBKDF2): the journey takes its time.
test.describe.configure({ timeout: 240_000 });

// A venue no other journey uses: once approved, its requests go to the member, not its published address.
const VENUE = { slug: "royal-paragon-hall", th: "รอยัล พารากอน ฮอลล์", en: "Royal Paragon Hall" };

async function freshSession(context: BrowserContext, baseURL: string) {
  await context.clearCookies();
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL }]);
}

const inboxListings = (page: Page) => page.getByLabel("Listing").locator("option");
const memberMenu = (page: Page) => page.locator(".member-menu");
const MEMBER_PASSWORD = "Claim-pass-2026";

test("a member who registered as a visitor claims a venue, waits, and runs it on the next page once an admin approves", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await createStaffAccount("journey-admin", "admin");

  // A visitor, not a company: company pages follow the listings a member runs, not the type chosen at sign-up.
  const email = `claimer-${Date.now()}@example.com`;
  await freshSession(context, baseURL!);
  await registerAndSignIn(page, { email, password: MEMBER_PASSWORD, firstName: "นิดา", lastName: "ดูแลฮอลล์" });
  await page.goto("/en/profile");
  await scriptsRunning(page);
  await memberMenu(page).locator("summary").click();
  await expect(memberMenu(page).getByRole("link", { name: "My quotations" })).toBeVisible();
  await expect(memberMenu(page).getByRole("link", { name: "Quotation requests received" })).toHaveCount(0);

  await page.goto(`/en/venue-show-details/${VENUE.slug}`);
  const claim = page.getByRole("region", { name: "Is this your company?" });
  await claim.getByText("Yes, this is my company").click();
  await claim.getByLabel("Your role at the company").fill("Events director");
  await claim.getByRole("button", { name: "Ask to manage this page" }).click();
  const reference = (await page.getByTestId("claim-reference").textContent())!;
  expect(reference).toMatch(/^CL-[0-9A-F]{8}$/);

  // While it waits, the company pages say which claim, not "claim again" (in Thai, on a phone).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/quotation-profile");
  await expect(page).toHaveURL(/\/no-permission$/);
  await expect(page.getByText(`คำขอดูแลข้อมูล ${VENUE.th} (เลขอ้างอิง ${reference}) รอทีมงานตรวจสอบตั้งแต่วันที่`)).toBeVisible();
  await expect(page.getByText(`เราจะแจ้งผลไปที่ ${email}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "ค้นหาบริษัทของคุณ" })).toHaveCount(0);
  await screenshot(page, { path: testInfo.outputPath("claim-waiting-th-390.png"), fullPage: true });
  const memberSession = await context.cookies();

  // The admin finds it in the queue, in Thai on a phone first, then approves it in English on a desktop.
  await freshSession(context, baseURL!);
  await page.goto("/admin/claims");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fclaims/);
  await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill("journey-admin");
  await page.getByLabel("รหัสผ่าน").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await enterSecondFactor(page, "th");
  await expect(page.getByRole("heading", { level: 1, name: "คำขอดูแลรายการ" })).toBeVisible();
  const card = page.getByTestId("claim").filter({ hasText: reference });
  await expect(card).toContainText(VENUE.th);
  await screenshot(page, { path: testInfo.outputPath("claims-th-390.png"), fullPage: true });

  await card.getByRole("button", { name: "ปฏิเสธ" }).click();
  await expect(card.getByText("กรุณาระบุเหตุผล ข้อความนี้จะส่งถึงสมาชิก")).toBeVisible();
  // The refused form is answered with a 400, which the browser reports; nothing else may be.
  expect(errors.splice(0)).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  await screenshot(page, { path: testInfo.outputPath("claims-decline-error-th-390.png"), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/admin/claims");
  const enCard = page.getByTestId("claim").filter({ hasText: reference });
  await expect(enCard).toContainText(VENUE.en);
  await screenshot(page, { path: testInfo.outputPath("claims-en-1280.png"), fullPage: true });
  await enCard.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("claims-outcome")).toHaveText(`Claim ${reference} approved. The member now manages the listing and is being mailed.`);
  await expect(page.getByTestId("claim").filter({ hasText: reference })).toHaveCount(0);
  await screenshot(page, { path: testInfo.outputPath("claims-approved-en-1280.png"), fullPage: false });

  // The member, still signed in, runs the venue on their next page: the menu leads to its inbox.
  await context.clearCookies();
  await context.addCookies(memberSession);
  await page.goto("/en/profile");
  await scriptsRunning(page);
  await memberMenu(page).locator("summary").click();
  await memberMenu(page).getByRole("link", { name: "Quotation requests received" }).click();
  await expect(page).toHaveURL(/\/en\/quotation-profile$/);
  await page.getByRole("navigation", { name: "Quotation requests received" }).getByRole("link", { name: "Requests to venues" }).click();
  await expect(inboxListings(page)).toContainText([VENUE.en]);
  await screenshot(page, { path: testInfo.outputPath("inbox-after-claim-en-1280.png"), fullPage: false });

  // Visitors see that a company runs the venue now: on its card (English, desktop) and its page (Thai, phone).
  await context.clearCookies();
  await page.goto("/en/venue-show-lists?q=Royal+Paragon");
  const venueCard = page.locator(".company-card", { hasText: VENUE.en });
  await expect(venueCard.getByText("Verified", { exact: true })).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("verified-card-en-1280.png"), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/venue-show-details/${VENUE.slug}`);
  const mark = page.locator(".verified-mark");
  await expect(mark).toContainText("ยืนยันแล้ว");
  await expect(mark).toContainText("บริษัทดูแลหน้านี้เองและตอบคำขอใบเสนอราคาที่นี่");
  await screenshot(page, { path: testInfo.outputPath("verified-detail-th-390.png"), fullPage: false });
  await scriptsRunning(page);
  await mark.getByRole("link", { name: "หมายความว่าอย่างไร" }).click();
  await expect(page).toHaveURL(/\/aboutus#verified$/);
  await expect(page.getByRole("heading", { name: "เครื่องหมาย “ยืนยันแล้ว” หมายถึงอะไร" })).toBeVisible();
  expect(errors).toEqual([]);
});
