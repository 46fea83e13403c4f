import { collectConsoleErrors, consentGiven, expect, open, screenshot, signedInAs, test } from "./fixtures";

/**
 * Files a form would refuse are refused when they are chosen, in the browser: the error beside the field and in the
 * banner that names it, the form not sent, the typed text kept and focus on the field. Both languages, phone and
 * desktop.
 */
const RUNS = {
  th: {
    prefix: "",
    requestQuote: "ขอใบเสนอราคา",
    event: "ชื่องานหรืออีเวนต์",
    attachments: "ไฟล์แนบ",
    submit: "ส่งคำขอใบเสนอราคา",
    tooLarge: "ไฟล์แต่ละไฟล์ต้องไม่เกิน 5 MB",
    photo: "รูปโปรไฟล์",
    upload: "อัปโหลดรูปโปรไฟล์",
    choosePhoto: "กรุณาเลือกรูปภาพที่จะอัปโหลดก่อน",
  },
  en: {
    prefix: "/en",
    requestQuote: "Request a quote",
    event: "Event name",
    attachments: "Attachments",
    submit: "Send the quotation request",
    tooLarge: "Each file can be at most 5 MB.",
    photo: "Profile photo",
    upload: "Upload my photo",
    choosePhoto: "Choose a photo to upload first.",
  },
} as const;

for (const [lang, run] of Object.entries(RUNS)) {
  test(`${lang}: a file too large or a photo not chosen is refused before anything is sent`, async ({ page, context, baseURL }, testInfo) => {
    const errors = collectConsoleErrors(page);
    await consentGiven(context, baseURL);
    await signedInAs(context, "demo-visitor");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, `${run.prefix}/venue-show-details/impact-muang-thong-thani`, { scripts: true });
      await page.getByRole("link", { name: run.requestQuote }).first().click();
      await expect(page).toHaveURL(/\/quotation-venue\?venue=/);
      const event = lang === "th" ? "งานทดสอบไฟล์ใหญ่" : "Large file test";
      await page.getByLabel(run.event).fill(event);
      const input = page.getByLabel(run.attachments);
      await input.setInputFiles({ name: "floor-plan.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(6 * 1024 * 1024, 0x25) });
      const field = page.locator(".form-field", { has: input });
      await expect(field.locator(".field-error")).toHaveText(run.tooLarge);
      const banner = page.locator("form .form-alert[role=alert]");
      await expect(banner).toContainText(run.tooLarge);
      await expect(banner.getByRole("link", { name: run.attachments })).toHaveAttribute("href", "#quote-attachments");

      // Sending anyway sends nothing: focus goes to the field, what was typed stays.
      await page.getByLabel(run.event).focus();
      await page.getByRole("button", { name: run.submit }).click();
      await expect(input).toBeFocused();
      await expect(page.getByLabel(run.event)).toHaveValue(event);
      await expect(page).toHaveURL(/\/quotation-venue\?venue=/);
      await input.scrollIntoViewIfNeeded();
      await screenshot(page, { path: testInfo.outputPath(`attachment-too-large-${lang}-${width}.png`) });

      // A file within the limit clears the error.
      await input.setInputFiles({ name: "brief.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% brief\n") });
      await expect(field.locator(".field-error")).toHaveCount(0);
      await expect(banner).toHaveCount(0);
    }

    // The profile photo: pressing upload with no file chosen asks for one.
    await open(page, `${run.prefix}/profile`, { scripts: true });
    await page.getByRole("button", { name: run.upload }).click();
    const photo = page.getByLabel(run.photo);
    await expect(page.locator(".form-field", { has: photo }).locator(".field-error")).toHaveText(run.choosePhoto);
    await expect(photo).toBeFocused();
    await screenshot(page, { path: testInfo.outputPath(`photo-missing-${lang}-1280.png`) });

    expect(posts).toEqual([]);
    expect(errors).toEqual([]);
  });
}
