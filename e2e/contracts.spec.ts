import { collectConsoleErrors, consentGiven, expect, screenshot, sidewaysOverflow, signedInAs, test } from "./fixtures";

test("a company member signs up for a package with the contract form and gets a reference", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await consentGiven(context, baseURL);
  await signedInAs(context, "demo-venue");

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const prefix of ["", "/en"] as const) {
      await page.goto(`${prefix}/package`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await sidewaysOverflow(page), `${prefix}/package at ${width}px`).toEqual([]);
      await screenshot(page, { path: testInfo.outputPath(`package-${prefix ? "en" : "th"}-${width}.png`), fullPage: true });
    }
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/package");
  await page.getByRole("link", { name: /^เลือกแพ็กเกจนี้ ?: แพ็กเกจสถานที่จัดงาน พรีเมียม$/ }).click();
  await expect(page).toHaveURL(/package=venue-premium&step=contract#contract$/);
  await expect(page.getByRole("heading", { name: "สมัครใช้ แพ็กเกจสถานที่จัดงาน พรีเมียม" })).toBeFocused();
  // The member's own details are filled in from their profile.
  await expect(page.getByLabel("อีเมลสำหรับส่งใบแจ้งหนี้")).toHaveValue("demo-venue@example.com");

  await page.getByLabel("ชื่อบริษัทตามหนังสือรับรอง").fill("บริษัท อิมแพ็ค เอ็กซิบิชั่น แมเนจเม้นท์ จำกัด");
  await page.getByLabel("เลขประจำตัวผู้เสียภาษี").fill("0107536000103");
  await page.getByLabel("ที่อยู่สำหรับออกใบกำกับภาษี").fill("99 ถนนป๊อปปูล่า ตำบลบ้านใหม่ อำเภอปากเกร็ด นนทบุรี 11120");
  await page.getByLabel("วันที่ต้องการเริ่ม").fill("2099-01-01");
  await page.getByRole("button", { name: "ส่งแบบฟอร์มทำสัญญา" }).click();

  const taxId = page.getByLabel("เลขประจำตัวผู้เสียภาษี");
  await expect(taxId).toHaveAttribute("aria-invalid", "true");
  await expect(taxId).toHaveAccessibleDescription(/เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลักที่ถูกต้อง/);
  await expect(taxId).toHaveValue("0107536000103");
  await expect(page.getByLabel("ชื่อบริษัทตามหนังสือรับรอง")).toHaveValue("บริษัท อิมแพ็ค เอ็กซิบิชั่น แมเนจเม้นท์ จำกัด");
  await screenshot(page.locator("#contract"), { path: testInfo.outputPath("package-contract-error-th-390.png") });

  await taxId.fill("0-1075-36000-10-2");
  await page.getByRole("button", { name: "ส่งแบบฟอร์มทำสัญญา" }).click();
  await expect(page.getByRole("heading", { name: "ได้รับแบบฟอร์มทำสัญญาแล้ว" })).toBeFocused();
  await expect(page.getByTestId("contract-reference")).toHaveText(/^CF-[0-9A-F]{8}$/);
  await screenshot(page.locator("#contract"), { path: testInfo.outputPath("package-contract-done-th-390.png") });
  expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
});

test("a member asks to manage a contractor's page; a visitor is offered to sign in", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await consentGiven(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/en/contractor-show-details/thai-stand-builder");
  const claim = page.getByRole("region", { name: "Is this your company?" });
  await claim.getByRole("link", { name: "Sign in to ask to manage this page" }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fcontractor-show-details%2Fthai-stand-builder/);

  await page.getByLabel("Email or username").fill("demo-visitor");
  await page.getByLabel("Password", { exact: true }).fill("demo-visitor-2026");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/contractor-show-details\/thai-stand-builder$/);

  await claim.getByText("Yes, this is my company").click();
  await claim.getByLabel("Your role at the company").fill("Managing director");
  await expect(claim.getByLabel("A phone number our team can call")).toHaveValue("081-000-0001");
  await claim.getByRole("button", { name: "Ask to manage this page" }).click();
  await expect(page.getByRole("heading", { name: "Request sent" })).toBeFocused();
  await expect(page.getByTestId("claim-reference")).toHaveText(/^CL-[0-9A-F]{8}$/);
  await screenshot(page, { path: testInfo.outputPath("claim-done-en-1280.png"), fullPage: false });
  expect(errors).toEqual([]);
});

test("a venue's company member sees its weekly views as a chart with the same numbers in a table", async ({ page, context, baseURL }, testInfo) => {
  const errors = collectConsoleErrors(page);
  await consentGiven(context, baseURL);
  // Three people open the venue's page, one of them twice: a visitor counts once a day (no cookie is needed or
  // set for the count; three browsers on one address are three visitors).
  for (let i = 0; i < 3; i++) {
    const visitor = await context.browser()!.newContext({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Visitor/${i}` });
    const visit = await visitor.newPage();
    await visit.goto(`${baseURL}/venue-show-details/impact-muang-thong-thani`);
    if (i === 0) await visit.reload();
    await visitor.close();
  }

  await signedInAs(context, "demo-venue");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const prefix of ["", "/en"] as const) {
      await page.goto(`${prefix}/quotation-profile`);
      const section = page.getByRole("region", { name: prefix ? "How your pages are doing" : "สถิติหน้าของคุณ" });
      await expect(section.getByRole("img").first()).toBeVisible();
      const table = section.getByRole("table");
      await expect(table).toHaveCount(1);
      // This week's row: the three views above (or more, from other journeys that opened the page).
      const views = Number(await table.locator("tbody tr").last().locator("td").first().innerText());
      expect(views).toBeGreaterThanOrEqual(3);
      expect(await sidewaysOverflow(page), `${prefix}/quotation-profile at ${width}px`).toEqual([]);
      await screenshot(section, { path: testInfo.outputPath(`analytics-${prefix ? "en" : "th"}-${width}.png`) });
    }
  }
  const activity = page.getByRole("region", { name: "Recent activity" });
  await expect(activity.getByText("Signed in").first()).toBeVisible();
  // Written by the server on a Bangkok clock, so the hydrated page says the same.
  await expect(activity.locator("time").first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
  expect(errors).toEqual([]);
});
