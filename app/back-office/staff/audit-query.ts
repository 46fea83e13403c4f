import * as v from "valibot";
import { parsePage } from "~/lib/pagination";
import type { AuditQuery } from "~/back-office/store/staff-audit-log.server";

/** The audit page's filters from its address; a value that is not one is no filter, never an error. */
const StaffId = v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number));
const Collection = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/));

export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const staff = v.safeParse(StaffId, params.get("staff") ?? "");
  const collection = v.safeParse(Collection, params.get("collection") ?? "");
  return {
    page: parsePage(params.get("page")),
    staffId: staff.success ? staff.output : null,
    collection: collection.success ? collection.output : null,
  };
}
