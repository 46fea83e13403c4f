import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, test } from "vitest";
import { limitsOf } from "../app/model/limits.ts";
import { collectionByPlural, collections } from "../app/model/model.ts";
import * as requestRules from "../app/domain/request-rules.ts";
import { usersCollection } from "../app/model/system-tables.ts";
import { PHONE_FORMAT } from "../app/domain/phone.ts";
import { attachmentHolders, contentTypeSchema, exportStrapi, memberCollection, memberControllerFile, ownerField, strapiNames, userSchema } from "./export-strapi.ts";

const attributesOf = (plural: string) => contentTypeSchema(collectionByPlural(plural)!).attributes as Record<string, Record<string, unknown>>;

test("a Strapi built from the export answers the news menus at the spec's path, api/news-list", () => {
  const newsList = collectionByPlural("news-list")!;
  // Strapi serves a collection type at its plural name and refuses a singular equal to it.
  expect(strapiNames(newsList)).toEqual({ singular: "news-list-item", plural: "news-list" });
  expect(contentTypeSchema(newsList).info).toMatchObject({ singularName: "news-list-item", pluralName: "news-list" });
  expect(collectionByPlural("news-lists")).toBe(newsList);
});

test("the phone format reaches the Strapi content types as a regex Strapi compiles the same", () => {
  for (const phone of [attributesOf("contact-messages").phone, attributesOf("quotation-venues").phone, (userSchema().attributes as Record<string, Record<string, unknown>>).phone]) {
    expect(phone).toMatchObject({ type: "string", maxLength: 40, regex: PHONE_FORMAT.source });
    // Strapi 4 checks `new RegExp(attr.regex)` (no flags), as the embedded service checks PHONE_FORMAT.
    const strapi = new RegExp(String(phone?.regex));
    for (const value of ["02-123-4567", "081 234 5678", "+66 (81) 234 5678"]) expect(strapi.test(value), value).toBe(true);
    for (const value of ["call me", "12345", "+66 81 234 5678 ext. 9", "0812345678<script>"]) expect(strapi.test(value), value).toBe(false);
  }
});

test("number ranges reach the Strapi content types, the default bounds included", () => {
  expect(attributesOf("booth-reservations").booth_count).toMatchObject({ type: "integer", min: 1, max: 20 });
  expect(attributesOf("banners").sort_order).toMatchObject({ type: "integer", min: -2_147_483_648, max: 2_147_483_647 });
  expect(attributesOf("venues").latitude).toMatchObject({ type: "decimal", min: -90, max: 90 });
});

/** The export carries each field's limits as the model sets them (a Strapi built from it checks the same). */
function exportDisagreements(plural: string, attributes: Record<string, Record<string, unknown>>): string[] {
  return Object.entries(limitsOf(plural)).flatMap(([name, limit]) => {
    const attribute = attributes[name];
    if (!attribute || attribute.type === "relation") return [];
    const exported = { required: attribute.required === true, maxLength: attribute.maxLength, min: attribute.min, max: attribute.max, options: attribute.enum, regex: attribute.regex };
    const expected = { required: limit.required, maxLength: limit.maxLength, min: limit.min, max: limit.max, options: limit.options && [...limit.options], regex: limit.pattern?.source };
    return JSON.stringify(exported) === JSON.stringify(expected) ? [] : [`${plural}.${name}: ${JSON.stringify(exported)}, the model ${JSON.stringify(expected)}`];
  });
}

test.each(collections.map((c) => [c.plural, c] as const))("the %s content type has the model's limits", (plural, collection) => {
  expect(exportDisagreements(plural, contentTypeSchema(collection).attributes as Record<string, Record<string, unknown>>)).toEqual([]);
});

/** A string attribute's `regex`, as Strapi reads it: a string that `new RegExp` takes, without flags. */
function compiles(regex: unknown): boolean {
  if (typeof regex !== "string") return false;
  try {
    new RegExp(regex);
    return true;
  } catch {
    return false;
  }
}

