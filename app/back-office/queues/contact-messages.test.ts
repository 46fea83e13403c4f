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
  const record = (state: "waiting" | "sending" | "done" | "failed", lastError: string | null = null) => ({ state, at: "2026-11-20T03:00:05.000Z", lastError });

  it("tells a message never handed to the queue from one handed over before mail ids were kept", () => {
    expect(deliveryState({ queued: false, mailId: null }, undefined)).toEqual({ kind: "not-queued" });
    expect(deliveryState({ queued: true, mailId: null }, undefined)).toEqual({ kind: "untracked" });
  });

  it("is waiting while the outbox has not sent it, delivered once it has, failed with why", () => {
    expect(deliveryState(queued, undefined)).toEqual({ kind: "queued" });
    expect(deliveryState(queued, record("waiting", "mail API answered 503"))).toEqual({ kind: "queued" });
    expect(deliveryState(queued, record("sending"))).toEqual({ kind: "queued" });
    expect(deliveryState(queued, record("done"))).toEqual({ kind: "delivered", at: "2026-11-20T03:00:05.000Z" });
    expect(deliveryState(queued, record("failed", "mail API answered 422"))).toEqual({ kind: "failed", reason: "mail API answered 422", at: "2026-11-20T03:00:05.000Z" });
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
