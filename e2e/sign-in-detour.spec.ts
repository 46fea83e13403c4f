import type { Browser } from "@playwright/test";
import { e2eOrigin } from "../scripts/e2e-servers.mjs";
import { consentGiven, expect, registerConfirmedMember, screenshot, scriptsRunning, test } from "./fixtures";

/**
 * A visitor who is not signed in presses "Request a quote" or "Book this booth" on a hydrated page: the click is a
 * client navigation whose data request the guard answers with the sign-in page, and after signing in the visitor
 * lands on the form they asked for (never on its `.data` address, which is a 404). Both buttons in both
 * languages, phone and desktop.
 */
const LANGUAGES = {
  th: { identifier: "อีเมลหรือชื่อผู้ใช้", password: "รหัสผ่าน", signIn: "เข้าสู่ระบบ" },
  en: { identifier: "Email or username", password: "Password", signIn: "Sign in" },
} as const;

const RUNS = [
  {
    lang: "th",
    what: "quote",
    detail: "/venue-show-details/impact-muang-thong-thani",
    button: "ขอใบเสนอราคา",
    form: /\/quotation-venue\?venue=impact-muang-thong-thani$/,
    formHeading: "ขอใบเสนอราคาจากสถานที่จัดงาน",
  },
  {
    lang: "th",
    what: "booth",
    detail: "/booth-reservation-details?show=metalex-2027",
    button: "จองบูธนี้",
    form: /\/booth-reservation-profile\?show=metalex-2027&type=\d+$/,
    formHeading: "ข้อมูลผู้จองบูธ",
  },
  {
    lang: "en",
    what: "quote",
    detail: "/en/venue-show-details/impact-muang-thong-thani",
    button: "Request a quote",
    form: /\/en\/quotation-venue\?venue=impact-muang-thong-thani$/,
    formHeading: "Request a quote from a venue",
  },
  {
    lang: "en",
    what: "booth",
    detail: "/en/booth-reservation-details?show=metalex-2027",
    button: "Reserve this booth",
    form: /\/en\/booth-reservation-profile\?show=metalex-2027&type=\d+$/,
    formHeading: "Exhibitor details",
  },
] as const;

const PASSWORD = "Detour-pass-2026";
/**
 * A member of its own, registered once for this spec: its eight sign-ins stay under the ten per account in 15
 * minutes that the sign-in allows, whatever other journeys sign in with.
 */
const email = `detour-${Date.now()}@example.com`;

async function register(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await consentGiven(context, baseURL);
  const page = await context.newPage();
  await registerConfirmedMember(page, { email, password: PASSWORD, firstName: "วิภา", lastName: "ทางอ้อม" });
  await context.close();
}

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(120_000);
  // The worker's own server, where its tests sign in (the project's baseURL is the first server's).
  await register(browser, e2eOrigin(testInfo.parallelIndex));
});

for (const run of RUNS) {
  for (const width of [390, 1280]) {
    test(`${run.lang} at ${width} px: signed out, "${run.button}" leads through sign-in to the form`, async ({ page, context, baseURL }, testInfo) => {
      const t = LANGUAGES[run.lang];
      await consentGiven(context, baseURL);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(run.detail);
      await scriptsRunning(page);
      await page.getByRole("link", { name: run.button }).first().click();

      await expect(page).toHaveURL(/\/login\?redirectTo=/);
      const redirectTo = new URL(page.url()).searchParams.get("redirectTo") ?? "";
      expect(redirectTo).not.toContain(".data");
      await screenshot(page, { path: testInfo.outputPath(`sign-in-detour-${run.what}-${run.lang}-${width}.png`), fullPage: true });
      await page.getByLabel(t.identifier).fill(email);
      await page.getByLabel(t.password, { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: t.signIn, exact: true }).click();

      await expect(page).toHaveURL(run.form);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(run.formHeading);
      await screenshot(page, { path: testInfo.outputPath(`sign-in-detour-${run.what}-${run.lang}-${width}-form.png`) });
    });
  }
}
