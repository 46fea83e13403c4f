/**
 * Who is told of a new request to a listing, decided once when it is stored (docs/pages.md, "Requests to
 * listings nobody runs yet"): the members who run the listing, else the contact address the listing publishes,
 * else the site team, who forward it by hand.
 */
export const DELIVERY_CHANNELS = ["owners", "listing-contact", "site-team"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export interface Delivery {
  channel: DeliveryChannel;
  /** The address the request is mailed to when it is public (the listing's contact address), else null. */
  address: string | null;
}

/** One plain address, as a mail header may carry it: no display name, no list, no spaces or line breaks. */
const PLAIN_ADDRESS = /^[^\s@,;<>"()]{1,64}@[^\s@,;<>"()]+\.[^\s@,;<>"()]{2,}$/;

/** The listing's published contact address (`contactor.email`), when it is one usable address. */
export function publishedAddress(contactor: unknown): string | null {
  if (typeof contactor !== "object" || contactor === null) return null;
  const email = (contactor as { email?: unknown }).email;
  if (typeof email !== "string") return null;
  const address = email.trim();
  return address.length <= 200 && PLAIN_ADDRESS.test(address) ? address : null;
}

export function chooseDelivery(listing: { ownerCount: number; contactor: unknown }): Delivery {
  if (listing.ownerCount > 0) return { channel: "owners", address: null };
  const address = publishedAddress(listing.contactor);
  return address ? { channel: "listing-contact", address } : { channel: "site-team", address: null };
}

export const isDeliveryChannel = (value: unknown): value is DeliveryChannel => (DELIVERY_CHANNELS as readonly unknown[]).includes(value);

/** Who was told of a request, as stored when it was (migrations/0015_request_deliveries.sql). */
export interface DeliveryRecord {
  channel: DeliveryChannel;
  address: string | null;
  /** Whether the service's own mail went out; null for owners, whom the quotation mails tell. */
  mailed: boolean | null;
}

export function deliveryRecord(row: { channel: unknown; address: unknown; mailed: unknown } | null): DeliveryRecord | null {
  if (!row || !isDeliveryChannel(row.channel)) return null;
  return {
    channel: row.channel,
    address: typeof row.address === "string" && row.address ? row.address : null,
    mailed: row.mailed === null || row.mailed === undefined ? null : row.mailed === 1,
  };
}

/** How long the signed link to one request opens it, in days. */
export const REQUEST_LINK_DAYS = 30;
