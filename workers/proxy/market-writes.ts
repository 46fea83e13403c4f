import { QUOTATION_PLURALS } from "../../app/domain/listings";
import { sha256Hex } from "../../app/lib/hex";
import { outboxRemoteWrite } from "../../app/shared-store/outbox.server";
import type { Row } from "../content/repository";
import { logReceivedEvent } from "../content/received-log";
import { requireSchema } from "../content/schema";
import { marketTelling } from "../content/write-mail";
import { batchWithMail, eventMail } from "../mail/mail-producer";
import { memberOfBearer } from "./bearer-member";
import { settledMails, settledMove } from "./settled-moves";
import { strapiFacts } from "./strapi-facts";

/**
 * The collections whose writes set off marketplace mails (workers/content/after-write.ts): a claim's decision and a
 * new contract form are a contract form's; a listing edit and its decision are listing changes. Requests and
 * bookings are also what a listing received, for its activity log.
 */
export const MARKET = new Set<string>([...QUOTATION_PLURALS, "booth-reservations", "leads-from-reservations", "contract-forms", "listing-changes"]);

/** A create (`id` null) or an update of a marketplace collection, from the request's method and path. */
export function marketWrite(method: string, url: URL): { plural: string; id: number | null } | null {
  const [, plural, id] = /^\/api\/([a-z-]+)(?:\/(\d{1,15}))?\/?$/.exec(url.pathname) ?? [];
  if (!plural || !MARKET.has(plural)) return null;
  if (method === "POST" && !id) return { plural, id: null };
  if (method === "PUT" && id) return { plural, id: Number(id) };
  return null;
}

/**
 * The write's event, one per version of the row: a new row by its creation, an update by the `updatedAt` Strapi
 * stamped. Its mails' ids derive from it (eventMail), so telling the same version twice writes nothing new.
 */
async function eventOf(source: string, plural: string, before: Row | null, after: Row): Promise<string> {
  const version = before ? after.updatedAt : after.createdAt;
  return typeof version === "string" ? sha256Hex(JSON.stringify([source, plural, after.id, version])) : crypto.randomUUID();
}

/**
 * Behind a remote Strapi, the portal itself sets off what the embedded service does after a marketplace write
 * (docs/decisions/037): who is told of a new request, the owners' and the requester's mails, the booking and lead
 * mails, the site team's mail of a new contract form or claim, a claim's decision, and the activity entry of what
 * a listing received. Called before the write is forwarded (an update's row is read first, to see what it moved);
 * the returned function runs once the source answered the write successfully. It writes the write's event, the
 * records and the mails to the outbox in one batch, then, when that batch was the first for this version of the
 * row, the activity entry on Strapi with the API token. The write itself is Strapi's, not in that batch: a Worker
 * that dies between Strapi's answer and the batch loses these (docs/decisions/053). A failure is logged and never
 * fails the write, which is stored by then.
 */
export async function beforeMarketWrite(env: Env, request: Request): Promise<((answer: Response) => Promise<void>) | null> {
  const write = env.CONTENT_API_URL ? marketWrite(request.method, new URL(request.url)) : null;
  if (!write) return null;
  const facts = strapiFacts(env.CONTENT_API_URL, env.CONTENT_API_TOKEN);
  const before = write.id === null ? null : await facts.row(write.plural, write.id).catch(() => null);
  // An update of a row that cannot be read is not a create: nothing to compare, nothing to send.
  if (write.id !== null && !before) return null;
  const member = memberOfBearer(request.headers.get("authorization"));
  return async (answer) => {
    try {
      const id = write.id ?? ((await answer.clone().json()) as { data?: { id?: number } }).data?.id;
      const after = typeof id === "number" ? await facts.row(write.plural, id) : null;
      if (!after) return;
      const schema = requireSchema(write.plural);
      const telling = await marketTelling(env, facts, schema, before, after);
      const event = await eventOf(env.CONTENT_API_URL, write.plural, before, after);
      // An update's mails are named by the move it settled, as the webhook Strapi sends for this write names them.
      const move = before && settledMove(write.plural, after);
      const mails = move ? await settledMails(write.plural, Number(after.id), move, telling.mails) : await Promise.all(telling.mails.map((mail) => eventMail(event, mail)));
      const [first] = await batchWithMail(env, [outboxRemoteWrite(env.DB, { id: event, collection: write.plural, row: Number(after.id) }, new Date()), ...telling.records], mails);
      if (member !== null && first!.meta.changes > 0) await logReceivedEvent(facts, schema, after, member, before ?? undefined);
    } catch (error) {
      console.error("marketplace side effects", error);
    }
  };
}
