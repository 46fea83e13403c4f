import { data, redirect, type RouterContextProvider } from "react-router";
import type { ContentClient } from "~/content/client";
import { contentClient } from "~/content/content-client.server";
import { imagePath, localized } from "~/content/localized";
import { pageCountOf } from "~/content/server";
import { appContext } from "~/context";
import type { BoothState } from "~/domain/booths";
import { fileProblem, PICTURE_FILE, PICTURE_FORM_BYTES } from "~/domain/file-rules";
import type { Locale } from "~/domain/locales";
import { serverResources, serverT } from "~/i18n/server";
import type { Resources } from "~/i18n/index";
import { toCsv } from "~/lib/csv";
import { documentPath } from "~/lib/document-url";
import { effectiveState } from "~/lib/floor-plan";
import { FLOOR_PLAN_FILES, type FloorPlanFile, floorPlanFilePath, showEditPath } from "~/lib/listing-edit-paths";
import { localizePath } from "~/lib/locale";
import { tradeShowPath } from "~/lib/paths";
import {
  boothKey,
  boothsCsv,
  CSV_MAX_BYTES,
  exhibitorRows,
  firstStep,
  GRID_STEP_M,
  hallKey,
  importBoothsCsv,
  type PlanDoc,
  type PlanError,
  parsePlan,
  planVersion,
  planWrites,
  type PlanWrites,
  setHallBackground,
  type TypeName,
  writeCount,
} from "~/lib/plan-edit";
import { siteTitle } from "~/lib/site";
import type { ImageValue } from "~/model/types";
import type { Seo } from "~/lib/seo";
import { portalStore } from "~/portal-store/portal-store.server";
import { claimSaveTurn } from "~/portal-store/save-turn.server";
import { readForm } from "~/server/form-body.server";
import { requireIdParam, throwInvalid } from "~/server/not-found.server";
import { requestPage } from "~/server/page-seo.server";
import { pageLocale, requireMember } from "~/session/guard.server";
import { ownedListingsOf } from "~/session/owned-listings.server";

/**
 * The organizer's floor plan editor (issue 48, "The organizer draws it"; docs/decisions/066). Only the owners of
 * the show's organizer open it (team members and everyone else get the 404 of the show editor). The loader reads
 * the show's halls, booth types and every booth; a save posts the whole plan as JSON with the version it was
 * opened on, is checked with app/lib/plan-edit.ts and writes only what changed, with the API token on the owner's
 * behalf. The version is a hash of what organizers set (planVersion), so another owner's save makes an editor
 * stale (409, the sent plan kept) while exhibitors' holds and bookings do not; saves of one plan take turns, and
 * each checks the version again once it has its turn. Held and booked booths are never written.
 *
 * The site team opens the same editor from the back office (app/back-office/editor/floor-plan.server.ts): the
 * page, the save and the files below take the show as a PlanShow, which says what differs between the two doors.
 */

type Context = Readonly<RouterContextProvider>;
type Entity = { id: number; attributes: Record<string, unknown> };

/** Strapi caps a page at 100 rows; 20 pages hold MAX_PLAN_BOOTHS. */
const PAGE_SIZE = 100;
const MAX_PAGES = 20;
/** A posted plan (2,000 booths as JSON take about 250 KB) and a CSV file or a hall's picture beside it. */
const PLAN_FORM_BYTES = 512 * 1024 + CSV_MAX_BYTES + PICTURE_FORM_BYTES;
/** Writes run this many at a time: the content service takes them one by one, the rest is waiting. */
const WRITE_CONCURRENCY = 6;
/**
 * The most records one request writes. A booth written costs the content service 2–4 D1 statements (the row and
 * the relations it names) and Cloudflare allows 1,000 per request on a paid plan: a larger save (a CSV of 600
 * booths) goes in steps, the editor sending the next one itself (firstStep).
 */
export const WRITES_PER_SAVE = 150;
/** The version field, the plan and the files of the editor's form, and the hall a picture is for. */
const FIELDS = { plan: "plan", version: "version", intent: "intent", file: "csv", hall: "hall", picture: "picture" } as const;
/** The turn every save of one show's plan takes (app/portal-store/save-turn.server.ts), released when it is done. */
const SAVE_TURN = "floor-plan";

