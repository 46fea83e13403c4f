import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, BrowserContextOptions, Locator, Page } from "@playwright/test";
import { seededTitle } from "../test/seeded-title";
import { consentGiven, expect, screenshot, scriptsRunning, sidewaysOverflow, signedInAs, test } from "./fixtures";

/**
 * Numbered booths on ProPak Asia's floor plan at BITEC (issue 48, decision 066): a visitor finds an exhibitor on
 * the plan; demo-visitor picks two booths side by side on a phone in Thai, books them, and demo-organizer (who runs
 * Informa Markets Thailand) confirms them on a desktop in English; the plan then lists the company at those
 * booths. Without scripts the booths' table books too. axe finds nothing on the plan. Screenshots at 390 and
 * 1280 px in both languages.
 */
const SHOW_TH = seededTitle("trade-shows", "propak-asia-2027", "th");
const SHOW_EN = seededTitle("trade-shows", "propak-asia-2027", "en");
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Two free booths side by side: consecutive numbers of one row, both with a box to tick (the first such pair). */
async function twoSideBySide(page: Page): Promise<[string, string]> {
  const free = await page.locator(".fp-table input[name=booth]").evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
  const parse = (number: string) => /^(.*?)(\d+)$/.exec(number);
  for (const number of free) {
    const [, row, n] = parse(number) ?? [];
    const next = `${row}${Number(n) + 1}`;
    if (row && free.includes(next)) return [number, next];
  }
  throw new Error("no two free booths side by side on the plan");
}

/** Two fingers on a hall's box moving apart from `from` to `to` pixels either side of its centre. */
async function pinch(page: Page, box: Locator, from: number, to: number) {
  const area = (await box.boundingBox())!;
  const [x, y] = [area.x + area.width / 2, area.y + area.height / 2];
  const session = await page.context().newCDPSession(page);
  const fingers = (spread: number) => [
    { x: x - spread / 2, y, id: 1 },
    { x: x + spread / 2, y, id: 2 },
  ];
  await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(from) });
  for (let step = 1; step <= 8; step += 1) {
    await session.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(from + ((to - from) * step) / 8) });
  }
  await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await session.detach();
}

async function axeViolations(page: Page) {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document.querySelector("#floor-plan")!, {});
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

async function shootWidths(page: Page, name: string, outputPath: (name: string) => string, fullPage = true) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Right after a resize the browser may still be laying the plan out: what counts is where it settles.
    await expect.poll(() => sidewaysOverflow(page), { message: `${name} at ${width} px`, timeout: 3000 }).toEqual([]);
    await screenshot(page, { path: outputPath(`${name}-${width}.png`), fullPage });
  }
}

async function context(browser: import("@playwright/test").Browser, baseURL: string | undefined, locale: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const made = await browser.newContext({ locale, ...options });
  await consentGiven(made, baseURL);
  return made;
}

