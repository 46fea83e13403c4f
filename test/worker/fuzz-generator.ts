import { columnsOf } from "../../app/model/columns";
import { collections } from "../../app/model/model";
import { allPagePaths } from "../../app/lib/pages";

/**
 * A seeded generator of hostile Strapi v4 queries and page paths. It knows the content model (attribute and
 * relation names, so most queries get past the first check and reach SQL) and mixes in what an attacker
 * tries: unknown operators, deep nesting, long sorts, populate paths, odd numbers, unicode, broken brackets.
 * The same seed always gives the same requests, so a failure can be replayed.
 */
export type Random = () => number;

/** mulberry32: a tiny, well-known 32-bit PRNG; enough for test input, and seedable. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const int = (r: Random, max: number) => Math.floor(r() * max);
const pick = <T>(r: Random, items: readonly T[]): T => items[int(r, items.length)] as T;
const chance = (r: Random, p: number) => r() < p;

interface ModelInfo {
  scalars: string[];
  relations: Map<string, string>;
}

const model = new Map<string, ModelInfo>();
for (const collection of collections) {
  const info: ModelInfo = { scalars: ["id", "createdAt", "updatedAt", "publishedAt"], relations: new Map() };
  for (const column of columnsOf(collection)) {
    if (column.field.type === "relation") info.relations.set(column.attribute, column.field.target ?? "");
    else info.scalars.push(column.attribute);
  }
  model.set(collection.plural, info);
}
model.set("users", { scalars: ["id", "username", "email", "password", "reset_password_token", "role"], relations: new Map() });

export const PLURALS = [...model.keys()].filter((p) => p !== "users");

const OPERATORS = [
  "$eq", "$eqi", "$ne", "$nei", "$lt", "$lte", "$gt", "$gte", "$in", "$notIn", "$between", "$contains", "$notContains",
  "$containsi", "$notContainsi", "$startsWith", "$endsWith", "$null", "$notNull", "$not", "$and", "$or",
  "$regex", "$exists", "$where", "$raw", "$", "$$eq", "$EQ", "eq",
] as const;

/** Values an attacker would try: numbers at and past every limit, unicode, SQL and encoding tricks. */
const ODD_VALUES = [
  "1", "0", "-1", "2", "3", "42", "999", "1.5", "-0", "1e3", "1e20", "1e300", "1e309", "-1e309", "9007199254740993",
  "1234567890123456", "99999999999999999999", "0x10", "0b1", "NaN", "Infinity", "-Infinity", "", " ", "true", "false",
  "null", "undefined", "[object Object]", "%", "_", "*", "'", "\"", "\\", "' OR 1=1 --", "1; DROP TABLE trade_shows",
  "\u0000", "\u202e", "\ud800", "😀", "ไทย", "งานแสดงสินค้า", "İ", "ß", "ﬀ", "a".repeat(2000), "%25", "%00", "../..",
  "<script>alert(1)</script>", "2026-01-01", "2026-13-45", "00:00", "__proto__", "constructor",
];

/** Strings that occur only in rows the fuzzing callers may not see (another member's, drafts). */
export const SECRET_VALUES = ["ZQXB", "zqxb", "ZQXB secret", "zqxb@b.example", "+66 899 771 933", "ZQXDRAFT", "zqxdraft-org", "ZQXDRAFT Org"];

function value(r: Random, secrets: boolean): string {
  if (secrets && chance(r, 0.35)) return pick(r, SECRET_VALUES);
  if (chance(r, 0.15)) return String(int(r, 40));
  return pick(r, ODD_VALUES);
}

function attributeOf(r: Random, info: ModelInfo): string {
  if (chance(r, 0.06)) return pick(r, ["nope", "password", "__proto__", "constructor", "name;", "id)", "", "$eq", "a.b", "published_at"]);
  const relations = [...info.relations.keys()];
  if (relations.length && chance(r, 0.35)) return pick(r, relations);
  return pick(r, info.scalars);
}

