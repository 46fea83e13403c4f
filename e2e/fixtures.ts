import { type Browser, type BrowserContext, type Cookie, expect, type Locator, test as base, type Page } from "@playwright/test";
import { e2eOrigin } from "../scripts/e2e-servers.mjs";

/**
 * Each worker drives its own server (playwright.config.ts), so journeys running at once share no data. Every
 * journey also checks the security headers: any Content-Security-Policy violation (a blocked inline script,
 * style, frame or host) or Permissions-Policy complaint that Chromium reports fails the test.
 */
export const test = base.extend<{ securityPolicyReports: string[] }>({
  baseURL: async ({}, use, testInfo) => {
    await use(e2eOrigin(testInfo.parallelIndex));
  },
  securityPolicyReports: [
    async ({ context }, use) => {
      const reports: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`);
        });
      });
      context.on("console", (message) => {
        const text = message.text();
        if (/securitypolicyviolation|Content Security Policy|Permissions-Policy/i.test(text)) reports.push(`${message.page()?.url()}: ${text}`);
      });
      await use(reports);
      expect(reports, "security policy reports").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Answers the cookie banner once the page is interactive (before that the answer is a plain form post that
 * reloads the page) and waits for the answer to be stored (the banner hides before the cookie is set).
 */
export async function answerCookies(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.getByTestId("cookie-consent").getByRole("button").first().click();
  await expect(page.getByTestId("cookie-consent")).toBeHidden();
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "cookie_consent")).toBe(true);
}

export { expect };

/**
 * A picture of a page or a part of it for a person to look at (test-results/): taken when the run asks for them
 * (`npm run screenshots`), not in `npm test`, where nobody opens them.
 */
export async function screenshot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (!takesScreenshots()) return;
  await target.screenshot(options);
}

/** Whether this run keeps screenshots: a journey that navigates only to take one skips the trip without them. */
export const takesScreenshots = (): boolean => process.env.E2E_SCREENSHOTS === "1";

/** The console errors and uncaught exceptions of a page, collected from now on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * `page.goto` options for arriving from another page of the site (its link as the referrer), as a visitor who
 * is reading on rather than landing: the site pop-up waits for such a second page (docs/pages.md, "Home").
 */
export const fromAnotherPage = (baseURL: string | undefined) => ({ referer: new URL("/news-lists", baseURL ?? "http://127.0.0.1").href });

/** A visitor who already answered the cookie banner (necessary cookies only), so it covers nothing. */
export async function consentGiven(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL ?? "http://127.0.0.1" }]);
}

/** Elements that widen the page beyond the viewport (wide tables must scroll inside their own frame): none is right. */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    return [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName}.${el.className}`);
  });
}

/**
 * Opens one of the header's menus (a <details>) as a person would, until it stays open: hydration may start on
 * that very click and close it again, and a modal the page opened meanwhile (the home page's pop-up) is closed
 * with its close button first. Every step has a short timeout so a modal that opens mid-way is met next round.
 */
