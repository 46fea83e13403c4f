/** What a job's salary amounts are paid per (a job's `salary_unit`). */
export const PAY_UNITS = ["month", "day", "hour", "project"] as const;
export type PayUnit = (typeof PAY_UNITS)[number];
