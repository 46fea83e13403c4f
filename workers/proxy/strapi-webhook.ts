import { collections } from "../../app/model/model";
import { sha256Hex } from "../../app/lib/hex";
import { claimKey, completeKey, releaseKey } from "../../app/shared-store/submission-keys.server";
import { writtenCollections } from "./cache-key";
import { bumpVersion } from "./versions";

/**
 * Strapi's webhooks into the portal (issue 49): an editor who publishes in a real Strapi's admin writes past the
 * proxy, so the public caches and the site search would not see it. Strapi posts each `entry.*` event here with
 * the shared secret in a header (set when registering the webhook, README); the portal renews the versions of the
 * collections it changed (the same rule as a write through the proxy), updates the search index for the entry, and
 * sends the mails a marketplace update through the portal would have sent (webhook-mails.ts), each once. A delivery
 * repeated (Strapi retries) finds its key taken and changes nothing.
 */
export const STRAPI_WEBHOOK_PATH = "/webhooks/strapi";
export const STRAPI_WEBHOOK_SECRET_HEADER = "x-webhook-secret";

const ENTRY_EVENTS = ["entry.create", "entry.update", "entry.delete", "entry.publish", "entry.unpublish"] as const;
type EntryEvent = (typeof ENTRY_EVENTS)[number];
const MEDIA_EVENTS = ["media.create", "media.update", "media.delete"];

/** A webhook's body is an entry's attributes: a few KB; anything far larger is no Strapi event. */
const MAX_BODY_BYTES = 256 * 1024;

/** The secret Strapi sends with each webhook (README, "Pointing the portal at a real Strapi"). */
export type WebhookEnv = { STRAPI_WEBHOOK_SECRET?: string };

export interface WebhookDeps {
  kv: KVNamespace;
  db: D1Database;
  /** The shared secret; unset, the endpoint answers 404 (an embedded source has nobody to post here). */
  secret: string | undefined;
  /** Indexes an entry as stored (a row with `published_at`), or drops it when it is not published. */
  index(plural: string, row: Record<string, unknown>): Promise<void>;
  unindex(plural: string, id: number): Promise<void>;
  /** Sends the mails of an entry updated in Strapi, each once however often asked: how many it composed. */
  mail(plural: string, id: number): Promise<number>;
}

const json = (status: number, body: unknown) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/** Compares the digests of both (equal lengths), in constant time, so the answer's timing tells nothing of the secret. */
async function sameSecret(sent: string, secret: string): Promise<boolean> {
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(sent), digest(secret)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0 && sent.length > 0;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export async function strapiWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  if (!deps.secret) return json(404, { error: "not found" });
  if (!(await sameSecret(request.headers.get(STRAPI_WEBHOOK_SECRET_HEADER) ?? "", deps.secret))) return json(401, { error: "unauthorized" });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return json(413, { error: "too large" });
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return json(413, { error: "too large" });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { error: "not JSON" });
  }
  if (!isRecord(body) || typeof body.event !== "string") return json(400, { error: "no event" });
  if (MEDIA_EVENTS.includes(body.event)) return json(200, { ignored: "media" });
  if (!(ENTRY_EVENTS as readonly string[]).includes(body.event)) return json(400, { error: "unknown event" });
  const event = body.event as EntryEvent;
  const collection = collections.find((c) => c.singular === body.model);
  // A Strapi type the portal does not have (an admin's own, a plugin's): nothing here depends on it.
  if (!collection) return json(200, { ignored: "model" });
  const entry = body.entry;
  if (!isRecord(entry) || !Number.isSafeInteger(entry.id)) return json(400, { error: "no entry id" });
  const id = entry.id as number;

  const key = await sha256Hex([event, collection.plural, id, entry.updatedAt ?? "", body.createdAt ?? ""].join("|"));
  const claim = await claimKey(deps.db, "strapi-webhook", key, key);
  if (claim.kind === "repeat") return json(200, { repeated: true });
  if (claim.kind !== "first") return json(409, { error: "being handled" });
  let mails = 0;
  try {
    await Promise.all(writtenCollections(new URL(`http://webhook/api/${collection.plural}`)).map((plural) => bumpVersion(deps.kv, plural)));
    if (event === "entry.delete") await deps.unindex(collection.plural, id);
    else await deps.index(collection.plural, { ...entry, published_at: entry.publishedAt ?? null });
    if (event === "entry.update" || event === "entry.publish") mails = await deps.mail(collection.plural, id);
  } catch (error) {
    // Strapi unreachable while the entry is read again, say: the key is freed, so a delivery sent again does it all.
    await releaseKey(deps.db, "strapi-webhook", key);
    console.error("Strapi webhook", error);
    return json(503, { error: "not handled, send it again" });
  }
  const answer = { done: event, collection: collection.plural, id, mails };
  await completeKey(deps.db, "strapi-webhook", key, 200, JSON.stringify(answer));
  return json(200, answer);
}
