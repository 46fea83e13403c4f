import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { appContext } from "~/context";
import type { LogAction } from "../../domain/activity-log";
import type { ListingKind } from "~/domain/listings";

/** An action to log; the listing it concerns goes under its kind (`venue: 12`), and its owners see the entry on the quotation profile. */
export interface LogEntry extends Partial<Record<ListingKind, number>> {
  action: LogAction;
  /** The page the action happened on (without the locale prefix is fine; the log shows it as is). */
  path?: string;
  /** Small facts about the action: `{ collection: "quotation-venues", id: 12, status: "answered" }`. */
  meta?: Record<string, string | number | boolean | null>;
}

/**
 * Records one action in `api/activity-logs` with the member's own token (the service sets `user` to them).
 * Never throws and never rejects: call it after the action itself was stored, and a log that cannot be written
 * is a console line, not a failed action. Answers whether the entry was stored.
 */
export async function saveLog(request: Request, context: Readonly<RouterContextProvider>, token: string, entry: LogEntry): Promise<boolean> {
  try {
    const result = await contentClient(request, context, { token }).create("api/activity-logs", { data: entry });
    if (!result.ok) console.error(`activity log refused (${entry.action})`, result.status, result.error.message);
    return result.ok;
  } catch (error) {
    console.error(`activity log failed (${entry.action})`, error);
    return false;
  }
}

/** `saveLog` after the answer is sent (waitUntil): the action's own response never waits for its log. */
export function queueLog(request: Request, context: Readonly<RouterContextProvider>, token: string, entry: LogEntry): void {
  context.get(appContext).ctx.waitUntil(saveLog(request, context, token, entry));
}
