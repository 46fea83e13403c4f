import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { addressKey, unsubscribeToken } from "../../app/lib/mail-preferences";
import type { MailMessage, QueuedMail } from "../../workers/mail/mail-message";
import { newMail, outboxed } from "../../workers/mail/mail-producer";
import { lastMail, lastMailId } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { subscribe } from "./newsletter-signup";


const stopped = async (email: string, kind: string) =>
  (await env.DB.prepare("SELECT 1 AS found FROM mail_unsubscribes WHERE email_hash = ? AND kind = ?").bind(await addressKey(email), kind).first()) !== null;

/** The welcome mail of a new subscriber, with its unsubscribe link (made relative) and headers. */
async function welcomeOf(email: string, path = "/newsletter") {
  const after = await lastMailId();
  await subscribe(email, path);
  const mail = await lastMail("newsletter", after, email);
  const row = await env.DB.prepare("SELECT headers, html_body FROM mail_outbox WHERE id = ?").bind(mail.id).first<{ headers: string | null }>();
  const headers = JSON.parse(row?.headers ?? "{}") as Record<string, string>;
  const link = /http:\/\/127\.0\.0\.1:8787(\/(?:en\/)?unsubscribe\?token=[A-Za-z0-9_.-]+)/.exec(mail.text_body)?.[1];
  return { mail, headers, link: link ?? "" };
}

/** A mail written to the outbox, then straight through the queue's consumer, as if it had waited there. */
async function deliverQueued(message: MailMessage) {
  const mail = newMail(message);
  await env.DB.batch(outboxed(env.DB, [mail]));
  const batch = createMessageBatch<QueuedMail>("portal-mail", [{ id: `m-${mail.id}`, timestamp: Date.now(), attempts: 1, body: { id: mail.id } }]);
  const ctx = createExecutionContext();
  await worker.queue!(batch, env);
  return getQueueResult(batch, ctx);
}

