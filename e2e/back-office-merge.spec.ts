import type { Browser, Locator, Page } from "@playwright/test";
import { seededTitle } from "../test/seeded-title";
import { consentGiven, expect, screenshot, scriptsRunning, sidewaysOverflow, test } from "./fixtures";
import { createStaffAccount, STAFF_PASSWORD } from "./staff-accounts";

/**
 * Two editors on one record (issue 47, "Merges instead of refusals"; decision 065): demo-editor in Thai on a
 * desktop and a second editor in English on a phone open Medical Fair Thailand's record at once. Fields only one
 * of them changed are kept from each (the later save says so); a field both changed to different values is not
 * written until the later editor decides, with the other's value shown under it.
 */
const SHOW_TH = seededTitle("trade-shows", "medical-fair-thailand-2027", "th");
const SECOND = "editor-merge";

async function openRecord(browser: Browser, baseURL: string | undefined, lang: "th" | "en", width: number, login: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: lang === "th" ? "th-TH" : "en-US", viewport: { width, height: 900 } });
  await consentGiven(context, baseURL);
  const page = await context.newPage();
  const prefix = lang === "th" ? "" : "/en";
  await page.goto(`${prefix}/admin/content/trade-shows?q=${encodeURIComponent(SHOW_TH)}`);
  await page.getByLabel(lang === "th" ? "ชื่อผู้ใช้หรืออีเมล" : "Username or email").fill(login.username);
  await page.getByLabel(lang === "th" ? "รหัสผ่าน" : "Password", { exact: true }).fill(login.password);
  await page.getByRole("button", { name: lang === "th" ? "เข้าสู่ระบบ" : "Sign in" }).click();
  await page.getByTestId("content-row").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "th" ? "แก้ไขงานแสดงสินค้า #15" : "Trade shows: editing record #15");
  await expect(page.getByLabel(lang === "th" ? "ชื่อ (ไทย) *" : "Name (Thai) *")).toHaveValue(SHOW_TH);
  // The form's fields are React's once the page has hydrated: typing starts then, as an editor's would.
  await scriptsRunning(page);
  return page;
}

/** Types a field's new value and checks it took: a notice taking focus as the page settles must not mix the two. */
async function typeInto(field: Locator, value: string) {
  await expect(async () => {
    await field.fill(value);
    await expect(field).toHaveValue(value, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

test("two editors save one record: what only one changed is kept from each, and a field both changed waits for a decision", async ({ browser, baseURL }, testInfo) => {
  await createStaffAccount(SECOND, "editor");
  const thai = await openRecord(browser, baseURL, "th", 1280, { username: "demo-editor", password: "demo-editor-2026" });
  const english = await openRecord(browser, baseURL, "en", 390, { username: SECOND, password: STAFF_PASSWORD });

  // Each changes a field of their own; the English editor saves first.
  const summaryEn = "Asia's hospital technology show: devices, digital health and laboratories under one roof.";
  const hoursTh = "10.00–18.00 น. (วันสุดท้ายถึง 16.00 น.)";
  await typeInto(english.getByLabel("Summary (English)"), summaryEn);
  await english.getByRole("button", { name: "Save", exact: true }).click();
  await expect(english.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await typeInto(thai.getByLabel("เวลาเปิด (ไทย)"), hoursTh);
  await thai.getByRole("button", { name: "บันทึก", exact: true }).click();
  await expect(thai.getByRole("status").filter({ hasText: "มีทีมงานอีกคนบันทึกรายการนี้ระหว่างที่คุณเปิดอยู่" })).toBeVisible();
  await expect(thai.getByLabel("สรุปย่อ (อังกฤษ)")).toHaveValue(summaryEn);
  await expect(thai.getByLabel("เวลาเปิด (ไทย)")).toHaveValue(hoursTh);

  // Both change the English opening hours, to different values: the later save is held back, theirs shown.
  await english.reload();
  await scriptsRunning(english);
  const theirs = "10 am – 6 pm (last day until 4 pm)";
  const mine = "10:00–18:00 (last day 10:00–16:00)";
  await typeInto(thai.getByLabel("เวลาเปิด (อังกฤษ)"), mine);
  await typeInto(english.getByLabel("Opening hours (English)"), theirs);
  await english.getByRole("button", { name: "Save", exact: true }).click();
  await expect(english.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await thai.getByRole("button", { name: "บันทึก", exact: true }).click();
  await expect(thai.getByText(/^ยังไม่ได้บันทึก .* แก้ไข /)).toBeVisible();
  await expect(thai.getByTestId("content-theirs")).toHaveText(`ที่อีกคนบันทึกไว้ระหว่างนี้: ${theirs}`);
  await expect(thai.getByLabel("เวลาเปิด (อังกฤษ)")).toHaveValue(mine);
  for (const [page, name] of [
    [thai, "merge-conflict-th"],
    [english, "merge-saved-en"],
  ] as const) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => sidewaysOverflow(page), { message: `${name} at ${width} px` }).toEqual([]);
      await screenshot(page, { path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  }

  // The Thai editor keeps theirs after all and saves: nothing is lost on either side.
  await typeInto(thai.getByLabel("เวลาเปิด (อังกฤษ)"), theirs);
  await thai.getByRole("button", { name: "บันทึก", exact: true }).click();
  await expect(thai.getByRole("status").filter({ hasText: /บันทึกแล้ว|ไม่มีอะไรต้องบันทึก/ }).first()).toBeVisible();
  await english.reload();
  await scriptsRunning(english);
  await expect(english.getByLabel("Summary (English)")).toHaveValue(summaryEn);
  await expect(english.getByLabel("Opening hours (Thai)")).toHaveValue(hoursTh);
  await expect(english.getByLabel("Opening hours (English)")).toHaveValue(theirs);
  await thai.context().close();
  await english.context().close();
});
