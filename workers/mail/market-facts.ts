import type { LogAction } from "../../app/domain/activity-log";
import type { Listing, ListingKind } from "../../app/domain/listings";
import type { Row } from "../../app/model/columns";

/**
 * What the marketplace side effects (who is told of a new request, the owners' and the requester's mails, the
 * booking and lead mails, the site team's mail of a contract form, the log of what a listing received) read and
 * record beyond the written row: from D1 behind the embedded service (workers/content/d1-facts.ts), from Strapi's
 * REST API with the API token behind the proxy (workers/proxy/strapi-facts.ts), so both sources send the same mails
 * and log the same activity for the same writes (docs/decisions/037).
 */
export interface MarketFacts {
  /** A listing's names, slug, published contact and how many unblocked owners it has; null when there is none. */
  listing(kind: Listing, id: number): Promise<ListingRow | null>;
  /** A listing's owners, blocked accounts left out. */
  owners(kind: Listing, id: number): Promise<Owner[]>;
  member(id: number): Promise<MemberFacts | null>;
  /** A package's name (a contract form's), drafts included; null when there is none. */
  packageName(id: number): Promise<string | null>;
  /** A booth reservation with its show, booth type, organizer and member, as the booking mails need it. */
  booking(id: number): Promise<BookingRow | null>;
  /** Keeps who was told of a booking on the reservation, for its completed page. */
  recordOrganizerNotice(id: number, notice: string): Promise<void>;
  /** A row of a collection as the embedded service's D1 holds it (`<relation>_id` for a relation to one); null when there is none. */
  row(plural: string, id: number): Promise<Row | null>;
  /** Writes an entry of the activity log, linked to the listing it concerns so its owners and team read it. */
  recordActivity(entry: ActivityEntry): Promise<void>;
}

/** What happened to a request a listing received, for the activity log (workers/content/received-log.ts). */
export interface ActivityEntry {
  /** The member who did it. */
  user: number;
  action: LogAction;
  meta: { collection: string; id: number; status: string };
  listing: { kind: ListingKind; id: number };
}

/** The member a mail goes to. */
export interface MemberFacts {
  email: string;
  first_name: string | null;
  username: string;
}

/** A listing's owner, as their mails address them. */
export interface Owner {
  email: string;
  locale: string | null;
  first_name: string | null;
  username: string;
}

export interface ListingRow {
  th: string;
  en: string | null;
  slug: string | null;
  contactor: string | null;
  owners: number;
}

export interface BookingRow {
  id: number;
  booth_count: number | null;
  booth_numbers: string | null;
  company_name: string | null;
  contact_name: string;
  email: string;
  phone: string;
  products: string | null;
  message: string | null;
  locale: string | null;
  show_th: string;
  show_en: string | null;
  type_th: string;
  type_en: string | null;
  organizer_id: number | null;
  organizer_th: string | null;
  organizer_en: string | null;
  organizer_slug: string | null;
  organizer_contactor: string | null;
  member_email: string | null;
  member_name: string | null;
}

