import type { DeliveryRecord } from "~/domain/request-delivery";
import type { TextKey } from "~/i18n/translator";

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