/**
 * What Strapi 4.26 checks of content types as it boots (@strapi/strapi core/domain/content-type/validator,
 * core/loaders/apis, @strapi/database createMetadata): kebab-case names, unique singular and plural names and
 * tables, no `id` attribute, and enumeration values that still read as GraphQL names once "regressed" (slugified
 * with `_`: a letter or `_` first, none empty, none colliding). The regression is @sindresorhus/slugify's on
 * ASCII: every run of other characters becomes one `_`, trimmed at both ends.
 */
function strapiBootRefusals(schemas: { collectionName: string; info: { singularName: string; pluralName: string; displayName: string }; attributes: Record<string, unknown> }[]): string[] {
  const kebab = /^([a-z][a-z0-9]*)(-[a-z0-9]+)*$/;
  const graphqlName = /^[_A-Za-z][_0-9A-Za-z]*$/;
  const regressed = (value: string) => value.replace(/[^A-Za-z0-9]+/g, "_").replace(/^_+|_+$/g, "");
  const refusals: string[] = [];
  const names = new Set<string>();
  const tables = new Set<string>();
  for (const { collectionName, info, attributes } of schemas) {
    const at = info.singularName;
    if (!info.displayName) refusals.push(`${at}: no displayName`);
    for (const name of [info.singularName, info.pluralName]) {
      if (!kebab.test(name)) refusals.push(`${at}: ${name} is not kebab-case`);
      if (names.has(name)) refusals.push(`${at}: the name ${name} is taken`);
      names.add(name);
    }
    if (tables.has(collectionName)) refusals.push(`${at}: the table ${collectionName} is taken`);
    tables.add(collectionName);
    if ("id" in attributes) refusals.push(`${at}: id is reserved`);
    for (const [name, attribute] of Object.entries(attributes) as [string, { type?: string; enum?: string[]; regex?: unknown }][]) {
      if ("regex" in attribute && !compiles(attribute.regex)) refusals.push(`${at}.${name}: the regex ${String(attribute.regex)} does not compile`);
      if (attribute.type !== "enumeration") continue;
      const values = (attribute.enum ?? []).map(regressed);
      for (const [i, value] of values.entries()) {
        if (!value) refusals.push(`${at}.${name}: "${attribute.enum![i]}" is empty once regressed`);
        else if (!graphqlName.test(value)) refusals.push(`${at}.${name}: "${attribute.enum![i]}" needs a letter before its first digit`);
        else if (values.indexOf(value) !== i) refusals.push(`${at}.${name}: "${attribute.enum![i]}" collides with another value`);
      }
    }
  }
  return refusals;
}

const exportedSchemas = () => [...collections.map((c) => contentTypeSchema(c)), userSchema()];

test("Strapi 4 boots with every exported content type: names, tables and enumeration values", () => {
  expect(exportedSchemas().length).toBe(collections.length + 1);
  expect(attributesOf("quotation-venues").budget_range).toMatchObject({ type: "enumeration", enum: expect.arrayContaining(["between-100k-500k"]) });
  expect(strapiBootRefusals(exportedSchemas())).toEqual([]);
});

test("the boot check refuses what Strapi 4 refuses", () => {
  const schema = (singularName: string, pluralName: string, attributes: Record<string, unknown>, collectionName = pluralName) => ({
    collectionName,
    info: { singularName, pluralName, displayName: singularName },
    attributes,
  });
  expect(
    strapiBootRefusals([
      schema("quote", "quotes", { budget: { type: "enumeration", enum: ["100k-500k", "under-100k", "under_100k", "--"] }, phone: { type: "string", regex: "^(\\d" } }),
      schema("Quote_Item", "quotes", { id: { type: "integer" } }, "quotes"),
    ]),
  ).toEqual([
    'quote.budget: "100k-500k" needs a letter before its first digit',
    'quote.budget: "under_100k" collides with another value',
    'quote.budget: "--" is empty once regressed',
    "quote.phone: the regex ^(\\d does not compile",
    "Quote_Item: Quote_Item is not kebab-case",
    "Quote_Item: the name quotes is taken",
    "Quote_Item: the table quotes is taken",
    "Quote_Item: id is reserved",
  ]);
});

