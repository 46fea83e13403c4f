import { uploadFilesCollection, usersCollection } from "../../app/model/system-tables";
import type { Caller } from "./auth/caller";
import { forbidden } from "./errors";
import { and, FALSE, or, sql, TRUE, type Sql } from "./query/sql";
import { receivedScope } from "./received";
import type { Schema } from "./schema";

export type Action = "read" | "create" | "update" | "delete";

/**
 * Which rows of a collection the caller may touch, as a WHERE condition; throws 403 when none.
 * - content: everyone reads, the API token writes;
 * - public-form: everyone creates (behind the bot check), the API token reads;
 * - member: a member creates and touches their own rows, the API token all; in a `receivedBy` collection the
 *   owners of the receiving listing also read and update the row (field rules: routes/received-updates.ts),
 *   and only the API token deletes;
 * - private: the API token only (users: a member also reads their own record; upload files: a member reads and
 *   deletes their own uploads).
 */
export function accessScope(schema: Schema, caller: Caller, action: Action): Sql {
  const scope = allowedRows(schema, caller, action);
  if (!scope) throw forbidden();
  return scope;
}

function allowedRows(schema: Schema, caller: Caller, action: Action): Sql | undefined {
  if (caller.kind === "token") return TRUE;
  // A member reads their own user record, as `GET /api/users/:id` allows, and no one else's.
  if (schema.collection === usersCollection && caller.kind === "member" && action === "read") {
    return sql(`${schema.table}.id = ?`, [caller.id]);
  }
  // A member sees and deletes the files they uploaded (Strapi's upload plugin would show every file).
  if (schema.collection === uploadFilesCollection && caller.kind === "member" && (action === "read" || action === "delete")) {
    return sql(`${schema.table}.uploaded_by_id = ?`, [caller.id]);
  }
  const access = schema.collection.access;
  if (access === "content" && action === "read") return TRUE;
  if (access === "public-form" && action === "create") return TRUE;
  if (access === "member" && caller.kind === "member") {
    if (action === "create") return TRUE;
    const owner = schema.ownerAttribute;
    const own = owner ? sql(`${schema.table}.${owner.column} = ?`, [caller.id]) : FALSE;
    const received = receivedScope(schema, caller.id);
    if (!received) return own;
    return action === "delete" ? undefined : or([own, received]);
  }
  return undefined;
}

/** Drafts are visible only to the API token asking for `publicationState=preview`. */
export function publishedScope(schema: Schema, caller: Caller, preview: boolean): Sql {
  if (!schema.draftAndPublish || (preview && caller.kind === "token")) return TRUE;
  return sql(`${schema.table}.published_at IS NOT NULL`);
}

/** How a related collection is seen: the rows the caller may read, or nothing when the collection is closed to them. */
export type RelatedScope = (target: Schema) => Sql | undefined;

/**
 * Rows of a related collection the caller may read (access scope and published scope, as a direct read), or
 * undefined when the caller may not read that collection at all. Populate, relation filters and the write-time
 * relation check all read related rows through this, at every depth.
 */
export function relatedScope(caller: Caller, preview: boolean): RelatedScope {
  return (target) => {
    const access = allowedRows(target, caller, "read");
    return access && and([access, publishedScope(target, caller, preview)]);
  };
}
