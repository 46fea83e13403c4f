import type { PortalStore } from "./portal-store.server";

/**
 * One save per loaded version of a record. Reading `updatedAt` and then writing leaves a moment in which two
 * editors who opened the same version both pass the version check; each save first claims its loaded version
 * as a one-time submission key (the table's primary key makes the claim atomic), so only the first of them is
 * written and the other is refused as stale. A failed write lets its claim go, so the editor can try again.
 */
const SCOPE = "content-save";

export interface SaveTurn {
  /** The write went through: the claim stays, and that version can no longer be saved over. */
  done(): Promise<void>;
  /** The write did not happen: the version may be saved again. */
  release(): Promise<void>;
}

export async function claimSaveTurn(store: PortalStore, plural: string, id: number, loadedAt: string): Promise<SaveTurn | null> {
  const key = `${plural}/${id}@${loadedAt}`;
  const claim = await store.submissionKeys.claim(SCOPE, key, crypto.randomUUID());
  if (claim.kind !== "first") return null;
  return {
    done: () => store.submissionKeys.complete(SCOPE, key, 303, ""),
    release: () => store.submissionKeys.release(SCOPE, key),
  };
}