test("the user's profile fields have the users model's limits (Strapi's own fields keep Strapi's)", () => {
  const strapiOwn = ["username", "email", "password", "provider", "confirmed", "blocked", "role", "reset_password_token", "confirmation_token"];
  const attributes = Object.fromEntries(Object.entries(userSchema().attributes).filter(([name]) => name in usersCollection.fields && !strapiOwn.includes(name)));
  expect(Object.keys(attributes)).toContain("company_type");
  expect(exportDisagreements("users", attributes as Record<string, Record<string, unknown>>)).toEqual([]);
});

type Ctx = Record<string, any>;

/** Strapi's ValidationError, which its error middleware answers as a 400. */
class StrapiValidationError extends Error {
  override readonly name = "ValidationError";
  constructor(
    message: string,
    readonly details: unknown,
  ) {
    super(message);
  }
}

/**
 * Loads a generated controller the way Strapi 4's createCoreController does (the returned object's prototype is
 * the core controller), over an in-memory table in place of Strapi's services.
 */
function loadController(code: string, rows: Record<string, any>[]) {
  const calls: { find: unknown[]; create: unknown[] } = { find: [], create: [] };
  // Strapi's filters over plain rows: $and, $or, `{rel: {id}}` against an id, an object or a list, and nested paths.
  const owned = (row: any, filters: any): boolean => {
    if (!filters) return true;
    if (Array.isArray(row)) return row.some((item) => owned(item, filters));
    return Object.entries(filters).every(([key, value]: [string, any]) => {
      if (key === "$and") return value.every((f: any) => owned(row, f));
      if (key === "$or") return value.some((f: any) => owned(row, f));
      if (key === "id") return Number(row?.id ?? row) === Number(value);
      const target = row?.[key];
      if (target === undefined || target === null) return false;
      return typeof target === "number" ? Number(value?.id) === target : owned(target, value);
    });
  };
  const strapi = {
    service: () => ({
      find: async (query: any) => {
        calls.find.push(query);
        return { results: rows.filter((r) => owned(r, query.filters)), pagination: { page: 1 } };
      },
      create: async (query: any) => {
        calls.create.push(query);
        return { id: 99, ...query.data };
      },
      update: async (id: number, query: any) => ({ id, ...query.data }),
    }),
    entityService: { findMany: async (_uid: string, query: any) => rows.filter((r) => owned(r, query.filters)).slice(0, query.limit) },
  };
  const core = {
    find: async () => ({ data: rows, core: true }),
    findOne: async () => ({ core: true }),
    create: async () => ({ core: true }),
    update: async () => ({ core: true }),
    delete: async () => ({ deleted: true }),
    // Strapi's validateQuery refuses a filter on a relation to users, which the Authenticated role may not read.
    validateQuery: async (ctx: Ctx) => {
      for (const name of ["user", "owner"]) if (ctx.query?.filters?.[name]) throw new StrapiValidationError(`Invalid parameter ${name}`, {});
    },
    sanitizeQuery: async (ctx: Ctx) => ({ ...ctx.query }),
    sanitizeInput: async (data: Record<string, unknown>) => data,
    sanitizeOutput: async (data: unknown) => data,
    transformResponse: (data: unknown, meta?: unknown) => ({ data, meta }),
  };
  const factories = {
    createCoreController: (_uid: string, cfg: (deps: { strapi: typeof strapi }) => object) => {
      const controller = cfg({ strapi });
      Object.setPrototypeOf(controller, core);
      return controller as typeof core;
    },
  };
  const modules: Record<string, unknown> = {
    "@strapi/strapi": { factories },
    "@strapi/utils": { errors: { ValidationError: StrapiValidationError } },
    "../../../domain/request-rules.js": requestRules,
  };
  const module = { exports: undefined as unknown };
  new Function("require", "module", code)((name: string) => modules[name], module);
  return { controller: module.exports as Record<"find" | "findOne" | "create" | "update" | "delete", (ctx: Ctx) => Promise<any>>, calls };
}

