import { beforeAll, describe, expect, it } from "vitest";
import { api, API_TOKEN, bearer, jsonInit } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { expectPrivate, signedInStaff } from "./staff-fixtures";

/** Newsletter subscribers (docs/pages.md, "Back office"): listed and exported for the staff only. */
type Signed = { cookie: string; id: number };
let editor: Signed;
let admin: Signed;
let member: Signed;

beforeAll(async () => {
  editor = await signedInStaff("subscribers-editor", "editor");
  admin = await signedInStaff("subscribers-admin", "admin");
  member = await signedInMember("subscribers-member");
  for (const data of [
    { email: "first-reader@example.com", locale: "th", source: "footer" },
    { email: "second-reader@example.com", locale: "en", source: "=HYPERLINK(1)" },
  ]) {
    expect((await api("/api/email-subscriptions", jsonInit("POST", { data }, bearer(API_TOKEN)))).status).toBe(200);
  }
});

describe("newsletter subscribers", () => {
  it("are listed to editors and admins, newest first; strangers sign in and members are refused, on the list and the file", async () => {
    for (const [who, path] of [
      [editor, "/admin/subscribers"],
      [admin, "/en/admin/subscribers"],
    ] as const) {
      const page = await send(path, { cookie: who.cookie });
      expect(page.status).toBe(200);
      expectPrivate(page.headers);
      expect(page.html.indexOf("second-reader@example.com")).toBeLessThan(page.html.indexOf("first-reader@example.com"));
    }
    for (const path of ["/admin/subscribers", "/admin/subscribers.csv"]) {
      expect((await send(path)).status).toBe(303);
      expect((await send(path, { cookie: member.cookie })).status).toBe(403);
    }
  });

  it("download as a CSV Excel opens with Thai intact, headed in the page's language, formulas defused", async () => {
    const file = await send("/admin/subscribers.csv", { cookie: editor.cookie });
    expect(file.status).toBe(200);
    expectPrivate(file.headers);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="newsletter-subscribers.csv"');
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.html.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("อีเมล,ภาษา,สมัครจาก,วันที่สมัคร");
    expect(lines[1]).toMatch(/^second-reader@example\.com,en,'=HYPERLINK\(1\),\d{4}-/);
    expect(lines[2]).toMatch(/^first-reader@example\.com,th,footer,/);
    const english = await send("/en/admin/subscribers.csv", { cookie: admin.cookie });
    expect(english.html.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe("Email,Language,Signed up from,Subscribed");
  });
});