export async function openMenu(page: Page, menu: Locator) {
  await expect(async () => {
    const modal = page.locator("dialog[open]").first();
    if (await modal.isVisible()) await modal.locator(".dialog__close").click({ timeout: 2_000 });
    if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open))) await menu.locator("summary").click({ timeout: 2_000 });
    await expect(menu).toHaveAttribute("open", "", { timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
}

/** Opens a header menu and follows one of its links (tried again if a modal covered it). */
export async function followMenuLink(page: Page, menu: Locator, link: string) {
  await expect(async () => {
    await openMenu(page, menu);
    await menu.getByRole("link", { name: link, exact: true }).click({ timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
}

/**
 * In the page: React Router's hydrated router exists, so React has the page and a click is a client navigation.
 * (The route modules' global comes earlier: it is set before the entry module and its imports have arrived.)
 */
export const hydrated = () => typeof (window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter === "object";

/**
 * Holds the home page's banner pictures back until the returned function is called, so the load event (and with
 * it the page's scripts) waits. Routing also keeps the pictures out of the memory cache, which could load them at once.
 */
export async function holdBanners(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/seed/banners/**", async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Waits until React Router has hydrated the page (its scripts start after the load event), so a click is a client navigation. */
export async function scriptsRunning(page: Page) {
  await page.waitForFunction(hydrated);
}

/**
 * Opens a page and waits until the network is quiet; with `scripts`, also until its scripts run (scriptsRunning),
 * so a click is handled by the hydrated page. Journeys with scripts turned off leave it out.
 */
export async function open(page: Page, path: string, { scripts = false } = {}) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  if (scripts) await scriptsRunning(page);
}

/**
 * Opens the local mailbox (`path`: /dev/mailbox or /en/dev/mailbox) until `find` shows the mail: mail leaves
 * through the queue a second or so after the answer that sent it (docs/decisions/030-mail-through-a-queue.md).
 */
export async function mailInMailbox(page: Page, path: string, find: (page: Page) => Locator): Promise<Locator> {
  await expect(async () => {
    await page.goto(path);
    await expect(find(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return find(page);
}

/**
 * Registers a visitor account through the Thai form with scripts running and opens the confirmation link from
 * the local mailbox, leaving `page` on the "registration complete" page. Journeys that sign in many times use
 * an account of their own: sign-in allows ten attempts per account in 15 minutes.
 */
export async function registerConfirmedMember(page: Page, account: { email: string; password: string; firstName: string; lastName: string }) {
  await page.goto("/register");
  await scriptsRunning(page);
  await page.getByLabel("ชื่อ", { exact: true }).fill(account.firstName);
  await page.getByLabel("นามสกุล").fill(account.lastName);
  await page.getByLabel("อีเมล", { exact: true }).fill(account.email);
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(account.password);
  await page.getByLabel("เบอร์โทรศัพท์").fill("081 234 5678");
  await page.getByLabel("ผู้เข้าชมงาน").check();
  await page.getByLabel(/ฉันยอมรับเงื่อนไขการใช้งาน/).check();
  await page.getByRole("button", { name: "สร้างบัญชี" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ตรวจสอบอีเมลของคุณ", { timeout: 30_000 });
  const mail = await mailInMailbox(page, "/dev/mailbox", (p) => p.locator('article.mailbox-item[data-kind="email-confirmation"]', { hasText: account.email }).first());
  await scriptsRunning(page);
  await mail.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("สมัครสมาชิกสำเร็จ", { timeout: 20_000 });
}

/** A new visitor account (registerConfirmedMember), then signed in through the Thai sign-in form. */
export async function registerAndSignIn(page: Page, account: { email: string; password: string; firstName: string; lastName: string }) {
  await registerConfirmedMember(page, account);
  await page.goto("/login");
  await scriptsRunning(page);
  await page.getByLabel("อีเมลหรือชื่อผู้ใช้").fill(account.email);
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  await expect(page.locator(".member-menu summary")).toContainText(/สวัสดี/, { timeout: 30_000 });
}

/** The local seed's member accounts (README, "Demo accounts"): username, email `<name>@example.com`, password `<name>-2026`. */
export type DemoMember = "demo-visitor" | "demo-venue" | "demo-organizer" | "demo-contractor";

/** The session cookie of each demo member this worker signed in; its server keeps the session for the run. */
const demoSessions = new Map<DemoMember, Cookie[]>();

/**
 * Gives `context` a demo member's session: the member is signed in through the form once per worker (each worker
 * has its own server) and the session cookie is reused, so a journey that is not about signing in neither waits
 * for the password hash nor spends the account's ten sign-ins a quarter hour. A journey about signing in uses the
 * form itself.
 */
export async function signedInAs(context: BrowserContext, member: DemoMember): Promise<void> {
  let session = demoSessions.get(member);
  if (!session) {
    session = await signInThroughTheForm(context.browser()!, member);
    demoSessions.set(member, session);
  }
  await context.addCookies(session);
}

async function signInThroughTheForm(browser: Browser, member: DemoMember): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL: e2eOrigin(test.info().parallelIndex), locale: "en-US" });
  const page = await context.newPage();
  await page.goto("/en/login");
  await page.getByLabel("Email or username").fill(member);
  await page.getByLabel("Password", { exact: true }).fill(`${member}-2026`);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));
  const cookies = (await context.cookies()).filter((cookie) => cookie.name === "__session");
  await context.close();
  expect(cookies, `${member} signed in`).toHaveLength(1);
  return cookies;
}
