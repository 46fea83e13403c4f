import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { backOfficeStore } from "../../app/back-office/store/back-office-store.server";
import { api, API_TOKEN, bearer, insertBoothFixtures, insertFixtures, jsonInit, lastMail, lastMailId } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { expectPrivate, signedInStaff } from "./staff-fixtures";

/** Requests nobody runs the listing of (docs/pages.md, "Back office"): forward to an address, or assign to a member. */
type Signed = { cookie: string; id: number };
let editor: Signed;
let admin: Signed;
let asker: Signed & { jwt: string };
let company: Signed & { jwt: string };

/** A request to organizer 2, which nobody runs and which publishes no address: it goes to the site team. */
async function unrouted(project: string): Promise<number> {
  const created = await api(
    "/api/quotation-organizers",
    jsonInit("POST", { data: { organizer: 2, project_name: project, contact_name: "Somchai", email: "asker@example.com", phone: "0812345678" } }, bearer(asker.jwt)),
  );
  expect(created.status).toBe(200);
  const id = created.body.data.id as number;
  expect(await env.DB.prepare("SELECT channel FROM request_deliveries WHERE collection = 'quotation-organizers' AND request_id = ?").bind(id).first()).toEqual({
    channel: "site-team",
  });
  return id;
}

/** A show of organizer 2 taking booth bookings. */
const BOOTH_SHOW = 700;

const forwardedOf = (id: number) =>
  env.DB.prepare("SELECT forwarded_to FROM request_deliveries WHERE collection = 'quotation-organizers' AND request_id = ?").bind(id).first<{ forwarded_to: string | null }>();
const form = (id: number, fields: Record<string, string>) => ({ collection: "quotation-organizers", id: String(id), reference: `QO-${id}`, ...fields });

beforeAll(async () => {
  await insertFixtures();
  await insertBoothFixtures(2, { shell: 701, corner: 702, island: 703 }, BOOTH_SHOW);
  editor = await signedInStaff("requests-editor", "editor");
  admin = await signedInStaff("requests-admin", "admin");
  asker = await signedInMember("requests-asker");
  company = await signedInMember("requests-company", "organizer");
});

