import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { OVERDUE_MS } from "../../app/shared-store/outbox.server";
import { bookingReference } from "../../app/domain/references";
import { reserveBooth } from "../../workers/content/booth-reservations";
import type { ContentEnv } from "../../workers/content/env";
import { requireSchema } from "../../workers/content/schema";
import { toColumnValues } from "../../workers/content/validation";
import { writeEvent } from "../../workers/content/write-mail";
import { passOverOutbox } from "../../workers/jobs/outbox-pass";
import { remindSavedShows } from "../../workers/jobs/show-reminders";
import type { QueuedMail } from "../../workers/mail/mail-message";
import { teamAddress } from "../../workers/mail/team-mail";
import { BOOTH_SHOW, BOOTH_TYPES, bearer, boothReservation, createMember, insertBoothFixtures, insertFixtures, jsonInit } from "./content-fixtures";
import { ORIGIN } from "./member-pages";
import { fetchWithEnv } from "./with-env";

/**
 * The outbox (docs/decisions/053) against crashes: a write and its mail are one batch, so whatever dies after it
 * (the queue send, the composing of a write's mails, a reminder's queueing), the cron's pass hands the mail on and
 * the consumer sends it once.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const TEAM = teamAddress(env);
const EXHIBITOR = "outbox-exhibitor@example.com";
/** A booking's two recipients (its organizer, Informa, has no owners and no address), as the queries order them. */
const TOLD = [EXHIBITOR, TEAM].sort();
let member: { jwt: string; id: number };

/** A mail queue that fails its next `failures` sends and keeps the ids it takes after. */
function fakeQueue(failures = 0) {
  const taken: string[] = [];
  let failing = failures;
  const queue = {
    sendBatch: async (messages: { body: { id: string } }[]) => {
      if (failing > 0) {
        failing -= 1;
        throw new Error("queue unavailable");
      }
      taken.push(...messages.map((message) => message.body.id));
    },
  };
  return { taken, withQueue: { ...env, MAIL_QUEUE: queue } as unknown as ContentEnv };
}

/** The cron's env without a queue: what it hands on is delivered at once. */
const direct = { ...env, MAIL_QUEUE: undefined } as unknown as ContentEnv;
/** The cron's pass a few minutes on, when what a crash left behind is overdue. */
const minutesOn = () => new Date(Date.now() + OVERDUE_MS + 1000);

/** The queue's consumer taking these ids, with the local mailbox as the provider. */
async function consume(ids: string[]) {
  const batch = createMessageBatch<QueuedMail>("portal-mail", ids.map((id, i) => ({ id: `m-${i}-${id}`, timestamp: Date.now(), attempts: 1, body: { id } })));
  await worker.queue!(batch, env);
  return getQueueResult(batch, createExecutionContext());
}

/** The outbox's mails naming a text (a booking's reference): to whom, and where each stands. */
const outboxMailsOf = async (text: string) =>
  (
    await env.DB.prepare("SELECT id, json_extract(payload, '$.to') AS to_address, state FROM outbox WHERE kind = 'mail' AND json_extract(payload, '$.subject') LIKE ? ORDER BY to_address")
      .bind(`%${text}%`)
      .all<{ id: string; to_address: string; state: string }>()
  ).results;

/** How many mails the local mailbox holds per recipient, of those naming `text`. */
const mailboxOf = async (text: string) =>
  (
    await env.DB.prepare("SELECT to_address, COUNT(*) AS n FROM mail_outbox WHERE subject LIKE ? GROUP BY to_address ORDER BY to_address").bind(`%${text}%`).all<{ to_address: string; n: number }>()
  ).results;

const bookingOf = (name: string) => ({ ...boothReservation(name), booth_count: 1, company_name: "Siam Steel Co." });

beforeAll(async () => {
  await insertFixtures();
  await insertBoothFixtures();
  member = await createMember("outbox-exhibitor");
});

