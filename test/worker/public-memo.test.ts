import { beforeAll, describe, expect, it, vi } from "vitest";
import { API_TOKEN, api, bearer, jsonInit } from "./content-fixtures";
import { runListing, send, signedInMember } from "./member-pages";
import { seedData } from "../../seed/index";
import { seedContent } from "./seeded";

// Members sign in with full-strength password hashes: that takes a while in workerd.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

beforeAll(seedContent);

describe("member pages, whose public part is shared while the content is unchanged", () => {
  it("shows a banner changed through the content API on the very next page, not a minute later", async () => {
    const member = await signedInMember("memo-reader");
    const banner = String(seedData.banners!.find((b) => b.id === 1)!.title_en);
    expect((await send("/en", { cookie: member.cookie })).html).toContain(banner);

    const changed = await api("/api/banners/1", jsonInit("PUT", { data: { title_en: "METALEX: bookings close at the end of August" } }, bearer(API_TOKEN)));
    expect(changed.status).toBe(200);
    const after = (await send("/en", { cookie: member.cookie })).html;
    expect(after).toContain("METALEX: bookings close at the end of August");
    expect(after).not.toContain(banner);
  });

  it("still gives each member the pop-up meant for them", async () => {
    const offer = String(seedData.popups!.find((p) => p.audience === "companies")!.title_en);
    const visitor = await signedInMember("memo-visitor", "visitor");
    const company = await signedInMember("memo-venue", "venue");
    await runListing(company.id);
    for (let round = 0; round < 2; round++) {
      const forVisitor = (await send("/en", { cookie: visitor.cookie })).html;
      expect(forVisitor).toContain("Get the trade show newsletter");
      expect(forVisitor).not.toContain(offer);
      const forCompany = (await send("/en", { cookie: company.cookie })).html;
      expect(forCompany).toContain(offer);
      expect(forCompany).not.toContain("Get the trade show newsletter");
    }
  });

  it("shows a trade show renamed through the content API on its detail page at once", async () => {
    const member = await signedInMember("memo-detail");
    const show = seedData["trade-shows"]!.find((s) => s.slug === "metalex-2027")!;
    const page = `/en/thai-trade-show-details/${String(show.slug)}`;
    expect((await send(page, { cookie: member.cookie })).html).toContain(String(show.name_en));

    const renamed = await api(`/api/trade-shows/${String(show.id)}`, jsonInit("PUT", { data: { name_en: `${String(show.name_en)}, the 39th edition` } }, bearer(API_TOKEN)));
    expect(renamed.status).toBe(200);
    const after = (await send(page, { cookie: member.cookie })).html;
    expect(after).toMatch(new RegExp(`<h1[^>]*>${String(show.name_en)}, the 39th edition</h1>`));
  });
});