const outboxCount = async (to: string, kind: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ? AND kind = ?").bind(to, kind).first<{ n: number }>())?.n ?? 0;

describe("unsubscribe by link", () => {
  it("a newsletter mail carries the RFC 8058 headers and a visible link; GET asks and writes nothing, POST applies at once", async () => {
    const email = "reader-th@example.com";
    const { mail, headers, link } = await welcomeOf(email);
    expect(headers["List-Unsubscribe"]).toBe(`<http://127.0.0.1:8787${link}>`);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text_body).toContain("ยกเลิกการรับได้ที่");
    expect(link).toMatch(/^\/unsubscribe\?token=/);

    const shown = await send(link);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect(shown.html).toContain(`หยุดส่งจดหมายข่าวไปที่ ${email} ใช่ไหม`);
    expect(shown.html).toContain("ยืนยันการยกเลิก");
    expect(await stopped(email, "newsletter")).toBe(false);

    const done = await send(link, { form: { token: new URL(link, "http://x").searchParams.get("token")! } });
    expect(done.status).toBe(200);
    expect(done.html).toContain(`ยกเลิกแล้ว: ${email} จะไม่ได้รับจดหมายข่าวอีก`);
    expect(await stopped(email, "newsletter")).toBe(true);
  });

  it("speaks the mail's language: an English sign-up's link opens the English page", async () => {
    const { link, mail } = await welcomeOf("reader-en@example.com", "/en/newsletter");
    expect(mail.text_body).toContain("Unsubscribe here:");
    expect(link).toMatch(/^\/en\/unsubscribe\?token=/);
    expect((await send(link)).html).toContain("Stop sending the newsletter to reader-en@example.com?");
  });

  it("a mail app's one-click POST (no sign-in, no origin) unsubscribes and answers 200", async () => {
    const email = "one-click@example.com";
    const { link } = await welcomeOf(email);
    const response = await exports.default.fetch(
      new Request(`http://example.com${link}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(response.status).toBe(200);
    expect(await stopped(email, "newsletter")).toBe(true);
  });

  it("a tampered or cut token shows a clear error in the page's language, never a 500, and changes nothing", async () => {
    const token = await unsubscribeToken(env.SESSION_SECRET, { email: "victim@example.com", kind: "newsletter", locale: "th" });
    const forged = token.replace(/^[^.]+/, btoa(JSON.stringify(["other@example.com", "newsletter", "th"])).replace(/=+$/, ""));
    for (const bad of [forged, token.slice(0, -3), "", "not-a-token"]) {
      const th = await send(`/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(th.status).toBe(400);
      expect(th.html).toContain("ลิงก์ยกเลิกการรับอีเมลไม่ถูกต้อง");
      const en = await send(`/en/unsubscribe?token=${encodeURIComponent(bad)}`, { form: { token: bad } });
      expect(en.status).toBe(400);
      expect(en.html).toContain("This unsubscribe link doesn&#x27;t work");
    }
    expect(await stopped("other@example.com", "newsletter")).toBe(false);
    expect(await stopped("victim@example.com", "newsletter")).toBe(false);
  });

  it("stops a mail already waiting in the queue, and only mail of that kind", async () => {
    const email = "queued@example.com";
    const token = await unsubscribeToken(env.SESSION_SECRET, { email, kind: "show-reminder", locale: "th" });
    // Queued before the unsubscribe, delivered after it.
    const reminder: MailMessage = { kind: "show-reminder", to: email, subject: "อีก 7 วัน: METALEX", text: "งานที่คุณบันทึกไว้จะเริ่มในอีก 7 วัน" };
    expect((await send(`/unsubscribe?token=${token}`, { form: { token } })).status).toBe(200);
    await deliverQueued(reminder);
    await deliverQueued({ kind: "newsletter", to: email, subject: "จดหมายข่าว", text: "ข่าวใหม่" });
    await deliverQueued({ kind: "reset-password", to: email, subject: "ตั้งรหัสผ่านใหม่", text: "ลิงก์ของคุณ" });
    expect(await outboxCount(email, "show-reminder")).toBe(0);
    expect(await outboxCount(email, "newsletter")).toBe(1);
    expect(await outboxCount(email, "reset-password")).toBe(1);
    const transactional = await env.DB.prepare("SELECT headers, text_body FROM mail_outbox WHERE to_address = ? AND kind = 'reset-password'").bind(email).first<{ headers: string | null; text_body: string }>();
    expect(transactional?.headers).toBeNull();
    expect(transactional?.text_body).not.toContain("unsubscribe");
  });
});

describe("the profile's mail switches", () => {
  it("show each optional kind's state, and a switch applies at once and stays after a reload", async () => {
    const member = await signedInMember("mail-switcher");
    const email = "mail-switcher@example.com";
    const profile = await send("/en/profile", { cookie: member.cookie });
    for (const label of ["Newsletter", "Reminders of saved shows", "Weekly digest of what you follow"]) expect(profile.html).toContain(label);
    expect(profile.html.match(/data-state="on"/g)).toHaveLength(3);

    const off = await send("/en/profile", { cookie: member.cookie, form: { intent: "mail-choice", kind: "follow-digest", wanted: "off" } });
    expect(off.status).toBe(303);
    expect(off.location).toBe("/en/profile?mail=follow-digest.off#mail-choices");
    expect(await stopped(email, "follow-digest")).toBe(true);
    const reloaded = await send("/en/profile?mail=follow-digest.off", { cookie: member.cookie });
    expect(reloaded.html).toContain("We have stopped the weekly digest of what you follow.");
    expect(reloaded.html.match(/data-state="off"/g)).toHaveLength(1);
    await deliverQueued({ kind: "follow-digest", to: email, subject: "This week", text: "New shows" });
    expect(await outboxCount(email, "follow-digest")).toBe(0);

    await send("/en/profile", { cookie: member.cookie, form: { intent: "mail-choice", kind: "follow-digest", wanted: "on" } });
    expect(await stopped(email, "follow-digest")).toBe(false);
    expect((await send("/profile", { cookie: member.cookie, form: { intent: "mail-choice", kind: "reset-password", wanted: "off" } })).status).toBe(400);
  });
});
