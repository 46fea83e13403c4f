/**
 * Seed content for the local D1 and for pushing into a real Strapi.
 *
 * `seedData` holds every record keyed by the collection's plural api id, with attributes named as the API
 * names them (`name` / `name_en`, a relation as the target's id under the relation name: `venue: 3`) plus the
 * system timestamps `created_at`, `updated_at`, `published_at` (ISO). `buildSeedSql()` turns it into INSERT
 * statements following app/model/columns.ts. Pure: no Node imports, so it also runs inside workerd tests.
 */
import { columnsOf } from "../app/model/columns.ts";
import { collectionByPlural, type CollectionDef } from "../app/model/model.ts";
import { seedDate } from "./dates.ts";
import type { SeedRecord } from "./lib.ts";
import { articles, articleTopics } from "./data/articles.ts";
import { boothTypes } from "./data/booth-types.ts";
import { contractors } from "./data/contractors.ts";
import { booths, halls } from "./data/floor-plans.ts";
import { jobs } from "./data/jobs.ts";
import { masterData } from "./data/master-data.ts";
import { newsLists } from "./data/news-lists.ts";
import { news } from "./data/news.ts";
import { organizers } from "./data/organizers.ts";
import { packages } from "./data/packages.ts";
import { photoGalleries } from "./data/photo-galleries.ts";
import { banners, ourClients, popups } from "./data/site.ts";
import { thaiEvents } from "./data/thai-events.ts";
import { tradeShows } from "./data/trade-shows.ts";
import { venues } from "./data/venues.ts";

export type { SeedImage, SeedRecord } from "./lib.ts";
export { NEWS_MISSING_ENGLISH } from "./data/news.ts";
export { keyLabels } from "./data/master-data.ts";

const raw: Record<string, SeedRecord[]> = {
  banners,
  popups,
  "our-clients": ourClients,
  venues,
  organizers,
  contractors,
  "trade-shows": tradeShows,
  "booth-types": boothTypes,
  halls,
  booths,
  "thai-events": thaiEvents,
  "news-list": newsLists,
  news,
  "article-topics": articleTopics,
  articles,
  "photo-galleries": photoGalleries,
  jobs,
  packages,
  "master-data-app": masterData,
};

/**
 * Adds `updated_at` / `published_at` where a record has only `created_at` (published an hour after creation), all
 * three moved with the rest of the seed's dates (seed/dates.ts), so the newest news is as recent as when written.
 */
function withTimestamps(record: SeedRecord): SeedRecord {
  const created = (record.created_at as string | undefined) ?? "2025-01-01T00:00:00.000Z";
  const published = (record.published_at as string | undefined) ?? new Date(Date.parse(created) + 3600_000).toISOString();
  const updated = (record.updated_at as string | undefined) ?? published;
  return { ...record, created_at: seedDate(created), published_at: seedDate(published), updated_at: seedDate(updated) };
}

export const seedData: Record<string, SeedRecord[]> = Object.fromEntries(
  Object.entries(raw).map(([plural, list]) => [plural, list.map(withTimestamps)]),
);

/** The collections the seed fills, in insert order. */
export const SEEDED_COLLECTIONS: readonly string[] = Object.keys(seedData);

function collectionOf(plural: string): CollectionDef {
  const c = collectionByPlural(plural);
  if (!c) throw new Error(`seed: no collection "${plural}" in the content model`);
  return c;
}

/** The D1 tables the seed fills. */
export const SEEDED_TABLES: readonly string[] = SEEDED_COLLECTIONS.map((p) => collectionOf(p).table);

/** An SQL literal: strings quoted with '' escaping, numbers as is, booleans 1/0, objects as JSON text. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`seed: non-finite number ${value}`);
    return String(value);
  }
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

function valueFor(field: { type: string }, value: unknown): unknown {
  if (value === undefined || value === null) return value;
  switch (field.type) {
    case "json":
      return JSON.stringify(value);
    case "boolean":
      return value ? 1 : 0;
    default:
      return value;
  }
}

/** INSERT statements for one collection's records; attributes absent from a record are left to column defaults. */
export function insertsFor(plural: string, records: readonly SeedRecord[]): string[] {
  const collection = collectionOf(plural);
  const columns = columnsOf(collection);
  const known = new Set<string>(["id", "created_at", "updated_at", "published_at", ...columns.map((c) => c.attribute)]);
  return records.map((record) => {
    for (const key of Object.keys(record)) {
      if (!known.has(key)) throw new Error(`seed: ${plural} #${record.id} has unknown attribute "${key}"`);
    }
    const names: string[] = ["id"];
    const values: string[] = [sqlLiteral(record.id)];
    for (const c of columns) {
      const v = record[c.attribute];
      if (v === undefined) continue;
      names.push(c.column);
      values.push(sqlLiteral(valueFor(c.field, v)));
    }
    for (const sys of ["created_at", "updated_at", "published_at"] as const) {
      if (record[sys] !== undefined) {
        names.push(sys);
        values.push(sqlLiteral(record[sys]));
      }
    }
    return `INSERT INTO ${collection.table} (${names.join(", ")}) VALUES (${values.join(", ")});`;
  });
}

/** Every INSERT of the seed, collection by collection. */
export function buildSeedSql(): string[] {
  return SEEDED_COLLECTIONS.flatMap((plural) => insertsFor(plural, seedData[plural]!));
}

/** DELETEs that empty the seeded tables (for a re-seed from scratch). */
export function buildResetSql(): string[] {
  return [...SEEDED_TABLES].reverse().map((t) => `DELETE FROM ${t};`);
}

export interface SeedImageRef {
  /** Public path, `/seed/<kind>/<file>.webp`. */
  path: string;
  /** The collection and record that use it, and the record's industry / sector / category (a palette hint). */
  collection: string;
  id: number;
  theme: string;
  /** The record's Latin name (a show's or client's wordmark) and the image's English caption (what it shows). */
  name: string;
  caption: string;
}

/** Every generated image the seed refers to (image objects and plain-string paths), de-duplicated by path. */
export function collectSeedImages(data: Record<string, SeedRecord[]> = seedData): SeedImageRef[] {
  const found = new Map<string, SeedImageRef>();
  const visit = (value: unknown, ref: Omit<SeedImageRef, "path" | "caption">, caption = "") => {
    if (typeof value === "string") {
      if (value.startsWith("/seed/") && !found.has(value)) found.set(value, { path: value, caption, ...ref });
    } else if (Array.isArray(value)) {
      for (const v of value) visit(v, ref);
    } else if (value && typeof value === "object") {
      const alt = (value as { alt_en?: unknown }).alt_en;
      for (const v of Object.values(value)) visit(v, ref, typeof alt === "string" ? alt : caption);
    }
  };
  for (const [collection, records] of Object.entries(data)) {
    for (const r of records) {
      // A gallery takes its show's industry, so its photos share the show's motif and colours.
      const show = typeof r.trade_show === "number" ? data["trade-shows"]?.find((s) => s.id === r.trade_show) : undefined;
      const theme = String(show?.industry ?? r.industry ?? r.sector ?? r.category ?? r.audience ?? collection);
      const name = String(r.name_en ?? r.title_en ?? r.company_name_en ?? r.name ?? r.title ?? "");
      visit(r, { collection, id: r.id, theme, name });
    }
  }
  return [...found.values()];
}