const server = (request: Request, context: Context) => contentClient(request, context, "server");
const relationId = (value: unknown) => (value as { data: { id: number } | null } | undefined)?.data?.id ?? null;

export interface PlanType {
  id: number;
  name: string;
  name_en: string;
  price: number;
  size: number;
}

export interface PlanEditPage {
  show: { id: number; name: string; publicPath: string; editPath: string };
  doc: PlanDoc;
  version: string;
  types: PlanType[];
  /** The exhibitor's company of each held or booked booth, by booth number: the organizer's eyes only. */
  companies: Record<string, string>;
  files: { booths: string; exhibitors: string };
  step: number;
  /** Whether the page follows a save (`?saved=1`). */
  saved: boolean;
}

export type PlanAlert =
  | "saved"
  | "partly"
  | "imported"
  | "unchanged"
  | "stale"
  | "busy"
  | "refused"
  | "csvRefused"
  | "noFile"
  | "unreadable"
  | "failed"
  | "pictureAdded"
  | "pictureRemoved"
  | "pictureRefused"
  | "noPicture"
  | "pictureFailed";

/** What the form asks: save the plan, lay a CSV file over it, or set or take away a hall's picture. */
const INTENTS = ["save", "import", "picture", "removePicture"] as const;
type PlanIntent = (typeof INTENTS)[number];

export interface PlanEditAnswer {
  intent: PlanIntent;
  ok: boolean;
  alert: PlanAlert;
  alertValues?: Record<string, number>;
  errors: PlanError[];
  /** The plan to go on with: the one sent (refused), imported (not saved yet), or sent with new records' ids (failed). */
  doc: PlanDoc;
  version: string;
  /** Tells two answers apart, so the editor starts again from each answer's plan. */
  stamp: string;
  /** The hall the editor shows first: the one whose picture the answer is about. */
  hall?: string;
}

type AnswerFields = Omit<PlanEditAnswer, "intent" | "stamp" | "errors" | "version"> & Partial<Pick<PlanEditAnswer, "errors" | "version">>;

/* -------------------------------------------------------------- reading */

/** The show whose plan is edited, and what differs between the editor's two doors: its owners' and the site team's. */
export interface PlanShow {
  id: number;
  locale: Locale;
  /** Its name, slug and scope, as readPlanShow reads them. */
  attributes: Record<string, unknown>;
  /** Reads the show's bookings, for the companies of held and booked booths: an owner's own token, or the API token. */
  bookings: ContentClient;
  /** The page the editor's "back" link opens: the show's editor. */
  editPath: string;
  /** Where each of the plan's CSV files is downloaded. */
  filePath: (file: FloorPlanFile) => string;
  /** Called once a save step has written, with the plan as stored before and after it (the back office logs it). */
  saved?: (before: PlanDoc, after: PlanDoc) => Promise<void>;
}

/** The show of this id, published or not, with its organizer's id; null when the service has none. */
export async function readPlanShow(request: Request, context: Context, id: number): Promise<{ attributes: Record<string, unknown>; organizer: number | null } | null> {
  const found = await server(request, context).findOne<{ data: Entity }>("api/trade-shows", id, {
    fields: ["name", "name_en", "slug", "scope"],
    populate: { organizer: { fields: ["id"] } },
    publicationState: "preview",
  });
  return found.ok ? { attributes: found.data.data.attributes, organizer: relationId(found.data.data.attributes.organizer) } : null;
}

/** The show of this id if one of the organizers the member owns runs it; anything else is a 404. */
async function ownShow(request: Request, context: Context, rawId: string | undefined): Promise<PlanShow> {
  const member = await requireMember(request, context, "company");
  const { locale } = pageLocale(request);
  const organizers = ownedListingsOf(member.owned, locale).organizer;
  if (organizers.length === 0) throwInvalid(request);
  const id = Number(requireIdParam(request, rawId));
  const show = Number.isSafeInteger(id) ? await readPlanShow(request, context, id) : null;
  if (!show || !organizers.some((o) => o.id === show.organizer)) throwInvalid(request);
  return {
    id,
    locale,
    attributes: show.attributes,
    bookings: contentClient(request, context, { token: member.token }),
    editPath: localizePath(showEditPath(id), locale),
    filePath: (file) => localizePath(floorPlanFilePath(id, file), locale),
  };
}