describe("unrouted requests", () => {
  it("are listed to editors and admins; strangers sign in, members are refused, editors may not assign", async () => {
    const id = await unrouted("Roles fair");
    const editorPage = await send("/admin/requests", { cookie: editor.cookie });
    expect(editorPage.status).toBe(200);
    expectPrivate(editorPage.headers);
    expect(editorPage.html).toContain("Roles fair");
    // The page's data carries every text of the back office; what an editor must not see is the form itself.
    expect(editorPage.html.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("มอบให้สมาชิก (อีเมลบัญชีสมาชิก)");
    expect((await send("/en/admin/requests", { cookie: admin.cookie })).html).toContain("Assign to a member");
    const attempts: Record<string, string>[] = [{ intent: "forward", address: "sales@company.example" }, { intent: "assign", email: "requests-company@example.com" }];
    for (const fields of attempts) {
      expect((await send("/admin/requests", { form: form(id, fields) })).status).toBe(303);
      expect((await send("/admin/requests", { form: form(id, fields), cookie: asker.cookie })).status).toBe(403);
    }
    expect((await send("/admin/requests", { form: form(id, { intent: "assign", email: "requests-company@example.com" }), cookie: editor.cookie })).status).toBe(403);
    expect(await forwardedOf(id)).toEqual({ forwarded_to: null });
  });

  it("forwarding through the API is for the API token only", async () => {
    const id = await unrouted("Token fair");
    const asMember = await api("/api/request-deliveries/forward", jsonInit("POST", { data: { collection: "quotation-organizers", request: id, address: "a@b.example" } }, bearer(asker.jwt)));
    expect(asMember.status).toBe(403);
  });

  it("forwards: the address gets the request with its link, the row remembers it, the queue drops it, the log has it", async () => {
    const id = await unrouted("Forwarded fair");
    const bad = await send("/en/admin/requests", { form: form(id, { intent: "forward", address: "not an address" }), cookie: editor.cookie });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("look like an email address.");
    expect(bad.html).toContain('value="not an address"');

    const before = await lastMailId();
    const forwarded = await send("/en/admin/requests", { form: form(id, { intent: "forward", address: "Sales@Company.example" }), cookie: editor.cookie });
    expect(forwarded.status).toBe(303);
    expect(forwarded.location).toBe(`/en/admin/requests?done=forwarded&reference=QO-${id}`);
    expect(await forwardedOf(id)).toEqual({ forwarded_to: "sales@company.example" });
    const mail = await lastMail("quotation-forwarded", before);
    expect(mail.to_address).toBe("sales@company.example");
    expect(mail.reply_to).toBe("asker@example.com");
    expect(mail.text_body).toMatch(/\/quotation-reply\?token=/);
    expect(mail.text_body).toContain("The ExpoLink team forwarded this to you");
    expect((await send("/en/admin/requests", { cookie: editor.cookie })).html).not.toContain("Forwarded fair");
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: editor.id, collection: "quotation-organizers" });
    expect(entries[0]).toMatchObject({ action: "forward", targetId: String(id), after: { forwardedTo: "sales@company.example" } });
    const again = await send("/en/admin/requests", { form: form(id, { intent: "forward", address: "other@company.example" }), cookie: editor.cookie });
    expect(again.location).toBe(`/en/admin/requests?done=gone&reference=QO-${id}`);
  });

  it("assigns: the member becomes an owner, the request is in their inbox, and both writes are logged", async () => {
    const id = await unrouted("Assigned fair");
    const unknown = await send("/admin/requests", { form: form(id, { intent: "assign", email: "nobody@example.com" }), cookie: admin.cookie });
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain("ไม่มีบัญชีสมาชิกที่ใช้อีเมลนี้");
    expect((await api(`/api/quotation-organizers/${id}`, { headers: bearer(company.jwt) })).status).toBe(404);

    const assigned = await send("/admin/requests", { form: form(id, { intent: "assign", email: "requests-company@example.com" }), cookie: admin.cookie });
    expect(assigned.location).toBe(`/admin/requests?done=assigned&reference=QO-${id}`);
    expect((await api(`/api/quotation-organizers/${id}`, { headers: bearer(company.jwt) })).status).toBe(200);
    expect((await send("/admin/requests", { cookie: admin.cookie })).html).not.toContain("Assigned fair");
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: admin.id, collection: null });
    expect(entries.slice(0, 2).map((e) => [e.action, e.collection, e.targetId])).toEqual([
      ["assign", "quotation-organizers", String(id)],
      ["add-owner", "organizers", "2"],
    ]);
  });
});

