
/**
 * Who hears about a new booth booking. The members who run the show's organizer listing (its `owners`,
 * docs/decisions/024-listing-owners-and-quotation-status.md) read leads on ExpoLink, so they get it in their own
 * language; an organizer nobody runs yet is told at its listing's contact address, whose reader's language is
 * unknown; without either, no one is, and the completed page says so.
 */
export const ORGANIZER_NOTICES = ["owners", "contact", "none"] as const;
export type OrganizerNotice = (typeof ORGANIZER_NOTICES)[number];

export interface ListingOwner {
  email: string;
  locale: string | null;
  name: string;
}

export type OrganizerRecipient = { kind: "owner"; email: string; locale: "th" | "en"; name: string } | { kind: "contact"; email: string };

export function organizerRecipients(owners: readonly ListingOwner[], contact: string | null): { notice: OrganizerNotice; recipients: OrganizerRecipient[] } {
  if (owners.length > 0) {
    return {
      notice: "owners",
      recipients: owners.map((o) => ({ kind: "owner", email: o.email, locale: o.locale === "en" ? "en" : "th", name: o.name })),
    };
  }
  if (contact) return { notice: "contact", recipients: [{ kind: "contact", email: contact }] };
  return { notice: "none", recipients: [] };
}

export function isOrganizerNotice(value: unknown): value is OrganizerNotice {
  return (ORGANIZER_NOTICES as readonly unknown[]).includes(value);
}