/** Every row of a list, the first page first and the others together; a list the service refuses throws. */
async function everyPage(client: ContentClient, path: string, query: Record<string, unknown>): Promise<Entity[]> {
  const page = async (n: number) => {
    const result = await client.query<{ data: Entity[]; meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } } }>(path, {
      ...query,
      pagination: { page: n, pageSize: PAGE_SIZE },
    });
    if (!result.ok) throw new Error(`${path} answered ${result.status}: ${result.error.message}`);
    return result.data;
  };
  const first = await page(1);
  const pages = Math.min(pageCountOf(first), MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((list) => list.data);
}

const numberOf = (value: unknown) => (typeof value === "number" ? value : Number(value));

interface StoredPlan {
  doc: PlanDoc;
  types: PlanType[];
  /** The booths' public exhibitor names, by number, in the page's language. */
  exhibitors: Map<string, string>;
}

/** The show's plan as stored: halls in the organizer's order, booths by id with their state now, and its booth types. */
async function storedPlan(request: Request, context: Context, showId: number, locale: Locale): Promise<StoredPlan> {
  const client = server(request, context);
  const ofShow = { filters: { trade_show: { id: { $eq: showId } } }, publicationState: "preview" };
  const [halls, types, booths] = await Promise.all([
    everyPage(client, "api/halls", { ...ofShow, fields: ["name", "name_en", "width_m", "depth_m", "background"], sort: ["sort_order:asc", "id:asc"] }),
    everyPage(client, "api/booth-types", { ...ofShow, fields: ["name", "name_en", "price", "size_sqm"], sort: ["sort_order:asc", "id:asc"] }),
    everyPage(client, "api/booths", {
      ...ofShow,
      fields: ["number", "x", "y", "width", "depth", "price", "state", "held_until", "exhibitor", "exhibitor_en"],
      populate: { hall: { fields: ["id"] }, booth_type: { fields: ["id"] } },
      sort: ["id:asc"],
    }),
  ]);
  const now = Date.now();
  const exhibitors = new Map<string, string>();
  const doc: PlanDoc = {
    halls: halls.map(({ id, attributes: a }) => ({
      key: hallKey(id),
      id,
      name: String(a.name ?? ""),
      name_en: String(a.name_en ?? ""),
      width: numberOf(a.width_m),
      depth: numberOf(a.depth_m),
      background: imagePath(a.background as ImageValue) ?? null,
    })),
    booths: booths.map(({ id, attributes: a }) => {
      const number = String(a.number ?? "");
      const name = localized(a, "exhibitor", locale);
      if (name) exhibitors.set(number, name);
      const hall = relationId(a.hall);
      return {
        key: boothKey(id),
        id,
        number,
        hall: hall === null ? "" : hallKey(hall),
        x: numberOf(a.x),
        y: numberOf(a.y),
        width: numberOf(a.width),
        depth: numberOf(a.depth),
        type: relationId(a.booth_type),
        price: a.price === null || a.price === undefined ? null : numberOf(a.price),
        state: effectiveState(a as { state?: BoothState | null; held_until?: string | null }, now),
      };
    }),
  };
  return {
    doc,
    types: types.map(({ id, attributes: a }) => ({ id, name: String(a.name ?? ""), name_en: String(a.name_en ?? ""), price: numberOf(a.price), size: numberOf(a.size_sqm) })),
    exhibitors,
  };
}

/**
 * The company of each held or booked booth, by number: from the bookings the show received (read with the show's
 * `bookings` client: an owner's own token, as the leads page reads them; withdrawn and declined ones aside), else
 * the name the booth shows publicly. A booking not readable leaves the public names: the plan opens either way.
 */
