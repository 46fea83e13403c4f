import { data, redirect, type RouterContextProvider } from "react-router";
import type { ContentClient } from "~/content/client";
import { appContext } from "~/context";
import { localeFromPath } from "~/lib/locale";
import { fromBangkokInput, toBangkokInput } from "~/lib/model-form/form-values";
import type { CollectionDef } from "~/model/model";
import { contentPath } from "~/back-office/pages/content-paths";
import { backOfficeStore } from "~/back-office/store/back-office-store.server";
import type { ScheduledAction } from "~/back-office/store/publication-schedule.server";
import type { StaffMember } from "../staff/accounts.server";
import { recordStaffWrite } from "../staff/audit.server";
import type { StaffTextKey } from "../texts/staff-texts";

/**
 * Publishing and unpublishing at a Bangkok date and time (issue 47): set on a record's page, done by the cron pass
 * through the content service (so the caches and the search follow), each logged.
 */
type Context = Readonly<RouterContextProvider>;

const ACTIONS: readonly ScheduledAction[] = ["publish", "unpublish"];
const inputOf = (action: ScheduledAction) => `schedule.${action}`;

/** The record's pending times as the form's Bangkok inputs (`2027-03-01T09:00`). */
export async function scheduleValues(context: Context, collection: CollectionDef, id: number): Promise<Record<ScheduledAction, string>> {
  const pending = await backOfficeStore(context.get(appContext).env).schedule.pending(collection.plural, [id]);
  return Object.fromEntries(ACTIONS.map((action) => [action, toBangkokInput(pending.find((p) => p.action === action)?.dueAt ?? "")])) as Record<ScheduledAction, string>;
}

export interface ScheduleAnswer {
  schedule: { values: Record<ScheduledAction, string>; errors: Partial<Record<ScheduledAction, StaffTextKey>> };
}

/** Saves the record's schedule: each time empty (cleared) or a Bangkok time still to come; unpublishing after publishing. */
export async function saveSchedule(request: Request, context: Context, staff: StaffMember, collection: CollectionDef, id: number, form: FormData) {
  const values = Object.fromEntries(ACTIONS.map((action) => [action, String(form.get(inputOf(action)) ?? "").trim()])) as Record<ScheduledAction, string>;
  const due: Partial<Record<ScheduledAction, string | null>> = {};
  const errors: Partial<Record<ScheduledAction, StaffTextKey>> = {};
  for (const action of ACTIONS) {
    if (!values[action]) {
      due[action] = null;
      continue;
    }
    const iso = fromBangkokInput(values[action]);
    if (!iso) errors[action] = "content.schedule.invalid";
    else if (Date.parse(iso) <= Date.now()) errors[action] = "content.schedule.past";
    else due[action] = iso;
  }
  if (due.publish && due.unpublish && due.unpublish <= due.publish) errors.unpublish = "content.schedule.order";
  if (Object.keys(errors).length > 0) return data<ScheduleAnswer>({ schedule: { values, errors } }, { status: 400 });
  const { env } = context.get(appContext);
  const store = backOfficeStore(env).schedule;
  const before = await scheduleValues(context, collection, id);
  for (const action of ACTIONS) await store.set({ collection: collection.plural, recordId: id, action, dueAt: due[action] ?? null, staffId: staff.id, staffUsername: staff.username });
  await recordStaffWrite(env, { staff, action: "schedule", target: { collection: collection.plural, id }, before: { schedule: before }, after: { schedule: values } });
  throw redirect(`${contentPath(localeFromPath(new URL(request.url).pathname), collection.plural, id)}?done=scheduled`, 303);
}

/**
 * The cron pass's part: every action due by `now` is claimed (a second pass at once finds it taken), written with
 * the API token and logged under the staff member who scheduled it; a failed write is given back for the next pass.
 */
export async function publishDue(env: Pick<Env, "DB">, client: ContentClient, now: Date): Promise<void> {
  const store = backOfficeStore(env).schedule;
  for (const due of await store.due(now)) {
    if (!(await store.claim(due, now))) continue;
    // Published at the time promised, so lists ordered by publication place it where the team meant.
    const publishedAt = due.action === "publish" ? due.dueAt : null;
    const result = await client.update(`api/${due.collection}`, due.recordId, { data: { publishedAt } });
    if (!result.ok) {
      console.error(`scheduled ${due.action} of ${due.collection}/${due.recordId} answered ${result.status}: ${result.error.message}`);
      if (result.status !== 404) await store.release(due);
      continue;
    }
    await recordStaffWrite(env, {
      staff: { id: due.staffId, username: due.staffUsername },
      action: `scheduled-${due.action}`,
      target: { collection: due.collection, id: due.recordId },
      before: { due_at: due.dueAt },
      after: { publishedAt },
    });
  }
}
