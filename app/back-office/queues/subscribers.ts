import { toCsv } from "~/lib/csv";
import type { Locale } from "~/domain/locales";

/** A newsletter subscriber (`email-subscriptions`), as the back office lists and exports them. */
export interface Subscriber {
  id: number;
  email: string;
  locale: Locale;
  source: string;
  createdAt: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function subscriberOf(entity: { id: number; attributes: Record<string, unknown> }): Subscriber {
  const a = entity.attributes;
  return { id: entity.id, email: text(a.email), locale: a.locale === "en" ? "en" : "th", source: text(a.source), createdAt: text(a.createdAt) };
}

/** The export: one row per subscriber, the header in the page's language (app/lib/csv.ts makes it safe for Excel). */
export function subscribersCsv(subscribers: readonly Subscriber[], header: { email: string; language: string; source: string; subscribed: string }): string {
  return toCsv(
    [header.email, header.language, header.source, header.subscribed],
    subscribers.map((s) => [s.email, s.locale, s.source, s.createdAt]),
  );
}
