/** The site team's answer to a member's claim of a listing ("Is this your company?"); none yet is pending. */
export const CLAIM_DECISIONS = ["approved", "declined"] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

/** A stored decision, or null for a pending claim (and for anything the queue does not know). */
export const claimDecisionOf = (value: unknown): ClaimDecision | null =>
  CLAIM_DECISIONS.find((decision) => decision === value) ?? null;