describe("a booking and its mail", () => {
  it("survive a queue send that fails after the batch: the mail waits, the cron's pass hands it on, once, and it is sent once", async () => {
    const { taken, withQueue } = fakeQueue(1);
    const answer = await fetchWithEnv(
      withQueue as unknown as Partial<Env> & Record<string, string>,
      new Request(`${ORIGIN}/api/booth-reservations`, jsonInit("POST", { data: bookingOf("queue-down") }, bearer(member.jwt))),
    );
    expect(answer.status).toBe(200);
    const reference = bookingReference((await answer.json<{ data: { id: number } }>()).data.id);
    // The team is told, and the member gets the confirmation: both in the outbox, neither handed on.
    const mails = await outboxMailsOf(reference);
    expect(mails.map((m) => [m.to_address, m.state])).toEqual(TOLD.map((to) => [to, "waiting"]));
    expect(taken).toEqual([]);
    expect(await mailboxOf(reference)).toEqual([]);

    const later = minutesOn();
    await passOverOutbox(withQueue, later);
    expect(taken).toEqual(expect.arrayContaining(mails.map((m) => m.id)));
    // A second pass right after hands nothing on again.
    const handed = taken.length;
    await passOverOutbox(withQueue, later);
    await passOverOutbox(withQueue, new Date(later.getTime() + 60_000));
    expect(taken).toHaveLength(handed);

    // The queue may hand a message over twice: still one mail each.
    const ids = mails.map((m) => m.id);
    await consume([...ids, ...ids]);
    await consume(ids);
    expect(await mailboxOf(reference)).toEqual(TOLD.map((to) => ({ to_address: to, n: 1 })));
    expect((await outboxMailsOf(reference)).map((m) => m.state)).toEqual(["done", "done"]);
  });

  it("survive a Worker that dies after the booking's batch, before its mails are composed: the cron composes them, once", async () => {
    const schema = requireSchema("booth-reservations");
    const event = writeEvent(env.DB, schema, null)!;
    const values = toColumnValues(schema, { ...bookingOf("died-before-composing"), trade_show: BOOTH_SHOW, booth_type: BOOTH_TYPES.shell, user: member.id });
    const row = await reserveBooth(env.DB, values, event.alongside);
    const reference = bookingReference(row.id);
    // Stored with its write event, and nothing else yet: no mail, no record of who was told.
    expect(await env.DB.prepare("SELECT state, json_extract(payload, '$.row') AS row FROM outbox WHERE id = ?").bind(event.id).first()).toEqual({ state: "waiting", row: row.id });
    expect(await outboxMailsOf(reference)).toEqual([]);
    expect(row.organizer_notice).toBeNull();

    // Not yet overdue: the pass leaves a write that may still be composing alone.
    await passOverOutbox(direct);
    expect(await outboxMailsOf(reference)).toEqual([]);
    const later = minutesOn();
    await Promise.all([passOverOutbox(direct, later), passOverOutbox(direct, later)]);
    await passOverOutbox(direct, new Date(later.getTime() + OVERDUE_MS + 1000));
    expect(await env.DB.prepare("SELECT state FROM outbox WHERE id = ?").bind(event.id).first()).toEqual({ state: "done" });
    expect(await env.DB.prepare("SELECT organizer_notice FROM booth_reservations WHERE id = ?").bind(row.id).first()).toEqual({ organizer_notice: "team" });
    expect(await mailboxOf(reference)).toEqual(TOLD.map((to) => ({ to_address: to, n: 1 })));
  });

  it("is not written for a booking the last-booth rule refuses: a sold-out booth type leaves no outbox row", async () => {
    const rows = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox").first<{ n: number }>())!.n;
    const island = { ...bookingOf("island-first"), booth_type: BOOTH_TYPES.island };
    const first = await fetchWithEnv({}, new Request(`${ORIGIN}/api/booth-reservations`, jsonInit("POST", { data: island }, bearer(member.jwt))));
    expect(first.status).toBe(200);
    const before = await rows();
    const refused = await fetchWithEnv({}, new Request(`${ORIGIN}/api/booth-reservations`, jsonInit("POST", { data: { ...island, contact_name: "island-second" } }, bearer(member.jwt))));
    expect(refused.status).toBe(400);
    expect(await rows()).toBe(before);

    // The same straight through the service's batch: the event goes with the booking or not at all.
    const schema = requireSchema("booth-reservations");
    const event = writeEvent(env.DB, schema, null)!;
    const values = toColumnValues(schema, { ...island, trade_show: BOOTH_SHOW, user: member.id });
    await expect(reserveBooth(env.DB, values, event.alongside)).rejects.toThrow();
    expect(await env.DB.prepare("SELECT id FROM outbox WHERE id = ?").bind(event.id).first()).toBeNull();
  });
});

describe("a reminder and its mail", () => {
  it("survive a queue send that fails after the reminder's claim: the cron's pass delivers it, once", async () => {
    const saver = await env.DB.prepare(
      "INSERT INTO up_users (username, email, provider, password, confirmed, blocked, locale) VALUES ('outbox-saver', 'outbox-saver@example.com', 'local', '', 1, 0, 'en') RETURNING id",
    ).first<{ id: number }>();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO trade_shows (id, name, name_en, slug, start_date, end_date, scope, published_at) VALUES
          (70, 'งานที่บันทึกไว้', 'Saved Fair', 'outbox-saved-fair', '2027-03-15', '2027-03-16', 'thai', '2026-01-01T00:00:00.000Z')`,
      ),
      env.DB.prepare("INSERT INTO bookmarks (user_id, collection, item_id) VALUES (?, 'trade-shows', 70)").bind(saver!.id),
    ]);
    const { taken, withQueue } = fakeQueue(1);
    const monday = new Date("2027-03-08T08:00:00+07:00");
    await remindSavedShows(withQueue, monday);
    // Claimed, written, not queued; a second run claims nothing and writes nothing.
    await remindSavedShows(withQueue, monday);
    const reminders = await outboxMailsOf("Saved Fair");
    expect(reminders.map((m) => m.state)).toEqual(["waiting"]);
    expect(taken).toEqual([]);
    expect(await mailboxOf("Saved Fair")).toEqual([]);

    await passOverOutbox(direct, minutesOn());
    await passOverOutbox(direct, minutesOn());
    expect(await mailboxOf("Saved Fair")).toEqual([{ to_address: "outbox-saver@example.com", n: 1 }]);
    expect((await outboxMailsOf("Saved Fair")).map((m) => m.state)).toEqual(["done"]);
  });
});
