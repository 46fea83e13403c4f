import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { api, API_TOKEN, bearer, createMember, ids, insertFixtures, jsonInit } from "./content-fixtures";

/** Listing owners, the rows their listings receive and the request's state machine (docs/decisions/024). */
type Member = { jwt: string; id: number };
let sender: Member;
let owner: Member;
let stranger: Member;

const request = {
  venue: 1,
  event_name: "งานแสดงสินค้าเกษตร 2027",
  start_date: "2027-03-01",
  end_date: "2027-03-03",
  contact_name: "สมชาย",
  email: "somchai@example.com",
  phone: "0812345678",
};

const send = async (data: Record<string, unknown> = {}) => {
  const created = await api("/api/quotation-venues", jsonInit("POST", { data: { ...request, ...data } }, bearer(sender.jwt)));
  expect(created.status).toBe(200);
  return created.body.data.id as number;
};
const put = (who: Member | string, id: number, data: Record<string, unknown>) =>
  api(`/api/quotation-venues/${id}`, jsonInit("PUT", { data }, bearer(typeof who === "string" ? who : who.jwt)));
const setOwners = (venue: number, owners: unknown) => api(`/api/venues/${venue}`, jsonInit("PUT", { data: { owners } }, bearer(API_TOKEN)));

beforeAll(async () => {
  await insertFixtures();
  sender = await createMember("sender");
  owner = await createMember("owner");
  stranger = await createMember("stranger");
  expect((await setOwners(1, [owner.id])).status).toBe(200);
});

// The members here send more requests to one listing than a day allows; the limits are tested in quotations.test.ts.
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM auth_rate_limits").run();
});

