import { type DeliveryChannel, isDeliveryChannel } from "~/domain/request-delivery";
import type { TextKey } from "~/i18n/translator";

/** Who was told of a request, as stored when it was (migrations/0013_request_deliveries.sql). */
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

/**
 * What the completed page says about who was told: only what happened. No record (a remote Strapi, a failure
 * before it was stored) says nothing beyond the saved request; a mail that did not go out says so.
 */
export function toldText(delivery: DeliveryRecord | null): TextKey | null {
  if (!delivery) return null;
  if (delivery.channel === "owners") return "quotations.completed.told.owners";
  if (delivery.channel === "listing-contact" && delivery.address) {
    return delivery.mailed ? "quotations.completed.told.contact" : "quotations.completed.told.contactFailed";
  }
  return delivery.mailed ? "quotations.completed.told.team" : "quotations.completed.told.teamFailed";
}
