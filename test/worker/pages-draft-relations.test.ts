import { env, exports } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { seedData } from "../../seed/index";
import { BROWSER, seedContent } from "./seeded";

/** A page reads related records through the content service, so a draft behind a relation never shows. */
const DRAFT_NAME = "ผู้จัดงานฉบับร่างลับ";
const DRAFT_NAME_EN = "Unpublished Organizer Ltd";

const [withDraft, control] = (seedData["trade-shows"] ?? []).filter((s) => s.scope === "thai");
if (!withDraft || !control) throw new Error("the seed needs two Thai trade shows");

beforeAll(async () => {
  await seedContent();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO organizers (id, company_name, company_name_en, slug, published_at) VALUES (9001, ?, ?, 'unpublished-organizer', NULL)").bind(
      DRAFT_NAME,
      DRAFT_NAME_EN,
    ),
    env.DB.prepare("UPDATE trade_shows SET organizer_id = 9001 WHERE slug = ?").bind(withDraft.slug),
    env.DB.prepare("UPDATE trade_shows SET organizer_id = (SELECT id FROM organizers WHERE published_at IS NOT NULL ORDER BY id LIMIT 1) WHERE slug = ?").bind(
      control.slug,
    ),
  ]);
});

async function page(path: string): Promise<string> {
  const response = await exports.default.fetch(new Request(`http://example.com${path}`, { headers: { "User-Agent": BROWSER } }));
  expect(response.status, path).toBe(200);
  return response.text();
}

test("a show's page does not name or link its draft organizer", async () => {
  const published = await env.DB.prepare("SELECT company_name FROM organizers WHERE published_at IS NOT NULL ORDER BY id LIMIT 1").first<{ company_name: string }>();
  expect(await page(`/thai-trade-show-details/${control.slug}`)).toContain(published?.company_name);
  for (const prefix of ["", "/en"]) {
    const html = await page(`${prefix}/thai-trade-show-details/${encodeURIComponent(String(withDraft.slug))}`);
    expect(html).toContain(String(prefix ? (withDraft.name_en ?? withDraft.name) : withDraft.name).replaceAll("&", "&amp;"));
    for (const secret of [DRAFT_NAME, DRAFT_NAME_EN, "unpublished-organizer"]) expect(html).not.toContain(secret);
  }
}, 60_000);
