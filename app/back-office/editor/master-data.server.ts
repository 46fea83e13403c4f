import { data, redirect, type RouterContextProvider } from "react-router";
import { newsMenuFilter } from "~/content/news-menu-filter";
import { appContext } from "~/context";
import { LISTING_KINDS, LISTINGS } from "~/domain/listings";
import { backOfficePath } from "~/back-office/pages/table";
import { localeFromPath } from "~/lib/locale";
import { backOfficeStore } from "~/back-office/store/back-office-store.server";
import { portalStore } from "~/portal-store/portal-store.server";
import type { StrapiList, StrapiSingle } from "~/model/types";
import { readForm } from "~/server/form-body.server";
import type { StaffMember } from "../staff/accounts.server";
import { recordStaffWrite } from "../staff/audit.server";
import type { StaffTextKey } from "../texts/staff-texts";
import { managedCollections, titleFieldOf } from "./collections";
import { serverClient } from "./content.server";
import { flatRecord } from "./flat-record";
import type { FieldErrors } from "./field-errors";
import {
  blankRow,
  checkList,
  type EditorRow,
  editorRows,
  inUseErrors,
  MASTER_LISTS,
  type MasterList,
  moveRow,
  postedRows,
  type StoredRow,
  storedRows,
} from "./master-data-rows";
import { claimSaveTurn } from "~/portal-store/save-turn.server";
import { changesSince, isStale } from "./version";

/**
 * The master data editor's reads and writes: the `master-data-app` single type through the content service with
 * the API token (its single-type PUT: the same validation, and the page and KV caches renewed by the write), the
 * version check of the content manager, and the audit log.
 */
type Context = Readonly<RouterContextProvider>;

export const MASTER_DATA = "master-data-app";
const API = `api/${MASTER_DATA}`;

/** Six lists of up to 500 rows of short texts. */
const MASTER_FORM_LIMIT = 512 * 1024;

export type MasterRows = Record<MasterList, EditorRow[]>;

export interface MasterDataAnswer {
  rows: MasterRows;
  errors: FieldErrors;
  alert: StaffTextKey | null;
  /** A refused stale save: who saved since and the lists they changed. */
  stale?: { who: string[]; fields: string[] };
  /** The version the form carries (after a refused stale save: the stored one). */
  updatedAt: string;
  auditMark: number;
  /** The list an add or a move changed, kept open. */
  open?: MasterList;
}

interface Stored {
  id: number | null;
  attributes: Record<string, unknown>;
  updatedAt: string;
}

async function loadMasterData(request: Request, context: Context): Promise<Stored> {
  const result = await serverClient(request, context).query<StrapiSingle>(API, { publicationState: "preview" });
  if (!result.ok && result.status !== 404) throw new Error(`master data answered ${result.status}: ${result.error.message}`);
  const entity = result.ok ? result.data.data : null;
  if (!entity) return { id: null, attributes: {}, updatedAt: "" };
  return { id: entity.id, attributes: entity.attributes, updatedAt: String(entity.attributes.updatedAt ?? "") };
}

const markOf = (context: Context, stored: Stored) => (stored.id === null ? Promise.resolve(0) : backOfficeStore(context.get(appContext).env).staffAudit.mark(MASTER_DATA, stored.id));

const listsOf = (stored: Stored) => Object.fromEntries(MASTER_LISTS.map((list) => [list, storedRows(stored.attributes[list])])) as Record<MasterList, StoredRow[]>;

/** What the editor's page needs: every list as rows, the version it was loaded at. */
export async function masterDataPage(request: Request, context: Context) {
  const stored = await loadMasterData(request, context);
  const lists = listsOf(stored);
  const rows = Object.fromEntries(MASTER_LISTS.map((list) => [list, editorRows(list, lists[list])])) as MasterRows;
  const [auditMark, strays] = await Promise.all([markOf(context, stored), strayValues(request, context, stored.attributes)]);
  return { rows, updatedAt: stored.updatedAt, auditMark, strays };
}