async function companiesOf(show: PlanShow, plan: StoredPlan): Promise<Record<string, string>> {
  const companies: Record<string, string> = Object.fromEntries(plan.exhibitors);
  const locked = new Set(plan.doc.booths.filter((b) => b.state === "held" || b.state === "booked").map((b) => b.number));
  if (locked.size === 0) return companies;
  try {
    const bookings = await everyPage(show.bookings, "api/booth-reservations", {
      filters: { trade_show: { id: { $eq: show.id } }, booth_numbers: { $notNull: true } },
      fields: ["company_name", "contact_name", "booth_numbers", "booth_decision", "quotation_status"],
      sort: ["id:asc"],
    });
    for (const { attributes: a } of bookings) {
      if (a.booth_decision === "declined" || a.quotation_status === "withdrawn") continue;
      const company = String(a.company_name || a.contact_name || "").trim();
      for (const number of String(a.booth_numbers ?? "").split(/[\s,]+/)) if (company && locked.has(number)) companies[number] = company;
    }
  } catch (error) {
    console.error(`bookings of show ${show.id} not read for its plan: ${String(error)}`);
  }
  return companies;
}

const savedOf = (request: Request) => new URL(request.url).searchParams.get("saved") === "1";

/** The editor's page of `show`: its plan as stored, its booth types and who booked which booth. */
export async function planEditPage(request: Request, context: Context, show: PlanShow): Promise<PlanEditPage> {
  const { id, locale, attributes } = show;
  const plan = await storedPlan(request, context, id, locale);
  return {
    show: {
      id,
      name: localized(attributes, "name", locale),
      publicPath: `${localizePath(tradeShowPath({ scope: String(attributes.scope ?? ""), slug: String(attributes.slug || id) }), locale)}#floor-plan`,
      editPath: show.editPath,
    },
    doc: plan.doc,
    version: planVersion(plan.doc),
    types: plan.types,
    companies: await companiesOf(show, plan),
    files: { booths: show.filePath("booths.csv"), exhibitors: show.filePath("exhibitors.csv") },
    step: GRID_STEP_M,
    saved: savedOf(request),
  };
}

export async function loadPlanEdit(request: Request, context: Context, rawId: string | undefined): Promise<PlanEditPage> {
  return planEditPage(request, context, await ownShow(request, context, rawId));
}

/** The editor's own texts in `locale`, for a page outside the site's layout (the back office) to send with its data. */
export const planEditorTexts = (locale: Locale): Resources["planEditor"] => serverResources(locale).planEditor;

/** The page's title and description; the editor is a member's page, never indexed. */
export function planEditSeo(request: Request, context: Context): Seo {
  const { locale, path, siteUrl } = requestPage(request, context);
  const t = serverT(locale);
  return { title: siteTitle(t("planEditor.metaTitle")), description: t("planEditor.description"), path, locale, siteUrl, noindex: true };
}

/* -------------------------------------------------------------- writing */

/** A hall's picture as the model's image field keeps an upload: `{path}`. */
const pictureOf = (path: string | null) => (path === null ? null : { path });

/** Runs `tasks` WRITE_CONCURRENCY at a time; answers the failures' messages (none: all went through). */
async function runAll(tasks: (() => Promise<string | null>)[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      const failure = await task();
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITE_CONCURRENCY, tasks.length) }, worker));
  return failures;
}

/**
 * The writes of a save, in the order the unique numbers and the relations need: new halls (their booths name
 * them), changed halls, removed booths, parked numbers, changed booths, new booths, removed halls. A phase that
 * fails stops the save there; what was written stays, and the plan with the new records' ids goes back to the
 * editor, so saving it again writes the rest and nothing twice.
 */
