import { expect, hydrated, scriptsRunning, test } from "./fixtures";

test("after a new deployment is out, the next link click is a full page load", async ({ page }) => {
  await page.clock.install();
  let version = "";
  await page.route("**/__version", async (route) => {
    await route.fulfill({ json: { version } });
  });
  await page.goto("/aboutus");
  // The scripts start after the load event, on a loaded machine after the network has gone quiet too: a click
  // before the page has hydrated is a full page load whatever the build.
  await scriptsRunning(page);
  version = await page.evaluate(() => (window as unknown as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ?? "");
  expect(version).not.toBe("");

  // Same build: navigation stays client-side, so a marker on window survives.
  await page.evaluate(() => Object.assign(window, { __marker: "kept" }));
  await page.clock.fastForward(3_600_000);
  await page.getByRole("contentinfo").getByRole("link", { name: "ติดต่อเรา" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("kept");

  // A newer build is live: the hourly check notices, and the next click reloads the document. The click waits
  // for the check's answer and a turn of the page's event loop to read it: on a loaded machine a click can
  // otherwise come first.
  version = "a-newer-build";
  const checked = page.waitForResponse("**/__version");
  await page.clock.fastForward(3_600_000);
  await checked;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.getByRole("contentinfo").getByRole("link", { name: "เกี่ยวกับเรา" }).first().click();
  await expect(page).toHaveURL(/\/aboutus$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __marker?: string }).__marker ?? "gone")).toBe("gone");
});

test("a page part that fails to load reloads the page once, not in a loop", async ({ page }) => {
  let documentLoads = 0;
  page.on("load", () => documentLoads++);
  await page.goto("/aboutus");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const loadsBefore = documentLoads;

  // Every route chunk now fails, as after a deployment that removed them.
  await page.route(/\/assets\/(jobs-list|news-list)[^/]*\.js$/, (route) => route.abort());
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith("chunk-reload:")) sessionStorage.removeItem(key);
  });
  await page.getByRole("navigation", { name: "เมนูหลัก" }).getByRole("link", { name: "ตำแหน่งงาน" }).click();
  await expect.poll(() => documentLoads - loadsBefore, { timeout: 10_000 }).toBe(1);
  // One fresh document, then calm: the visitor is on a working page, not in a reload loop.
  await page.waitForTimeout(2_000);
  expect(documentLoads - loadsBefore).toBe(1);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("pages run their scripts under the Content-Security-Policy, also when served from the page cache", async ({ page }) => {
  for (const path of ["/", "/en/venue-show-lists", "/news-lists", "/en/contact", "/photo-gallery-lists"]) {
    // The second visit is answered from the edge page cache, with the nonce rewritten for that answer.
    for (const visit of ["rendered", "cached"]) {
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"], `${path} ${visit}`).toContain("'nonce-");
      if (visit === "cached") expect(response?.headers()["x-page-cache"], path).toMatch(/^(HIT|STALE)$/);
      await expect
        .poll(() => page.evaluate(hydrated), { message: `${path} ${visit}: React Router hydrated` })
        .toBe(true);
    }
  }
});
