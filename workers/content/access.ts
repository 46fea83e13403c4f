import type { Caller } from "./auth/caller";
import { forbidden } from "./errors";
import { FALSE, sql, TRUE, type Sql } from "./query/sql";
import type { Schema } from "./schema";

export type Action = "read" | "create" | "update" | "delete";

/**
 * Which rows of a collection the caller may touch, as a WHERE condition; throws 403 when none.
 * - content: everyone reads, the API token writes;
 * - public-form: everyone creates (behind the bot check), the API token reads;
 * - member: a member creates and touches their own rows, the API token all;
 * - private: the API token only.
 */
export function accessScope(schema: Schema, caller: Caller, action: Action): Sql {
  if (caller.kind === "token") return TRUE;
  const access = schema.collection.access;
  if (access === "content" && action === "read") return TRUE;
  if (access === "public-form" && action === "create") return TRUE;
  if (access === "member" && caller.kind === "member") {
    const owner = schema.ownerAttribute;
    if (!owner) return action === "create" ? TRUE : FALSE;
    return sql(`${schema.table}.${owner.column} = ?`, [caller.id]);
  }
  throw forbidden();
}

/** Drafts are visible only to the API token asking for `publicationState=preview`. */
export function publishedScope(schema: Schema, caller: Caller, preview: boolean): Sql {
  if (!schema.draftAndPublish || (preview && caller.kind === "token")) return TRUE;
  return sql(`${schema.table}.published_at IS NOT NULL`);
}
