import type { StaffMember } from "../staff/accounts.server";
import { decideLease, LEASE_MS, type Lease } from "./lease";

/** The editing leases in the SESSIONS KV namespace, one key per record, gone on their own when not renewed. */
const leaseKey = (plural: string, id: number) => `content-lease:${plural}:${id}`;

/** KV keeps a key at least a minute; the lease itself carries its exact end. */
const KV_TTL_SECONDS = Math.max(60, LEASE_MS / 1000);

/** Takes or renews this editor's lease on a record; answers another editor's running lease instead. */
export async function holdLease(kv: KVNamespace, staff: StaffMember, plural: string, id: number): Promise<Lease | null> {
  const current = await kv.get<Lease>(leaseKey(plural, id), "json");
  const { take, heldBy } = decideLease(current, staff, new Date());
  if (!take) return heldBy;
  try {
    await kv.put(leaseKey(plural, id), JSON.stringify(take), { expirationTtl: KV_TTL_SECONDS });
    return null;
  } catch {
    // KV takes one write per key per second: the key was written just now, by this editor (a renewal: the
    // lease runs) or by another who opened the record at the same moment (theirs, then).
    return decideLease(await kv.get<Lease>(leaseKey(plural, id), "json"), staff, new Date()).heldBy;
  }
}