/** One filter tree as qs bracket pairs. */
function filter(r: Random, plural: string, prefix: string, depth: number, secrets: boolean, out: [string, string][]): void {
  const info = model.get(plural);
  if (!info || out.length > 60) return;
  if (depth === 0 && chance(r, 0.04)) {
    // A long flat run right at the value caps: D1's expression-depth limit of 100 is hit here.
    const count = 96 + int(r, 6);
    const logical = pick(r, ["$or", "$and"]);
    for (let i = 0; i < count; i++) out.push([`${prefix}[${logical}][${i}][${pick(r, info.scalars)}][$null]`, "true"]);
    return;
  }
  const roll = r();
  if (depth < 5 && roll < 0.18) {
    const logical = pick(r, ["$and", "$or", "$not"]);
    if (logical === "$not") return filter(r, plural, `${prefix}[$not]`, depth + 1, secrets, out);
    const count = chance(r, 0.1) ? 30 + int(r, 80) : 1 + int(r, 3);
    for (let i = 0; i < count; i++) filter(r, plural, `${prefix}[${logical}][${i}]`, depth + 1, secrets, out);
    return;
  }
  const attribute = attributeOf(r, info);
  const target = info.relations.get(attribute);
  if (target && depth < 6 && chance(r, 0.7)) return filter(r, target, `${prefix}[${attribute}]`, depth + 1, secrets, out);
  const op = pick(r, OPERATORS);
  const here = `${prefix}[${attribute}][${op}]`;
  if (["$in", "$notIn", "$between"].includes(op) || chance(r, 0.05)) {
    const count = chance(r, 0.1) ? 90 + int(r, 30) : 1 + int(r, 4);
    for (let i = 0; i < count; i++) out.push([`${here}[${i}]`, value(r, secrets)]);
  } else if (chance(r, 0.04)) {
    out.push([`${here}[x][y]`, value(r, secrets)]);
  } else {
    out.push([here, value(r, secrets)]);
  }
}

function sort(r: Random, info: ModelInfo): [string, string][] {
  const count = chance(r, 0.15) ? 15 + int(r, 130) : 1 + int(r, 3);
  const term = () => `${chance(r, 0.9) ? pick(r, info.scalars) : attributeOf(r, info)}${chance(r, 0.5) ? pick(r, [":asc", ":desc", ":DESC", ":up", ":", "::"]) : ""}`;
  if (chance(r, 0.5)) return [["sort", Array.from({ length: count }, term).join(",")]];
  return Array.from({ length: Math.min(count, 120) }, (_, i) => [`sort[${i}]`, term()] as [string, string]);
}

function populatePath(r: Random, plural: string, depth: number): string {
  const info = model.get(plural);
  const relations = info ? [...info.relations.entries()] : [];
  if (!relations.length || chance(r, 0.08)) return pick(r, ["*", "nope", "user", "password", "a.b.c.d.e", ""]);
  const [name, target] = pick(r, relations);
  return depth < 5 && chance(r, 0.5) ? `${name}.${populatePath(r, target, depth + 1)}` : name;
}

function populate(r: Random, plural: string, prefix: string, depth: number, out: [string, string][]): void {
  const info = model.get(plural);
  const relations = info ? [...info.relations.entries()] : [];
  const form = r();
  if (form < 0.2 || !relations.length) out.push([prefix, pick(r, ["*", "true", "false", "", "deep"])]);
  else if (form < 0.55) {
    const count = chance(r, 0.1) ? 21 + int(r, 30) : 1 + int(r, 3);
    out.push([prefix, Array.from({ length: count }, () => populatePath(r, plural, depth)).join(",")]);
  } else {
    const [name, target] = pick(r, relations);
    if (chance(r, 0.4)) out.push([`${prefix}[${name}][fields][0]`, pick(r, model.get(target)?.scalars ?? ["id"])]);
    if (depth < 5 && chance(r, 0.6)) populate(r, target, `${prefix}[${name}][populate]`, depth + 1, out);
    else out.push([`${prefix}[${name}]`, "*"]);
  }
}

