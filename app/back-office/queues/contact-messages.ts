import type { MailRecord } from "~/portal-store/mail-deliveries.server";
import type { Locale } from "~/domain/locales";

/** A message sent through the contact form (`contact-messages`), as the back office lists it. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  locale: Locale;
  createdAt: string;
  /** Handed to the mail queue. */
  queued: boolean;
  /** The queue's id of its latest mail; null before one was handed over, or for a message stored before ids were kept. */
  mailId: string | null;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function contactMessageOf(entity: { id: number; attributes: Record<string, unknown> }): ContactMessage {
  const a = entity.attributes;
  return {
    id: entity.id,
    name: text(a.name),
    email: text(a.email),
    phone: text(a.phone),
    subject: text(a.subject),
    message: text(a.message),
    locale: a.locale === "en" ? "en" : "th",
    createdAt: text(a.createdAt),
    queued: a.delivered === true,
    mailId: text(a.mail_id) || null,
  };
}

/**
 * Where a message's mail to the site team stands, from the queue's own records of its mail id: never handed to
 * the queue; handed over before mail ids were kept (nothing to look up); waiting in the queue (not taken yet,
 * being sent, or failed and put back from the failed mails page); delivered; failed, with why.
 */
export type DeliveryState =
  | { kind: "not-queued" }
  | { kind: "untracked" }
  | { kind: "queued" }
  | { kind: "delivered"; at: string }
  | { kind: "failed"; reason: string; at: string };

export function deliveryState(message: Pick<ContactMessage, "queued" | "mailId">, record: MailRecord | undefined): DeliveryState {
  if (!message.queued) return { kind: "not-queued" };
  if (!message.mailId) return { kind: "untracked" };
  if (record?.delivery?.state === "sent") return { kind: "delivered", at: record.delivery.at };
  if (record?.failure && !record.failure.resentAt) return { kind: "failed", reason: record.failure.reason, at: record.failure.at };
  return { kind: "queued" };
}

/** A mail still waiting in the queue is not sent again: the queue is working on it, and a resend would make two. */
export const mayResend = (state: DeliveryState) => state.kind !== "queued";
