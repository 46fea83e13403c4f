import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { backOfficeStore } from "../../app/back-office/store/back-office-store.server";
import { api, API_TOKEN, bearer, createMember, insertFixtures, jsonInit } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { expectPrivate, signedInStaff } from "./staff-fixtures";

/** The listing owners page (docs/pages.md, "Back office"): admins only; add by email, remove, each logged. */
type Signed = { cookie: string; id: number };
let editor: Signed;
let admin: Signed;
let member: Signed & { jwt: string };

const owners = async () =>
  (await env.DB.prepare("SELECT user_id FROM organizers_owners_links WHERE organizer_id = 2 ORDER BY user_id").all<{ user_id: number }>()).results.map((r) => r.user_id);

beforeAll(async () => {
  await insertFixtures();
  editor = await signedInStaff("owners-editor", "editor");
  admin = await signedInStaff("owners-admin", "admin");
  member = await signedInMember("owners-member", "organizer");
});

describe("listing owners", () => {
  it("are for admins only: strangers sign in, members and editors are refused, on the page and every action", async () => {
    const forms: Record<string, string>[] = [
      { listing: "organizer:2", intent: "add", email: "owners-member@example.com" },
      { listing: "organizer:2", intent: "remove", member: String(member.id) },
    ];
    for (const form of [undefined, ...forms]) {
      const anonymous = await send("/admin/owners?listing=organizer:2", form ? { form } : {});
      expect(anonymous.status).toBe(303);
      expect(anonymous.location).toMatch(/^\/admin\/login\?redirectTo=/);
      expect((await send("/admin/owners?listing=organizer:2", { ...(form ? { form } : {}), cookie: member.cookie })).status).toBe(403);
      const asEditor = await send("/admin/owners?listing=organizer:2", { ...(form ? { form } : {}), cookie: editor.cookie });
      expect(asEditor.status).toBe(403);
      expect(asEditor.html).toContain("สำหรับผู้ดูแลระบบเท่านั้น");
    }
    expect(await owners()).toEqual([]);
    expect((await api("/api/organizers/2")).body.data.attributes.verified).toBe(false);
    expect((await send("/admin", { cookie: editor.cookie })).html).not.toContain("/admin/owners");
  });

  it("adds a member by email, refuses an unknown or repeated one beside the field, and removes one; each write logged", async () => {
    const page = await send("/en/admin/owners?listing=organizer:2", { cookie: admin.cookie });
    expect(page.status).toBe(200);
    expectPrivate(page.headers);
    expect(page.html).toContain("Nobody runs this listing yet.");

    const unknown = await send("/en/admin/owners?listing=organizer:2", { form: { listing: "organizer:2", intent: "add", email: "Nobody@Example.com" }, cookie: admin.cookie });
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain("No member account uses this email.");
    expect(unknown.html).toContain('value="Nobody@Example.com"');

    const added = await send("/en/admin/owners?listing=organizer:2", { form: { listing: "organizer:2", intent: "add", email: " Owners-Member@example.com " }, cookie: admin.cookie });
    expect(added.status).toBe(303);
    expect(added.location).toBe("/en/admin/owners?listing=organizer%3A2&done=added");
    expect(await owners()).toEqual([member.id]);
    const mine = await api("/api/users/me?populate[owned_organizers]=true", { headers: bearer(member.jwt) });
    expect(mine.body.owned_organizers.map((o: { id: number }) => o.id)).toEqual([2]);
    // The public sees that a company runs it, never who.
    const published = await api("/api/organizers/2");
    expect(published.body.data.attributes.verified).toBe(true);
    expect(published.body.data.attributes).not.toHaveProperty("owners");
    expect((await send("/en/admin/owners?listing=organizer:2", { cookie: admin.cookie })).html).toContain("owners-member@example.com");

    const again = await send("/admin/owners?listing=organizer:2", { form: { listing: "organizer:2", intent: "add", email: "owners-member@example.com" }, cookie: admin.cookie });
    expect(again.status).toBe(400);
    expect(again.html).toContain("สมาชิกคนนี้ดูแลรายการนี้อยู่แล้ว");

    const removed = await send("/admin/owners?listing=organizer:2", { form: { listing: "organizer:2", intent: "remove", member: String(member.id) }, cookie: admin.cookie });
    expect(removed.location).toBe("/admin/owners?listing=organizer%3A2&done=removed");
    expect(await owners()).toEqual([]);

    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: admin.id, collection: "organizers" });
    expect(entries.map((e) => [e.action, e.targetId])).toEqual([
      ["remove-owner", "2"],
      ["add-owner", "2"],
    ]);
    expect(entries[1]).toMatchObject({ before: { owners: [] }, after: { owners: [{ id: member.id, email: "owners-member@example.com" }] } });
  });

  it("reads owners and members from the content service's users, as on Strapi: a draft's owners too, never a blocked account", async () => {
    const draft = await api("/api/contractors", jsonInit("POST", { data: { company_name: "ร่างผู้รับเหมา", slug: "owners-draft", publishedAt: null } }, bearer(API_TOKEN)));
    const id = draft.body.data.id as number;
    const listing = `contractor:${id}`;
    const added = await send(`/en/admin/owners?listing=${listing}`, { form: { listing, intent: "add", email: "owners-member@example.com" }, cookie: admin.cookie });
    expect(added.status).toBe(303);
    const page = await send(`/en/admin/owners?listing=${listing}`, { cookie: admin.cookie });
    expect(page.html).toContain("ร่างผู้รับเหมา");
    expect(page.html.match(/data-testid="owner"/g)).toHaveLength(1);
    expect(page.html).toContain("owners-member@example.com");

    const blocked = await createMember("owners-blocked");
    await env.DB.prepare("UPDATE up_users SET blocked = 1 WHERE id = ?").bind(blocked.id).run();
    const refused = await send(`/en/admin/owners?listing=${listing}`, { form: { listing, intent: "add", email: "owners-blocked@example.com" }, cookie: admin.cookie });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("No member account uses this email.");
  });

  it("says so for a listing that does not exist, and refuses a write to one", async () => {
    expect((await send("/en/admin/owners?listing=venue:999", { cookie: admin.cookie })).html).toContain("There is no such listing.");
    expect((await send("/admin/owners", { form: { listing: "booth:1", intent: "add", email: "a@b.co" }, cookie: admin.cookie })).status).toBe(404);
  });
});