const member = (id: number, extra: Ctx = {}): Ctx => ({
  state: { user: { id }, auth: { strategy: { name: "users-permissions" } } },
  query: {},
  params: {},
  request: { body: {} },
  unauthorized: () => ({ status: 401 }),
  notFound: () => ({ status: 404 }),
  badRequest: (message: string) => ({ status: 400, message }),
  ...extra,
});

describe("member controllers in the Strapi export", () => {
  const rows = [
    { id: 1, user: 7, title: "A's" },
    { id: 2, user: 8, title: "B's" },
    { id: 3, user: 7, title: "A's second" },
  ];
  const code = memberControllerFile("api::bookmark.bookmark", memberCollection(collectionByPlural("bookmarks")!, "user"));

  it("is written for every member collection, keyed on its owner relation", () => {
    const members = collections.filter((c) => c.access === "member");
    expect(members.length).toBeGreaterThanOrEqual(8);
    expect(members.map((c) => c.plural)).toContain("follows");
    for (const collection of members) expect(ownerField(collection), collection.plural).toMatch(/^(user|owner)$/);
    expect(ownerField(collections.find((c) => c.plural === "leads-from-reservations")!)).toBe("owner");
  });

  it("finds only the member's own rows, whatever filters they send", async () => {
    const { controller } = loadController(code, rows);
    const found = await controller.find(member(7, { query: { filters: { user: { id: 8 } } } }));
    expect(found.data.map((r: { id: number }) => r.id)).toEqual([]);
    const mine = await controller.find(member(7));
    expect(mine.data.map((r: { id: number }) => r.id)).toEqual([1, 3]);
    const theirs = await controller.find(member(8));
    expect(theirs.data.map((r: { id: number }) => r.id)).toEqual([2]);
  });

  it("takes the pages' filter naming the member themselves, and refuses any other filter on the owner", async () => {
    const { controller } = loadController(code, rows);
    const named = (filter: unknown) => controller.find(member(7, { query: { filters: filter } }));
    expect((await named({ user: { id: { $eq: "7" } } })).data.map((r: { id: number }) => r.id)).toEqual([1, 3]);
    expect((await named({ user: { id: { $eq: "8" } } })).data).toEqual([]);
    await expect(named({ user: { email: { $startsWith: "a" } } })).rejects.toMatchObject({ name: "ValidationError", message: "Invalid parameter user" });
    await expect(named({ user: { id: { $in: ["7", "8"] } } })).rejects.toMatchObject({ name: "ValidationError" });
  });

  it("answers 404 for another member's row on read, update and delete", async () => {
    const { controller } = loadController(code, rows);
    expect(await controller.findOne(member(7, { params: { id: "2" } }))).toEqual({ status: 404 });
    expect(await controller.update(member(7, { params: { id: "2" }, request: { body: { data: { title: "x" } } } }))).toEqual({ status: 404 });
    expect(await controller.delete(member(7, { params: { id: "2" } }))).toEqual({ status: 404 });
    expect(await controller.findOne(member(8, { params: { id: "2" } }))).toEqual({ data: rows[1], meta: undefined });
    expect(await controller.delete(member(8, { params: { id: "2" } }))).toEqual({ deleted: true });
  });

  it("makes the member the owner of what they create, even if they name someone else", async () => {
    const { controller, calls } = loadController(code, rows);
    await controller.create(member(7, { request: { body: { data: { title: "new", user: 8 } } } }));
    expect(calls.create).toEqual([{ data: { title: "new", user: 7 } }]);
    expect(await controller.create(member(7))).toMatchObject({ status: 400 });
  });

  it("refuses a caller who is neither a member nor the API token, and leaves the API token the core behaviour", async () => {
    const { controller } = loadController(code, rows);
    expect(await controller.find(member(7, { state: {} }))).toEqual({ status: 401 });
    expect(await controller.find(member(7, { state: { auth: { strategy: { name: "api-token" } } } }))).toEqual({ data: rows, core: true });
  });
});

