import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Decision 044: every character a page draws is in a face its font stack names for Latin or Thai text, and
// controls use the page's face. A character none of them has (an arrow typed as "→", say) or a control in the
// browser's own font sends the first layout to the system for more faces, on every first visit.

type DomNode = { nodeId: number; nodeType: number; nodeName: string; attributes?: string[]; children?: DomNode[]; pseudoElements?: DomNode[] };

const facesOf = async (cdp: CDPSession, nodeId: number) =>
  (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })).fonts.map((font) => font.familyName);

/** Elements (pseudo-elements included) drawn in a face other than the page's own Latin and Thai faces. */
async function strangerFaces(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const probe = document.createElement("p");
    probe.id = "face-probe";
    probe.textContent = "Expo 2026 งานแสดงสินค้า";
    document.body.append(probe);
    // Drawn once its faces are loaded: only a laid-out node names the faces it was drawn in.
    await document.fonts.ready;
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId: probeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "#face-probe" });
  const own = new Set(await facesOf(cdp, probeId));
  expect(own.size, "the page's stack draws Latin and Thai in two faces").toBe(2);
  const strangers: string[] = [];
  const visit = async (node: DomNode) => {
    if (node.nodeType === 1 && !["HEAD", "SCRIPT", "STYLE", "TEMPLATE"].includes(node.nodeName)) {
      const others = (await facesOf(cdp, node.nodeId)).filter((face) => !own.has(face));
      const attributes = node.attributes ?? [];
      const className = attributes.includes("class") ? attributes[attributes.indexOf("class") + 1] : "";
      if (others.length > 0) strangers.push(`${node.nodeName.toLowerCase()}.${className}: ${others.join(", ")}`);
    }
    for (const child of [...(node.children ?? []), ...(node.pseudoElements ?? [])]) await visit(child);
  };
  await visit(root as DomNode);
  await cdp.detach();
  return strangers;
}

const controlsInTheirOwnFont = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("button, input, select, textarea")]
      .filter((control) => getComputedStyle(control).fontFamily !== getComputedStyle(document.body).fontFamily)
      .map((control) => `${control.tagName.toLowerCase()}.${control.className}`),
  );

async function expectPageFacesOnly(page: Page) {
  expect(await strangerFaces(page)).toEqual([]);
  expect(await controlsInTheirOwnFont(page)).toEqual([]);
}

test("pages draw every character, arrows and ticks included, in the page's own faces", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(".banner-slide__cta").first()).toBeVisible();
  await expectPageFacesOnly(page);

  await page.goto("/en");
  await expectPageFacesOnly(page);

  await page.goto("/en/news-lists");
  await page.locator(".card-grid .card__link").first().click();
  await expect(page).toHaveURL(/\/en\/news-details\//);
  await expect(page.getByRole("link", { name: "All news" })).toBeVisible();
  await expectPageFacesOnly(page);

  await page.goto("/en/package_backup");
  await expect(page.getByRole("table").first()).toBeVisible();
  await expectPageFacesOnly(page);
});
