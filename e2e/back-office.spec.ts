import { consentGiven, expect, screenshot, scriptsRunning, test } from "./fixtures";

/**
 * The back office's door, in both languages with scripts running: a stranger who opens /admin/audit is sent to
 * sign in and lands back on it as demo-editor; the menu and sign-out work by clicking, and a client navigation
 * after signing out is sent to sign in too (never to a `.data` address). A member's session meets the 403 page, and
 * so does an editor on an admin's page, in the back office's own look, saying whose page it is.
 * Screenshots of the sign-in and the back office's home at phone and desktop widths.
 */
const RUNS = [
  {
    lang: "th",
    prefix: "",
    t: {
      identifier: "ชื่อผู้ใช้หรืออีเมล",
      password: "รหัสผ่าน",
      signIn: "เข้าสู่ระบบ",
      auditHeading: "บันทึกการแก้ไขของทีมงาน",
      homeLink: "หน้าแรก",
      homeHeading: "ระบบหลังบ้าน",
      who: "demo-editor (บรรณาธิการ)",
      signOut: "ออกจากระบบ",
      brand: "ExpoLink · ระบบหลังบ้าน",
      loginHeading: "เข้าสู่ระบบหลังบ้าน",
      memberIdentifier: "อีเมลหรือชื่อผู้ใช้",
      memberSignIn: "เข้าสู่ระบบ",
      refused: "บัญชีสมาชิกเว็บไซต์ใช้เปิดระบบหลังบ้านไม่ได้",
      staffSignIn: "เข้าสู่ระบบด้วยบัญชีทีมงาน",
      noAccess: "ไม่มีสิทธิ์เข้าถึง",
      adminsOnly: "หน้านี้สำหรับผู้ดูแลระบบเท่านั้น",
      backHome: "กลับหน้าแรกของระบบหลังบ้าน",
    },
  },
  {
    lang: "en",
    prefix: "/en",
    t: {
      identifier: "Username or email",
      password: "Password",
      signIn: "Sign in",
      auditHeading: "Staff audit log",
      homeLink: "Home",
      homeHeading: "Back office",
      who: "demo-editor (editor)",
      signOut: "Sign out",
      brand: "ExpoLink · Back office",
      loginHeading: "Back office sign-in",
      memberIdentifier: "Email or username",
      memberSignIn: "Sign in",
      refused: "A member account cannot open the back office",
      staffSignIn: "Sign in with a staff account",
      noAccess: "No access",
      adminsOnly: "This page is for admins only.",
      backHome: "Back to the back office home",
    },
  },
] as const;

test.describe.configure({ timeout: 120_000 });

for (const { lang, prefix, t } of RUNS) {
  test(`${lang}: a stranger signs in as demo-editor and lands on the page asked for; the menu and sign-out work by clicking`, async ({ page, context, baseURL }, testInfo) => {
    await consentGiven(context, baseURL);
    const shot = async (name: string) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page, { path: testInfo.outputPath(`back-office-${name}-${lang}-${width}.png`), fullPage: true });
      }
    };
    await page.setViewportSize({ width: 1280, height: 900 });
    const answer = await page.goto(`${prefix}/admin/audit`);
    expect(answer?.headers()["cache-control"]).toBe("private, no-store");
    expect(answer?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page).toHaveURL(`${prefix}/admin/login?redirectTo=${encodeURIComponent(`${prefix}/admin/audit`)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.loginHeading);
    await scriptsRunning(page);
    await shot("login");

    await page.getByLabel(t.identifier).fill("demo-editor");
    await page.getByLabel(t.password, { exact: true }).fill("demo-editor-2026");
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/admin/audit`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.auditHeading);
    await expect(page.getByTestId("staff-name")).toHaveText(t.who);

    await page.getByRole("navigation").getByRole("link", { name: t.homeLink, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/admin`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.homeHeading);
    await shot("home");

    await page.getByRole("button", { name: t.signOut }).click();
    await expect(page).toHaveURL(`${prefix}/admin/login`);
    await page.getByRole("link", { name: t.brand }).click();
    await expect(page).toHaveURL(`${prefix}/admin/login?redirectTo=${encodeURIComponent(`${prefix}/admin`)}`);
  });

  test(`${lang}: a member's session meets the 403 page, which leads to the staff sign-in`, async ({ page, context, baseURL }) => {
    await consentGiven(context, baseURL);
    await page.goto(`${prefix}/login`);
    await scriptsRunning(page);
    await page.getByLabel(t.memberIdentifier).fill("demo-visitor");
    await page.getByLabel(t.password, { exact: true }).fill("demo-visitor-2026");
    await page.getByRole("button", { name: t.memberSignIn, exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);

    const answer = await page.goto(`${prefix}/admin`);
    expect(answer?.status()).toBe(403);
    await expect(page.getByText(t.refused)).toBeVisible();
    await scriptsRunning(page);
    await page.getByRole("link", { name: t.staffSignIn }).click();
    await expect(page).toHaveURL(`${prefix}/admin/login`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.loginHeading);
  });
  test(`${lang}: an editor on an admin's page meets the 403 page in the back office's look, which leads back home`, async ({ page, context, baseURL }, testInfo) => {
    await consentGiven(context, baseURL);
    await page.goto(`${prefix}/admin/login`);
    await page.getByLabel(t.identifier).fill("demo-editor");
    await page.getByLabel(t.password, { exact: true }).fill("demo-editor-2026");
    await page.getByRole("button", { name: t.signIn, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.homeHeading);

    // The owners page is an admin's: an editor who has its address (a colleague's link) is told so.
    const answer = await page.goto(`${prefix}/admin/owners`);
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.noAccess);
    await expect(page.getByText(t.adminsOnly)).toBeVisible();
    await expect(page.getByText(t.who)).toBeVisible();
    await screenshot(page, { path: testInfo.outputPath(`editor-403-${lang}.png`), fullPage: true });
    await scriptsRunning(page);
    await page.getByRole("link", { name: t.backHome }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.homeHeading);
  });
}
