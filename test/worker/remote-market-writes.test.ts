import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { forgetIsolateMemory } from "../../workers/isolate-memory";
import { daysFromToday } from "../calendar";
import { teamAddress } from "../../workers/mail/team-mail";
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
const BOOKING_ID = 800_000 + Math.floor(Math.random() * 1000);
const CONTRACT_ID = 900_000 + Math.floor(Math.random() * 1000);
const CLAIM_ID = CONTRACT_ID + 1;

/** A users-permissions JWT of this member as Strapi 4 issues it (the stand-in checks no signature). */
const memberJwt = (id: number) => {
  const part = (value: object) => btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ id, iat: 1, exp: 2 })}.c2lnbmF0dXJl`;
};
const REQUESTER_JWT = memberJwt(3);
const OWNER_JWT = memberJwt(9);

/** What the stand-in Strapi was asked, the request's status it holds, and the activity entries written to it. */
let asked: string[] = [];
let status = "sent";
let decision: string | null = null;
let activity: unknown[] = [];
/** When the stand-in stamps its rows: each test's rows are new versions, as on a Strapi that stored them anew. */
let run = 0;
let createdAt = "";
let updatedAt = "";

/**
 * A remote Strapi 4 holding one venue (7) run by one owner and one blocked owner with one team member, and the request to it that the
 * test creates and then answers, as the API token sees them.
 */
beforeEach(() => {
  asked = [];
  status = "sent";
  decision = null;
  activity = [];
  run++;
  createdAt = `${daysFromToday(0)}T10:${String(run).padStart(2, "0")}:00.000Z`;
  updatedAt = createdAt;
  forgetIsolateMemory();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    asked.push(`${request.method} ${url.pathname} ${request.headers.get("authorization") === `Bearer ${TOKEN}` ? "token" : "member"}`);
    if (url.pathname === "/api/quotation-venues" && request.method === "POST") return Response.json({ data: { id: REQUEST_ID, attributes: {} }, meta: {} });
    if (url.pathname === `/api/quotation-venues/${REQUEST_ID}`) {
      if (request.method === "PUT") status = "answered";
      const attributes = {
        createdAt,
        updatedAt: status === "answered" ? `${createdAt.slice(0, 11)}11${createdAt.slice(13)}` : createdAt,
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
    // A package contract and a claim, sent by the portal's server with the token.
    if (url.pathname === "/api/contract-forms" && request.method === "POST") {
      const { data } = (await request.json()) as { data: { request_kind: string } };
      return Response.json({ data: { id: data.request_kind === "claim" ? CLAIM_ID : CONTRACT_ID, attributes: {} }, meta: {} });
    }
    if (url.pathname === `/api/contract-forms/${CONTRACT_ID}`) {
      const attributes = {
        request_kind: "contract", reference: "CF-0A1B2C3D", company_name: "Remote Halls Co., Ltd.", tax_id: "0107536000102", email: "billing@remote.example", phone: "0812345678",
        contact_name: "Malee", periods: 2, start_date: "2099-01-01", locale: "en", createdAt, updatedAt,
        package: { data: { id: 2, attributes: {} } }, venue: { data: null }, organizer: { data: null }, contractor: { data: null }, user: { data: null },
      };
      return Response.json({ data: { id: CONTRACT_ID, attributes }, meta: {} });
    }
    if (url.pathname === `/api/contract-forms/${CLAIM_ID}`) {
      const attributes = {
        request_kind: "claim", reference: "CL-0A1B2C3D", company_name: "ฮอลล์ไกล", email: REQUESTER, phone: "0812345678", contact_name: "Malee", contact_role: "Sales director", locale: "en",
        createdAt, updatedAt, venue: { data: { id: 7, attributes: {} } }, organizer: { data: null }, contractor: { data: null }, package: { data: null }, user: { data: { id: 3, attributes: {} } },
      };
      return Response.json({ data: { id: CLAIM_ID, attributes }, meta: {} });
    }
    if (url.pathname === "/api/packages/2") return Response.json({ data: { id: 2, attributes: { name: "แพ็กเกจทอง" } }, meta: {} });
    // A booking of a show the organizer 5 runs, sent by the requester.
    if (url.pathname === "/api/booth-reservations" && request.method === "POST") return Response.json({ data: { id: BOOKING_ID, attributes: {} }, meta: {} });
    if (url.pathname === `/api/booth-reservations/${BOOKING_ID}`) {
      const attributes = {
        quotation_status: "sent", booth_count: 1, contact_name: "Malee", email: "malee@example.com", phone: "0812345678", locale: "en", createdAt, updatedAt,
        trade_show: { data: { id: 12, attributes: { name: "งานไกล", name_en: "Remote show", organizer: { data: null } } } }, booth_type: { data: { id: 4, attributes: { name: "มาตรฐาน" } } }, user: { data: { id: 3, attributes: {} } },
      };
      return Response.json({ data: { id: BOOKING_ID, attributes }, meta: {} });
    }
    if (url.pathname === "/api/trade-shows/12") return Response.json({ data: { id: 12, attributes: { name: "งานไกล", organizer: { data: { id: 5, attributes: {} } } } }, meta: {} });
    if (url.pathname === "/api/activity-logs" && request.method === "POST") {
      activity.push(((await request.json()) as { data: unknown }).data);
      return Response.json({ data: { id: activity.length, attributes: {} }, meta: {} });
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

async function write(method: "POST" | "PUT", path: string, data: object, bearer = "member-jwt") {
  const ctx = createExecutionContext();
  const proxy = contentProxy({ ...env, CONTENT_API_URL: STRAPI, CONTENT_API_TOKEN: TOKEN }, ctx);
  const response = await proxy(new Request(`http://example.com${path}`, { method, headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" }, body: JSON.stringify({ data }) }));
  await waitOnExecutionContext(ctx);
  return response.status;
}