async function writePlan(client: ContentClient, showId: number, writes: PlanWrites, doc: PlanDoc): Promise<{ failures: string[]; doc: PlanDoc }> {
  const hallIds = new Map<string, number>();
  for (const hall of doc.halls) if (hall.id !== null) hallIds.set(hall.key, hall.id);
  const boothIds = new Map<string, number>();
  const answer = (failures: string[]) => ({
    failures,
    doc: {
      halls: doc.halls.map((h) => (h.id === null && hallIds.has(h.key) ? { ...h, id: hallIds.get(h.key)!, key: hallKey(hallIds.get(h.key)!) } : h)),
      booths: doc.booths.map((b) => {
        const hall = hallIds.get(b.hall);
        const withHall = hall === undefined ? b : { ...b, hall: hallKey(hall) };
        const id = b.id ?? boothIds.get(b.key);
        return id === undefined || b.id !== null ? withHall : { ...withHall, id, key: boothKey(id) };
      }),
    },
  });
  const written = (what: string) => (result: { ok: boolean; status: number; error?: { message: string } }) => (result.ok ? null : `${what}: ${result.status} ${result.error?.message ?? ""}`);
  const hallOf = (key: string) => {
    const id = hallIds.get(key);
    if (id === undefined) throw new Error(`hall ${key} has no id`);
    return id;
  };
  const sortOrder = new Map(doc.halls.map((h, i) => [h.key, i]));
  const boothData = (data: PlanWrites["booths"]["update"][number]["data"]) => {
    const { hall, ...rest } = data;
    return hall === undefined ? rest : { ...rest, hall: hallOf(hall) };
  };

  const phases: (() => (() => Promise<string | null>)[])[] = [
    () =>
      writes.halls.create.map((hall) => async () => {
        const created = await client.create<{ data: { id: number } }>("api/halls", {
          data: {
            trade_show: showId,
            name: hall.name,
            name_en: hall.name_en,
            width_m: hall.width,
            depth_m: hall.depth,
            background: pictureOf(hall.background),
            sort_order: sortOrder.get(hall.key) ?? 0,
          },
        });
        if (created.ok) hallIds.set(hall.key, created.data.data.id);
        return written(`hall ${hall.name}`)(created);
      }),
    () =>
      writes.halls.update.map(({ id, data }) => async () => {
        const { width, depth, background, ...names } = data;
        const sizes = { ...(width !== undefined ? { width_m: width } : {}), ...(depth !== undefined ? { depth_m: depth } : {}) };
        return written(`hall ${id}`)(await client.update("api/halls", id, { data: { ...names, ...sizes, ...(background !== undefined ? { background: pictureOf(background) } : {}) } }));
      }),
    () => writes.booths.remove.map((id) => async () => written(`booth ${id}`)(await client.remove("api/booths", id))),
    () => writes.booths.park.map(({ id, number }) => async () => written(`booth ${id}`)(await client.update("api/booths", id, { data: { number } }))),
    () => writes.booths.update.map(({ id, data }) => async () => written(`booth ${id}`)(await client.update("api/booths", id, { data: boothData(data) }))),
    () =>
      writes.booths.create.map(({ key, data }) => async () => {
        const created = await client.create<{ data: { id: number } }>("api/booths", { data: { trade_show: showId, ...boothData(data) } });
        if (created.ok) boothIds.set(key, created.data.data.id);
        return written(`booth ${data.number}`)(created);
      }),
    () => writes.halls.remove.map((id) => async () => written(`hall ${id}`)(await client.remove("api/halls", id))),
  ];
  for (const phase of phases) {
    const failures = await runAll(phase());
    if (failures.length > 0) return answer(failures);
  }
  return answer([]);
}

/** A CSV file as text: UTF-8 (with or without its mark), UTF-16 as Excel's "Unicode text", or Thai Windows-874; null when none reads. */
async function fileText(file: File): Promise<string | null> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const attempts: [string, Uint8Array][] = bytes[0] === 0xff && bytes[1] === 0xfe ? [["utf-16le", bytes.subarray(2)]] : [["utf-8", bytes], ["windows-874", bytes]];
  for (const [encoding, body] of attempts) {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(body);
    } catch {
      // Not this encoding (or one this runtime does not know): the next.
    }
  }
  return null;
}

