import { collectConsoleErrors, expect, mailInMailbox, screenshot, scriptsRunning, signedInAs, test } from "./fixtures";
import { localD1 } from "./local-d1";
import { createStaffAccount, STAFF_PASSWORD } from "./staff-accounts";
import { daysFromToday } from "../test/calendar";

// Two sign-ins hash passwords at full strength (PBKDF2).
test.describe.configure({ timeout: 180_000 });

const inDays = daysFromToday;

test("a request to a listing with no owner and no address reaches the team's queue, and an editor forwards it", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  // A venue no other journey uses, made to publish no address: its requests come to the site team.
  localD1("UPDATE venues SET contactor = json_remove(contactor, '$.email') WHERE slug = 'samyan-mitrtown-hall'");
  await createStaffAccount("requests-editor", "editor");
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);

  const event = `Unrouted journey ${Date.now()}`;
  await signedInAs(context, "demo-visitor");
  await page.goto("/en/quotation-venue?venue=samyan-mitrtown-hall");
  await page.getByLabel("Event name").fill(event);
  await page.getByLabel("First day").fill(inDays(120));
  await page.getByLabel("Last day").fill(inDays(121));
  await page.getByRole("button", { name: "Send the quotation request" }).click();
  await expect(page.getByText("who will forward it to the company")).toBeVisible();

  await context.clearCookies();
  await context.addCookies([{ name: "cookie_consent", value: "necessary", url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/requests");
  await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill("requests-editor");
  await page.getByLabel("รหัสผ่าน").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "คำขอที่ไม่มีผู้รับ" })).toBeVisible();
  const card = page.getByTestId("unowned-request").filter({ hasText: event });
  await expect(card).toContainText("สามย่านมิตรทาวน์ ฮอลล์");
  // Editors forward; assigning adds an owner, which is for admins.
  await expect(card.getByLabel("มอบให้สมาชิก (อีเมลบัญชีสมาชิก)")).toHaveCount(0);
  await screenshot(page, { path: testInfo.outputPath("requests-th-390.png"), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/admin/requests");
  const enCard = page.getByTestId("unowned-request").filter({ hasText: event });
  await enCard.getByLabel("Forward to the company's email").fill("events@samyan.example");
  await screenshot(page, { path: testInfo.outputPath("requests-en-1280.png"), fullPage: true });
  await enCard.getByRole("button", { name: "Forward" }).click();
  await expect(page.getByTestId("requests-outcome")).toContainText("forwarded. The company is being mailed a link to answer it.");
  await expect(page.getByTestId("unowned-request").filter({ hasText: event })).toHaveCount(0);
  const reference = new URL(page.url()).searchParams.get("reference")!;
  expect(reference).toMatch(/^QV-\d{6}$/);

  // The forward's link reached the wrong person: the editor revokes it, after confirming.
  const mail = await mailInMailbox(page, "/dev/mailbox", (p) => p.locator('article.mailbox-item[data-kind="quotation-forwarded"]', { hasText: event }).first());
  const link = (await mail.locator('a[href*="/quotation-reply?token="]').first().getAttribute("href"))!;
  for (const [lang, width] of [["th", 390], ["en", 1280]] as const) {
    const t =
      lang === "th"
        ? { path: "/admin/requests", reference: "เลขที่คำขอ (เช่น QV-000012)", submit: "ยกเลิกลิงก์", confirm: "ยืนยันการยกเลิกลิงก์นี้", tick: "กรุณาทำเครื่องหมายในช่องเพื่อยืนยัน", done: `ยกเลิกลิงก์ของคำขอ ${reference} แล้ว`, already: "ลิงก์ของคำขอนี้ถูกยกเลิกไปแล้ว" }
        : { path: "/en/admin/requests", reference: "Request reference (such as QV-000012)", submit: "Revoke link", confirm: "Yes, stop this link from opening.", tick: "Tick the box to confirm.", done: `The link of request ${reference} is revoked.`, already: "This request's link was revoked already." };
    await page.setViewportSize({ width, height: 900 });
    await page.goto(t.path);
    await scriptsRunning(page);
    await page.getByLabel(t.reference).fill(reference.toLowerCase());
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.locator("#revoke-link-confirm-error")).toHaveText(t.tick);
    await expect(page.getByLabel(t.reference)).toHaveValue(reference.toLowerCase());
    await screenshot(page, { path: testInfo.outputPath(`revoke-${lang}-${width}.png`), fullPage: true });
    await page.getByLabel(t.confirm).check();
    await page.getByRole("button", { name: t.submit }).click();
    // Thai revokes it; English then finds it revoked already.
    if (lang === "th") {
      await expect(page.getByTestId("requests-outcome")).toContainText(t.done);
      await expect(page.getByLabel(t.reference)).toHaveValue("");
    } else await expect(page.locator("#revoke-link-reference-error")).toHaveText(t.already);
    await screenshot(page, { path: testInfo.outputPath(`revoked-${lang}-${width}.png`), fullPage: true });
  }
  // The refusals answer 400 (unconfirmed twice, revoked already once) and the revoked link 410, as they should.
  const status = (code: string) => `Failed to load resource: the server responded with a status of ${code}`;
  expect(errors.splice(0)).toEqual(Array(3).fill(status("400 (Bad Request)")));
  await context.clearCookies();
  const revoked = await page.goto(link);
  expect(revoked?.status()).toBe(410);
  expect(errors).toEqual([status("410 (Gone)")]);
});
