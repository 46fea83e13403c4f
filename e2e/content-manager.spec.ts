import { collectConsoleErrors, consentGiven, expect, screenshot, sidewaysOverflow, test } from "./fixtures";
import { daysFromToday } from "../test/calendar";

/**
 * The demo editor publishes a Thai trade show with an image from the content manager, and visitors find it on
 * the Thai list, in search and in the sitemap. demo-editor is the local seed's editor account (README).
 */
const EDITOR = { username: "demo-editor", password: "demo-editor-2026" };
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

for (const width of [390, 1280]) {
  test(`the demo editor publishes a Thai trade show with an image (${width} px)`, async ({ page, context, baseURL }, testInfo) => {
    const errors = collectConsoleErrors(page);
    await consentGiven(context, baseURL);
    await page.setViewportSize({ width, height: 900 });
    const name = `งานทดสอบหลังบ้าน ${width}`;
    const slug = `back-office-journey-${width}-${Date.now().toString(36)}`;

    await page.goto("/admin/content/trade-shows/new");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
    await page.getByLabel("ชื่อผู้ใช้หรืออีเมล").fill(EDITOR.username);
    await page.getByLabel("รหัสผ่าน").fill(EDITOR.password);
    await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("เพิ่มงานแสดงสินค้า");

    await page.getByLabel("ชื่อ (ไทย) *").fill(name);
    await page.getByLabel("ชื่อ (อังกฤษ)").fill(`Back-office journey show ${width}`);
    await page.getByLabel("สลัก (ส่วนท้ายของลิงก์)").fill(slug);
    await page.getByLabel("วันเริ่ม *").fill(daysFromToday(257));
    await page.getByLabel("วันสิ้นสุด *").fill(daysFromToday(259));
    await page.getByLabel("ประเภทงาน *").selectOption("thai");
    await page.getByLabel("หรืออัปโหลดรูปใหม่").first().setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
    await page.getByLabel("คำอธิบายรูป (ไทย)").first().fill("ภาพปกงานทดสอบ");
    await page.getByLabel("คำอธิบายรูป (อังกฤษ)").first().fill("The test show's cover");
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, { path: testInfo.outputPath(`content-new-${width}.png`), fullPage: true });
    await page.getByRole("button", { name: "บันทึกและเผยแพร่" }).click();

    await expect(page.getByRole("status").filter({ hasText: "เผยแพร่แล้ว" }).first()).toBeVisible();
    await expect(page.locator(".content-image__current")).toHaveAttribute("src", /^\/api\/uploads\//);
    await screenshot(page, { path: testInfo.outputPath(`content-edit-${width}.png`), fullPage: true });

    await page.goto("/admin/content/trade-shows?q=" + encodeURIComponent(name));
    await expect(page.getByTestId("content-row")).toHaveCount(1);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await screenshot(page, { path: testInfo.outputPath(`content-list-${width}.png`), fullPage: true });

    await page.goto(`/thai-trade-show-lists?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await expect(page.locator(".search-hit__title").first()).toHaveText(name);
    // The sitemap serves its last build at once and builds the changed collection again after that answer.
    await expect(async () => {
      const index = await (await page.request.get("/sitemap.xml")).text();
      const parts = [...index.matchAll(/<loc>([^<]*sitemap-[a-z-]+-\d+\.xml)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      const texts = await Promise.all(parts.map(async (part) => (await page.request.get(part)).text()));
      expect(texts.some((text) => text.includes(`/thai-trade-show-details/${slug}`))).toBe(true);
    }).toPass({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });
}
