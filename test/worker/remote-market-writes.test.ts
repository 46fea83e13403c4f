import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { forgetIsolateMemory } from "../../workers/isolate-memory";
import { contentProxy } from "../../workers/proxy/index";

vi.setConfig({ testTimeout: 30_000 });

const STRAPI = "https://strapi.example.com";
const TOKEN = "remote-token";
const stamp = crypto.randomUUID().slice(0, 8);
const OWNER = `remote-owner-${stamp}@example.com`;
const BLOCKED = `remote-blocked-${stamp}@example.com`;
const TEAM_MEMBER = `remote-team-${stamp}@example.com`;
const REQUESTER = `remote-requester-${stamp}@example.com`;
const REQUEST_ID = 700_000 + Math.floor(Math.random() * 1000);

/** What the stand-in Strapi was asked, and the request's status it holds. */
let asked: string[] = [];
let status = "sent";
let decision: string | null = null;

/**
 * A remote Strapi 4 holding one venue (7) run by one owner and one blocked owner with one team member, and the request to it that the
 * test creates and then answers, as the API token sees them.
 */
beforeEach(() => {
  asked = [];
  status = "sent";
  decision = null;
  forgetIsolateMemory();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    asked.push(`${request.method} ${url.pathname} ${request.headers.get("authorization") === `Bearer ${TOKEN}` ? "token" : "member"}`);
    if (url.pathname === "/api/quotation-venues" && request.method === "POST") return Response.json({ data: { id: REQUEST_ID, attributes: {} }, meta: {} });
    if (url.pathname === `/api/quotation-venues/${REQUEST_ID}`) {
      if (request.method === "PUT") status = "answered";
      const attributes = {
        event_name: "Remote fair",
        contact_name: "Malee",
        company_name: "Malee Co.",
        email: "malee@example.com",
        locale: "en",
        quotation_status: status,
        answer: status === "answered" ? "Hall B is free" : null,
        venue: { data: { id: 7, attributes: {} } },
        user: { data: { id: 3, attributes: {} } },
      };
      return Response.json({ data: { id: REQUEST_ID, attributes }, meta: {} });
    }
    if (url.pathname === "/api/contract-forms/55") {
      if (request.method === "PUT") decision = "approved";
      const attributes = { request_kind: "claim", claim_decision: decision, reference: "CF-55", locale: "en", venue: { data: { id: 7, attributes: {} } }, organizer: { data: null }, user: { data: { id: 3, attributes: {} } } };
      return Response.json({ data: { id: 55, attributes }, meta: {} });
    }
    if (url.pathname === "/api/venues/7") return Response.json({ data: { id: 7, attributes: { name: "ฮอลล์ไกล", name_en: "Remote Hall", slug: "remote-hall", contactor: null } } });
    // Who answers the venue's requests: its owners or its team (docs/decisions/062), as Strapi filters users.
    if (url.pathname === "/api/users" && url.searchParams.get("filters[$or][0][owned_venues][id][$eq]") === "7" && url.searchParams.get("filters[$or][1][team_venues][id][$eq]") === "7") {
      return Response.json([
        { id: 9, email: OWNER, locale: "en", first_name: "Nok", username: "nok", blocked: false },
        { id: 10, email: BLOCKED, locale: "th", first_name: null, username: "gone", blocked: true },
        { id: 11, email: TEAM_MEMBER, locale: "th", first_name: "Dao", username: "dao", blocked: false },
      ]);
    }
    if (url.pathname === "/api/users/3") return Response.json({ id: 3, email: REQUESTER, first_name: "Malee", username: "malee" });
    return Response.json({ data: null, error: { status: 404 } }, { status: 404 });
  });
});
afterEach(() => vi.restoreAllMocks());

async function write(method: "POST" | "PUT", path: string, data: object) {
  const ctx = createExecutionContext();
  const proxy = contentProxy({ ...env, CONTENT_API_URL: STRAPI, CONTENT_API_TOKEN: TOKEN }, ctx);
  const response = await proxy(new Request(`http://example.com${path}`, { method, headers: { authorization: "Bearer member-jwt", "content-type": "application/json" }, body: JSON.stringify({ data }) }));
  await waitOnExecutionContext(ctx);
  return response.status;
}

async function mailsTo(to: string, kind: string) {
  for (let i = 0; i < 100; i++) {
    const { results } = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE to_address = ? AND kind = ?").bind(to, kind).all<{ subject: string }>();
    if (results.length) return results.map((r) => r.subject);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return [];
}

test("behind a remote Strapi, a request sent through the portal mails the listing's owners and is recorded as told to them", async () => {
  expect(await write("POST", "/api/quotation-venues", { venue: 7, event_name: "Remote fair" })).toBe(200);
  const reference = `QV-${String(REQUEST_ID).padStart(6, "0")}`;
  expect(await mailsTo(OWNER, "quotation-received")).toEqual([`New quotation request ${reference}: Remote fair`]);
  expect(await mailsTo(TEAM_MEMBER, "quotation-received")).toHaveLength(1);
  // Sent in the same batch as the owner's: a blocked owner's would be there by now.
  expect(await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_address = ?").bind(BLOCKED).first()).toEqual({ n: 0 });
  const delivery = await env.DB.prepare("SELECT channel FROM request_deliveries WHERE collection = 'quotation-venues' AND request_id = ?").bind(REQUEST_ID).first();
  expect(delivery).toEqual({ channel: "owners" });
  // The row and what the mails need are read with the API token, never the member's credentials.
  expect(asked.filter((a) => a.startsWith("GET")).every((a) => a.endsWith("token"))).toBe(true);

  expect(await write("PUT", `/api/quotation-venues/${REQUEST_ID}`, { quotation_status: "answered", answer: "Hall B is free" })).toBe(200);
  expect(await mailsTo(REQUESTER, "quotation-answered")).toEqual([`Remote Hall answered your quotation request ${reference}`]);
});

test("behind a remote Strapi, the site team's decision on a claim mails the member who made it", async () => {
  expect(await write("PUT", "/api/contract-forms/55", { claim_decision: "approved" })).toBe(200);
  expect(await mailsTo(REQUESTER, "claim-approved")).toEqual(["You now manage Remote Hall on ExpoLink (CF-55)"]);
});
