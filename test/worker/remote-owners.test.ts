import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { backOfficeStore } from "../../app/back-office/store/back-office-store.server";
import { forgetIsolateMemory } from "../../workers/isolate-memory";
import { createMember } from "./content-fixtures";
import { ORIGIN } from "./member-pages";
import { BROWSER } from "./seeded";
import { signedInStaff } from "./staff-fixtures";
import { fetchWithEnv } from "./with-env";

/**
 * The back office's listing owners page behind a remote Strapi 4 (issue 49, "Owners from the source"): it reads who
 * runs a listing and finds members by email on Strapi, with the API token, and never from the portal's own D1, whose
 * embedded service may hold other (demo) accounts and ownerships.
 */
const STRAPI = "https://strapi.example.com";
const TOKEN = "remote-token";
const NOK = { id: 41, email: "nok@strapi.example", username: "nok" };
const DAO = { id: 42, email: "dao@strapi.example", username: "dao" };
const GONE = { id: 43, email: "gone@strapi.example", username: "gone" };

let admin: { cookie: string; id: number };
/** The organizer's owners as the stand-in Strapi holds them, and what it was asked. */
let owners: number[] = [];
let asked: string[] = [];

beforeAll(async () => {
  admin = await signedInStaff("remote-owners-admin", "admin");
  // The embedded service's own member and ownership of the same id: the page must not show or find them.
  const local = await createMember("local-owner");
  await env.DB.prepare("INSERT INTO organizers (id, company_name, slug) VALUES (5, 'ผู้จัดในเครื่อง', 'local-organizer')").run();
  await env.DB.prepare("INSERT INTO organizers_owners_links (organizer_id, user_id) VALUES (5, ?)").bind(local.id).run();
});

beforeEach(() => {
  owners = [NOK.id];
  asked = [];
  forgetIsolateMemory();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const query = decodeURIComponent(url.search);
    asked.push(`${request.method} ${url.pathname}${query} ${request.headers.get("authorization") === `Bearer ${TOKEN}` ? "token" : "other"}`);
    if (url.pathname === "/api/organizers" && request.method === "GET") {
      const data = [{ id: 5, attributes: { company_name: "ผู้จัดไกล", company_name_en: "Remote Organizer" } }];
      return Response.json({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } } });
    }
    if (/^\/api\/(venues|contractors)$/.test(url.pathname)) return Response.json({ data: [], meta: { pagination: { page: 1, pageSize: 100, pageCount: 0, total: 0 } } });
    // users-permissions' find: a plain array of flat users, as Strapi 4 answers it.
    if (url.pathname === "/api/users" && url.searchParams.get("filters[owned_organizers][id][$eq]") === "5") {
      return Response.json([NOK, DAO].filter((user) => owners.includes(user.id)).map(({ id, email, username }) => ({ id, email, username })));
    }
    if (url.pathname === "/api/users" && url.searchParams.has("filters[email][$eqi]")) {
      const email = url.searchParams.get("filters[email][$eqi]")!.toLowerCase();
      return Response.json([{ ...NOK, blocked: null }, { ...DAO, blocked: false }, { ...GONE, blocked: true }].filter((user) => user.email === email));
    }
    if (url.pathname === "/api/organizers/5" && request.method === "PUT") {
      const { data } = (await request.json()) as { data: { owners: { connect?: number[]; disconnect?: number[] }; verified: boolean } };
      owners = [...owners.filter((id) => !data.owners.disconnect?.includes(id)), ...(data.owners.connect ?? [])];
      return Response.json({ data: { id: 5, attributes: { verified: data.verified } }, meta: {} });
    }
    return Response.json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found", details: {} } }, { status: 404 });
  });
});
afterEach(() => vi.restoreAllMocks());

async function owned(form?: Record<string, string>) {
  const headers: Record<string, string> = { "User-Agent": BROWSER, Cookie: admin.cookie };
  if (form) Object.assign(headers, { "Sec-Fetch-Site": "same-origin", Origin: ORIGIN });
  const request = new Request(`${ORIGIN}/en/admin/owners?listing=organizer:5`, { method: form ? "POST" : "GET", headers, redirect: "manual", ...(form ? { body: new URLSearchParams(form) } : {}) });
  const response = await fetchWithEnv({ CONTENT_API_URL: STRAPI, CONTENT_API_TOKEN: TOKEN }, request);
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

test("behind a remote Strapi, the owners page lists the owners Strapi has, not the portal's own database's", async () => {
  const page = await owned();
  expect(page.status).toBe(200);
  expect(page.html).toContain("nok@strapi.example");
  expect(page.html).not.toContain("local-owner@example.com");
  expect(page.html.match(/data-testid="owner"/g)).toHaveLength(1);
  expect(asked).toContain("GET /api/users?filters[owned_organizers][id][$eq]=5&fields[0]=email&fields[1]=username&sort[0]=email:asc token");
});

test("behind a remote Strapi, an owner is added by an email Strapi knows, and only by one", async () => {
  // The portal's own member is no member of Strapi's; a blocked account is not offered.
  for (const email of ["local-owner@example.com", "gone@strapi.example"]) {
    const refused = await owned({ listing: "organizer:5", intent: "add", email });
    expect(refused.status, email).toBe(400);
    expect(refused.html).toContain("No member account uses this email.");
  }
  expect((await owned({ listing: "organizer:5", intent: "add", email: "NOK@strapi.example" })).html).toContain("This member already runs the listing.");
  const added = await owned({ listing: "organizer:5", intent: "add", email: "Dao@Strapi.example" });
  expect(added.status).toBe(303);
  expect(added.location).toBe("/en/admin/owners?listing=organizer%3A5&done=added");
  expect(owners).toEqual([NOK.id, DAO.id]);
  expect(asked.filter((line) => line.startsWith("PUT"))).toEqual(["PUT /api/organizers/5 token"]);
  expect(asked.every((line) => line.endsWith(" token"))).toBe(true);
  expect((await owned()).html).toContain("dao@strapi.example");

  const removed = await owned({ listing: "organizer:5", intent: "remove", member: String(NOK.id) });
  expect(removed.location).toBe("/en/admin/owners?listing=organizer%3A5&done=removed");
  expect(owners).toEqual([DAO.id]);
  const { entries } = await backOfficeStore(env).staffAudit.page({ page: 1, staffId: admin.id, collection: "organizers" });
  expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
    ["remove-owner", { owners: [NOK, DAO] }, { owners: [DAO] }],
    ["add-owner", { owners: [NOK] }, { owners: [NOK, DAO] }],
  ]);
});