test("a visitor finds an exhibitor on the plan; an exhibitor books two booths side by side on a phone; the organizer confirms them", async ({ browser, baseURL }, testInfo) => {
  const company = `บริษัท ผังบูธทดสอบ ${Date.now()} จำกัด`;

  // A visitor, in English on a desktop, from the list of Thai shows to the plan, and to a company on it.
  const visitorContext = await context(browser, baseURL, "en-US");
  const visitor = await visitorContext.newPage();
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto("/en/thai-trade-show-lists?industry=packaging-plastics");
  await scriptsRunning(visitor);
  await visitor.getByRole("link", { name: SHOW_EN }).first().click();
  await expect(visitor.getByRole("heading", { level: 1, name: SHOW_EN })).toBeVisible();
  const plan = visitor.getByRole("region", { name: "Floor plan" });
  await expect(plan.getByRole("heading", { level: 3, name: "EH 98" })).toBeVisible();
  expect(await plan.locator(".fp-table tbody tr").count()).toBeGreaterThan(300);
  await plan.getByLabel("Find a company").fill("Nordwerk");
  await plan.getByRole("button", { name: "Find" }).click();
  await expect(visitor).toHaveURL(/\?exhibitor=Nordwerk#exhibitors$/);
  const found = visitor.locator(".fp-exhibitor-list li").filter({ hasText: "Nordwerk Packaging Machinery (Thailand) Co., Ltd." });
  await expect(found).toBeVisible();
  const booth = (await found.getByRole("link").first().innerText()).trim();
  await expect(visitor.locator(".fp-row-hit").first()).toContainText(booth);
  // The company's booth on the drawing opens its card: booked, so nothing to book.
  await plan.locator(`.fp-svg a[href="#booth-${booth}"]`).click();
  const bookedCard = visitor.getByRole("dialog", { name: `Booth ${booth}` });
  await expect(bookedCard).toBeFocused();
  await expect(bookedCard).toContainText("StatusBooked");
  await expect(bookedCard.getByRole("button", { name: "Book this booth" })).toHaveCount(0);
  expect(await axeViolations(visitor)).toEqual([]);
  // What is on screen with the card open.
  await shootWidths(visitor, "plan-card-en", (n) => testInfo.outputPath(n), false);
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.keyboard.press("Escape");
  await expect(bookedCard).toHaveCount(0);
  // The first hall zooms by its buttons, by Ctrl and the wheel, and by keys, around what is in view.
  const hall = visitor.locator(".fp-hall").first();
  const drawnWidth = () => hall.locator(".fp-svg").evaluate((svg) => Number(svg.getAttribute("width")));
  const start = await drawnWidth();
  await hall.getByRole("button", { name: "Zoom in" }).click();
  await expect.poll(drawnWidth).toBeCloseTo(start * 1.25);
  await hall.locator(".fp-canvas").hover();
  await visitor.keyboard.down("Control");
  await visitor.mouse.wheel(0, -100);
  await visitor.keyboard.up("Control");
  await expect.poll(drawnWidth).toBeCloseTo(start * 1.25 * 1.25);
  await hall.locator(".fp-canvas").focus();
  await visitor.keyboard.press("-");
  await expect.poll(drawnWidth).toBeCloseTo(start * 1.25);
  await hall.getByRole("button", { name: "Original size" }).click();
  await expect.poll(drawnWidth).toBeCloseTo(start);
  await visitorContext.close();

  // The exhibitor, in Thai on a phone: two booths side by side, held, then booked.
  const exhibitorContext = await context(browser, baseURL, "th-TH", { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  await signedInAs(exhibitorContext, "demo-visitor");
  const exhibitor = await exhibitorContext.newPage();
  await exhibitor.goto("/thai-trade-show-lists?industry=packaging-plastics");
  await scriptsRunning(exhibitor);
  await exhibitor.getByRole("link", { name: SHOW_TH }).first().click();
  const thaiPlan = exhibitor.getByRole("region", { name: "ผังบูธ" });
  await expect(thaiPlan).toBeVisible();
  expect(await axeViolations(exhibitor)).toEqual([]);
  const [first, second] = await twoSideBySide(exhibitor);
  // A booth tapped on the drawing opens its card: picked, then its neighbour booked with it as one stand.
  await thaiPlan.locator(`.fp-svg a[href="#booth-${first}"]`).tap();
  const firstCard = exhibitor.getByRole("dialog", { name: `บูธ ${first}` });
  await expect(firstCard).toContainText("สถานะว่าง");
  await firstCard.getByRole("button", { name: "เลือกบูธนี้" }).tap();
  await expect(firstCard.getByRole("button", { name: "เลือกบูธนี้" })).toHaveAttribute("aria-pressed", "true");
  await firstCard.getByRole("button", { name: "ปิด" }).tap();
  await expect(firstCard).toHaveCount(0);
  // Two fingers zoom the hall the booths are in.
  const hallOf = exhibitor.locator(".fp-hall").filter({ has: exhibitor.locator(`.fp-svg a[href="#booth-${first}"]`) });
  const hallWidth = () => hallOf.locator(".fp-svg").evaluate((svg) => Number(svg.getAttribute("width")));
  const before = await hallWidth();
  await hallOf.locator(".fp-canvas").scrollIntoViewIfNeeded();
  await pinch(exhibitor, hallOf.locator(".fp-canvas"), 60, 180);
  await expect.poll(hallWidth).toBeGreaterThan(before * 2);
  await thaiPlan.locator(`.fp-svg a[href="#booth-${second}"]`).tap();
  const secondCard = exhibitor.getByRole("dialog", { name: `บูธ ${second}` });
  await expect(secondCard).toBeVisible();
  await shootWidths(exhibitor, "plan-card-th", (n) => testInfo.outputPath(n), false);
  await exhibitor.setViewportSize({ width: 390, height: 844 });
  await secondCard.getByRole("button", { name: "จองบูธที่เลือก 2 บูธ" }).tap();

  await expect(exhibitor).toHaveURL(/\/booth-reservation-profile\?show=propak-asia-2027&hold=\d+$/);
  await expect(exhibitor.getByText(`เราพักบูธ ${first}, ${second} ไว้ให้คุณถึงเวลา`)).toBeVisible();
  await expect(exhibitor.getByRole("checkbox", { name: /แสดงชื่อบริษัทของเราในรายชื่อผู้ออกงาน/ })).toBeChecked();
  await exhibitor.getByLabel("ชื่อบริษัท", { exact: true }).fill(company);
  await shootWidths(exhibitor, "plan-booking-th", (n) => testInfo.outputPath(n));
  await exhibitor.getByRole("button", { name: "ส่งคำขอจองบูธ" }).click();
  await expect(exhibitor).toHaveURL(/\/booth-reservation-completed\?reference=\d+$/, { timeout: 15_000 });
  await expect(exhibitor.getByText(`คุณขอจองบูธหมายเลข ${first}, ${second} ในงาน ${SHOW_TH}`)).toBeVisible();
  await exhibitorContext.close();

  // The organizer, in English on a desktop, confirms from the leads.
  const organizerContext = await context(browser, baseURL, "en-US");
  await signedInAs(organizerContext, "demo-organizer");
  const organizer = await organizerContext.newPage();
  await organizer.setViewportSize({ width: 1280, height: 900 });
  await organizer.goto("/en/my-leads-from");
  const lead = organizer.getByRole("listitem").filter({ has: organizer.getByRole("heading", { name: company }) });
  await expect(lead).toContainText(`Booths ${first}, ${second}`);
  await shootWidths(organizer, "plan-lead-en", (n) => testInfo.outputPath(n));
  await organizer.setViewportSize({ width: 1280, height: 900 });
  await lead.getByRole("button", { name: "Confirm the booths" }).click();
  await expect(lead).toContainText("booths confirmed");
  await expect(lead.getByRole("button", { name: "Confirm the booths" })).toHaveCount(0);

  // The plan, the exhibitor list and the stock agree.
  await organizer.goto(`/en/thai-trade-show-details/propak-asia-2027?exhibitor=${encodeURIComponent(company.split(" ")[1]!)}#exhibitors`);
  const listed = organizer.locator(".fp-exhibitor-list li").filter({ hasText: company });
  await expect(listed).toContainText(first);
  await expect(listed).toContainText(second);
  await expect(organizer.locator(`[id="booth-${first}"]`)).toContainText("Booked");
  await organizerContext.close();
});

test("without scripts, the booths' table holds the ticked booth and opens the booking form", async ({ browser, baseURL }) => {
  const noScripts = await context(browser, baseURL, "en-US", { javaScriptEnabled: false });
  await signedInAs(noScripts, "demo-contractor");
  const page = await noScripts.newPage();
  await page.goto("/en/thai-trade-show-details/propak-asia-2027");
  const plan = page.getByRole("region", { name: "Floor plan" });
  const [first] = await twoSideBySide(page);
  // Nothing that needs scripts shows; a booth on the drawing leads to its row, in its hall's folded table.
  await expect(plan.getByRole("button", { name: "Zoom in" })).toHaveCount(0);
  await plan.locator(`.fp-svg a[href="#booth-${first}"]`).click();
  await expect(page.locator(`[id="booth-${first}"]`)).toBeVisible();
  await plan.getByLabel(`Select booth ${first}`, { exact: true }).check();
  await plan.getByRole("button", { name: "Book the selected booths" }).click();
  await expect(page).toHaveURL(/\/en\/booth-reservation-profile\?show=propak-asia-2027&hold=\d+$/);
  await expect(page.getByText(`We're holding booths ${first} for you until`)).toBeVisible();
  await noScripts.close();
});
