import type { RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { masterDataOf } from "~/content/master-data.server";
import type { Locale } from "~/domain/locales";
import type { CollectionDef } from "~/model/model";
import type { StrapiEntity, StrapiList } from "~/model/types";
import { titleFieldOf } from "./collections";
import type { FormField } from "~/lib/model-form/form-model";
import { hasMasterFields, masterOptions, strayMasterFields } from "~/lib/model-form/master-options";
import type { ListQuery } from "./list-options";
import { strapiListQuery } from "./list-query";

/**
 * The content manager's reads and writes, all through the content service with the API token (the same rules,
 * search index and cache renewal as any write), never straight to D1.
 */
type Context = Readonly<RouterContextProvider>;

export interface RecordRow {
  id: number;
  title: string;
  titleEn: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface Option {
  id: number;
  label: string;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

export const api = (collection: CollectionDef) => `api/${collection.plural}`;

export const serverClient = (request: Request, context: Context) => contentClient(request, context, "server");

function rowOf(collection: CollectionDef, entity: StrapiEntity): RecordRow {
  const title = titleFieldOf(collection);
  const a = entity.attributes;
  return { id: entity.id, title: str(a[title]) || `#${entity.id}`, titleEn: str(a[`${title}_en`]), updatedAt: str(a.updatedAt), publishedAt: str(a.publishedAt) || null };
}

export async function listRecords(request: Request, context: Context, collection: CollectionDef, query: ListQuery) {
  const result = await serverClient(request, context).query<StrapiList>(api(collection), strapiListQuery(collection, query));
  if (!result.ok) throw new Error(`content list ${collection.plural} answered ${result.status}: ${result.error.message}`);
  const meta = result.data.meta.pagination;
  const total = meta.total;
  return { rows: result.data.data.map((entity) => rowOf(collection, entity)), total, pageCount: "pageCount" in meta ? Math.max(1, meta.pageCount) : 1 };
}

/** A record with drafts included and its relations as ids; null when there is none. */
export async function loadRecord(request: Request, context: Context, collection: CollectionDef, id: number): Promise<StrapiEntity | null> {
  const result = await serverClient(request, context).query<StrapiList>(api(collection), {
    publicationState: "preview",
    filters: { id: { $eq: id } },
    populate: "*",
    pagination: { page: 1, pageSize: 1 },
  });
  if (!result.ok) throw new Error(`content record ${collection.plural}/${id} answered ${result.status}: ${result.error.message}`);
  return result.data.data[0] ?? null;
}

const PICKER_SIZE = 100;

/** A relation's choices: the first hundred by name (or those matching `search`), with the chosen one always among them. */
async function optionsOf(request: Request, context: Context, target: CollectionDef, chosen: string, search: string): Promise<Option[]> {
  const title = titleFieldOf(target);
  const halves = target.fields[title]?.localized ? [title, `${title}_en`] : [title];
  const client = serverClient(request, context);
  const matching = search ? { $or: halves.map((half) => ({ [half]: { $containsi: search } })) } : undefined;
  const result = await client.query<StrapiList>(api(target), {
    publicationState: "preview",
    fields: halves,
    sort: [`${title}:asc`],
    pagination: { page: 1, pageSize: PICKER_SIZE },
    ...(chosen && matching ? { filters: { $or: [matching, { id: { $eq: Number(chosen) } }] } } : matching ? { filters: matching } : {}),
  });
  const rows = result.ok ? result.data.data.map((entity) => rowOf(target, entity)) : [];
  if (chosen && !rows.some((row) => String(row.id) === chosen)) {
    const picked = await loadRecord(request, context, target, Number(chosen));
    if (picked) rows.unshift(rowOf(target, picked));
  }
  return rows.map((row) => ({ id: row.id, label: row.titleEn ? `${row.title} / ${row.titleEn}` : row.title }));
}

/** Every relation field's choices for a form; `search` narrows one field's (the picker's Find button). */
export async function relationChoices(
  request: Request,
  context: Context,
  fields: readonly FormField[],
  values: Record<string, string>,
  targetOf: (plural: string) => CollectionDef | undefined,
  search: { field: string; q: string } | null = null,
): Promise<Record<string, Option[]>> {
  const relations = fields.filter((field) => field.control === "relation" && field.target && targetOf(field.target));
  const lists = await Promise.all(
    relations.map((field) => optionsOf(request, context, targetOf(field.target!)!, values[field.name] ?? "", search?.field === field.name ? search.q : "")),
  );
  return Object.fromEntries(relations.map((field, i) => [field.name, lists[i]!]));
}

/**
 * The entries each master-data field of the form picks from (app/lib/model-form/master-options.ts), labelled in
 * the staff member's language with the other beside it.
 */
export async function masterChoices(request: Request, context: Context, fields: readonly FormField[], values: Record<string, string>, locale: Locale) {
  if (!hasMasterFields(fields)) return {};
  return masterOptions(fields, await masterDataOf(contentClient(request, context, "anonymous")), values, locale, true);
}

/** The master-data fields whose new value is in no entry of their list: each refused beside its field. */
export async function strayMasterValues(request: Request, context: Context, fields: readonly FormField[], changed: Record<string, unknown>): Promise<string[]> {
  if (!hasMasterFields(fields)) return [];
  return strayMasterFields(fields, await masterDataOf(contentClient(request, context, "anonymous")), changed);
}