/**
 * A hall's picture laid over the plan sent, saved with the plan as an import is: `intent=picture` uploads the file
 * as a listing's picture is (the same types and size, through the content service into R2), `intent=removePicture`
 * takes the hall's away (the editor does that itself where scripts run).
 */
async function hallPicture(request: Request, context: Context, form: FormData, sent: PlanDoc, intent: "picture" | "removePicture"): Promise<[number, AnswerFields]> {
  const hall = String(form.get(FIELDS.hall) ?? "");
  const laid = (picture: string | null): [number, AnswerFields] => {
    const result = setHallBackground(sent, hall, picture);
    if (!result.ok) return [400, { ok: false, alert: "pictureRefused", doc: sent, errors: result.errors, hall }];
    return [200, { ok: true, alert: picture === null ? "pictureRemoved" : "pictureAdded", doc: result.doc, hall }];
  };
  if (!sent.halls.some((h) => h.key === hall)) return [400, { ok: false, alert: "unreadable", doc: sent }];
  if (intent === "removePicture") return laid(null);
  const file = form.get(FIELDS.picture);
  if (!(file instanceof File) || file.size === 0) return [400, { ok: false, alert: "noPicture", doc: sent, hall }];
  const problem = fileProblem([file], PICTURE_FILE);
  const refused = (error: PlanError): [number, AnswerFields] => [400, { ok: false, alert: "pictureRefused", doc: sent, errors: [error], hall }];
  if (problem === "size") return refused({ key: "pictureSize", values: { mb: PICTURE_FILE.bytesEach / (1024 * 1024) } });
  if (problem) return refused({ key: "pictureType" });
  const uploaded = await server(request, context).upload([file]);
  // The service looks at the bytes too: a file that is no picture of those types is refused there.
  if (!uploaded.ok && uploaded.status === 400) return refused({ key: "pictureType" });
  const url = uploaded.ok ? uploaded.data[0]?.url : undefined;
  if (!url) {
    console.error(`hall picture not uploaded: ${uploaded.ok ? "no file in the answer" : `${uploaded.status} ${uploaded.error.message}`}`);
    return [503, { ok: false, alert: "pictureFailed", doc: sent, hall }];
  }
  return laid(url);
}

/**
 * The editor's form: `intent=import` lays a CSV file over the plan sent and `intent=picture` a hall's picture
 * (nothing saved until the organizer saves), anything else saves the plan under the version it was opened on.
 */
