import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { backOfficeStore } from "../../app/back-office/store/back-office-store.server";
import { lastMail, lastMailId } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { expectPrivate, signedInStaff } from "./staff-fixtures";

/**
 * Outgoing mail (docs/pages.md, "Back office"; docs/decisions/053): mail waiting in the outbox, with how much,
 * since when, the next try and the latest error, an outage told apart from a refusal, a "retry now"; and failed
 * mail, sent again through the mail queue once.
 */
type Signed = { cookie: string; id: number };
let editor: Signed;
let admin: Signed;
let member: Signed;

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A mail in the outbox as the consumer leaves it: waiting for its next try, or failed. */
async function outboxMail(
  subject: string,
  row: { state: "waiting" | "failed"; attempts?: number; nextAt?: string | null; error?: string | null; errorKind?: "outage" | "refused" | null; createdAt?: string },
): Promise<string> {
  const id = `bo-${subject.replaceAll(" ", "-")}`;
  const message = { kind: "failed-mail-test", to: "bounced@example.com", subject, text: `Body of ${subject}` };
  await env.DB.prepare(
    `INSERT INTO outbox (id, kind, payload, state, attempts, next_attempt_at, last_error, error_kind, created_at, updated_at)
     VALUES (?, 'mail', ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      JSON.stringify(message),
      row.state,
      row.attempts ?? 0,
      row.state === "waiting" ? (row.nextAt ?? new Date().toISOString()) : null,
      row.error ?? null,
      row.errorKind ?? null,
      row.createdAt ?? new Date().toISOString(),
      new Date().toISOString(),
    )
    .run();
  return id;
}

const rowOf = (id: string) =>
  env.DB.prepare("SELECT state, attempts, next_attempt_at FROM outbox WHERE id = ?").bind(id).first<{ state: string; attempts: number; next_attempt_at: string | null }>();

beforeAll(async () => {
  editor = await signedInStaff("mails-editor", "editor");
  admin = await signedInStaff("mails-admin", "admin");
  member = await signedInMember("mails-member");
});

// Each test counts the mail it leaves waiting: what others left (the member's confirmation) is set aside.
beforeEach(async () => {
  await env.DB.prepare("UPDATE outbox SET state = 'done' WHERE state IN ('waiting', 'sending')").run();
});

describe("outgoing mail", () => {
  it("is for editors and admins: strangers sign in, members are refused, on the page and its actions", async () => {
    const waiting = await outboxMail("Listed waiting", { state: "waiting", nextAt: minutesFromNow(30) });
    const failed = await outboxMail("Listed failure", { state: "failed", attempts: 9, error: "mail API answered 503", errorKind: "outage" });
    for (const [who, path] of [
      [editor, "/admin/mails"],
      [admin, "/en/admin/mails"],
    ] as const) {
      const page = await send(path, { cookie: who.cookie });
      expect(page.status).toBe(200);
      expectPrivate(page.headers);
      expect(page.html).toContain("Listed waiting");
      expect(page.html).toContain("Listed failure");
    }
    expect((await send("/admin/mails")).status).toBe(303);
    expect((await send("/admin/mails", { cookie: member.cookie })).status).toBe(403);
    const forms: Record<string, string>[] = [{ intent: "resend", id: failed }, { intent: "retry", id: waiting }, { intent: "retry" }];
    for (const form of forms) {
      expect((await send("/admin/mails", { form })).status).toBe(303);
      expect((await send("/admin/mails", { form, cookie: member.cookie })).status).toBe(403);
    }
    expect(await rowOf(failed)).toMatchObject({ state: "failed", attempts: 9 });
    expect((await rowOf(waiting))?.next_attempt_at).not.toBeNull();
    expect(Date.parse((await rowOf(waiting))!.next_attempt_at!)).toBeGreaterThan(Date.now() + 20 * 60_000);
  });

  it("shows waiting mail with how much, since when, the next try and the latest error, and says when the provider is down", async () => {
    await outboxMail("Fresh booking mail", { state: "waiting", nextAt: minutesFromNow(0) });
    await outboxMail("Waiting through an outage", {
      state: "waiting",
      attempts: 3,
      nextAt: minutesFromNow(4),
      error: "mail API answered 503",
      errorKind: "outage",
      createdAt: "2026-11-26T01:00:00.000Z",
    });
    const en = await send("/en/admin/mails", { cookie: editor.cookie });
    const summary = /data-testid="waiting-summary">([\s\S]*?)<\/dl>/.exec(en.html)?.[1] ?? "";
    expect(summary).toContain("<dt>Waiting</dt><dd>2</dd>");
    expect(summary).toMatch(/<dt>Oldest since<\/dt><dd>Nov 26, 2026/);
    expect(summary).toContain("<dt>Next try</dt>");
    expect(summary).toContain("Provider outage: </strong>mail API answered 503");
    expect(en.html).toContain('data-testid="mail-outage"');
    expect(en.html).toContain("Tried</dt><dd>3 times</dd>");
    expect(en.html).toContain(">Retry all now<");
    const th = await send("/admin/mails", { cookie: editor.cookie });
    expect(th.html).toContain("ผู้ให้บริการขัดข้อง: </strong>mail API answered 503");
    expect(th.html).toContain("ลองส่งไปแล้ว</dt><dd>3 ครั้ง</dd>");
    expect(th.html).toContain("ผู้ให้บริการส่งอีเมลขัดข้องอยู่");
  });

  it("tells a refusal from an outage among failed mail, and says nothing of an outage while nothing waits", async () => {
    await outboxMail("Refused address", { state: "failed", attempts: 1, error: "mail API answered 422", errorKind: "refused" });
    await outboxMail("Given up on", { state: "failed", attempts: 9, error: "mail API answered 503", errorKind: "outage" });
    const en = await send("/en/admin/mails", { cookie: editor.cookie });
    expect(en.html).toContain("No mail is waiting.");
    expect(en.html).not.toContain('data-testid="mail-outage"');
    expect(en.html).toContain("Refused by the provider: </strong>mail API answered 422 (attempts: 1)");
    expect(en.html).toContain("Provider outage: </strong>mail API answered 503 (attempts: 9)");
    const th = await send("/admin/mails", { cookie: editor.cookie });
    expect(th.html).toContain("ผู้ให้บริการปฏิเสธ: </strong>mail API answered 422 (ลอง 1 ครั้ง)");
  });

  it("retries one waiting mail now, through the queue, once, and logs it", async () => {
    const id = await outboxMail("Retried now", { state: "waiting", attempts: 2, nextAt: minutesFromNow(16), error: "mail API answered 503", errorKind: "outage" });
    const before = await lastMailId();
    const answer = await send("/en/admin/mails", { form: { intent: "retry", id }, cookie: editor.cookie });
    expect(answer.location).toBe("/en/admin/mails?done=retried");
    expect(await lastMail("failed-mail-test", before)).toMatchObject({ to_address: "bounced@example.com", subject: "Retried now" });
    await expect.poll(async () => (await rowOf(id))?.state, { timeout: 5000 }).toBe("done");
    const again = await send("/en/admin/mails", { form: { intent: "retry", id }, cookie: editor.cookie });
    expect(again.location).toBe("/en/admin/mails?done=notWaiting");
    expect((await send("/en/admin/mails?done=retried", { cookie: editor.cookie })).html).toContain("The mail is back on the queue and goes out now.");
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: editor.id, collection: "outbox" });
    expect(entries[0]).toMatchObject({ action: "retry-now", targetId: id, before: [{ subject: "Retried now", attempts: 2, lastError: "mail API answered 503" }] });
  });

  it("retries all waiting mail at once, as when an outage is over", async () => {
    const ids = [await outboxMail("All one", { state: "waiting", nextAt: minutesFromNow(8) }), await outboxMail("All two", { state: "waiting", nextAt: minutesFromNow(30) })];
    const answer = await send("/admin/mails", { form: { intent: "retry" }, cookie: admin.cookie });
    expect(answer.location).toBe("/admin/mails?done=retried");
    for (const id of ids) await expect.poll(async () => (await rowOf(id))?.state, { timeout: 5000 }).toBe("done");
    expect((await send("/admin/mails", { form: { intent: "retry" }, cookie: admin.cookie })).location).toBe("/admin/mails?done=notWaiting");
  });

  it("sends a failed mail again through the queue, once, and logs it", async () => {
    const id = await outboxMail("Resent failure", { state: "failed", attempts: 9, error: "mail API answered 503", errorKind: "outage" });
    const before = await lastMailId();
    const answer = await send("/en/admin/mails", { form: { intent: "resend", id }, cookie: editor.cookie });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/en/admin/mails?done=resent");
    expect(await lastMail("failed-mail-test", before)).toMatchObject({ to_address: "bounced@example.com", subject: "Resent failure" });
    await expect.poll(async () => (await rowOf(id))?.state, { timeout: 5000 }).toBe("done");
    expect((await rowOf(id))?.attempts).toBe(1);
    const again = await send("/en/admin/mails", { form: { intent: "resend", id }, cookie: admin.cookie });
    expect(again.location).toBe("/en/admin/mails?done=gone");
    expect((await send("/en/admin/mails", { form: { intent: "resend", id: "no such mail!" }, cookie: admin.cookie })).location).toBe("/en/admin/mails?done=gone");
    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: editor.id, collection: "outbox" });
    expect(entries[0]).toMatchObject({ action: "resend", targetId: id, before: { subject: "Resent failure", state: "failed", attempts: 9 }, after: { state: "waiting", attempts: 0 } });
  });
});
