import { collectConsoleErrors, consentGiven, expect, screenshot, sidewaysOverflow, test } from "./fixtures";

test("cookie banner: accept all, it goes away and stays away after a reload", async ({ page, context }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/aboutus");
  const banner = page.getByRole("region", { name: "การใช้คุกกี้" });
  await expect(banner).toBeVisible();
  await screenshot(page, { path: testInfo.outputPath("consent-banner-th-390.png") });

  // Keyboard: the banner's buttons are reachable and labelled.
  const accept = banner.getByRole("button", { name: "ยอมรับทั้งหมด" });
  await accept.focus();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "cookie_consent")?.value).toBe("all");
  await expect(page).toHaveURL(/\/aboutus$/);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("เกี่ยวกับเรา");
  await expect(page.getByRole("region", { name: "การใช้คุกกี้" })).toHaveCount(0);

  await page.goto("/en/cookie-policy");
  await expect(page.getByText("Your current choice: all cookies")).toBeVisible();
  expect(errors).toEqual([]);
});

test("contact form: an error shown beside the field, fixed, then sent", async ({ page, context, baseURL }) => {
  const errors = collectConsoleErrors(page);
  // The refused submission answers 400 on purpose (the same status as without JavaScript); Chromium logs it.
  const expected400 = "Failed to load resource: the server responded with a status of 400 (Bad Request)";
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/contact");
  await page.getByLabel("Full name").fill("Jane Smith");
  await page.getByLabel("Email", { exact: true }).fill("jane@example");
  await page.getByLabel("What is it about?").selectOption("advertising");
  await page.getByLabel("Message", { exact: true }).fill("We would like to feature our show on the home page.");
  await page.getByRole("button", { name: "Send message" }).click();

  const email = page.getByLabel("Email", { exact: true });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
  await expect(page.getByRole("alert")).toContainText("Please fix the highlighted fields");
  await expect(page.getByLabel("Full name")).toHaveValue("Jane Smith");

  await email.fill("jane@example.com");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Your message is on its way" })).toBeFocused();
  await expect(page.getByText("We've received your message about “Packages and advertising”")).toBeVisible();
  expect(errors.filter((error) => error !== expected400)).toEqual([]);
});

test("package inquiry: choose a package, the form opens for it and confirms", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/package");
  await page.getByRole("link", { name: /^หรือสอบถามก่อน ?: แพ็กเกจสถานที่จัดงาน พรีเมียม$/ }).click();
  await expect(page).toHaveURL(/package=venue-premium/);
  const heading = page.getByRole("heading", { name: "ขอใบเสนอราคาแพ็กเกจ" });
  await expect(heading).toBeFocused();
  await screenshot(page, { path: testInfo.outputPath("package-inquiry-th-390.png"), fullPage: true });
  await page.getByLabel("ชื่อ-นามสกุลผู้ติดต่อ").fill("สมชาย ใจดี");
  await page.getByLabel("ชื่อบริษัท").fill("บริษัท ฮอลล์ใหม่ จำกัด");
  await page.getByLabel("อีเมลสำหรับติดต่อกลับ").fill("somchai@example.co.th");
  await page.getByLabel("เบอร์โทรศัพท์").fill("081-234-5678");
  await page.getByRole("button", { name: "ส่งคำขอใบเสนอราคา" }).click();
  await expect(page.getByRole("heading", { name: "ได้รับคำขอของคุณแล้ว" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("screenshots of /package and /contact at 390 and 1280 px in both languages", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await consentGiven(context, baseURL);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const prefix of ["", "/en"]) {
      const lang = prefix ? "en" : "th";
      for (const path of ["/package", "/contact", "/package_backup", "/cookie-policy", "/aboutus"]) {
        await page.goto(`${prefix}${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await sidewaysOverflow(page), `${prefix}${path} at ${width}px`).toEqual([]);
        await screenshot(page, { path: testInfo.outputPath(`${path.slice(1)}-${lang}-${width}.png`), fullPage: true });
      }
    }
  }
  expect(errors).toEqual([]);
});
