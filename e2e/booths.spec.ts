import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { seededTitle } from "../test/seeded-title";
import { consentGiven, expect, screenshot, signedInAs, takesScreenshots, test } from "./fixtures";

/**
 * Booth reservation end to end with the demo accounts: demo-visitor reserves a booth at METALEX 2027 in Thai;
 * demo-organizer, who runs its organizer (RX Tradex), finds the lead on /en/my-leads-from, moves its status and
 * exports it as CSV. Screenshots of the booking pages and the leads page at 390 and 1280 px.
 */
const WIDTHS = [390, 1280] as const;
const METALEX_TH = seededTitle("trade-shows", "metalex-2027", "th");

/** The page again at each width, only for its pictures: without them, nothing. */
async function shoot(page: Page, name: string, path: string, outputPath: (name: string) => string) {
  if (!takesScreenshots()) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await screenshot(page, { path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test("a member reserves a booth and the organizer sees and exports the lead", async ({ browser, baseURL }, testInfo) => {
  const company = `บริษัท ทดสอบบูธ ${Date.now()} จำกัด`;

  // The exhibitor, in Thai.
  const visitorContext = await browser.newContext({ locale: "th-TH" });
  await consentGiven(visitorContext, baseURL);
  await signedInAs(visitorContext, "demo-visitor");
  const visitor = await visitorContext.newPage();
  await visitor.goto("/booth-reservation-details?show=metalex-2027");
  await expect(visitor.getByRole("heading", { level: 2, name: METALEX_TH })).toBeVisible();
  const shell = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { name: /บูธมาตรฐาน 3×3 ม\./ }) });
  await expect(shell).toContainText("฿58,000");
  await shoot(visitor, "booth-details-th", "/booth-reservation-details?show=metalex-2027", (n) => testInfo.outputPath(n));
  await shell.getByRole("link", { name: /จองบูธนี้/ }).click();

  await expect(visitor).toHaveURL(/\/booth-reservation-profile\?show=metalex-2027&type=\d+$/);
  await expect(visitor.getByLabel("อีเมล", { exact: true })).toHaveValue("demo-visitor@example.com");
  await expect(visitor.getByLabel("ชื่อผู้ติดต่อ")).toHaveValue("สมใจ ใจดี");
  await expect(visitor.getByRole("radio", { name: /บูธมาตรฐาน 3×3 ม\./ })).toBeChecked();
  // A mistake first: nothing typed is lost.
  await visitor.getByLabel("จำนวนบูธ").fill("30");
  await visitor.getByLabel("สินค้าหรือบริการที่จะนำมาแสดง").fill("เครื่องกลึงและเครื่องมือวัด");
  await visitor.getByRole("button", { name: "ส่งคำขอจองบูธ" }).click();
  await expect(visitor.getByText("กรุณาระบุจำนวนบูธเป็นตัวเลข 1–20")).toBeVisible();
  await expect(visitor.getByLabel("สินค้าหรือบริการที่จะนำมาแสดง")).toHaveValue("เครื่องกลึงและเครื่องมือวัด");
  await visitor.getByLabel("จำนวนบูธ").fill("2");
  await visitor.getByLabel("ชื่อบริษัท").fill(company);
  for (const width of WIDTHS) {
    await visitor.setViewportSize({ width, height: 900 });
    await screenshot(visitor, { path: testInfo.outputPath(`booth-profile-th-${width}.png`), fullPage: true });
  }
  await visitor.getByRole("button", { name: "ส่งคำขอจองบูธ" }).click();

  // The booking, its stock check, its lead and its mails are one write: on a loaded two-core machine beside another
  // journey it has taken longer than the default five seconds to answer.
  await expect(visitor).toHaveURL(/\/booth-reservation-completed\?reference=\d+$/, { timeout: 15_000 });
  const reference = (await visitor.locator(".reference").innerText()).trim();
  expect(reference).toMatch(/^BR-\d{6,}$/);
  await expect(visitor.getByText(`คุณขอจอง บูธมาตรฐาน 3×3 ม. จำนวน 2 บูธ ในงาน ${METALEX_TH}`)).toBeVisible();
  await visitorContext.close();

  // The organizer, in English.
  const organizerContext = await browser.newContext({ locale: "en-US", acceptDownloads: true });
  await consentGiven(organizerContext, baseURL);
  await signedInAs(organizerContext, "demo-organizer");
  const organizer = await organizerContext.newPage();
  await organizer.goto("/en/my-leads-from");
  const lead = organizer.getByRole("listitem").filter({ has: organizer.getByRole("heading", { name: company }) });
  await expect(lead).toContainText(reference);
  await expect(lead).toContainText("2 × Shell scheme, 3 × 3 m");
  await expect(lead).toContainText("demo-visitor@example.com");
  await expect(lead).toContainText("New");

  await lead.getByLabel(`Status of ${reference}`).selectOption("in-progress");
  await lead.getByRole("button", { name: "Save" }).click();
  await expect(organizer.getByText(/^Saved\./)).toBeVisible();
  await organizer.getByLabel("Status", { exact: true }).selectOption("in-progress");
  await organizer.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(organizer).toHaveURL(/status=in-progress/);
  await expect(organizer.getByRole("listitem").filter({ has: organizer.getByRole("heading", { name: company }) })).toContainText("In contact");

  const [download] = await Promise.all([organizer.waitForEvent("download"), organizer.getByRole("link", { name: "Export as CSV (opens in Excel)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^booth-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString("utf8");
  expect(csv.split("\r\n")[0]).toBe("Reference,Received,Show,Booth type,Booths,Company,Contact,Email,Phone,Address,Website,Products,Message,Status");
  expect(csv).toContain(`${reference},`);
  expect(csv).toContain(company);
  expect(csv).toContain("In contact");

  await shoot(organizer, "my-leads-en", "/en/my-leads-from", (n) => testInfo.outputPath(n));
  await shoot(organizer, "my-leads-th", "/my-leads-from", (n) => testInfo.outputPath(n));
  await shoot(organizer, "inbox-leads-en", "/en/quotation-profile/leadsFromReservation", (n) => testInfo.outputPath(n));
  await organizerContext.close();
});