/** The listing kinds' collections: their records hold a `sector`, the events an `industry`. */
const LISTING_PLURALS = LISTING_KINDS.map((kind) => LISTINGS[kind].plural);
const PLACES = ["trade-shows", "thai-events", ...LISTING_PLURALS];

/** Where records store a list's ids: each use is a collection and the filter of the records holding one id. */
const USES: Record<MasterList, readonly { plural: string; filter: (row: StoredRow) => Record<string, unknown> }[]> = {
  provinces: [...PLACES, "jobs"].map((plural) => ({ plural, filter: (row) => ({ province: { $eq: row.value } }) })),
  countries: PLACES.map((plural) => ({ plural, filter: (row) => ({ country: { $eq: row.value } }) })),
  sectors: [
    ...["trade-shows", "thai-events"].map((plural) => ({ plural, filter: (row: StoredRow) => ({ industry: { $eq: row.value } }) })),
    ...LISTING_PLURALS.map((plural) => ({ plural, filter: (row: StoredRow) => ({ sector: { $eq: row.value } }) })),
  ],
  job_types: [{ plural: "jobs", filter: (row) => ({ job_type: { $eq: row.value } }) }],
  event_categories: [{ plural: "thai-events", filter: (row) => ({ category: { $eq: row.value } }) }],
  menus: [
    { plural: "news-list", filter: (row) => ({ menu_id: { $eq: Number(row.id) } }) },
    { plural: "news", filter: (row) => newsMenuFilter([Number(row.id)]) },
  ],
};

/** How many records, drafts included, store each removed row's id. */
async function usesOf(request: Request, context: Context, list: MasterList, rows: readonly StoredRow[]): Promise<Map<string, number>> {
  const client = serverClient(request, context);
  const counts = new Map<string, number>();
  for (const row of rows) {
    let count = 0;
    for (const use of USES[list]) {
      const result = await client.query<StrapiList>(`api/${use.plural}`, { publicationState: "preview", filters: use.filter(row), fields: ["id"], pagination: { page: 1, pageSize: 1 } });
      if (!result.ok) throw new Error(`master data use count ${use.plural} answered ${result.status}: ${result.error.message}`);
      count += result.data.meta.pagination.total;
    }
    counts.set(row.value, count);
  }
  return counts;
}

const ARRANGE = /^(add|up|down):([a-z_]+)(?::(\d{1,4}))?$/;
const isList = (name: string | undefined): name is MasterList => MASTER_LISTS.includes(name as MasterList);

/**
 * The editor's action: an added row or a moved one (the form again, as typed, without saving), or a save:
 * refused when the stored lists changed since the page loaded, when a row is wrong, or when it removes an id
 * records still store; else one PUT of the six lists, logged, and back to the page.
 */
