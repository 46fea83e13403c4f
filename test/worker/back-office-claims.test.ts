import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { backOfficeStore } from "../../app/back-office/store/back-office-store.server";
import { api, API_TOKEN, bearer, insertFixtures, jsonInit, lastMail, lastMailId } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { expectPrivate, signedInStaff } from "./staff-fixtures";

/** The claims queue (docs/pages.md, "Back office"): who may decide, what a decision writes, mails and logs. */
type Signed = { cookie: string; id: number };
let editor: Signed;
let admin: Signed;
let member: Signed & { jwt: string };

/** A member's claim on venue 2 as the claim form stores it: with the API token, the member and the listing linked. */
async function claim(reference: string, locale = "en"): Promise<number> {
  const created = await api(
    "/api/contract-forms",
    jsonInit(
      "POST",
      { data: { request_kind: "claim", reference, venue: 2, user: member.id, contact_name: "Nida K", company_name: "Venue", email: "claims-member@example.com", phone: "0812345678", contact_role: "Sales manager", locale } },
      bearer(API_TOKEN),
    ),
  );
  expect(created.status).toBe(200);
  return created.body.data.id as number;
}

const decisionOf = (id: number) => env.DB.prepare("SELECT claim_decision, decline_reason FROM contract_forms WHERE id = ?").bind(id).first();
const ownsVenue2 = async (userId: number) => (await env.DB.prepare("SELECT 1 FROM venues_owners_links WHERE venue_id = 2 AND user_id = ?").bind(userId).first()) !== null;

beforeAll(async () => {
  await insertFixtures();
  editor = await signedInStaff("claims-editor", "editor");
  admin = await signedInStaff("claims-admin", "admin");
  member = await signedInMember("claims-member");
});

describe("the claims queue", () => {
  it("lists pending claims to editors and admins, in both languages", async () => {
    await claim("CL-LIST0001");
    for (const [who, path, heading] of [
      [editor, "/admin/claims", "คำขอดูแลรายการ"],
      [admin, "/en/admin/claims", "Listing claims"],
    ] as const) {
      const page = await send(path, { cookie: who.cookie });
      expect(page.status).toBe(200);
      expectPrivate(page.headers);
      expect(page.html).toContain(heading);
      expect(page.html).toContain("CL-LIST0001");
    }
  });

  it("sends strangers to sign in and refuses members, on the page and on every action", async () => {
    const id = await claim("CL-REFUSE01");
    const forms: Record<string, string>[] = [{ intent: "approve", id: String(id) }, { intent: "decline", id: String(id), reason: "No" }];
    for (const form of forms) {
      const anonymous = await send("/admin/claims", { form });
      expect(anonymous.status).toBe(303);
      expect(anonymous.location).toContain("/admin/login?redirectTo=%2Fadmin%2Fclaims");
      const asMember = await send("/admin/claims", { form, cookie: member.cookie });
      expect(asMember.status).toBe(403);
    }
    expect((await send("/admin/claims")).status).toBe(303);
    expect((await send("/admin/claims", { cookie: member.cookie })).status).toBe(403);
    expect(await decisionOf(id)).toEqual({ claim_decision: null, decline_reason: null });
    expect(await ownsVenue2(member.id)).toBe(false);
  });

  it("approves: the member runs the listing, is mailed in their language, and both writes are logged", async () => {
    const id = await claim("CL-APPROVE1", "en");
    const after = await lastMailId();
    const answer = await send("/en/admin/claims", { form: { intent: "approve", id: String(id) }, cookie: editor.cookie });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/en/admin/claims?done=approved&reference=CL-APPROVE1");
    expect(await decisionOf(id)).toEqual({ claim_decision: "approved", decline_reason: null });
    expect(await ownsVenue2(member.id)).toBe(true);
    const mine = await api("/api/users/me?populate[owned_venues]=true", { headers: bearer(member.jwt) });
    expect(mine.body.owned_venues.map((venue: { id: number }) => venue.id)).toContain(2);
    const mail = await lastMail("claim-approved", after);
    expect(mail.to_address).toBe("claims-member@example.com");
    expect(mail.subject).toMatch(/^You now manage .+ on ExpoLink \(CL-APPROVE1\)$/);
    expect(mail.text_body).toContain("/en/quotation-profile/venue");
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: editor.id, collection: null });
    expect(entries.slice(0, 2).map((entry) => [entry.action, entry.collection, entry.targetId])).toEqual([
      ["approve", "contract-forms", String(id)],
      ["add-owner", "venues", "2"],
    ]);
    expect(entries[0]!.before).toMatchObject({ decision: null, reference: "CL-APPROVE1" });
    expect(entries[0]!.after).toMatchObject({ decision: "approved" });
    expect(entries[1]!.after).toMatchObject({ owners: [expect.objectContaining({ id: member.id })] });
    const again = await send("/en/admin/claims", { form: { intent: "approve", id: String(id) }, cookie: admin.cookie });
    expect(again.location).toBe("/en/admin/claims?done=gone");
    const queue = await send("/en/admin/claims", { cookie: editor.cookie });
    expect(queue.html).not.toContain("CL-APPROVE1");
  });

  it("declines only with a reason, keeps what was typed beside the error, mails the reason and logs it", async () => {
    const id = await claim("CL-DECLINE1", "th");
    const empty = await send("/admin/claims", { form: { intent: "decline", id: String(id), reason: "   " }, cookie: admin.cookie });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("กรุณาระบุเหตุผล");
    expect(empty.html).toContain('aria-invalid="true"');
    const tooLong = await send("/admin/claims", { form: { intent: "decline", id: String(id), reason: "ก".repeat(1200) }, cookie: admin.cookie });
    expect(tooLong.status).toBe(400);
    expect(tooLong.html).toContain("ก".repeat(1000));
    expect(await decisionOf(id)).toEqual({ claim_decision: null, decline_reason: null });

    const after = await lastMailId();
    const reason = "เราติดต่อบริษัทตามเบอร์บนเว็บไซต์แล้ว แต่ไม่มีใครยืนยันว่าคุณทำงานที่นั่น";
    const answer = await send("/admin/claims", { form: { intent: "decline", id: String(id), reason }, cookie: admin.cookie });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/admin/claims?done=declined&reference=CL-DECLINE1");
    expect(await decisionOf(id)).toEqual({ claim_decision: "declined", decline_reason: reason });
    const mail = await lastMail("claim-declined", after);
    expect(mail.subject).toMatch(/^คำขอดูแล .+ ของคุณ \(CL-DECLINE1\)$/);
    expect(mail.text_body).toContain(reason);
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: admin.id, collection: "contract-forms" });
    expect(entries[0]).toMatchObject({ action: "decline", targetId: String(id), after: { decision: "declined", declineReason: reason } });
  });

  it("never lets a member set a decision through the API", async () => {
    const id = await claim("CL-MEMBER01");
    const put = await api(`/api/contract-forms/${id}`, jsonInit("PUT", { data: { claim_decision: "approved" } }, bearer(member.jwt)));
    expect(put.status).toBeGreaterThanOrEqual(400);
    expect(await decisionOf(id)).toEqual({ claim_decision: null, decline_reason: null });
  });
});
