import { requireSchema } from "../content/schema";
import type { ContentEnv } from "../content/env";
import { marketTelling } from "../content/write-mail";
import { batchWithMail } from "../mail/mail-producer";
import { MARKET } from "./market-writes";
import { settledMails, settledMove } from "./settled-moves";
import { strapiFacts } from "./strapi-facts";

/**
 * The mails of a marketplace entry an editor changed in Strapi's admin (issue 49): a claim or a listing change
 * decided, a request answered, booths decided, a lead moved. The webhook's entry has no relations, or only their
 * counts (the admin's deep populate, `server.webhooks.populateRelations`), so the entry is read again from Strapi
 * with the API token, as the proxy's writes are (strapi-facts.ts); the mails are the builders' a write through the
 * portal sends, named by the move they tell of (settled-moves.ts), so each goes once. How many were composed.
 */
export async function webhookMails(env: ContentEnv, plural: string, id: number): Promise<number> {
  if (!env.CONTENT_API_URL || !MARKET.has(plural)) return 0;
  const facts = strapiFacts(env.CONTENT_API_URL, env.CONTENT_API_TOKEN);
  const row = await facts.row(plural, id);
  const move = row && settledMove(plural, row);
  if (!row || !move) return 0;
  const telling = await marketTelling(env, facts, requireSchema(plural), move.before, row);
  await batchWithMail(env, telling.records, await settledMails(plural, id, move, telling.mails));
  return telling.mails.length;
}
