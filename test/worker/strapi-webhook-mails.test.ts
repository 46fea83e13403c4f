import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { forgetIsolateMemory } from "../../workers/isolate-memory";
import { contentProxy } from "../../workers/proxy/index";
import { strapiWebhook } from "../../workers/proxy/strapi-webhook";
import { webhookMails } from "../../workers/proxy/webhook-mails";

vi.setConfig({ testTimeout: 30_000 });

/**
 * The mails of a change an editor makes in a real Strapi's admin (issue 49): its webhook reaches the portal, which
 * reads the entry again from Strapi and sends what a write through the portal sends, once. Strapi is a stand-in
 * answering fetch, as in remote-market-writes.test.ts.
 */
const STRAPI = "https://strapi.example.com";
const TOKEN = "remote-token";
const REQUESTER = `webhook-requester-${crypto.randomUUID().slice(0, 8)}@example.com`;
const remote = { ...env, CONTENT_API_URL: STRAPI, CONTENT_API_TOKEN: TOKEN };

/** The claims Strapi holds (id → decision), and whether it answers at all. */
let decisions: Map<number, string | null>;
let down = false;

beforeEach(() => {
  decisions = new Map([
    [57, null],
    [58, null],
    [59, null],
  ]);
  down = false;
  forgetIsolateMemory();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.headers.get("authorization") !== `Bearer ${TOKEN}`) return Response.json({ data: null, error: { status: 403 } }, { status: 403 });
    if (down) return Response.json({ data: null, error: { status: 500 } }, { status: 500 });
    const claim = /^\/api\/contract-forms\/(\d+)$/.exec(url.pathname);
    if (claim && decisions.has(Number(claim[1]))) {
      const id = Number(claim[1]);
      if (request.method === "PUT") decisions.set(id, ((await request.json()) as { data: { claim_decision: string } }).data.claim_decision);
      const attributes = { request_kind: "claim", claim_decision: decisions.get(id), reference: `CF-${id}`, locale: "en", venue: { data: { id: 7, attributes: {} } }, organizer: { data: null }, user: { data: { id: 3, attributes: {} } } };
      return Response.json({ data: { id, attributes }, meta: {} });
    }
    if (url.pathname === "/api/venues/7") return Response.json({ data: { id: 7, attributes: { name: "ฮอลล์ไกล", name_en: "Remote Hall", slug: "remote-hall", contactor: null } } });
    if (url.pathname === "/api/users/3") return Response.json({ id: 3, email: REQUESTER, first_name: "Malee", username: "malee" });
    return Response.json({ data: null, error: { status: 404 } }, { status: 404 });
  });
});
afterEach(() => vi.restoreAllMocks());

let minute = 0;
/** Strapi's `entry.update` of a claim as its admin sends it: attributes, relations only counted, a new save time. */
const updated = (id: number, updatedAt = new Date(Date.UTC(2030, 0, 1, 0, ++minute)).toISOString()) => ({
  event: "entry.update",
  createdAt: updatedAt,
  model: "contract-form",
  uid: "api::contract-form.contract-form",
  entry: { id, request_kind: "claim", claim_decision: decisions.get(id), reference: `CF-${id}`, locale: "en", user: { count: 1 }, venue: { count: 1 }, updatedAt },
});

const hook = (body: object) =>
  strapiWebhook(
    new Request("http://example.com/webhooks/strapi", { method: "POST", headers: { "content-type": "application/json", "x-webhook-secret": "s3cret" }, body: JSON.stringify(body) }),
    { kv: env.CONTENT_CACHE, db: env.DB, secret: "s3cret", index: async () => undefined, unindex: async () => undefined, mail: (plural, id) => webhookMails(remote, plural, id) },
  );

/** The mails of claim `id` written to the outbox for the requester, by kind: written before the webhook answers. */
async function mailed(id: number): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT json_extract(payload, '$.kind') AS kind FROM outbox WHERE kind = 'mail' AND json_extract(payload, '$.to') = ? AND json_extract(payload, '$.subject') LIKE ? ORDER BY created_at")
    .bind(REQUESTER, `%(CF-${id})%`)
    .all<{ kind: string }>();
  return results.map((r) => r.kind);
}

/** The subjects delivered to the requester's mailbox, once the mail queue got to them. */
async function delivered(): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const { results } = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE to_address = ?").bind(REQUESTER).all<{ subject: string }>();
    if (results.length) return results.map((r) => r.subject);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [];
}

test("a claim approved in Strapi's admin mails the member once, however often Strapi tells, and a later edit mails nobody", async () => {
  decisions.set(57, "approved");
  const body = updated(57);
  const first = await hook(body);
  expect(await first.json()).toEqual({ done: "entry.update", collection: "contract-forms", id: 57, mails: 1 });
  expect(await mailed(57)).toEqual(["claim-approved"]);
  expect(await delivered()).toEqual(["You now manage Remote Hall on ExpoLink (CF-57)"]);

  expect(await (await hook(body)).json()).toEqual({ repeated: true });
  // The editor changes their mind later: the member heard of the first decision, as through the portal.
  decisions.set(57, "declined");
  expect((await hook(updated(57))).status).toBe(200);
  expect(await mailed(57)).toEqual(["claim-approved"]);
});

test("a decision made through the portal's proxy, then told by Strapi's webhook, mails the member once", async () => {
  const ctx = createExecutionContext();
  const proxy = contentProxy(remote, ctx);
  const put = await proxy(new Request("http://example.com/api/contract-forms/58", { method: "PUT", headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" }, body: JSON.stringify({ data: { claim_decision: "approved" } }) }));
  await waitOnExecutionContext(ctx);
  expect(put.status).toBe(200);
  expect(await mailed(58)).toEqual(["claim-approved"]);

  expect((await hook(updated(58))).status).toBe(200);
  expect(await mailed(58)).toEqual(["claim-approved"]);
});

test("a claim's webhook while Strapi cannot be read answers 503 and is handled in full when sent again", async () => {
  decisions.set(59, "declined");
  const body = updated(59);
  down = true;
  expect((await hook(body)).status).toBe(503);
  down = false;
  expect(await (await hook(body)).json()).toMatchObject({ done: "entry.update", mails: 1 });
  expect(await mailed(59)).toEqual(["claim-declined"]);
});
