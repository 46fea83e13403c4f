/** The actions the activity log records; their labels live under `contracts.activity.actions`. */
export const LOG_ACTIONS = ["sign-in", "quotation-sent", "quotation-read", "quotation-answered", "reservation-made", "status-changed"] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];

export const isLogAction = (value: unknown): value is LogAction => LOG_ACTIONS.includes(value as LogAction);