describe("received collections in the Strapi export (docs/decisions/024)", () => {
  const quotes = collectionByPlural("quotation-venues")!;
  const code = memberControllerFile("api::quotation-venue.quotation-venue", memberCollection(quotes, "user"));

  it("carries the owners and team relations and their inverses on the user", () => {
    expect(attributesOf("venues").owners).toEqual({ type: "relation", relation: "manyToMany", target: "plugin::users-permissions.user", inversedBy: "owned_venues", private: true });
    expect(attributesOf("venues").team).toEqual({ type: "relation", relation: "manyToMany", target: "plugin::users-permissions.user", inversedBy: "team_venues", private: true });
    expect(memberCollection(quotes, "user").received).toEqual({ paths: [["venue"]] });
  });

  it("lets the listing's owners and team find what it received, and the sender what they sent", async () => {
    const { controller, calls } = loadController(code, []);
    await controller.find(member(7));
    expect(calls.find[0]).toEqual({ filters: { $and: [{}, { $or: [{ user: { id: 7 } }, { venue: { owners: { id: 7 } } }, { venue: { team: { id: 7 } } }] }] } });
  });

  it("keeps a listing owner's own sent requests apart from what their listing received when they name themselves", async () => {
    const received = [
      { id: 5, user: { id: 7 }, venue: { owners: [{ id: 9 }] } },
      { id: 6, user: { id: 9 }, venue: { owners: [] } },
    ];
    const { controller } = loadController(code, received);
    const ids = async (query: Ctx) => (await controller.find(member(9, { query }))).data.map((r: { id: number }) => r.id);
    expect(await ids({})).toEqual([5, 6]);
    expect(await ids({ filters: { user: { id: { $eq: "9" } } } })).toEqual([6]);
  });

  it("refuses the sender's edits and moves the state machine forbids; only the token deletes", async () => {
    const sent = { id: 5, user: { id: 7 }, quotation_status: "sent", answer: null, read_at: null };
    const { controller } = loadController(code, [sent]);
    const asSender = (data: Ctx) => controller.update(member(7, { params: { id: "5" }, request: { body: { data } } }));
    await expect(asSender({ event_name: "changed" })).rejects.toMatchObject({ name: "ValidationError", message: "event_name cannot be changed once the request is sent" });
    await expect(asSender({ quotation_status: "closed" })).rejects.toMatchObject({ name: "ValidationError", details: { errors: [{ path: ["quotation_status"] }] } });
    expect(await asSender({ quotation_status: "withdrawn" })).toEqual({ data: { id: "5", quotation_status: "withdrawn" }, meta: undefined });
    expect(await controller.delete(member(7, { params: { id: "5" }, forbidden: () => ({ status: 403 }) }))).toEqual({ status: 403 });
  });

  it("lets the venue's owner move it forward and answer, nothing else", async () => {
    const sent = { id: 5, user: { id: 7 }, venue: { owners: [{ id: 9 }] }, quotation_status: "sent", answer: null, read_at: null };
    const { controller } = loadController(code, [sent]);
    const asOwner = (data: Ctx) => controller.update(member(9, { params: { id: "5" }, request: { body: { data } } }));
    await expect(asOwner({ event_name: "changed" })).rejects.toMatchObject({ name: "ValidationError" });
    await expect(asOwner({ quotation_status: "answered" })).rejects.toMatchObject({ name: "ValidationError", message: "An answered request needs an answer" });
    const answered = await asOwner({ quotation_status: "answered", answer: "ว่างค่ะ" });
    expect(answered.data).toMatchObject({ quotation_status: "answered", answer: "ว่างค่ะ", read_at: expect.any(String), answered_at: expect.any(String) });
    expect(await controller.update(member(8, { params: { id: "5" }, request: { body: { data: { quotation_status: "read" } } } }))).toEqual({ status: 404 });
  });
});

