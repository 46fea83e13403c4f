import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { backOfficeStore } from "../../app/back-office/store/back-office-store.server";
import worker from "../../workers/app";
import { OVERDUE_MS } from "../../app/shared-store/outbox.server";
import type { ContentEnv } from "../../workers/content/env";
import { passOverOutbox } from "../../workers/jobs/outbox-pass";
import type { QueuedMail } from "../../workers/mail/mail-message";
import { API_TOKEN, bearer, jsonInit } from "./content-fixtures";
import { ORIGIN, send, signedInMember } from "./member-pages";
import { BROWSER } from "./seeded";
import { expectPrivate, signedInStaff } from "./staff-fixtures";
import { fetchWithEnv } from "./with-env";

/**
 * Contact messages in the back office (docs/pages.md, "Back office"): each with the state of its mail to the
 * site team, read from the outbox's record of it, and a resend as a new mail. The queue here is a fake that
 * keeps what it is given, and the tests run the consumer themselves, so each state is reached on purpose.
 */
type Signed = { cookie: string; id: number };
let editor: Signed;
let member: Signed;

const queued: QueuedMail[] = [];
let queueDown = false;
const queue = {
  sendBatch: async (messages: { body: QueuedMail }[]) => {
    if (queueDown) throw new Error("queue unavailable");
    queued.push(...messages.map((message) => message.body));
  },
};
const withQueue = { MAIL_QUEUE: queue } as unknown as Partial<Env> & Record<string, string>;

/** The outside mail provider: answers each POST with the next status in `answers`. */
const PROVIDER = "https://mail-provider.example/emails";
const providerEnv = { ...env, MAIL_API_URL: PROVIDER, MAIL_API_KEY: "test-key", MAIL_FROM: "ExpoLink <no-reply@expolink.example>" };
function fakeProvider(...answers: number[]) {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== PROVIDER) return realFetch(input, init);
    return new Response("{}", { status: answers.shift() ?? 200 });
  });
}

/** The mail queue's consumer taking these mails, as the platform would hand them over. */
async function consume(bodies: QueuedMail[]) {
  const batch = createMessageBatch<QueuedMail>(
    "portal-mail",
    bodies.map((body, i) => ({ id: `msg-${body.id}-${i}`, timestamp: Date.now(), attempts: 1, body })),
  );
  await worker.queue!(batch, providerEnv);
  await getQueueResult(batch, createExecutionContext());
}

afterEach(() => {
  vi.restoreAllMocks();
  queueDown = false;
});

/** A page of the back office, or a form post to it, answered by the Worker with the fake queue. */
async function page(path: string, cookie: string, form?: Record<string, string>) {
  const headers: Record<string, string> = { "User-Agent": BROWSER, Cookie: cookie };
  if (form) Object.assign(headers, { "Sec-Fetch-Site": "same-origin", Origin: ORIGIN });
  const response = await fetchWithEnv(
    withQueue,
    new Request(`${ORIGIN}${path}`, { method: form ? "POST" : "GET", headers, redirect: "manual", ...(form ? { body: new URLSearchParams(form) } : {}) }),
  );
  return { status: response.status, headers: response.headers, location: response.headers.get("location"), html: await response.text() };
}

/** A visitor's message through `api/email` (the contact page posts there): its id and the mail the queue got. */
async function contactMessage(subject: string): Promise<{ id: number; mail: QueuedMail | undefined }> {
  const count = queued.length;
  const body = { data: { name: "Somchai Jaidee", email: "somchai@example.co.th", subject, message: `About ${subject}`, locale: "en" } };
  const response = await fetchWithEnv(withQueue, new Request(`${ORIGIN}/api/email`, jsonInit("POST", body, bearer(API_TOKEN))));
  expect(response.status).toBe(200);
  const { data } = await response.json<{ data: { id: number } }>();
  return { id: data.id, mail: queued.length > count ? queued.at(-1) : undefined };
}

const mailIdOf = async (id: number) => (await env.DB.prepare("SELECT mail_id FROM contact_messages WHERE id = ?").bind(id).first<{ mail_id: string | null }>())!.mail_id;
/** The message a mail carries, as the outbox keeps it. */
const messageOf = async (mail: QueuedMail) =>
  JSON.parse((await env.DB.prepare("SELECT payload FROM outbox WHERE id = ?").bind(mail.id).first<{ payload: string }>())!.payload) as Record<string, unknown>;
const listed = (subject: string) => `/en/admin/messages?${new URLSearchParams({ q: subject })}`;

beforeAll(async () => {
  editor = await signedInStaff("messages-editor", "editor");
  member = await signedInMember("messages-member");
});

