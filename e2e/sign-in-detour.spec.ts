import { consentGiven, expect, scriptsRunning, test } from "./fixtures";

/**
 * A visitor who is not signed in presses "Request a quote" or "Book this booth" on a hydrated page: the click is a
 * client navigation whose data request the guard answers with the sign-in page, and after signing in the visitor
 * lands on the form they asked for (never on its `.data` address, which is a 404). Both languages, phone and desktop.
 */
const RUNS = [
  {
    lang: "th",
    detail: "/venue-show-details/impact-muang-thong-thani",
    button: "ขอใบเสนอราคา",
    form: /\/quotation-venue\?venue=impact-muang-thong-thani$/,
    formHeading: "ขอใบเสนอราคา",
    t: { identifier: "อีเมลหรือชื่อผู้ใช้", password: "รหัสผ่าน", signIn: "เข้าสู่ระบบ" },
  },
  {
    lang: "en",
    detail: "/en/booth-reservation-details?show=metalex-2027",
    button: "Reserve this booth",
    form: /\/en\/booth-reservation-profile\?show=metalex-2027&type=\d+$/,
    formHeading: "Exhibitor details",
    t: { identifier: "Email or username", password: "Password", signIn: "Sign in" },
  },
] as const;

test.describe.configure({ timeout: 120_000 });

for (const run of RUNS) {
  for (const width of [390, 1280]) {
    test(`${run.lang} at ${width} px: signed out, "${run.button}" leads through sign-in to the form`, async ({ page, context, baseURL }, testInfo) => {
      await consentGiven(context, baseURL);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(run.detail);
      await scriptsRunning(page);
      await page.getByRole("link", { name: run.button }).first().click();

      await expect(page).toHaveURL(/\/login\?redirectTo=/);
      const redirectTo = new URL(page.url()).searchParams.get("redirectTo") ?? "";
      expect(redirectTo).not.toContain(".data");
      await page.screenshot({ path: testInfo.outputPath(`sign-in-detour-${run.lang}-${width}.png`), fullPage: true });
      // demo-contractor, whom no other journey signs in: the journeys together stay under the ten sign-ins per
      // account in 15 minutes that the sign-in allows.
      await page.getByLabel(run.t.identifier).fill("demo-contractor");
      await page.getByLabel(run.t.password, { exact: true }).fill("demo-contractor-2026");
      await page.getByRole("button", { name: run.t.signIn, exact: true }).click();

      await expect(page).toHaveURL(run.form);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(run.formHeading);
    });
  }
}