describe("listing owners", () => {
  test("are set with the API token only and never shown", async () => {
    const asMember = await api("/api/venues/1", jsonInit("PUT", { data: { owners: [stranger.id] } }, bearer(stranger.jwt)));
    expect(asMember.status).toBe(403);
    const venue = await api("/api/venues/1?populate=*");
    expect(venue.body.data.attributes).not.toHaveProperty("owners");
    const { results } = await env.DB.prepare("SELECT user_id FROM venues_owners_links WHERE venue_id = 1").all();
    expect(results).toEqual([{ user_id: owner.id }]);
  });

  test("an owner that is no member is refused", async () => {
    const missing = await setOwners(2, [999_999]);
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.errors[0].path).toEqual(["owners"]);
  });

  test("users/me answers the listings a member runs, and none to others", async () => {
    const mine = await api("/api/users/me?populate[owned_venues]=true&populate[owned_organizers]=true", { headers: bearer(owner.jwt) });
    expect(mine.body.owned_venues.map((v: { id: number; name_en: string }) => [v.id, v.name_en])).toEqual([[1, "IMPACT Muang Thong Thani"]]);
    expect(mine.body.owned_organizers).toEqual([]);
    expect(mine.body).not.toHaveProperty("password");
    const theirs = await api("/api/users/me?populate=owned_venues", { headers: bearer(stranger.jwt) });
    expect(theirs.body.owned_venues).toEqual([]);
    const plain = await api("/api/users/me", { headers: bearer(owner.jwt) });
    expect(plain.body).not.toHaveProperty("owned_venues");
  });

  test("users-permissions' find answers who runs a listing from the member's side, as Strapi 4 does: a plain array, for the API token only", async () => {
    const users = async (query: string, who: string = API_TOKEN) => api(`/api/users?${query}`, { headers: bearer(who) });
    const emails = (response: { body: unknown }) => (response.body as { email: string }[]).map((u) => u.email);
    const runs = await users("filters[owned_venues][id][$eq]=1&fields[0]=email&fields[1]=username");
    expect(runs.status).toBe(200);
    expect(runs.body).toEqual([{ id: owner.id, email: "owner@example.com", username: "owner" }]);
    // Operators straight on the relation compare the listing's id; a member who runs nothing is one with no link.
    expect(emails(await users("filters[owned_venues][$in][0]=1&filters[owned_venues][$in][1]=2&fields[0]=email"))).toEqual(["owner@example.com"]);
    const none = emails(await users("filters[owned_venues][id][$null]=true&fields[0]=email"));
    expect(none).toEqual(expect.arrayContaining(["sender@example.com", "stranger@example.com"]));
    expect(none).not.toContain("owner@example.com");
    // Owners or team, as the mails of a remote Strapi ask (workers/proxy/strapi-facts.ts); a draft's people are found too.
    const draft = await api("/api/organizers", jsonInit("POST", { data: { company_name: "ร่างผู้จัด", slug: `draft-${crypto.randomUUID()}`, publishedAt: null } }, bearer(API_TOKEN)));
    const draftId = draft.body.data.id as number;
    expect((await api(`/api/organizers/${draftId}`, jsonInit("PUT", { data: { owners: [sender.id], team: [stranger.id] } }, bearer(API_TOKEN)))).status).toBe(200);
    const people = await users(`filters[$or][0][owned_organizers][id][$eq]=${draftId}&filters[$or][1][team_organizers][id][$eq]=${draftId}&fields[0]=email&sort=email:desc`);
    expect(emails(people)).toEqual(["stranger@example.com", "sender@example.com"]);
    // A member by email in any case, and whether the account is blocked.
    expect((await users("filters[email][$eqi]=OWNER@Example.com&fields[0]=email&fields[1]=blocked")).body).toEqual([{ id: owner.id, email: "owner@example.com", blocked: false }]);
    expect((await users("filters[email][$eqi]=nobody@example.com")).body).toEqual([]);
    // Private fields are no filter, field or sort key; only the API token lists users, filters or not.
    for (const query of ["filters[password][$null]=false", "fields[0]=password", "sort=confirmation_token", "filters[owned_venues][owners][id][$eq]=1"]) expect((await users(query)).status, query).toBe(400);
    for (const who of [owner.jwt, stranger.jwt]) expect((await users("filters[owned_venues][id][$eq]=1", who)).status).toBe(403);
    expect((await api("/api/users?filters[owned_venues][id][$eq]=1")).status).toBe(403);
    // The listing's side stays closed, to the API token too: Strapi drops it from a populate and refuses it in filters.
    expect((await api("/api/venues/1?populate[owners][fields][0]=email", { headers: bearer(API_TOKEN) })).status).toBe(400);
    expect((await api("/api/venues?filters[owners][id][$eq]=1", { headers: bearer(API_TOKEN) })).status).toBe(400);
  });

  test("users/me gives only the fields a populate names, and refuses a key the listing does not have, as Strapi does", async () => {
    const named = await api("/api/users/me?populate[owned_venues][fields][0]=name_en&populate[owned_venues][fields][1]=slug", { headers: bearer(owner.jwt) });
    expect(named.status).toBe(200);
    expect(named.body.owned_venues).toEqual([{ id: 1, name_en: "IMPACT Muang Thong Thani", slug: expect.any(String) }]);
    const unknown = await api("/api/users/me?populate[owned_venues][fields][0]=password", { headers: bearer(owner.jwt) });
    expect(unknown.status).toBe(400);
  });
});

describe("requests a listing receives", () => {
  test("are read by the sender and the listing's owners, by nobody else, at any depth", async () => {
    const id = await send();
    expect(ids((await api("/api/quotation-venues", { headers: bearer(owner.jwt) })).body)).toContain(id);
    expect(ids((await api("/api/quotation-venues", { headers: bearer(sender.jwt) })).body)).toContain(id);
    expect(ids((await api("/api/quotation-venues", { headers: bearer(stranger.jwt) })).body)).not.toContain(id);
    expect((await api(`/api/quotation-venues/${id}`, { headers: bearer(stranger.jwt) })).status).toBe(404);
    const filtered = await api("/api/quotation-venues?filters[venue][id][$eq]=1", { headers: bearer(stranger.jwt) });
    expect(filtered.body.data).toEqual([]);
    // The owner sees the request, not the sender's account record.
    const populated = await api(`/api/quotation-venues/${id}?populate=*`, { headers: bearer(owner.jwt) });
    expect(populated.body.data.attributes.user.data).toBeNull();
    expect(populated.body.data.attributes.venue.data.id).toBe(1);
    expect((await api(`/api/quotation-venues/${id}`, jsonInit("PUT", { data: { quotation_status: "read" } }, bearer(stranger.jwt)))).status).toBe(404);
  });

  test("nobody but the API token deletes them", async () => {
    const id = await send();
    expect((await api(`/api/quotation-venues/${id}`, { method: "DELETE", headers: bearer(sender.jwt) })).status).toBe(403);
    expect((await api(`/api/quotation-venues/${id}`, { method: "DELETE", headers: bearer(owner.jwt) })).status).toBe(403);
  });

  test("follow the owners when the site team changes them", async () => {
    const id = await send();
    expect((await setOwners(1, { connect: [stranger.id], disconnect: [owner.id] })).status).toBe(200);
    expect((await api(`/api/quotation-venues/${id}`, { headers: bearer(owner.jwt) })).status).toBe(404);
    expect((await api(`/api/quotation-venues/${id}`, { headers: bearer(stranger.jwt) })).status).toBe(200);
    expect((await setOwners(1, [owner.id])).status).toBe(200);
    expect((await api(`/api/quotation-venues/${id}`, { headers: bearer(stranger.jwt) })).status).toBe(404);
  });
});

