import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { LISTING_KINDS, LISTINGS } from "../../app/domain/listings";
import { inputLengthOf } from "../../app/model/limits";
import { answerRecaptcha, api, API_TOKEN, bearer, jsonInit } from "./content-fixtures";
import { send, signedInMember } from "./member-pages";
import { seedContent } from "./seeded";

/**
 * Every form page as it is served: each input and textarea that stands for a model field says the model's length
 * (app/model/limits.ts inputLengthOf) in its maxlength, so the browser stops where the service would refuse.
 */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/** `maxlength` of every input and textarea by name (the first of a name), as the server rendered them. */
function maxLengthsIn(html: string): Map<string, number | null> {
  const found = new Map<string, number | null>();
  for (const [tag] of html.matchAll(/<(?:input|textarea)\b[^>]*>/gi)) {
    const name = /\sname="([^"]+)"/.exec(tag)?.[1];
    if (!name || found.has(name) || /\stype="(?:hidden|checkbox|radio|file|date|number)"/.test(tag)) continue;
    const max = /\smaxlength="(\d+)"/i.exec(tag)?.[1];
    found.set(name, max === undefined ? null : Number(max));
  }
  return found;
}

/** What a page's fields should say: the collection, and each field the page must show by the model field it fills. */
interface FormPage {
  path: () => string;
  collection: string;
  fields: Readonly<Record<string, string>>;
  cookie?: () => string;
}

const same = (...names: string[]) => Object.fromEntries(names.map((name) => [name, name]));
const USER = same("first_name", "last_name", "email", "phone", "company_name");
const OFFICE = same("contact_name", "company_name", "email", "phone", "message");

let member: { cookie: string; id: number; jwt: string };
let owner: { cookie: string; id: number; jwt: string };
const listing: Record<string, number> = {};
let quotation = 0;

function disagreements(page: FormPage, html: string): string[] {
  const found = maxLengthsIn(html);
  return Object.entries(page.fields).flatMap(([name, field]) => {
    const expected = inputLengthOf(page.collection, field);
    const said = found.get(name);
    if (said === undefined) return [`${name}: not on the page`];
    return said === expected ? [] : [`${name}: maxlength ${String(said)}, the model ${expected} (${page.collection}.${field})`];
  });
}

const PAGES: Record<string, FormPage> = {
  register: { path: () => "/register", collection: "users", fields: { ...USER, password: "password" } },
  "forgot password": { path: () => "/forgotpassword", collection: "users", fields: same("email") },
  profile: { path: () => "/profile", collection: "users", fields: same("first_name", "last_name", "phone", "company_name"), cookie: () => member.cookie },
  "change password": { path: () => "/password", collection: "users", fields: { password: "password", passwordConfirmation: "password" }, cookie: () => member.cookie },
  contact: { path: () => "/contact", collection: "contact-messages", fields: same("name", "email", "phone", "message") },
  "package inquiry": { path: () => "/package?package=venue-premium", collection: "package-forms", fields: OFFICE },
  "package contract": {
    path: () => "/package?package=venue-premium&step=contract",
    collection: "contract-forms",
    fields: { ...OFFICE, ...same("tax_id", "address") },
  },
  "listing claim": {
    path: () => `/venue-show-details/${listing.venue}`,
    collection: "contract-forms",
    fields: same("contact_role", "phone", "message"),
    cookie: () => member.cookie,
  },
  "booth reservation": {
    path: () => "/booth-reservation-profile?show=metalex-2027",
    collection: "booth-reservations",
    fields: { ...OFFICE, ...same("company_address", "company_website", "products") },
    cookie: () => member.cookie,
  },
  "quotation answer": {
    path: () => `/quotation-profile/venue?id=${quotation}`,
    collection: LISTINGS.venue.quotation.plural,
    fields: same("answer"),
    cookie: () => owner.cookie,
  },
  "booth lead note": { path: () => "/my-leads-from", collection: "leads-from-reservations", fields: same("note"), cookie: () => owner.cookie },
  ...Object.fromEntries(
    LISTING_KINDS.map((kind): [string, FormPage] => [
      `quotation request to a ${kind}`,
      {
        path: () => `/quotation-${kind}?${kind}=${listing[kind]}`,
        collection: LISTINGS[kind].quotation.plural,
        fields: { ...OFFICE, event_name: LISTINGS[kind].eventField, area: LISTINGS[kind].areaField, ...(kind === "contractor" ? {} : same("attendees")) },
        cookie: () => member.cookie,
      },
    ]),
  ),
};

beforeAll(async () => {
  answerRecaptcha(vi);
  await seedContent();
  member = await signedInMember("markup-member");
  owner = await signedInMember("markup-owner", "organizer");
  for (const kind of LISTING_KINDS) {
    listing[kind] = (await env.DB.prepare(`SELECT id FROM ${LISTINGS[kind].table} ORDER BY id LIMIT 1`).first<{ id: number }>())!.id;
  }
  // The owner runs the first venue (for a request to answer) and the organizer of Metalex 2027 (for a lead).
  expect((await api(`/api/venues/${listing.venue}`, jsonInit("PUT", { data: { owners: [owner.id] } }, bearer(API_TOKEN)))).status).toBe(200);
  expect((await api("/api/organizers/1", jsonInit("PUT", { data: { owners: [owner.id] } }, bearer(API_TOKEN)))).status).toBe(200);
  const asked = await api(
    "/api/quotation-venues",
    jsonInit("POST", { data: { venue: listing.venue, event_name: "Markup fair", start_date: "2099-01-10", end_date: "2099-01-12", contact_name: "Somying", email: "somying@example.com", phone: "081 234 5678" } }, bearer(member.jwt)),
  );
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  quotation = (asked.body.data as { id: number }).id;
  const booked = await api(
    "/api/booth-reservations",
    jsonInit("POST", { data: { trade_show: 2, booth_type: 3, booth_count: 1, company_name: "Markup Co", contact_name: "Somsak", email: "somsak@example.com", phone: "081 234 5678" } }, bearer(member.jwt)),
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM auth_rate_limits").run();
});

describe("every form's maxlength is the model's", () => {
  it.each(Object.entries(PAGES))("%s", async (_, page) => {
    for (const path of [page.path(), `/en${page.path()}`]) {
      const answer = await send(path, { cookie: page.cookie?.() ?? null });
      expect(answer.status, path).toBe(200);
      expect(disagreements(page, answer.html), path).toEqual([]);
    }
  });
});