export async function masterDataAction(request: Request, context: Context, staff: StaffMember) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await readForm(request, MASTER_FORM_LIMIT);
  const rows = Object.fromEntries(MASTER_LISTS.map((list) => [list, postedRows(list, form)])) as MasterRows;
  const loadedAt = String(form.get("updatedAt") ?? "");
  const mark = Number(form.get("auditMark") ?? 0) || 0;
  const answer = (status: number, body: Partial<MasterDataAnswer>) => data<MasterDataAnswer>({ rows, errors: {}, alert: null, updatedAt: loadedAt, auditMark: mark, ...body }, { status });

  const arrange = ARRANGE.exec(String(form.get("intent") ?? "save"));
  if (arrange && isList(arrange[2])) {
    const list = arrange[2];
    const index = Number(arrange[3] ?? -1);
    rows[list] = arrange[1] === "add" ? [...rows[list], blankRow()] : moveRow(rows[list], index, arrange[1] as "up" | "down");
    return answer(200, { open: list });
  }

  const stored = await loadMasterData(request, context);
  const refuseStale = async (current: Stored) => {
    const stale =
      current.id === null ? { who: [], fields: [] } : changesSince(await backOfficeStore(context.get(appContext).env).staffAudit.entriesAfter(MASTER_DATA, current.id, mark));
    return answer(409, { alert: "content.errors.stale", stale, updatedAt: current.updatedAt, auditMark: await markOf(context, current) });
  };
  if (isStale(loadedAt, stored.updatedAt)) return refuseStale(stored);
  const lists = listsOf(stored);
  const checked = MASTER_LISTS.map((list) => ({ list, ...checkList(list, rows[list], lists[list]) }));
  const errors: FieldErrors = Object.assign({}, ...checked.map((c) => c.errors));
  if (Object.keys(errors).length > 0) return answer(400, { errors, alert: "content.errors.alert" });
  for (const { list, removed } of checked) {
    if (removed.length === 0) continue;
    Object.assign(errors, inUseErrors(list, removed, await usesOf(request, context, list, removed.map((r) => r.row))));
  }
  if (Object.keys(errors).length > 0) return answer(400, { errors, alert: "content.master.errors.inUseAlert" });

  // One save per loaded version, as the content manager's (app/portal-store/save-turn.server.ts): two saves of it never both land.
  const turn = await claimSaveTurn(portalStore(context.get(appContext).env), MASTER_DATA, stored.id ?? 0, loadedAt);
  if (!turn) return refuseStale(await loadMasterData(request, context));
  const written = Object.fromEntries(checked.map((c) => [c.list, c.items]));
  const result = await serverClient(request, context)
    .updateSingle<StrapiSingle>(API, { data: written })
    .catch(async (error: unknown) => {
      await turn.release();
      throw error;
    });
  if (!result.ok) {
    await turn.release();
    console.error(`master data write answered ${result.status}: ${result.error.message}`);
    return answer(503, { alert: "content.errors.failed" });
  }
  await turn.done();
  const after = await loadMasterData(request, context);
  await recordStaffWrite(context.get(appContext).env, {
    staff,
    action: stored.id === null ? "create" : "update",
    target: { collection: MASTER_DATA, id: after.id },
    before: stored.id === null ? null : flatRecord(stored.attributes),
    after: flatRecord(after.attributes),
  });
  throw redirect(`${backOfficePath("masterData", locale)}?done=saved`, 303);
}

/** A record whose stored master-data value is in no entry of its list: the team picks one on its page. */
export interface StrayValue {
  plural: string;
  id: number;
  title: string;
  field: string;
  value: string;
}

const STRAYS_PER_FIELD = 50;

/**
 * The records, drafts included, whose master-data fields (app/model/model.ts, `masterData`) hold a value in no
 * entry of their list (or group), at most 50 per field: tagged by hand before the pickers, or left by an entry
 * since renamed. The master data page lists them with a way to each record.
 */
export async function strayValues(request: Request, context: Context, attributes: Record<string, unknown>): Promise<StrayValue[]> {
  const client = serverClient(request, context);
  const lists = Object.fromEntries(MASTER_LISTS.map((list) => [list, storedRows(attributes[list])]));
  const checks = managedCollections.flatMap((collection) =>
    Object.entries(collection.fields).flatMap(([name, field]) => (field.masterData ? [{ collection, name, list: field.masterData, group: field.masterGroup }] : [])),
  );
  const found = await Promise.all(
    checks.map(async ({ collection, name, list, group }) => {
      const values = (lists[list] ?? []).filter((row) => !group || row.group === group).map((row) => row.value);
      const title = titleFieldOf(collection);
      const result = await client.query<StrapiList>(`api/${collection.plural}`, {
        publicationState: "preview",
        filters: { $and: [{ [name]: { $notNull: true } }, { [name]: { $ne: "" } }, ...(values.length ? [{ [name]: { $notIn: values } }] : [])] },
        fields: [title, name],
        sort: ["id:asc"],
        pagination: { page: 1, pageSize: STRAYS_PER_FIELD },
      });
      if (!result.ok) throw new Error(`stray ${collection.plural}.${name} answered ${result.status}: ${result.error.message}`);
      return result.data.data.map((entity) => ({ plural: collection.plural, id: entity.id, title: String(entity.attributes[title] ?? `#${entity.id}`), field: name, value: String(entity.attributes[name]) }));
    }),
  );
  return found.flat();
}
