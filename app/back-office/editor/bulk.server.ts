import { data, redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { portalNow } from "~/domain/clock";
import { localeFromPath } from "~/lib/locale";
import type { CollectionDef } from "~/model/model";
import { readForm } from "~/server/form-body.server";
import { contentPath } from "~/back-office/pages/content-paths";
import type { StaffMember } from "../staff/accounts.server";
import { recordStaffWrite } from "../staff/audit.server";
import type { StaffTextKey } from "../texts/staff-texts";
import { api, loadRecord, serverClient } from "./content.server";
import { flatRecord } from "./flat-record";
import { BULK_ACTIONS, type BulkAction, type BulkAnswer } from "./bulk";
import { LIST_PAGE_SIZE } from "./list-query";

/**
 * A list's bulk action (issue 47): the records ticked on the page published, unpublished or deleted with one
 * confirmation, each through the content service with the API token and each logged, as one by one.
 */
type Context = Readonly<RouterContextProvider>;


/** The ticked ids: whole numbers, each once, at most a page's worth. */
const chosenIds = (form: FormData) => [...new Set(form.getAll("ids").map(String).filter((id) => /^[1-9]\d{0,14}$/.test(id)).map(Number))].slice(0, LIST_PAGE_SIZE);

export async function bulkAction(request: Request, context: Context, staff: StaffMember, collection: CollectionDef) {
  const form = await readForm(request);
  const action = String(form.get("bulk") ?? "");
  const chosen = chosenIds(form);
  const refuse = (alert: StaffTextKey) => data<BulkAnswer>({ alert, chosen, action }, { status: 400 });
  if (!(BULK_ACTIONS as readonly string[]).includes(action)) return refuse("content.bulk.noAction");
  if (chosen.length === 0) return refuse("content.bulk.noneChosen");
  if (form.get("confirm") !== "on") return refuse("content.bulk.confirmMissing");
  const client = serverClient(request, context);
  const { env } = context.get(appContext);
  let done = 0;
  for (const id of chosen) {
    const before = await loadRecord(request, context, collection, id);
    if (!before) continue;
    if (action === "delete") {
      const removed = await client.remove(api(collection), id);
      if (!removed.ok) throw new Error(`bulk delete ${collection.plural}/${id} answered ${removed.status}: ${removed.error.message}`);
      await recordStaffWrite(env, { staff, action: "delete", target: { collection: collection.plural, id }, before: flatRecord(before.attributes), after: null });
      done++;
      continue;
    }
    const publish = action === "publish";
    if (publish === Boolean(before.attributes.publishedAt)) continue;
    const written = await client.update(api(collection), id, { data: { publishedAt: publish ? portalNow().toISOString() : null } });
    if (!written.ok) throw new Error(`bulk ${action} ${collection.plural}/${id} answered ${written.status}: ${written.error.message}`);
    const after = await loadRecord(request, context, collection, id);
    await recordStaffWrite(env, {
      staff,
      action: action as BulkAction,
      target: { collection: collection.plural, id },
      before: flatRecord(before.attributes),
      after: after ? flatRecord(after.attributes) : null,
    });
    done++;
  }
  const list = new URL(request.url);
  list.searchParams.set("bulk", action);
  list.searchParams.set("count", String(done));
  list.searchParams.delete("deleted");
  throw redirect(`${contentPath(localeFromPath(list.pathname), collection.plural)}${list.search}`, 303);
}
