import type { Locale } from "./locales.ts";

/**
 * Who hears about a new booth booking, as requests to listings do (app/domain/request-delivery.ts). The members
 * who run the show's organizer listing (its `owners`, docs/decisions/024-listing-owners-and-quotation-status.md)
 * read leads on ExpoLink, so they get it in their own language; an organizer nobody runs yet is told at its
 * listing's contact address, whose reader's language is unknown; without either, or when the show names no
 * organizer, the site team is, who forward it by hand.
 */
export const ORGANIZER_NOTICES = ["owners", "contact", "team"] as const;
export type OrganizerNotice = (typeof ORGANIZER_NOTICES)[number];

export interface ListingOwner {
  email: string;
  locale: string | null;
  name: string;
}

/** The team's address is the service's to know (its env), so its recipient carries none. */
export type OrganizerRecipient = { kind: "owner"; email: string; locale: Locale; name: string } | { kind: "contact"; email: string } | { kind: "team" };

export function organizerRecipients(owners: readonly ListingOwner[], contact: string | null): { notice: OrganizerNotice; recipients: OrganizerRecipient[] } {
  if (owners.length > 0) {
    return {
      notice: "owners",
      recipients: owners.map((o) => ({ kind: "owner", email: o.email, locale: o.locale === "en" ? "en" : "th", name: o.name })),
    };
  }
  if (contact) return { notice: "contact", recipients: [{ kind: "contact", email: contact }] };
  return { notice: "team", recipients: [{ kind: "team" }] };
}

export function isOrganizerNotice(value: unknown): value is OrganizerNotice {
  return (ORGANIZER_NOTICES as readonly unknown[]).includes(value);
}
