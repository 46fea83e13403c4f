import { Hono } from "hono";
import * as v from "valibot";
import { publishedAddress } from "../../../app/domain/request-delivery";
import { callerOf, jsonBody, type ContentApp } from "../context";
import { forbidden, notFound, validationError } from "../errors";
import { batchWithMail, newMail } from "../../mail/mail-producer";
import { listingContactMail } from "../../mail/request-delivery-mails";
import { factsOf, listingOf, requestTarget } from "../request-delivery";
import { byId, selectOne } from "../repository";
import { schemaFor } from "../schema";
import { toValidationError } from "../validation";

/**
 * `POST /api/request-deliveries/forward` (API token only): a request that came to the site team is mailed, with
 * its signed link, to an address the team found (docs/pages.md, "Back office"). Only a site-team request whose
 * link still stands is forwarded; the row keeps where and when, in the batch that writes the mail to the outbox.
 */
export const requestForwardingRoutes = new Hono<ContentApp>();

const ForwardBody = v.object({
  data: v.object({ collection: v.string(), request: v.pipe(v.number(), v.integer(), v.minValue(1)), address: v.string() }),
});

requestForwardingRoutes.post("/request-deliveries/forward", async (c) => {
  if ((await callerOf(c)).kind !== "token") throw forbidden();
  const parsed = v.safeParse(ForwardBody, await jsonBody(c));
  if (!parsed.success) throw toValidationError(parsed.issues);
  const { collection, request, address: typed } = parsed.output.data;
  const address = publishedAddress({ email: typed });
  if (!address) throw validationError("address must be one plain email address", [{ path: ["address"], message: "address must be one plain email address" }]);
  const schema = schemaFor(collection);
  const target = schema && requestTarget(schema);
  if (!schema || !target) throw notFound();
  const delivery = await c.env.DB.prepare("SELECT channel, link_id, link_revoked_at FROM request_deliveries WHERE collection = ? AND request_id = ?")
    .bind(collection, request)
    .first<{ channel: string; link_id: string | null; link_revoked_at: string | null }>();
  const row = await selectOne(c.env.DB, schema, byId(schema, request));
  const listing = row && (await listingOf(c.env.DB, target, row[`${target.relation}_id`]));
  if (!delivery || delivery.channel !== "site-team" || !delivery.link_id || delivery.link_revoked_at || !row || !listing) throw notFound();
  const facts = await factsOf(c.env, schema, target, row, listing, delivery.link_id);
  const [stamped] = await batchWithMail(
    c.env,
    [
      c.env.DB.prepare(
        "UPDATE request_deliveries SET forwarded_to = ?, forwarded_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE collection = ? AND request_id = ? RETURNING forwarded_to, forwarded_at",
      ).bind(address, collection, request),
    ],
    [newMail(listingContactMail(facts, address, "forwarded"))],
  );
  const forwarded = stamped?.results[0] as { forwarded_to: string; forwarded_at: string } | undefined;
  return c.json({ data: { collection, request, forwardedTo: forwarded?.forwarded_to, forwardedAt: forwarded?.forwarded_at } });
});
