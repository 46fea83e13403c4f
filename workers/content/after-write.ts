import { callerOf, type ContentContext } from "./context";
import { d1Facts } from "./d1-facts";
import { logReceivedEvent } from "./received-log";
import type { Row } from "./repository";
import type { Schema } from "./schema";
import { composeWriteEvent } from "./write-mail";
import { tellWritten } from "./write-listeners";

/**
 * What follows a stored create (`before` null) or update of a row, in one place for both routes: the write
 * listeners (the search index), the mails of its write event (`event`, recorded in the write's batch: who is
 * told of a new request, the booking, quotation and lead mails, a claim's decision, the contract form's team
 * mail, a newsletter welcome), and the log of what happened to a request a listing received.
 */
export async function afterWrite(c: ContentContext, schema: Schema, before: Row | null, row: Row | null, event: string | null): Promise<void> {
  await tellWritten(c.env.DB, schema.collection.plural, row);
  // The write is stored and its event with it: a failure here is logged, and the cron's pass composes the mails.
  if (event && row) await composeWriteEvent(c.env, event, schema, before, row).catch((error: unknown) => console.error("mail of a write left for the scheduled pass", error));
  const caller = await callerOf(c);
  if (caller.kind === "member" && row) await logReceivedEvent(d1Facts(c.env.DB), schema, row, caller.id, before ?? undefined);
}
