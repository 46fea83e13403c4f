import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { backOfficeStore } from "../../app/back-office/store/back-office-store.server";
import { AUDIT_PAGE_SIZE } from "../../app/back-office/store/staff-audit-log.server";
import { recordStaffWrite } from "../../app/back-office/staff/audit.server";
import { send, signedInMember } from "./member-pages";
import { expectPrivate, signedInStaff } from "./staff-fixtures";

let editor: { cookie: string; id: number };
let admin: { cookie: string; id: number };

beforeAll(async () => {
  editor = await signedInStaff("audit-editor", "editor");
  admin = await signedInStaff("audit-admin", "admin");
});

const entriesOf = (html: string) => [...html.matchAll(/data-testid="audit-entry"/g)].length;

describe("the staff audit log", () => {
  it("records who, what, the target and the record before and after", async () => {
    await recordStaffWrite(env, {
      staff: { id: editor.id, username: "audit-editor" },
      action: "update",
      target: { collection: "audit-venues", id: 12 },
      before: { name: "เดิม", city: "Bangkok" },
      after: { name: "ใหม่", city: "Bangkok" },
    });
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: editor.id, collection: "audit-venues" });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: editor.id,
      staffUsername: "audit-editor",
      action: "update",
      collection: "audit-venues",
      targetId: "12",
      before: { name: "เดิม", city: "Bangkok" },
      after: { name: "ใหม่", city: "Bangkok" },
    });
    expect(Date.parse(entries[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("keeps a create without a before and a delete without an after", async () => {
    const staff = { id: admin.id, username: "audit-admin" };
    await recordStaffWrite(env, { staff, action: "create", target: { collection: "audit-news", id: "n1" }, before: null, after: { title: "t" } });
    await recordStaffWrite(env, { staff, action: "delete", target: { collection: "audit-news", id: "n1" }, before: { title: "t" }, after: null });
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: null, collection: "audit-news" });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["delete", { title: "t" }, null],
      ["create", null, { title: "t" }],
    ]);
  });

  it("shows editors and admins the log, newest first, with what changed, in both languages", async () => {
    for (const [who, path, heading] of [
      [editor, "/admin/audit?collection=audit-venues", "บันทึกการแก้ไขของทีมงาน"],
      [admin, "/en/admin/audit?collection=audit-venues", "Staff audit log"],
    ] as const) {
      const page = await send(path, { cookie: who.cookie });
      expect(page.status).toBe(200);
      expect(page.html).toContain(heading);
      expect(page.html).toContain("update audit-venues #12");
      expect(page.html).toMatch(/<dd>name<\/dd>/);
      expectPrivate(page.headers);
    }
  });

  it("filters by staff member and collection, and pages by 25", async () => {
    const staff = { id: admin.id, username: "audit-admin" };
    for (let i = 1; i <= AUDIT_PAGE_SIZE + 2; i++) {
      await recordStaffWrite(env, { staff, action: "update", target: { collection: "audit-pages", id: i }, before: { n: i - 1 }, after: { n: i } });
    }
    const first = await send("/en/admin/audit?collection=audit-pages", { cookie: editor.cookie });
    expect(entriesOf(first.html)).toBe(AUDIT_PAGE_SIZE);
    expect(first.html.indexOf("audit-pages #27")).toBeLessThan(first.html.indexOf("audit-pages #3<"));
    const second = await send("/en/admin/audit?collection=audit-pages&page=2", { cookie: editor.cookie });
    expect(entriesOf(second.html)).toBe(2);
    expect(second.html).toContain("Page 2 of 2");
    const byEditor = await send(`/en/admin/audit?staff=${editor.id}&collection=audit-pages`, { cookie: editor.cookie });
    expect(entriesOf(byEditor.html)).toBe(0);
    expect(byEditor.html).toContain("No entries match these filters yet.");
    const bad = await send("/en/admin/audit?staff=abc&collection=%27%20OR%201%3D1&page=x", { cookie: editor.cookie });
    expect(bad.status).toBe(200);
  });

  it("is closed to strangers and members", async () => {
    const stranger = await send("/en/admin/audit?collection=audit-venues");
    expect(stranger.status).toBe(303);
    expect(stranger.location).toBe("/en/admin/login?redirectTo=%2Fen%2Fadmin%2Faudit%3Fcollection%3Daudit-venues");
    const member = await signedInMember("audit-member");
    const refused = await send("/admin/audit", { cookie: member.cookie });
    expect(refused.status).toBe(403);
    expect(refused.html).not.toContain("audit-venues");
  });
});
