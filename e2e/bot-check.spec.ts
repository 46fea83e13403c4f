import { type FakeRecaptcha, serveFakeGrecaptcha, startFakeRecaptcha } from "./fake-recaptcha";
import { collectConsoleErrors, consentGiven, expect, screenshot, scriptsRunning, test } from "./fixtures";
import { type OwnServer, startOwnServer } from "./own-server";

// A portal with the bot check on, as deployed: invisible reCAPTCHA, Google's two ends faked (e2e/fake-recaptcha.ts).
let google: FakeRecaptcha;
let portal: OwnServer;

test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(180_000);
  google = await startFakeRecaptcha();
  portal = await startOwnServer(testInfo.parallelIndex, {
    BOT_CHECK: "recaptcha",
    RECAPTCHA_SITE_KEY: "fake-site-key",
    RECAPTCHA_SECRET: "fake-secret",
    RECAPTCHA_VERIFY_URL: google.verifyUrl,
  });
});

test.afterAll(async () => {
  portal?.stop();
  await google?.close();
});

const visits = [
  {
    locale: "th",
    prefix: "",
    width: 390,
    other: 1280,
    contactLink: "ติดต่อเรา",
    fields: { name: "ชื่อ-นามสกุล", email: "อีเมล", subject: "เรื่องที่ต้องการติดต่อ", message: "ข้อความ" },
    send: "ส่งข้อความ",
    notice: "แบบฟอร์มนี้ป้องกันสแปมด้วย reCAPTCHA",
    refused: "ยืนยันว่าคุณไม่ใช่บอตไม่สำเร็จ",
    sent: "ส่งข้อความเรียบร้อยแล้ว",
  },
  {
    locale: "en",
    prefix: "/en",
    width: 1280,
    other: 390,
    contactLink: "Contact us",
    fields: { name: "Full name", email: "Email", subject: "What is it about?", message: "Message" },
    send: "Send message",
    notice: "This form is protected by reCAPTCHA",
    refused: "We couldn't confirm you're not a robot",
    sent: "Your message is on its way",
  },
] as const;

for (const visit of visits) {
  test(`contact form (${visit.locale}, ${visit.width} px): the invisible check asks Google on send; a refusal keeps the message, a pass sends it`, async ({ page, context }, testInfo) => {
    const errors = collectConsoleErrors(page);
    // The refused send answers 400 on purpose (the same status as without JavaScript); Chromium logs it.
    const expected400 = "Failed to load resource: the server responded with a status of 400 (Bad Request)";
    await serveFakeGrecaptcha(context);
    await consentGiven(context, portal.origin);
    await page.setViewportSize({ width: visit.width, height: 900 });
    await page.goto(`${portal.origin}${visit.prefix}/aboutus`);
    await scriptsRunning(page);
    await page.getByRole("contentinfo").getByRole("link", { name: visit.contactLink, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${visit.prefix}/contact$`));
    // Google's script comes async; a form sent before it has loaded goes without a token and is asked again.
    await page.waitForFunction(() => "grecaptcha" in window);

    // No checkbox to tick: the notice Google asks for stands in for its badge.
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: visit.send }) });
    await expect(form.getByText(visit.notice)).toBeVisible();
    await expect(form.getByRole("checkbox")).toHaveCount(0);
    await screenshot(page, { path: testInfo.outputPath(`bot-check-${visit.locale}-${visit.width}.png`), fullPage: true });

    const message = `Booth enquiry ${visit.locale}: we would like to list our show for next year.`;
    await form.getByLabel(visit.fields.name).fill("Somchai Jaidee");
    await form.getByLabel(visit.fields.email, { exact: true }).fill(`somchai.${visit.locale}@example.co.th`);
    await form.getByLabel(visit.fields.subject).selectOption("listing");
    await form.getByLabel(visit.fields.message, { exact: true }).fill(message);

    google.judge = "bot";
    const askedBefore = google.asked.length;
    await form.getByRole("button", { name: visit.send }).click();
    await expect(page.getByRole("alert")).toContainText(visit.refused);
    await expect(form.getByLabel(visit.fields.message, { exact: true })).toHaveValue(message);
    await expect(form.getByLabel(visit.fields.name)).toHaveValue("Somchai Jaidee");
    expect(google.asked.slice(askedBefore)).toEqual([expect.objectContaining({ secret: "fake-secret", response: expect.stringMatching(/^fake-token-\d+$/) })]);
    const refusedToken = google.asked.at(-1)?.response;

    await page.setViewportSize({ width: visit.other, height: 900 });
    await screenshot(page, { path: testInfo.outputPath(`bot-check-refused-${visit.locale}-${visit.other}.png`), fullPage: true });

    google.judge = "person";
    await form.getByRole("button", { name: visit.send }).click();
    await expect(page.getByRole("heading", { name: visit.sent })).toBeFocused();
    // A fresh token for the second send: Google's are good for one check only.
    expect(google.asked.slice(askedBefore + 1)).toEqual([expect.objectContaining({ secret: "fake-secret", response: expect.not.stringMatching(refusedToken ?? "") })]);
    expect(errors.filter((error) => error !== expected400)).toEqual([]);
  });
}