/** Percent-encoding; a lone surrogate cannot be encoded, so it travels as the bytes a careless client sends. */
function escape(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

function encode(r: Random, [key, raw]: [string, string]): string {
  // Mostly well-formed; sometimes raw brackets, or a broken percent escape.
  const k = chance(r, 0.5) ? key : escape(key);
  let v = escape(raw);
  if (chance(r, 0.02)) v += "%E0%A4%A";
  return `${k}=${v}`;
}

export interface ApiProbe {
  plural: string;
  path: string;
  /**
   * The same request with every secret value swapped for one that matches nothing, when the probe used secrets:
   * the caller must get the same rows from both, or a filter told them something about rows they may not see.
   */
  neutralPath: string | undefined;
}

/** "zqx" becomes "zqy": matches nothing, and sorts the same against every visible value (for $gt, $lt...). */
const neutral = (secret: string) => secret.replace(/zqx/gi, (m) => (m === "ZQX" ? "ZQY" : "zqy"));

/** A Strapi REST GET with a random mix of filters, sort, fields, populate, pagination and publicationState. */
export function apiProbe(r: Random, plurals: readonly string[] = PLURALS): ApiProbe {
  const plural = chance(r, 0.03) ? pick(r, ["users", "nope", "files", "mail-outbox", "..%2Ftrade-shows"]) : pick(r, plurals);
  const info = model.get(plural) ?? { scalars: ["id"], relations: new Map() };
  const pairs: [string, string][] = [];
  const secrets = chance(r, 0.5);
  if (chance(r, 0.7)) filter(r, plural, "filters", 0, secrets, pairs);
  if (chance(r, 0.35)) pairs.push(...sort(r, info));
  if (chance(r, 0.25)) {
    const count = chance(r, 0.1) ? 61 + int(r, 40) : 1 + int(r, 4);
    pairs.push(["fields", Array.from({ length: count }, () => attributeOf(r, info)).join(",")]);
  }
  if (chance(r, 0.6)) populate(r, plural, "populate", 0, pairs);
  if (chance(r, 0.25)) pairs.push([`pagination[${pick(r, ["page", "pageSize", "start", "limit", "withCount", "x"])}]`, value(r, false)]);
  if (chance(r, 0.15)) pairs.push(["publicationState", pick(r, ["preview", "live", "draft", ""])]);
  if (chance(r, 0.05)) pairs.push([pick(r, ["filters[", "filters]", "filters[[id]]", "__proto__[x]", "constructor[prototype][x]", "populate[", "sort[]"]), "1"]);
  let id = "";
  if (chance(r, 0.2)) id = `/${chance(r, 0.5) ? String(1 + int(r, 12)) : escape(value(r, false))}`;
  const salts = pairs.map(() => r());
  const render = (swap: boolean) => {
    const query = pairs
      .map(([key, v], i) => encode(seeded(Math.floor((salts[i] ?? 0) * 2 ** 32)), [key, swap && SECRET_VALUES.includes(v) ? neutral(v) : v]))
      .join("&");
    return `/api/${plural}${id}${query ? `?${query}` : ""}`;
  };
  const usesSecrets = pairs.some(([, v]) => SECRET_VALUES.includes(v));
  return { plural, path: render(false), neutralPath: usesSecrets ? render(true) : undefined };
}

const PAGE_PARAMS = ["page", "sort", "q", "province", "industry", "when", "from", "to", "venue", "c", "status", "returnTo", "sector"];

/** A page path: every route of the table, with odd ids and odd list parameters, in either locale. */
export function pagePath(r: Random): string {
  const template = pick(r, allPagePaths);
  const id = chance(r, 0.4) ? String(1 + int(r, 10)) : value(r, false);
  let path = template.replace(":id", escape(id) || "x");
  if (chance(r, 0.05)) path += pick(r, ["/extra", "/..", "%2F..%2F", "/%ff", "//"]);
  if (chance(r, 0.4)) path = `/en${path === "/" ? "" : path}`;
  if (chance(r, 0.6)) {
    const count = 1 + int(r, 4);
    path += `?${Array.from({ length: count }, () => encode(r, [pick(r, PAGE_PARAMS), value(r, false)])).join("&")}`;
  }
  return path;
}