describe("the upload plugin's extension in the Strapi export", () => {
  const dir = mkdtempSync(join(tmpdir(), "strapi-export-"));
  const extension = join(dir, "src/extensions/upload/strapi-server.js");
  beforeAll(() => exportStrapi(pathToFileURL(`${dir}/`)), 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Files 1 and 2 are member 7's, 3 member 8's; member 7's request 12 holds file 2. */
  function loadExtension() {
    const files = [
      { id: 1, uploaded_by: 7 },
      { id: 2, uploaded_by: 7 },
      { id: 3, uploaded_by: 8 },
    ];
    const requests = [{ id: 12, user: 7, attachments: [{ id: 2, url: "/uploads/brief_2.pdf" }] }, { id: 13, user: 8, attachments: null }];
    const calls: { core: string[]; recorded: unknown[]; listed: unknown[] } = { core: [], recorded: [], listed: [] };
    const strapi = {
      getModel: () => ({}),
      plugin: () => ({ service: () => ({ findMany: async (query: unknown) => (calls.listed.push(query), []) }) }),
      db: {
        query: (uid: string) =>
          uid === "plugin::upload.file"
            ? {
                findOne: async ({ where }: Ctx) => files.find((f) => f.id === where.id && f.uploaded_by === where.uploaded_by.id) ?? null,
                update: async (query: unknown) => calls.recorded.push(query),
              }
            : { findMany: async ({ where }: Ctx) => (uid === "api::quotation-venue.quotation-venue" ? requests.filter((r) => r.user === where.user.id) : []) },
      },
    };
    const core = Object.fromEntries(
      ["find", "findOne", "destroy", "upload"].map((action) => [
        action,
        async (ctx: Ctx) => {
          calls.core.push(action);
          ctx.body = action === "upload" ? [{ id: 50 }, { id: 51 }] : { core: action };
        },
      ]),
    );
    const plugin = { contentTypes: { file: { schema: { attributes: { name: { type: "string" } } } } }, controllers: { "content-api": core } };
    // Relative names load from disk, beside the written file: the bundled rules must be there.
    const near = createRequire(extension);
    const utils = { errors: { ValidationError: StrapiValidationError }, sanitize: { contentAPI: { query: async (q: unknown) => q, output: async (d: unknown) => d } }, validate: { contentAPI: { query: async () => {} } } };
    const required: string[] = [];
    const load = (name: string) => (required.push(name), name === "@strapi/utils" ? utils : near(name));
    const module = { exports: undefined as unknown };
    new Function("require", "module", "strapi", readFileSync(extension, "utf8"))(load, module, strapi);
    const extended = (module.exports as (p: typeof plugin) => typeof plugin)(plugin);
    const controller = extended.controllers["content-api"] as Record<"find" | "findOne" | "destroy" | "upload", (ctx: Ctx) => Promise<unknown>>;
    return { controller, extended, calls, required };
  }

  const caller = (id: number | null, extra: Ctx = {}): Ctx => ({
    ...member(id ?? 0),
    state: id === null ? {} : { user: { id }, auth: { strategy: { name: "users-permissions" } } },
    forbidden: () => ({ status: 403 }),
    notFound: (message: string) => ({ status: 404, message }),
    ...extra,
  });

  it("is written beside the bundled rules, which it loads, and gives files a private uploader", () => {
    expect(existsSync(extension)).toBe(true);
    const { extended, required } = loadExtension();
    expect(required).toContain("../../domain/request-rules.js");
    expect(extended.contentTypes.file.schema.attributes).toMatchObject({
      name: { type: "string" },
      uploaded_by: { type: "relation", relation: "manyToOne", target: "plugin::users-permissions.user", private: true },
    });
    expect(attachmentHolders().map((h) => h.plural)).toEqual(["quotation-venues", "quotation-organizers", "quotation-contractors"]);
  });

  it("lets a member delete their own file no request holds, and no one else's", async () => {
    const { controller, calls } = loadExtension();
    expect(await controller.destroy(caller(8, { params: { id: "1" } }))).toEqual({ status: 404, message: "file.notFound" });
    expect(await controller.destroy(caller(7, { params: { id: "1 OR 1=1" } }))).toEqual({ status: 404, message: "file.notFound" });
    expect(calls.core).toEqual([]);
    await controller.destroy(caller(7, { params: { id: "1" } }));
    expect(calls.core).toEqual(["destroy"]);
  });

  it("refuses to delete or replace the attachment of a request the member sent, with the embedded service's 400", async () => {
    const { controller, calls } = loadExtension();
    const refusal = { name: "ValidationError", message: "This file is attached to a sent request (quotation-venues 12) and cannot be deleted" };
    await expect(controller.destroy(caller(7, { params: { id: "2" } }))).rejects.toMatchObject(refusal);
    await expect(controller.upload(caller(7, { query: { id: "2" } }))).rejects.toMatchObject(refusal);
    expect(await controller.upload(caller(7, { query: { id: "3" } }))).toEqual({ status: 404, message: "file.notFound" });
    expect(calls.core).toEqual([]);
  });

  it("records the member as the uploader of what they upload, and lists only their files", async () => {
    const { controller, calls } = loadExtension();
    await controller.upload(caller(7, { query: {} }));
    expect(calls.recorded).toEqual([
      { where: { id: 50 }, data: { uploaded_by: 7 } },
      { where: { id: 51 }, data: { uploaded_by: 7 } },
    ]);
    await controller.find(caller(7, { query: { filters: { mime: { $eq: "application/pdf" } } } }));
    expect(calls.listed).toEqual([{ filters: { $and: [{ mime: { $eq: "application/pdf" } }, { uploaded_by: { id: 7 } }] } }]);
    expect(await controller.findOne(caller(7, { params: { id: "3" } }))).toEqual({ status: 404, message: "file.notFound" });
  });

  it("leaves the API token the core behaviour and refuses anyone else", async () => {
    const { controller, calls } = loadExtension();
    const token = caller(null, { state: { auth: { strategy: { name: "api-token" } } }, params: { id: "2" } });
    await controller.destroy(token);
    expect(calls.core).toEqual(["destroy"]);
    for (const action of ["find", "findOne", "destroy", "upload"] as const) expect(await controller[action](caller(null, { params: { id: "1" } }))).toEqual({ status: 403 });
  });
});

describe("the users-permissions extension in the Strapi export", () => {
  const dir = mkdtempSync(join(tmpdir(), "strapi-export-"));
  const extension = join(dir, "src/extensions/users-permissions/strapi-server.js");
  beforeAll(() => exportStrapi(pathToFileURL(`${dir}/`)), 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Strapi 4.26 ships the user service as a factory and the auth controller as an object: both are extended. */
  function loadExtension() {
    const sent: string[] = [];
    const userService = ({ strapi }: { strapi: string }) => ({
      edit: async (id: number) => `${strapi} edits ${id}`,
      sendConfirmationEmail: async (user: { email: string }) => sent.push(`confirmation to ${user.email}`),
    });
    const auth = { register: async () => "registered", forgotPassword: async () => sent.push("reset mail") };
    const module = { exports: undefined as unknown };
    new Function("require", "module", readFileSync(extension, "utf8"))(() => ({}), module);
    const extended = (module.exports as (p: object) => { services: { user: typeof userService }; controllers: { auth: typeof auth } })({ services: { user: userService }, controllers: { auth } });
    return { extended, sent };
  }

  it("keeps Strapi's email confirmation but sends neither its confirmation mail nor its reset mail: the portal sends them", async () => {
    const { extended, sent } = loadExtension();
    const user = extended.services.user({ strapi: "strapi" });
    await user.sendConfirmationEmail({ email: "member@example.com" });
    expect(await user.edit(4)).toBe("strapi edits 4");
    const ctx = { send: (body: unknown) => sent.push(`answered ${JSON.stringify(body)}`) };
    await (extended.controllers.auth.forgotPassword as unknown as (c: typeof ctx) => Promise<void>)(ctx);
    expect(await extended.controllers.auth.register()).toBe("registered");
    expect(sent).toEqual(['answered {"ok":true}']);
  });
});
