import { bookingMailsOf } from "../mail/booking-mails";
import { claimDecisionMailsOf } from "../mail/claim-mails";
import type { Later } from "../mail/market-facts";
import { welcomeSubscriber } from "../mail/newsletter-mail";
import { quotationMailsOf } from "../mail/quotation-mails";
import { mailContractForm } from "../mail/team-mail";
import { afterAnswer } from "./after-answer";
import { callerOf, type ContentContext } from "./context";
import { d1Facts } from "./d1-facts";
import { logReceivedEvent } from "./received-log";
import { deliverRequest } from "./request-delivery";
import type { Row } from "./repository";
import type { Schema } from "./schema";
import { tellWritten } from "./write-listeners";

/**
 * What follows a stored create (`before` null) or update of a row, in one place for both routes: the write
 * listeners (the search index), who is told of a new request, the mails the write sets off (a claim's decision and a newsletter welcome among them), and the log of what
 * happened to a request a listing received.
 */
export async function afterWrite(c: ContentContext, schema: Schema, before: Row | null, row: Row | null): Promise<void> {
  await tellWritten(c.env.DB, schema.collection.plural, row);
  const facts = d1Facts(c.env.DB);
  const later: Later = (label, work) => afterAnswer(c, label, work);
  if (!before && row) await deliverRequest(c.env, schema, row, facts);
  await quotationMailsOf(c.env, facts, schema.collection, before, row, later);
  await bookingMailsOf(c.env, facts, schema.collection, before, row, later);
  await claimDecisionMailsOf(c.env, facts, schema.collection, before, row, later);
  if (!before && row && schema.collection.plural === "contract-forms") await mailContractForm(c.env, row);
  await welcomeSubscriber(c.env, schema.collection, before, row);
  const caller = await callerOf(c);
  if (caller.kind === "member" && row) await logReceivedEvent(c.env.DB, schema, row, caller.id, before ?? undefined);
}
