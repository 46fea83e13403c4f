import type { OutboxRecord } from "~/shared-store/outbox.server";
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
  /** Its mail is on its way (in the outbox; before the outbox: handed to the mail queue). */
  queued: boolean;
  /** The outbox id of its latest mail; null for a message stored before mail ids were kept. */
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
 * Where a message's mail to the site team stands, from the outbox's record of its mail id (docs/decisions/053):
 * never handed to the queue (a message stored before the outbox); handed over before mail ids were kept (nothing
 * to look up); waiting (not sent yet, being sent, or failed and sent again from the mail page); delivered;
 * failed, with why.
 */
export type DeliveryState =
  | { kind: "not-queued" }
  | { kind: "untracked" }
  | { kind: "queued" }
  | { kind: "delivered"; at: string }
  | { kind: "failed"; reason: string; at: string };

export function deliveryState(message: Pick<ContactMessage, "queued" | "mailId">, record: OutboxRecord | undefined): DeliveryState {
  if (!message.queued) return { kind: "not-queued" };
  if (!message.mailId) return { kind: "untracked" };
  if (record?.state === "done") return { kind: "delivered", at: record.at };
  if (record?.state === "failed") return { kind: "failed", reason: record.lastError ?? "", at: record.at };
  return { kind: "queued" };
}

/** A mail still waiting is not sent again: it is on its way, and a resend would make two. */
export const mayResend = (state: DeliveryState) => state.kind !== "queued";
