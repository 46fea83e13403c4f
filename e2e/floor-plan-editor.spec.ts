import { seededTitle } from "../test/seeded-title";
import { consentGiven, expect, screenshot, scriptsRunning, sidewaysOverflow, signedInAs, test } from "./fixtures";

/**
 * The organizer draws (issue 48, "The organizer draws it"): demo-organizer, who runs Informa Markets Thailand,
 * adds a hall to ProPak Asia's plan in English on a desktop, draws a row of ten booths and numbers it, and saves;
 * then, in Thai on a phone, imports twenty booths from a CSV file into that hall and saves. The show's public
 * plan then has all thirty. Screenshots at 390 and 1280 px in both languages.
 */
const SHOW_EN = seededTitle("trade-shows", "propak-asia-2027", "en");
const SHOW_TH = seededTitle("trade-shows", "propak-asia-2027", "th");
const HALL = { th: "ฮอลล์ EH 101", en: "Hall EH 101" };

/** Twenty booths of 3 × 3 m in two rows below the drawn one, as a CAD tool's export would list them. */
function twentyBooths(): string {
  const lines = ["number,hall,x,y,width,depth,type"];
  for (let i = 0; i < 20; i += 1) {
    const row = i < 10 ? "P" : "Q";
    lines.push(`${row}${(i % 10) + 1},${HALL.en},${(i % 10) * 3},${i < 10 ? 9 : 12},3,3,"Shell scheme, 3 × 3 m"`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

test("an organizer draws a row of ten booths, imports twenty from CSV and saves; the public plan shows them", async ({ browser, baseURL }, testInfo) => {
  const shoot = async (page: import("@playwright/test").Page, name: string, height: number) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height });
      await expect.poll(() => sidewaysOverflow(page), { message: `${name} at ${width} px`, timeout: 3000 }).toEqual([]);
      await screenshot(page, { path: testInfo.outputPath(`${name}-${width}.png`) });
    }
  };

  // In English on a desktop: from the organizer's listings to the show's editor and its floor plan.
  const desktop = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
  await consentGiven(desktop, baseURL);
  await signedInAs(desktop, "demo-organizer");
  const page = await desktop.newPage();
  await page.goto("/en/quotation-profile/listings");
  await scriptsRunning(page);
  await page.getByRole("link", { name: `Edit ${SHOW_EN}` }).click();
  await page.getByRole("link", { name: `Edit the floor plan of ${SHOW_EN}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Floor plan: ${SHOW_EN}` })).toBeVisible();

  // A new hall, then ten booths added one after another: each lands beside the last, a row.
  await page.getByText("Add a hall", { exact: true }).click();
  const newHall = page.locator("details").filter({ has: page.getByRole("button", { name: "Add the hall" }) });
  await newHall.getByLabel("Hall name (Thai)").fill(HALL.th);
  await newHall.getByLabel("Hall name (English)").fill(HALL.en);
  await newHall.getByLabel("Width (m)").fill("36");
  await newHall.getByLabel("Depth (m)").fill("18");
  await newHall.getByRole("button", { name: "Add the hall" }).click();
  await expect(page.getByRole("button", { name: new RegExp(`^${HALL.en}`) })).toHaveAttribute("aria-pressed", "true");
  const tools = page.getByRole("toolbar", { name: "Plan tools" });
  for (let i = 0; i < 10; i += 1) await tools.getByRole("button", { name: "Add booth" }).click();
  const drawn = page.locator(".pe-canvas g[role=button]");
  await expect(drawn).toHaveCount(10);
  const ys = await drawn.evaluateAll((booths) => booths.map((b) => b.querySelector("rect")!.getAttribute("y")));
  expect(new Set(ys).size).toBe(1);

  // The whole row selected, numbered R1…R10, saved.
  await drawn.first().click();
  for (let i = 1; i < 10; i += 1) await drawn.nth(i).click({ modifiers: ["Shift"] });
  await expect(page.getByText(/^10 booths selected/)).toBeVisible();
  await page.getByLabel("Prefix").fill("R");
  await page.getByLabel("First number").fill("1");
  await page.getByRole("button", { name: "Number them" }).click();
  await expect(page.getByText(/^10 booths selected: R1, R2, R3, R4, R5, R6, R7, R8, R9, R10$/)).toBeVisible();
  await expect(page.getByText("You have changes that are not saved yet")).toBeVisible();
  await shoot(page, "plan-editor-row-en", 900);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Save the floor plan" }).click();
  await expect(page.getByText("The floor plan is saved.")).toBeVisible({ timeout: 15_000 });
  await desktop.close();

  // In Thai on a phone: twenty booths from a CSV file into the new hall, then saved.
  const phone = await browser.newContext({ locale: "th-TH", viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await consentGiven(phone, baseURL);
  await signedInAs(phone, "demo-organizer");
  const thai = await phone.newPage();
  await thai.goto("/quotation-profile/listings");
  await scriptsRunning(thai);
  await thai.getByRole("link", { name: `แก้ไข ${SHOW_TH}` }).click();
  await thai.getByRole("link", { name: `แก้ไขผังบูธของ ${SHOW_TH}` }).click();
  await thai.getByLabel("ไฟล์ CSV").setInputFiles({ name: "eh101.csv", mimeType: "text/csv", buffer: Buffer.from(twentyBooths()) });
  await thai.getByRole("button", { name: "นำเข้าไฟล์" }).click();
  await expect(thai.getByText("นำเข้าแล้ว: เพิ่มใหม่ 20 บูธ แก้ไข 0 บูธ", { exact: false })).toBeVisible({ timeout: 15_000 });
  await shoot(thai, "plan-editor-import-th", 844);
  await thai.setViewportSize({ width: 390, height: 844 });
  await thai.getByRole("button", { name: "บันทึกผังบูธ" }).click();
  await expect(thai.getByText("บันทึกผังบูธแล้ว")).toBeVisible({ timeout: 15_000 });

  // The public plan has the hall and its thirty booths.
  await thai.getByRole("link", { name: "ดูผังบนหน้างาน" }).click();
  const hall = thai.locator(".fp-hall").filter({ has: thai.getByRole("heading", { name: HALL.th }) });
  await expect(hall.locator(".fp-svg a")).toHaveCount(30);
  for (const number of ["R1", "R10", "P1", "Q10"]) await expect(thai.locator(`[id="booth-${number}"]`)).toHaveCount(1);
  await phone.close();
});
