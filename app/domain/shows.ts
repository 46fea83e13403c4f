/** Where a trade show is held: in Thailand, or abroad (its list pages and search kinds split on it). */
export const SHOW_SCOPES = ["thai", "international"] as const;
export type ShowScope = (typeof SHOW_SCOPES)[number];

/** Whether a show or event still runs as announced; the calendar feed and schema.org name each of these. */
export const SHOW_STATUSES = ["scheduled", "postponed", "cancelled", "moved-online"] as const;
export type ShowStatus = (typeof SHOW_STATUSES)[number];

/** How visitors attend: on site, online, or both. */
export const ATTENDANCE_MODES = ["offline", "online", "mixed"] as const;
export type AttendanceMode = (typeof ATTENDANCE_MODES)[number];