async function mailsTo(to: string, kind: string, about = "") {
  for (let i = 0; i < 100; i++) {
    const { results } = await env.DB.prepare("SELECT subject FROM mail_outbox WHERE to_address = ? AND kind = ? AND instr(subject, ?) > 0").bind(to, kind, about).all<{ subject: string }>();
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

test("behind a remote Strapi, a package contract form mails the site team, naming its package as Strapi has it", async () => {
  expect(await write("POST", "/api/contract-forms", { request_kind: "contract", package: 2 }, TOKEN)).toBe(200);
  expect(await mailsTo(teamAddress(env), "contract-form", "CF-0A1B2C3D")).toEqual(["[contract CF-0A1B2C3D] Remote Halls Co., Ltd."]);
  const mail = await env.DB.prepare("SELECT text_body, reply_to FROM mail_outbox WHERE kind = 'contract-form' AND instr(subject, 'CF-0A1B2C3D') > 0").first<Record<string, string>>();
  expect(mail?.text_body).toContain("Package: แพ็กเกจทอง (id 2)");
  expect(mail?.text_body).toContain("Billing periods: 2");
  expect(mail?.reply_to).toBe("billing@remote.example");
  // The portal's server wrote it: no member's activity.
  expect(activity).toEqual([]);
});

test("behind a remote Strapi, a claim mails the site team with the listing's name, once however often it is told", async () => {
  expect(await write("POST", "/api/contract-forms", { request_kind: "claim", venue: 7 }, TOKEN)).toBe(200);
  expect(await mailsTo(teamAddress(env), "listing-claim", "CL-0A1B2C3D")).toEqual(["[claim CL-0A1B2C3D] ฮอลล์ไกล"]);
  const mail = await env.DB.prepare("SELECT text_body FROM mail_outbox WHERE kind = 'listing-claim' AND instr(subject, 'CL-0A1B2C3D') > 0").first<Record<string, string>>();
  expect(mail?.text_body).toContain("Venue: ฮอลล์ไกล (id 7)");
  expect(mail?.text_body).toContain("Member id: 3");
  // The same stored row told again (a repeated answer) writes no second mail: its event is the row's version.
  expect(await write("POST", "/api/contract-forms", { request_kind: "claim", venue: 7 }, TOKEN)).toBe(200);
  expect(await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'listing-claim' AND instr(subject, 'CL-0A1B2C3D') > 0").first()).toEqual({ n: 1 });
  expect(await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE kind = 'write' AND state = 'done' AND json_extract(payload, '$.row') = ?").bind(CLAIM_ID).first()).toEqual({ n: 1 });
});

test("behind a remote Strapi, a received request and its answer are in the listing's activity log on Strapi, once", async () => {
  expect(await write("POST", "/api/quotation-venues", { venue: 7, event_name: "Remote fair" }, REQUESTER_JWT)).toBe(200);
  expect(await write("PUT", `/api/quotation-venues/${REQUEST_ID}`, { quotation_status: "answered", answer: "Hall B is free" }, OWNER_JWT)).toBe(200);
  expect(activity).toEqual([
    { user: 3, action: "quotation-sent", meta: { collection: "quotation-venues", id: REQUEST_ID, status: "sent" }, venue: 7 },
    { user: 9, action: "quotation-answered", meta: { collection: "quotation-venues", id: REQUEST_ID, status: "answered" }, venue: 7 },
  ]);
  // Written with the API token: a member cannot link an entry to a listing.
  expect(asked.filter((line) => line.startsWith("POST /api/activity-logs"))).toEqual(["POST /api/activity-logs token", "POST /api/activity-logs token"]);
  // The same version of the row told again logs nothing more.
  expect(await write("POST", "/api/quotation-venues", { venue: 7, event_name: "Remote fair" }, REQUESTER_JWT)).toBe(200);
  expect(activity).toHaveLength(2);
});

test("behind a remote Strapi, a booking is in the activity log of the organizer that runs the show", async () => {
  expect(await write("POST", "/api/booth-reservations", { trade_show: 12, booth_type: 4, booth_count: 1 }, REQUESTER_JWT)).toBe(200);
  expect(activity).toEqual([{ user: 3, action: "reservation-made", meta: { collection: "booth-reservations", id: BOOKING_ID, status: "sent" }, organizer: 5 }]);
});
