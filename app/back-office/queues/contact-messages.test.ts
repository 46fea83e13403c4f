import { describe, expect, it } from "vitest";
import { contactMessageOf, deliveryState, mayResend } from "./contact-messages";

const entity = (attributes: Record<string, unknown>) => ({
  id: 7,
  attributes: {
    name: "Somchai",
    email: "somchai@example.com",
    phone: null,
    subject: "Booth prices",
    message: "How much is a corner booth?",
    locale: "en",
    createdAt: "2026-11-20T03:00:00.000Z",
    delivered: true,
    mail_id: "abc",
    ...attributes,
  },
});

describe("contactMessageOf", () => {
  it("reads a message with its mail id, and none when it has none", () => {
    expect(contactMessageOf(entity({}))).toMatchObject({ id: 7, phone: "", locale: "en", queued: true, mailId: "abc" });
    expect(contactMessageOf(entity({ delivered: false, mail_id: null, locale: "de" }))).toMatchObject({ queued: false, mailId: null, locale: "th" });
  });
});

describe("deliveryState", () => {
  const queued = { queued: true, mailId: "abc" };
  const sent = { state: "sent" as const, at: "2026-11-20 03:00:05" };
  const failure = { reason: "mail API answered 422", at: "2026-11-20 03:01:00", resentAt: null };

  it("tells a message never handed to the queue from one handed over before mail ids were kept", () => {
    expect(deliveryState({ queued: false, mailId: null }, undefined)).toEqual({ kind: "not-queued" });
    expect(deliveryState({ queued: true, mailId: null }, undefined)).toEqual({ kind: "untracked" });
  });

  it("is waiting while the queue has not sent it, delivered once it has, failed with why", () => {
    expect(deliveryState(queued, { delivery: null, failure: null })).toEqual({ kind: "queued" });
    expect(deliveryState(queued, { delivery: { state: "sending", at: sent.at }, failure: null })).toEqual({ kind: "queued" });
    expect(deliveryState(queued, { delivery: sent, failure: null })).toEqual({ kind: "delivered", at: sent.at });
    expect(deliveryState(queued, { delivery: null, failure })).toEqual({ kind: "failed", reason: failure.reason, at: failure.at });
  });

  it("is waiting again when the failed mail was put back on the queue, and delivered when that worked", () => {
    const putBack = { ...failure, resentAt: "2026-11-20T04:00:00.000Z" };
    expect(deliveryState(queued, { delivery: null, failure: putBack })).toEqual({ kind: "queued" });
    expect(deliveryState(queued, { delivery: sent, failure: putBack })).toEqual({ kind: "delivered", at: sent.at });
  });
});

describe("mayResend", () => {
  it("refuses only a mail still waiting in the queue", () => {
    expect(mayResend({ kind: "queued" })).toBe(false);
    for (const state of [{ kind: "not-queued" }, { kind: "untracked" }, { kind: "delivered", at: "x" }, { kind: "failed", reason: "r", at: "x" }] as const) {
      expect(mayResend(state)).toBe(true);
    }
  });
});
