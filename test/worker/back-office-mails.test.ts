import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { backOfficeStore } from "../../app/back-office/store/back-office-store.server";
import { lastMail, lastMailId } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { expectPrivate, signedInStaff } from "./staff-fixtures";

/** Failed mails (docs/pages.md, "Back office"): listed to the staff, sent again through the mail queue once. */
type Signed = { cookie: string; id: number };
let editor: Signed;
let admin: Signed;
let member: Signed;

/** A mail the queue gave up on, as the consumer keeps it (workers/mail/mail-consumer.ts). */
async function failure(subject: string): Promise<number> {
  const message = { kind: "failed-mail-test", to: "bounced@example.com", subject, text: `Body of ${subject}` };
  const row = await env.DB.prepare(
    "INSERT INTO mail_failures (mail_id, kind, to_address, subject, reason, attempts, message) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
  )
    .bind(`mail-${subject}`, message.kind, message.to, subject, "mail API answered 503", 9, JSON.stringify(message))
    .first<{ id: number }>();
  return row!.id;
}

const resentAt = async (id: number) => (await env.DB.prepare("SELECT resent_at FROM mail_failures WHERE id = ?").bind(id).first<{ resent_at: string | null }>())!.resent_at;

beforeAll(async () => {
  editor = await signedInStaff("mails-editor", "editor");
  admin = await signedInStaff("mails-admin", "admin");
  member = await signedInMember("mails-member");
});

describe("failed mails", () => {
  it("are listed to editors and admins with why they failed; strangers sign in, members are refused, on the page and the resend", async () => {
    const id = await failure("Listed failure");
    for (const [who, path, words] of [
      [editor, "/admin/mails", "mail API answered 503 (ลอง 9 ครั้ง)"],
      [admin, "/en/admin/mails", "mail API answered 503 (attempts: 9)"],
    ] as const) {
      const page = await send(path, { cookie: who.cookie });
      expect(page.status).toBe(200);
      expectPrivate(page.headers);
      expect(page.html).toContain("Listed failure");
      expect(page.html).toContain(words);
    }
    expect((await send("/admin/mails")).status).toBe(303);
    expect((await send("/admin/mails", { cookie: member.cookie })).status).toBe(403);
    expect((await send("/admin/mails", { form: { id: String(id) } })).status).toBe(303);
    expect((await send("/admin/mails", { form: { id: String(id) }, cookie: member.cookie })).status).toBe(403);
    expect(await resentAt(id)).toBeNull();
  });

  it("sends one again through the queue, once, and logs it", async () => {
    const id = await failure("Resent failure");
    const before = await lastMailId();
    const answer = await send("/en/admin/mails", { form: { id: String(id) }, cookie: editor.cookie });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/en/admin/mails?done=resent");
    expect(await resentAt(id)).not.toBeNull();
    const mail = await lastMail("failed-mail-test", before);
    expect(mail).toMatchObject({ to_address: "bounced@example.com", subject: "Resent failure" });
    const page = await send("/en/admin/mails", { cookie: editor.cookie });
    expect(page.html).toContain("Put back on the queue");
    const again = await send("/en/admin/mails", { form: { id: String(id) }, cookie: admin.cookie });
    expect(again.location).toBe("/en/admin/mails?done=gone");
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: editor.id, collection: "mail_failures" });
    expect(entries[0]).toMatchObject({ action: "resend", targetId: String(id), before: { subject: "Resent failure", resentAt: null }, after: { resent: true } });
  });
});