describe("contact messages in the back office", () => {
  it("are for staff only: strangers sign in first, members are refused, on the page and the resend", async () => {
    const { id } = await contactMessage("Private message");
    expect((await send("/admin/messages")).status).toBe(303);
    expect((await send("/admin/messages")).location).toContain("/admin/login");
    expect((await send("/admin/messages", { cookie: member.cookie })).status).toBe(403);
    expect((await send("/admin/messages", { form: { id: String(id), mail: "" } })).status).toBe(303);
    expect((await send("/admin/messages", { form: { id: String(id), mail: "" }, cookie: member.cookie })).status).toBe(403);
    const before = queued.length;
    const th = await page("/admin/messages", editor.cookie);
    expect(th.status).toBe(200);
    expectPrivate(th.headers);
    expect(th.html).toContain("Private message");
    expect(th.html).toContain("รออยู่ในคิวส่งอีเมล");
    expect(queued.length).toBe(before);
  });

  it("show a message waiting in the queue, delivered once the consumer sent it, and a resend as a second mail", async () => {
    const { id, mail } = await contactMessage("Booth prices 2027");
    expect(mail).toBeDefined();
    expect(await mailIdOf(id)).toBe(mail!.id);
    expect(await messageOf(mail!)).toMatchObject({ kind: "contact", replyTo: "somchai@example.co.th", subject: "[contact] Booth prices 2027" });

    const waiting = await page(listed("Booth prices 2027"), editor.cookie);
    expect(waiting.html).toContain("Waiting in the mail queue");
    expect(waiting.html).not.toContain(">Send again<");
    const refused = await page(listed("Booth prices 2027"), editor.cookie, { id: String(id), mail: mail!.id });
    expect(refused.location).toBe(`${listed("Booth prices 2027")}&done=waiting`);
    expect(queued.at(-1)).toBe(mail);

    fakeProvider(200);
    await consume([mail!]);
    const delivered = await page(listed("Booth prices 2027"), editor.cookie);
    expect(delivered.html).toMatch(/Delivered \w{3} \d+, \d{4}/);
    expect(delivered.html).toContain(">Send again<");

    const resent = await page(listed("Booth prices 2027"), editor.cookie, { id: String(id), mail: mail!.id });
    expect(resent.status).toBe(303);
    expect(resent.location).toBe(`${listed("Booth prices 2027")}&done=resent`);
    const second = queued.at(-1)!;
    expect(second.id).not.toBe(mail!.id);
    expect(await messageOf(second)).toEqual(await messageOf(mail!));
    expect(await mailIdOf(id)).toBe(second.id);
    const notice = await page(`${listed("Booth prices 2027")}&done=resent`, editor.cookie);
    expect(notice.html).toContain("The message is on the mail queue again, as a new mail.");
    expect(notice.html).toContain("Waiting in the mail queue");

    // The same button pressed twice: the second post names the mail the page showed, which is no longer the message's.
    const doubled = await page(listed("Booth prices 2027"), editor.cookie, { id: String(id), mail: mail!.id });
    expect(doubled.location).toBe(`${listed("Booth prices 2027")}&done=changed`);
    expect(queued.at(-1)).toBe(second);

    fakeProvider(200);
    await consume([second]);
    const sent = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE state = 'done' AND id IN (?, ?)").bind(mail!.id, second.id).first<{ n: number }>();
    expect(sent!.n).toBe(2);
    expect((await page(listed("Booth prices 2027"), editor.cookie)).html).toMatch(/Delivered \w{3} \d+, \d{4}/);

    const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: editor.id, collection: "contact-messages" });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "resend",
      targetId: String(id),
      before: { subject: "Booth prices 2027", mailId: mail!.id, state: { kind: "delivered" } },
      after: { mailId: second.id, state: { kind: "queued" } },
    });
  });

  it("show a mail the provider refused as failed, with why, and one the queue never took as not sent; both can be sent again", async () => {
    const { id, mail } = await contactMessage("Refused address");
    fakeProvider(422);
    await consume([mail!]);
    const failed = await page(listed("Refused address"), editor.cookie);
    expect(failed.html).toContain("mail API answered 422");
    expect(failed.html).toMatch(/Failed \w{3} \d+, \d{4}[^<]*: mail API answered 422/);
    const resent = await page(listed("Refused address"), editor.cookie, { id: String(id), mail: mail!.id });
    expect(resent.location).toContain("done=resent");
    fakeProvider(200);
    await consume([queued.at(-1)!]);
    expect((await page(listed("Refused address"), editor.cookie)).html).toMatch(/Delivered \w{3} \d+, \d{4}/);

    // A queue that is down loses nothing: the mail waits in the outbox, shown as waiting, and the cron's pass hands it on.
    queueDown = true;
    const lost = await contactMessage("Queue was down");
    queueDown = false;
    expect(lost.mail).toBeUndefined();
    const lostMail = await mailIdOf(lost.id);
    expect((await page(listed("Queue was down"), editor.cookie)).html).toContain("Waiting in the mail queue");
    await passOverOutbox({ ...env, MAIL_QUEUE: queue } as unknown as ContentEnv, new Date(Date.now() + OVERDUE_MS + 1000));
    const handedOn = queued.find((mail) => mail.id === lostMail)!;
    expect(handedOn).toBeDefined();
    fakeProvider(200);
    await consume([handedOn]);
    expect((await page(listed("Queue was down"), editor.cookie)).html).toMatch(/Delivered \w{3} \d+, \d{4}/);
  });

  it("answer a resend of an unknown message or a made-up mail id with a notice, never an error", async () => {
    const { id } = await contactMessage("Made-up mail");
    const forms: Record<string, string>[] = [{ id: "999999", mail: "" }, { id: String(id), mail: "not-its-mail" }, { id: "abc", mail: "" }, { id: String(id) }];
    for (const form of forms) {
      const answer = await page("/en/admin/messages", editor.cookie, form);
      expect(answer.status).toBe(303);
      expect(answer.location).toBe("/en/admin/messages?done=changed");
    }
  });
});
