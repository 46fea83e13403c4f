import { listingOfQuotationTable } from "../../app/domain/listings";
import { consume, RATE_RULES } from "./auth/rate-limit";
import type { Caller } from "./auth/caller";
import type { Schema } from "./schema";

/**
 * Counts a member's new quotation request against their hourly limit and their daily limit for that listing
 * (app/domain/request-limits.ts); over either, the request is refused with a 429 and Retry-After before it is
 * stored. The API token (imports, the site team) is not limited.
 */
export async function limitQuotationRequest(db: D1Database, schema: Schema, caller: Caller, data: Record<string, unknown>): Promise<void> {
  const listing = listingOfQuotationTable(schema.table);
  if (!listing || caller.kind !== "member") return;
  const target = data[listing.kind];
  await consume(
    db,
    [RATE_RULES.quotationPerMember, String(caller.id)],
    [RATE_RULES.quotationPerMemberAndListing, target === undefined || target === null ? null : `${caller.id}:${listing.kind}:${String(target)}`],
  );
}
