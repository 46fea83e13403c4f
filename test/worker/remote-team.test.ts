import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { forgetIsolateMemory } from "../../workers/isolate-memory";
import { createMember } from "./content-fixtures";
import { ORIGIN } from "./member-pages";
import { BROWSER } from "./seeded";
import { fetchWithEnv } from "./with-env";

/**
 * A company's team page behind a remote Strapi 4 (issue 49, docs/decisions/062): it reads who runs the listing and
 * who is on its team on Strapi, with the API token, from the member's side (`owned_<kind>`, `team_<kind>`), never
 * from the portal's own D1, whose embedded service may hold other people for the same listing id.
 */
const STRAPI = "https://strapi.example.com";
const TOKEN = "remote-token";
const NOK = { id: 41, email: "nok@strapi.example", username: "nok" };
const DAO = { id: 42, email: "dao@strapi.example", username: "dao" };
const TEAM = "/en/quotation-profile/team";

/** The organizer's owners and team as the stand-in Strapi holds them, and what it was asked. */
let team: number[] = [];
let asked: string[] = [];

beforeAll(async () => {
  // The embedded service's own people on the same organizer id: the page must not show them.
  const local = await createMember("local-teammate");
  await env.DB.prepare("INSERT INTO organizers (id, company_name, slug) VALUES (5, 'ผู้จัดในเครื่อง', 'local-organizer')").run();
  await env.DB.prepare("INSERT INTO organizers_team_links (organizer_id, user_id) VALUES (5, ?)").bind(local.id).run();
});

beforeEach(() => {
  team = [DAO.id];
  asked = [];
  forgetIsolateMemory();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const auth = request.headers.get("authorization");
    asked.push(`${request.method} ${url.pathname}${decodeURIComponent(url.search)} ${auth === `Bearer ${TOKEN}` ? "token" : auth === "Bearer nok-jwt" ? "member" : "anonymous"}`);
    if (url.pathname === "/api/auth/local") return Response.json({ jwt: "nok-jwt", user: { ...NOK, confirmed: true, blocked: false } });
    if (url.pathname === "/api/users/me" && auth === "Bearer nok-jwt") {
      const organizer = { id: 5, company_name: "ผู้จัดไกล", company_name_en: "Remote Organizer", slug: "remote-organizer" };
      return Response.json({ ...NOK, company_type: "organizer", confirmed: true, blocked: false, owned_organizers: [organizer], team_organizers: [] });
    }
    // users-permissions' find: a plain array of flat users, as Strapi 4 answers it, for the token only.
    if (url.pathname === "/api/users" && auth === `Bearer ${TOKEN}`) {
      if (url.searchParams.get("filters[owned_organizers][id][$eq]") === "5") return Response.json([{ ...NOK }]);
      if (url.searchParams.get("filters[team_organizers][id][$eq]") === "5") return Response.json([DAO].filter((user) => team.includes(user.id)).map((user) => ({ ...user })));
    }
    if (url.pathname === "/api/organizers/5" && request.method === "PUT") {
      const { data } = (await request.json()) as { data: { team?: { disconnect?: number[] } } };
      team = team.filter((id) => !data.team?.disconnect?.includes(id));
      return Response.json({ data: { id: 5, attributes: {} }, meta: {} });
    }
    if (request.method === "POST") return Response.json({ data: { id: 1, attributes: {} }, meta: {} });
    return Response.json({ data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } });
  });
});
afterEach(() => vi.restoreAllMocks());

async function page(path: string, init: { cookie?: string; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "User-Agent": BROWSER };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.form) Object.assign(headers, { "Sec-Fetch-Site": "same-origin", Origin: ORIGIN });
  const request = new Request(`${ORIGIN}${path}`, { method: init.form ? "POST" : "GET", headers, redirect: "manual", ...(init.form ? { body: new URLSearchParams(init.form) } : {}) });
  const response = await fetchWithEnv({ CONTENT_API_URL: STRAPI, CONTENT_API_TOKEN: TOKEN }, request);
  return { status: response.status, cookie: /__session=[^;]*/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? "", html: await response.text() };
}

async function signedIn() {
  const login = await page("/en/login", { form: { identifier: NOK.email, password: "secret-pass-1" } });
  expect(login.status).toBe(303);
  return login.cookie;
}

test("behind a remote Strapi, the team page lists the owners and team Strapi has, not the portal's own database's", async () => {
  const cookie = await signedIn();
  const team = await page(TEAM, { cookie });
  expect(team.status).toBe(200);
  expect(team.html).toContain("The team of Remote Organizer");
  expect(team.html).toContain("nok@strapi.example (you)");
  expect(team.html).toContain("dao@strapi.example");
  expect(team.html).not.toContain("local-teammate@example.com");
  // The organizer's card: its owner, then its team member.
  const card = /<section[^>]*aria-labelledby="team-organizer-5"[\s\S]*?<\/section>/.exec(team.html)?.[0] ?? "";
  expect(card.match(/data-testid="team-person"/g)).toHaveLength(2);
  expect(card.indexOf("nok@strapi.example")).toBeLessThan(card.indexOf("dao@strapi.example"));
  expect(asked).toContain("GET /api/users?filters[owned_organizers][id][$eq]=5&fields[0]=email&fields[1]=username&sort[0]=email:asc token");
  expect(asked).toContain("GET /api/users?filters[team_organizers][id][$eq]=5&fields[0]=email&fields[1]=username&sort[0]=email:asc token");
});

test("behind a remote Strapi, someone on Strapi's team is refused an invitation and is taken off the team there", async () => {
  const cookie = await signedIn();
  const again = await page(TEAM, { cookie, form: { intent: "invite", listing: "organizer:5", email: "dao@strapi.example", role: "team" } });
  expect(again.status).toBe(400);
  expect(again.html).toContain("This address is already on this listing&#x27;s team.");

  const removed = await page(TEAM, { cookie, form: { intent: "remove", listing: "organizer:5", member: String(DAO.id) } });
  expect(removed.status).toBe(200);
  expect(removed.html).toContain("dao@strapi.example is no longer on the team.");
  expect(team).toEqual([]);
  expect(asked.filter((line) => line.startsWith("PUT"))).toEqual(["PUT /api/organizers/5 token"]);
  expect((await page(TEAM, { cookie })).html).not.toContain("dao@strapi.example");
  // The embedded service's own member on the same id was never someone this page could take off.
  expect((await page(TEAM, { cookie, form: { intent: "remove", listing: "organizer:5", member: "1" } })).status).toBe(400);
});
