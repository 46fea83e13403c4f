import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { appContext } from "~/context";
import { LISTINGS } from "~/domain/listings";
import type { StaffMember } from "~/back-office/staff/accounts.server";
import { recordStaffWrite } from "~/back-office/staff/audit.server";
import { CLAIM_POPULATE, type Claim, claimOf, pendingClaimsQuery } from "~/lib/claims";
import { ownersOf } from "./owners.server";

type Context = Readonly<RouterContextProvider>;
type Entity = { id: number; attributes: Record<string, unknown> };

const CONTRACT_FORMS = "api/contract-forms";

/** The claims queue's reads and decisions (docs/pages.md, "Back office"). */

/** Claims nobody has decided yet, oldest first (the queue is worked from the top), read with the API token. */
export async function pendingClaims(request: Request, context: Context): Promise<Claim[]> {
  const result = await contentClient(request, context, "server").query<{ data: Entity[] }>(CONTRACT_FORMS, pendingClaimsQuery(100));
  if (!result.ok) throw new Error(`claims not read: ${result.status} ${result.error.message}`);
  return result.data.data.map(claimOf).filter((claim): claim is Claim => claim !== null);
}

/** A claim still waiting for a decision; null for anything else (decided already, a package contract, unknown). */
async function pendingClaim(request: Request, context: Context, id: number): Promise<Claim | null> {
  const result = await contentClient(request, context, "server").findOne<{ data: Entity }>(CONTRACT_FORMS, id, { populate: CLAIM_POPULATE });
  const claim = result.ok ? claimOf(result.data.data) : null;
  return claim && claim.decision === null ? claim : null;
}

async function writeOrFail(label: string, write: Promise<{ ok: boolean; status: number }>) {
  const result = await write;
  if (!result.ok) throw new Error(`${label}: the content service answered ${result.status}`);
}

/**
 * Approving makes the member an owner of the listing (the private `owners` relation and the public `verified`
 * mark, written with the API token so the service's rules and cache renewal apply), then stamps the claim, which
 * mails the member (workers/mail/claim-mails.ts). Both writes are logged.
 */
export async function approveClaim(request: Request, context: Context, staff: StaffMember, id: number): Promise<Claim | null> {
  const claim = await pendingClaim(request, context, id);
  if (!claim || claim.memberId === null) return null;
  const client = contentClient(request, context, "server");
  const { env } = context.get(appContext);
  const listing = LISTINGS[claim.kind];
  const key = { kind: claim.kind, id: claim.listing.id };
  const ownersBefore = await ownersOf(request, context, key);
  await writeOrFail("owner not added", client.update(listing.api, claim.listing.id, { data: { owners: { connect: [claim.memberId] }, verified: true } }));
  const ownersAfter = await ownersOf(request, context, key);
  await recordStaffWrite(env, { staff, action: "add-owner", target: { collection: listing.plural, id: claim.listing.id }, before: { owners: ownersBefore }, after: { owners: ownersAfter } });
  await writeOrFail("claim not approved", client.update(CONTRACT_FORMS, id, { data: { claim_decision: "approved" } }));
  await recordStaffWrite(env, { staff, action: "approve", target: { collection: "contract-forms", id }, before: claim, after: { ...claim, decision: "approved" } });
  return claim;
}

/** Declining stamps the claim with the reason, which the member is mailed; logged. */
export async function declineClaim(request: Request, context: Context, staff: StaffMember, id: number, reason: string): Promise<Claim | null> {
  const claim = await pendingClaim(request, context, id);
  if (!claim) return null;
  const client = contentClient(request, context, "server");
  await writeOrFail("claim not declined", client.update(CONTRACT_FORMS, id, { data: { claim_decision: "declined", decline_reason: reason } }));
  await recordStaffWrite(context.get(appContext).env, {
    staff,
    action: "decline",
    target: { collection: "contract-forms", id },
    before: claim,
    after: { ...claim, decision: "declined", declineReason: reason },
  });
  return claim;
}
