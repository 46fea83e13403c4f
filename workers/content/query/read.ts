import { relatedScope, type RelatedScope } from "../access";
import type { Caller } from "../auth/caller";
import { invalidParam } from "../errors";
import type { Schema } from "../schema";
import { readFields } from "./fields";
import { buildWhere } from "./filters";
import { readPagination, type Pagination } from "./pagination";
import type { RawQuery } from "./parse";
import { readPopulate, type PopulateTree } from "./populate";
import { buildOrderBy } from "./sort";
import type { Sql } from "./sql";

export interface ListQuery {
  where: Sql;
  orderBy: string;
  pagination: Pagination;
  fields: Set<string> | undefined;
  populate: PopulateTree;
  /** `publicationState=preview`: drafts too (honoured only for the API token). */
  preview: boolean;
  /** What the caller may read of each related collection, for populate. */
  related: RelatedScope;
}

/** Every list parameter Strapi v4 knows; other top-level parameters are ignored, as Strapi does. */
export function readListQuery(schema: Schema, raw: RawQuery, caller: Caller): ListQuery {
  const state = raw.publicationState;
  if (state !== undefined && state !== "live" && state !== "preview") {
    throw invalidParam(["publicationState"], "publicationState must be live or preview");
  }
  const preview = state === "preview";
  const related = relatedScope(caller, preview);
  return {
    where: buildWhere(schema, raw.filters, related),
    orderBy: buildOrderBy(schema, raw.sort),
    pagination: readPagination(raw.pagination),
    fields: readFields(schema, raw.fields),
    populate: readPopulate(schema, raw.populate),
    preview,
    related,
  };
}

/** What a single-entry request (findOne, create, update) still honours. */
export function readEntryQuery(schema: Schema, raw: RawQuery, caller: Caller): Pick<ListQuery, "fields" | "populate" | "related"> {
  return {
    fields: readFields(schema, raw.fields),
    populate: readPopulate(schema, raw.populate),
    related: relatedScope(caller, raw.publicationState === "preview"),
  };
}
