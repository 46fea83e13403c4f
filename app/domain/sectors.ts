import { LISTING_KINDS } from "./listings.ts";

/** The groups of master data's sectors: industries (shows and events) and the sectors of each listing kind. */
export const SECTOR_GROUPS = ["industry", ...LISTING_KINDS] as const;
export type SectorGroup = (typeof SECTOR_GROUPS)[number];