describe("revoking a request's link", () => {
  // The assignment above gave organizer 2 an owner: it is nobody's again, so its requests go to the team.
  beforeAll(async () => {
    expect((await api("/api/organizers/2", jsonInit("PUT", { data: { owners: [] } }, bearer(API_TOKEN)))).status).toBe(200);
  });
  // The asker sends more requests to the one unrouted organizer than a member may in a day.
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM auth_rate_limits").run();
  });
  /** The link the company got in the team's forward of request `id`, as a path on this site. */
  async function forwardedLink(id: number): Promise<string> {
    const before = await lastMailId();
    expect((await send("/admin/requests", { form: form(id, { intent: "forward", address: "links@company.example" }), cookie: editor.cookie })).status).toBe(303);
    const link = /https?:\/\/\S+?\/quotation-reply\?token=\S+/.exec((await lastMail("quotation-forwarded", before)).text_body)?.[0];
    if (!link) throw new Error("no link in the forwarded mail");
    return new URL(link).pathname + new URL(link).search;
  }
  const revoke = (fields: Record<string, string>, cookie: string | null, path = "/admin/requests") => send(path, { form: { intent: "revoke", ...fields }, cookie });

  it("is only for staff: strangers are sent to sign in, members refused, and the link still opens", async () => {
    const id = await unrouted("Unrevoked fair");
    const link = await forwardedLink(id);
    expect((await revoke({ reference: `QO-${id}`, confirm: "yes" }, null)).status).toBe(303);
    expect((await revoke({ reference: `QO-${id}`, confirm: "yes" }, asker.cookie)).status).toBe(403);
    expect((await send(link)).status).toBe(200);
  });

  for (const role of ["editor", "admin"] as const) {
    it(`by an ${role}: asks for confirmation, then the link answers 410 and the log has it`, async () => {
      const staff = role === "editor" ? editor : admin;
      const id = await unrouted(`Revoked fair (${role})`);
      const link = await forwardedLink(id);
      expect((await send(link)).status).toBe(200);

      const unconfirmed = await revoke({ reference: `qo-${id}` }, staff.cookie, "/en/admin/requests");
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.html).toContain("Tick the box to confirm.");
      expect(unconfirmed.html).toContain(`value="qo-${id}"`);
      expect((await send(link)).status).toBe(200);

      const revoked = await revoke({ reference: `qo-${id}`, confirm: "yes" }, staff.cookie);
      expect(revoked.status).toBe(303);
      const reference = `QO-${String(id).padStart(6, "0")}`;
      expect(revoked.location).toBe(`/admin/requests?done=revoked&reference=${reference}`);
      expect((await send(revoked.location!, { cookie: staff.cookie })).html).toContain(`ยกเลิกลิงก์ของคำขอ ${reference} แล้ว`);
      const gone = await send(link);
      expect(gone.status).toBe(410);
      expect(gone.html).toContain("ลิงก์นี้ถูกยกเลิกแล้ว");

      const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: staff.id, collection: "quotation-organizers" });
      expect(entries[0]).toMatchObject({ action: "revoke-link", targetId: String(id), before: { linkRevokedAt: null }, after: { linkRevokedAt: expect.any(String), sentTo: "links@company.example" } });

      const again = await revoke({ reference: reference, confirm: "yes" }, staff.cookie);
      expect(again.status).toBe(400);
      expect(again.html).toContain("ลิงก์ของคำขอนี้ถูกยกเลิกไปแล้ว");
    });
  }

  it("says so beside the reference when the request has no mailed link", async () => {
    const none = await revoke({ reference: "QV-999999", confirm: "yes" }, editor.cookie, "/en/admin/requests");
    expect(none.status).toBe(400);
    expect(none.html).toContain("This request has no mailed link");
    expect((await revoke({ reference: "BR-000001", confirm: "yes" }, editor.cookie, "/en/admin/requests")).html).toContain("That is not a request reference.");
  });
});

describe("booth bookings for the team", () => {
  const owners = (ids: number[]) => api("/api/organizers/2", jsonInit("PUT", { data: { owners: ids } }, bearer(API_TOKEN)));
  // React marks where its text parts join with empty comments.
  const queue = async (path: string) => (await send(path, { cookie: editor.cookie })).html.replaceAll("<!-- -->", "");

  it("lists a booking nobody at the organizer could be told of, until someone runs the organizer", async () => {
    expect((await owners([])).status).toBe(200);
    const data = { trade_show: BOOTH_SHOW, booth_type: 701, booth_count: 3, company_name: "Siam Steel Co.", contact_name: "Somchai", email: "booker@example.com", phone: "0812345678" };
    const made = await api("/api/booth-reservations", jsonInit("POST", { data }, bearer(asker.jwt)));
    expect(made.status).toBe(200);
    const reference = `BR-${String(made.body.data.id).padStart(6, "0")}`;
    const english = await queue("/en/admin/requests");
    expect(english).toContain("Booth bookings for the team");
    expect(english).toContain(`${reference} · Booth Test Fair`);
    expect(english).toContain("N.C.C. Exhibition");
    expect(english).toContain("Shell scheme × 3");
    expect(english).toContain("booker@example.com");
    expect(await queue("/admin/requests")).toContain(`${reference} · งานจองบูธทดสอบ`);
    expect((await owners([company.id])).status).toBe(200);
    expect(await queue("/en/admin/requests")).not.toContain(reference);
  });
});