describe("the request's status", () => {
  const status = (response: { body: Record<string, any> }) => response.body.data?.attributes.quotation_status;
  const errorPath = (response: { body: Record<string, any> }) => response.body.error?.details?.errors?.[0]?.path;

  test("moves forward by the owner, with an answer and its timestamps", async () => {
    const id = await send();
    const read = await put(owner, id, { quotation_status: "read" });
    expect(status(read)).toBe("read");
    expect(read.body.data.attributes.read_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const empty = await put(owner, id, { quotation_status: "answered", answer: "  " });
    expect(empty.status).toBe(400);
    expect(errorPath(empty)).toEqual(["answer"]);

    const answered = await put(owner, id, { quotation_status: "answered", answer: "ว่างค่ะ ราคา 450,000 บาท" });
    expect(answered.body.data.attributes).toMatchObject({ quotation_status: "answered", answer: "ว่างค่ะ ราคา 450,000 บาท" });
    expect(answered.body.data.attributes.answered_at).toBeTruthy();

    const back = await put(owner, id, { quotation_status: "read" });
    expect(back.status).toBe(400);
    expect(errorPath(back)).toEqual(["quotation_status"]);

    expect(status(await put(owner, id, { quotation_status: "closed" }))).toBe("closed");
    const late = await put(owner, id, { answer: "แก้คำตอบ" });
    expect(late.status).toBe(400);

    // The service logged each step, linked to the venue, so its owners see the request's history.
    const { results } = await env.DB.prepare("SELECT action, user_id, venue_id FROM activity_logs WHERE json_extract(meta, '$.id') = ? AND json_extract(meta, '$.collection') = 'quotation-venues' ORDER BY id")
      .bind(id)
      .all();
    expect(results).toEqual([
      { action: "quotation-sent", user_id: sender.id, venue_id: 1 },
      { action: "quotation-read", user_id: owner.id, venue_id: 1 },
      { action: "quotation-answered", user_id: owner.id, venue_id: 1 },
      { action: "status-changed", user_id: owner.id, venue_id: 1 },
    ]);
  });

  test("the owner changes nothing the sender wrote; the sender changes nothing but the withdrawal", async () => {
    const id = await send();
    const edited = await put(owner, id, { event_name: "อื่น" });
    expect(edited.status).toBe(400);
    expect(errorPath(edited)).toEqual(["event_name"]);

    const closedBySender = await put(sender, id, { quotation_status: "closed" });
    expect(closedBySender.status).toBe(400);
    const answeredBySender = await put(sender, id, { answer: "ตอบเอง" });
    expect(answeredBySender.status).toBe(400);
    expect((await put(sender, id, { event_name: "แก้ชื่อ" })).status).toBe(400);
    // A system field is dropped, as Strapi drops what a role may not write.
    const stamped = await put(sender, id, { read_at: "2020-01-01T00:00:00.000Z" });
    expect(stamped.body.data.attributes.read_at).toBeNull();

    const withdrawn = await put(sender, id, { quotation_status: "withdrawn" });
    expect(status(withdrawn)).toBe("withdrawn");
    expect((await put(owner, id, { quotation_status: "read" })).status).toBe(400);
  });

  test("the sender cannot withdraw once it is answered", async () => {
    const id = await send();
    expect(status(await put(owner, id, { quotation_status: "answered", answer: "ได้ครับ" }))).toBe("answered");
    expect((await put(sender, id, { quotation_status: "withdrawn" })).status).toBe(400);
  });
});
