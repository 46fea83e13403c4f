import type { StaffTextKey } from "../texts/staff-texts";

/** A list's bulk actions (app/back-office/editor/bulk.server.ts): what the list offers and what a refusal answers. */
export const BULK_ACTIONS = ["publish", "unpublish", "delete"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export interface BulkAnswer {
  alert: StaffTextKey;
  /** The ids ticked, so the refusal keeps them ticked. */
  chosen: number[];
  action: string;
}
