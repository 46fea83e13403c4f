import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { consentGiven, expect, scriptsRunning, test } from "./fixtures";

/** axe-core, the checker Lighthouse's accessibility audit runs, as the page's own script would see the page. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    // Label-in-name matches words by spaces, which Thai does not put between them; Lighthouse does not score it.
    const result = await axe.run(document, { rules: { "label-content-name-mismatch": { enabled: false } } });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  });
}

// A fresh visit on a phone, as Lighthouse reads it: parts below the first screen are still skipped then
// (decision 047), and what is skipped has no boxes, so contrast and target sizes must hold without them.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

async function freshVisitPassesAxe(page: Page, path: string) {
  await page.goto(path);
  await scriptsRunning(page);
  expect(await violations(page)).toEqual([]);
}

for (const path of ["/", "/en", "/venue-show-lists", "/en/thai-trade-show-lists", "/en/news-lists"]) {
  test(`a fresh visit to ${path} passes axe on a phone`, async ({ page, context, baseURL }) => {
    await consentGiven(context, baseURL);
    await freshVisitPassesAxe(page, path);
  });
}

test("a fresh visit to a show's page passes axe on a phone", async ({ page, context, baseURL }) => {
  await consentGiven(context, baseURL);
  await page.goto("/en/thai-trade-show-lists");
  await freshVisitPassesAxe(page, (await page.locator(".card__link").first().getAttribute("href")) ?? "");
});