export async function savePlan(request: Request, context: Context, show: PlanShow) {
  const { locale, id } = show;
  const form = await readForm(request, PLAN_FORM_BYTES);
  const intent = INTENTS.find((i) => i === form.get(FIELDS.intent)) ?? "save";
  const sentVersion = String(form.get(FIELDS.version) ?? "");
  const sent = parsePlan(String(form.get(FIELDS.plan) ?? ""));
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  let plan = await storedPlan(request, context, id, locale);
  const answer = (status: number, fields: AnswerFields) => data<PlanEditAnswer>({ intent, stamp, errors: [], version: sentVersion, ...fields }, { status });
  if (!sent) return answer(400, { ok: false, alert: "unreadable", doc: plan.doc, version: planVersion(plan.doc) });
  if (intent === "picture" || intent === "removePicture") return answer(...(await hallPicture(request, context, form, sent, intent)));

  if (intent === "import") {
    const file = form.get(FIELDS.file);
    if (!(file instanceof File) || file.size === 0) return answer(400, { ok: false, alert: "noFile", doc: sent });
    if (file.size > CSV_MAX_BYTES) return answer(400, { ok: false, alert: "csvRefused", doc: sent, errors: [{ key: "csvTooBig", values: { kb: CSV_MAX_BYTES / 1024 } }] });
    const text = await fileText(file);
    if (text === null) return answer(400, { ok: false, alert: "csvRefused", doc: sent, errors: [{ key: "csvEncoding" }] });
    const imported = importBoothsCsv(sent, text, plan.types satisfies TypeName[]);
    if (!imported.ok) return answer(400, { ok: false, alert: "csvRefused", doc: sent, errors: imported.errors });
    return answer(200, { ok: true, alert: "imported", alertValues: { added: imported.added, updated: imported.updated }, doc: imported.doc });
  }

  if (planVersion(plan.doc) !== sentVersion) return answer(409, { ok: false, alert: "stale", doc: sent, version: planVersion(plan.doc) });
  const turn = await claimSaveTurn(portalStore(context.get(appContext).env), SAVE_TURN, id, "save");
  if (!turn) return answer(409, { ok: false, alert: "busy", doc: sent });
  try {
    // With the turn taken, the plan as it is now: another save may have ended between the first read and the turn.
    plan = await storedPlan(request, context, id, locale);
    const version = planVersion(plan.doc);
    if (version !== sentVersion) return answer(409, { ok: false, alert: "stale", doc: sent, version });
    const save = planWrites(plan.doc, sent, new Set(plan.types.map((t) => t.id)));
    if (!save.ok) return answer(400, { ok: false, alert: "refused", doc: sent, errors: save.errors });
    if (save.changed === 0) return answer(200, { ok: true, alert: "unchanged", doc: sent });
    const { step, rest } = firstStep(save.writes, WRITES_PER_SAVE);
    const written = await writePlan(server(request, context), id, step, save.doc);
    const failed = written.failures.length > 0;
    if (failed) console.error(`plan of show ${id} saved in part: ${written.failures.slice(0, 5).join("; ")}`);
    if (failed || rest > 0 || show.saved) {
      // The plan as now stored: what a retry or the next step starts from (with the records this one made), and
      // what the save changed for whoever keeps a log of it.
      const now = await storedPlan(request, context, id, locale);
      await show.saved?.(plan.doc, now.doc);
      if (failed) return answer(503, { ok: false, alert: "failed", doc: written.doc, version: planVersion(now.doc) });
      if (rest > 0) return answer(200, { ok: true, alert: "partly", alertValues: { done: writeCount(step), left: rest }, doc: written.doc, version: planVersion(now.doc) });
    }
  } finally {
    await turn.release();
  }
  throw redirect(`${documentPath(request.url).split("?")[0]}?saved=1`, 303);
}

export async function savePlanEdit(request: Request, context: Context, rawId: string | undefined) {
  return savePlan(request, context, await ownShow(request, context, rawId));
}

/* ---------------------------------------------------------------- files */

export const isPlanFile = (file: string | undefined): file is FloorPlanFile => FLOOR_PLAN_FILES.includes(file as FloorPlanFile);

/**
 * The plan's CSV files, for the show's owners and the site team: `booths.csv` (number, hall, x, y, width, depth, type: what the
 * import reads back) and `exhibitors.csv` (each held or booked booth with its hall, the exhibitor's company and
 * its state, the header in the page's language). UTF-8 with a byte-order mark, so Excel keeps Thai.
 */
export async function planCsv(request: Request, context: Context, show: PlanShow, file: FloorPlanFile): Promise<Response> {
  const { locale, id, attributes } = show;
  const plan = await storedPlan(request, context, id, locale);
  const t = serverT(locale);
  let body: string;
  if (file === "booths.csv") body = boothsCsv(plan.doc, plan.types, locale);
  else {
    const companies = await companiesOf(show, plan);
    const rows = exhibitorRows(plan.doc, (booth) => companies[booth.number] ?? "", locale);
    body = toCsv(
      [t("planEditor.csv.number"), t("planEditor.csv.hall"), t("planEditor.csv.company"), t("planEditor.csv.state")],
      rows.map((row) => [row.number, row.hall, row.company, t(`planEditor.states.${row.state}`)]),
    );
  }
  const slug = String(attributes.slug || id).replace(/[^A-Za-z0-9-]/g, "") || String(id);
  return new Response(new TextEncoder().encode(body), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${slug}-${file}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** A plan's CSV file for the show's owners; any other file name is a 404. */
export async function planFile(request: Request, context: Context, rawId: string | undefined, rawFile: string | undefined): Promise<Response> {
  if (!isPlanFile(rawFile)) throwInvalid(request);
  return planCsv(request, context, await ownShow(request, context, rawId), rawFile);
}
