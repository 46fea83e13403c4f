/** The statuses an organizer moves a booth lead through, from the day it arrives to the day it is done with. */
export const LEAD_STATUSES = ["new", "in-progress", "replied", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus => typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
