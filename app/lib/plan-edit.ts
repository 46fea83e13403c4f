/**
 * The organizer's floor plan editor (issue 48, "The organizer draws it"): the plan as one document of halls and
 * booths in metres, the operations the editor offers (each answers a new document or the reasons it cannot),
 * undo, the checks a save must pass, CSV import and export, and what a save writes. Pure: the page
 * (app/features/floor-plan-editor) runs the same operations in the browser and the same checks on the server.
 *
 * Held and booked booths are the exhibitors': the editor shows them but never moves, resizes, renumbers, retypes,
 * reprices, deletes or blocks them (a booking names its booths by number).
 */
import { BOOTH_NUMBER, type BoothState } from "../domain/booths.ts";
import { type CsvCell, csvText, parseCsv, toCsv } from "./csv.ts";
import { compareBoothNumbers, EDGE_TOLERANCE_M } from "./floor-plan.ts";

/** The grid booths snap to, in metres. */
export const GRID_STEP_M = 0.5;
/** The side of a booth the editor adds (a 3 × 3 m shell scheme, the most common booth). */
export const NEW_BOOTH_M = 3;
/** The most booths and halls one plan holds: far above any show, a bound on what a save writes. */
export const MAX_PLAN_BOOTHS = 2000;
export const MAX_PLAN_HALLS = 30;
/** The longest prefix "number a row" takes: a booth number has at most 12 characters, one of them a digit. */
export const NUMBER_PREFIX_MAX = 11;
/** How many steps undo goes back. */
export const HISTORY_LIMIT = 100;
/** A CSV file the import reads: at most this many bytes (2,000 booths of a CAD export fit many times). */
export const CSV_MAX_BYTES = 512 * 1024;

/** The model's bounds (app/model/model.ts, `booths` and `halls`). */
const SIZE_MIN = 1;
const SIZE_MAX = 500;
const POSITION_MAX = 2000;
const PRICE_MAX = 1e10;
/** The longest hall name and booth number the model takes (`halls.name`, `booths.number`). */
export const HALL_NAME_MAX = 80;
export const NUMBER_MAX = 12;
const HALL_SIZE_MAX = 2000;

export interface PlanHall {
  /** "h12" for the stored hall 12, "hn1" for one added in the editor. */
  key: string;
  id: number | null;
  name: string;
  name_en: string;
  /** Whole metres. */
  width: number;
  depth: number;
  /** The path of the hall's picture (its drawing, a photo from above), drawn stretched to its metres; null: none. */
  background: string | null;
}

export interface PlanBooth {
  /** "b12" for the stored booth 12, "n1" for one added in the editor. */
  key: string;
  id: number | null;
  /** Upper case, as holds name booths ("A12"). */
  number: string;
  /** The key of its hall. */
  hall: string;
  x: number;
  y: number;
  width: number;
  depth: number;
  /** Its booth type's id. */
  type: number | null;
  /** Its own price in baht, when it costs other than its type. */
  price: number | null;
  /** Available or blocked as the organizer sets it; held or booked as the exhibitors left it (read-only). */
  state: BoothState;
}

export interface PlanDoc {
  halls: PlanHall[];
  booths: PlanBooth[];
}

export type PlanErrorKey =
  | "locked"
  | "numberPattern"
  | "numberTaken"
  | "outsideHall"
  | "overlap"
  | "size"
  | "position"
  | "price"
  | "unknownHall"
  | "unknownType"
  | "unknownBooth"
  | "noSpace"
  | "tooMany"
  | "hallName"
  | "hallSize"
  | "hallNotEmpty"
  | "hallTooSmall"
  | "background"
  | "pictureType"
  | "pictureSize"
  | "csvEmpty"
  | "csvTooBig"
  | "csvQuote"
  | "csvColumns"
  | "csvValue"
  | "csvDuplicate"
  | "csvEncoding";

/** Why an operation, a save or a line of a CSV file was refused: a text key of the page's area and its values. */
export interface PlanError {
  key: PlanErrorKey;
  /** The booth's number, when the error is one booth's. */
  booth?: string;
  /** The line of the CSV file, when the error is one line's. */
  line?: number;
  values?: Record<string, string | number>;
}

export type PlanResult = { ok: true; doc: PlanDoc } | { ok: false; errors: PlanError[] };

const refuse = (...errors: PlanError[]): PlanResult => ({ ok: false, errors });

/** Centimetres: what the plan keeps (a CAD drawing's millimetres aside), and no binary noise from sums. */
export const roundM = (value: number) => Math.round(value * 100) / 100;
/** A value on the grid of `step` metres. */
export const snap = (value: number, step = GRID_STEP_M) => roundM(Math.round(value / step) * step);
/** How holds, the pages and the unique index name a booth. */
export const normalNumber = (number: string) => number.trim().toUpperCase();

export const isLocked = (booth: Pick<PlanBooth, "state">) => booth.state === "held" || booth.state === "booked";
export const boothKey = (id: number) => `b${id}`;
export const hallKey = (id: number) => `h${id}`;

/** The next key for a new booth ("n1", "n2"…) or hall ("hn1"…) of the document. */
function nextKey(keys: readonly string[], prefix: string): string {
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  const highest = keys.reduce((max, key) => Math.max(max, Number(pattern.exec(key)?.[1] ?? 0)), 0);
  return `${prefix}${highest + 1}`;
}

/* ------------------------------------------------------------------ checks */

/** The length two ranges share beyond the tolerance (CAD plans are off by a few centimetres). */
const overlaps = (a: PlanBooth, b: PlanBooth) =>
  a.hall === b.hall &&
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > EDGE_TOLERANCE_M &&
  Math.min(a.y + a.depth, b.y + b.depth) - Math.max(a.y, b.y) > EDGE_TOLERANCE_M;

const inside = (booth: PlanBooth, hall: PlanHall) =>
  booth.x >= -EDGE_TOLERANCE_M && booth.y >= -EDGE_TOLERANCE_M && booth.x + booth.width <= hall.width + EDGE_TOLERANCE_M && booth.y + booth.depth <= hall.depth + EDGE_TOLERANCE_M;

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** The longest picture path a hall keeps (an upload's is about 40 characters). */
export const BACKGROUND_MAX = 300;
/**
 * A hall's picture is a file of this site (an upload: `/api/uploads/…`): pages may load no other (their
 * Content-Security-Policy's img-src is 'self'), and a picture from elsewhere would tell its host who looks at the plan.
 */
export const isSitePicture = (path: string) => path.length <= BACKGROUND_MAX && /^\/(?![/\\])[\w./~%-]+$/.test(path);

/** The problems of one booth on its own: number, size, position, price, hall and type. */
function boothProblems(booth: PlanBooth, halls: ReadonlyMap<string, PlanHall>, types: ReadonlySet<number> | null): PlanError[] {
  const problems: PlanError[] = [];
  const at = { booth: booth.number };
  if (!BOOTH_NUMBER.test(booth.number)) problems.push({ key: "numberPattern", ...at });
  if (![booth.width, booth.depth].every((v) => finite(v) && v >= SIZE_MIN && v <= SIZE_MAX)) problems.push({ key: "size", ...at, values: { min: SIZE_MIN, max: SIZE_MAX } });
  if (![booth.x, booth.y].every((v) => finite(v) && v >= 0 && v <= POSITION_MAX)) problems.push({ key: "position", ...at });
  if (booth.price !== null && !(finite(booth.price) && booth.price >= 0 && booth.price <= PRICE_MAX)) problems.push({ key: "price", ...at });
  const hall = halls.get(booth.hall);
  if (!hall) problems.push({ key: "unknownHall", ...at });
  else if (!problems.some((p) => p.key === "size" || p.key === "position") && !inside(booth, hall)) problems.push({ key: "outsideHall", ...at, values: { hall: hall.name } });
  if (booth.type !== null && types && !types.has(booth.type)) problems.push({ key: "unknownType", ...at });
  return problems;
}

function hallProblems(hall: PlanHall): PlanError[] {
  const problems: PlanError[] = [];
  if (!hall.name.trim() || hall.name.length > HALL_NAME_MAX || hall.name_en.length > HALL_NAME_MAX) problems.push({ key: "hallName", values: { max: HALL_NAME_MAX } });
  if (![hall.width, hall.depth].every((v) => Number.isInteger(v) && v >= 1 && v <= HALL_SIZE_MAX)) problems.push({ key: "hallSize", values: { max: HALL_SIZE_MAX } });
  return problems;
}

/**
 * The booths that would overlap another of their hall, as pairs (each once), for the booths of `only`. Booths are
 * compared by hall, sorted by their left edge, so a plan of 600 booths costs a few thousand comparisons.
 */
function overlapsOf(booths: readonly PlanBooth[], only: ReadonlySet<string> | null): [PlanBooth, PlanBooth][] {
  const pairs: [PlanBooth, PlanBooth][] = [];
  const byHall = new Map<string, PlanBooth[]>();
  for (const booth of booths) byHall.set(booth.hall, [...(byHall.get(booth.hall) ?? []), booth]);
  for (const inHall of byHall.values()) {
    const sorted = [...inHall].sort((a, b) => a.x - b.x);
    for (let i = 0; i < sorted.length; i++) {
      const a = sorted[i]!;
      for (let j = i + 1; j < sorted.length; j++) {
        const b = sorted[j]!;
        if (b.x >= a.x + a.width - EDGE_TOLERANCE_M) break;
        if ((only === null || only.has(a.key) || only.has(b.key)) && overlaps(a, b)) pairs.push([a, b]);
      }
    }
  }
  return pairs;
}

export interface CheckOptions {
  /** The ids of the show's booth types; null leaves types unchecked (the browser knows them as the server does). */
  types?: ReadonlySet<number> | null;
  /**
   * The keys of the booths to check in full (new or changed ones); the rest only for unique numbers and known
   * halls. A plan drawn before (a seed, a CAD import) may have a booth past a wall: saving other booths does not
   * fail on it. Null checks every booth.
   */
  only?: ReadonlySet<string> | null;
}

/**
 * Everything a plan must be to be saved: halls named and sized, at most MAX_PLAN_BOOTHS booths, each number once
 * per show (upper case), and each checked booth a valid number, in its hall, on no other booth.
 */
export function checkPlan(doc: PlanDoc, { types = null, only = null }: CheckOptions = {}): PlanError[] {
  const errors: PlanError[] = [];
  if (doc.booths.length > MAX_PLAN_BOOTHS || doc.halls.length > MAX_PLAN_HALLS) errors.push({ key: "tooMany", values: { max: MAX_PLAN_BOOTHS, halls: MAX_PLAN_HALLS } });
  for (const hall of doc.halls) for (const problem of hallProblems(hall)) errors.push({ ...problem, values: { ...problem.values, hall: hall.name || hall.name_en } });
  const halls = new Map(doc.halls.map((hall) => [hall.key, hall]));
  const seen = new Map<string, PlanBooth>();
  for (const booth of doc.booths) {
    const number = normalNumber(booth.number);
    const first = seen.get(number);
    if (first) errors.push({ key: "numberTaken", booth: booth.number, values: { number } });
    else seen.set(number, booth);
    if (only === null || only.has(booth.key)) errors.push(...boothProblems(booth, halls, types));
    else if (!halls.has(booth.hall)) errors.push({ key: "unknownHall", booth: booth.number });
  }
  for (const [a, b] of overlapsOf(doc.booths, only)) {
    const [mine, other] = only === null || only.has(a.key) ? [a, b] : [b, a];
    errors.push({ key: "overlap", booth: mine.number, values: { other: other.number } });
  }
  return errors;
}

const sameBooth = (a: PlanBooth, b: PlanBooth) =>
  a.number === b.number &&
  a.hall === b.hall &&
  roundM(a.x) === roundM(b.x) &&
  roundM(a.y) === roundM(b.y) &&
  roundM(a.width) === roundM(b.width) &&
  roundM(a.depth) === roundM(b.depth) &&
  a.type === b.type &&
  a.price === b.price &&
  (a.state === "blocked") === (b.state === "blocked");

/** The keys of the booths of `next` that are new or differ from `base` in anything the organizer sets. */
export function changedBooths(base: PlanDoc, next: PlanDoc): Set<string> {
  const before = new Map(base.booths.map((b) => [b.key, b]));
  return new Set(next.booths.filter((b) => !before.has(b.key) || !sameBooth(before.get(b.key)!, b)).map((b) => b.key));
}

/* -------------------------------------------------------------- operations */

/** The document with `change` applied to the booths of `keys`, or the refusal when one of them is held or booked. */
function editBooths(doc: PlanDoc, keys: readonly string[], change: (booth: PlanBooth, index: number) => PlanBooth, allowLocked = false): PlanResult {
  const wanted = new Set(keys);
  const picked = doc.booths.filter((b) => wanted.has(b.key));
  if (picked.length === 0) return refuse({ key: "unknownBooth" });
  const locked = allowLocked ? [] : picked.filter(isLocked);
  if (locked.length > 0) return refuse(...locked.map((b) => ({ key: "locked" as const, booth: b.number, values: { state: b.state } })));
  let index = 0;
  const booths = doc.booths.map((b) => (wanted.has(b.key) ? change(b, index++) : b));
  const next = { ...doc, booths };
  const errors = checkPlan(next, { only: wanted });
  return errors.length > 0 ? refuse(...errors) : { ok: true, doc: next };
}

/** A number of the form prefix + n that no booth has: one past the highest of that prefix. */
export function nextNumber(doc: PlanDoc, prefix = "A"): string {
  const head = normalNumber(prefix);
  const pattern = new RegExp(`^${head.replace(/[.-]/g, "\\$&")}(\\d+)$`);
  const highest = doc.booths.reduce((max, b) => Math.max(max, Number(pattern.exec(b.number)?.[1] ?? 0)), 0);
  return `${head}${highest + 1}`;
}

/** The prefix of a booth number ("A12" -> "A", "H98-3" -> "H98-"), for the next booth beside it. */
export const numberPrefix = (number: string) => /^(.*?)\d*$/.exec(number)?.[1] || "A";

export interface AddOptions {
  step?: number;
  width?: number;
  depth?: number;
  type?: number | null;
  /** A booth to put the new one beside (its right, then below it), when there is room. */
  near?: string;
}

/**
 * A new available booth in `hallKey`, numbered after the others of its prefix, at the first free place: beside
 * `near`, else the top-most, left-most corner free of booths (candidates are the hall's corner and the right and
 * bottom edges of each booth, so a full hall of 600 booths is searched in a few hundred thousand steps).
 */
export function addBooth(doc: PlanDoc, hallKey: string, options: AddOptions = {}): PlanResult & { key?: string } {
  const hall = doc.halls.find((h) => h.key === hallKey);
  if (!hall) return refuse({ key: "unknownHall" });
  if (doc.booths.length >= MAX_PLAN_BOOTHS) return refuse({ key: "tooMany", values: { max: MAX_PLAN_BOOTHS, halls: MAX_PLAN_HALLS } });
  const step = options.step ?? GRID_STEP_M;
  const width = Math.min(options.width ?? NEW_BOOTH_M, hall.width);
  const depth = Math.min(options.depth ?? NEW_BOOTH_M, hall.depth);
  const near = doc.booths.find((b) => b.key === options.near && b.hall === hallKey);
  const inHall = doc.booths.filter((b) => b.hall === hallKey);
  const candidates = [
    ...(near ? [{ x: near.x + near.width, y: near.y }, { x: near.x, y: near.y + near.depth }] : []),
    ...[{ x: 0, y: 0 }, ...inHall.flatMap((b) => [{ x: b.x + b.width, y: b.y }, { x: b.x, y: b.y + b.depth }])].sort((a, b) => a.y - b.y || a.x - b.x),
  ];
  const key = nextKey(doc.booths.map((b) => b.key), "n");
  const number = nextNumber(doc, near ? numberPrefix(near.number) : "A");
  for (const { x, y } of candidates) {
    const booth: PlanBooth = { key, id: null, number, hall: hallKey, x: roundM(Math.ceil(roundM(x / step)) * step), y: roundM(Math.ceil(roundM(y / step)) * step), width, depth, type: options.type ?? null, price: null, state: "available" };
    if (!inside(booth, hall) || inHall.some((b) => overlaps(b, booth))) continue;
    return { ok: true, doc: { ...doc, booths: [...doc.booths, booth] }, key };
  }
  return refuse({ key: "noSpace", values: { hall: hall.name } });
}

/**
 * The booths of `keys` moved by (dx, dy) metres, each snapped to the grid; the move is held back at the hall's
 * walls (a drag past a wall stops there), and refused when it would put a booth on another.
 */
export function moveBooths(doc: PlanDoc, keys: readonly string[], dx: number, dy: number, step = GRID_STEP_M): PlanResult {
  const wanted = new Set(keys);
  const picked = doc.booths.filter((b) => wanted.has(b.key));
  const halls = new Map(doc.halls.map((h) => [h.key, h]));
  // The largest move every picked booth can make and stay inside its hall.
  let [minDx, maxDx, minDy, maxDy] = [-Infinity, Infinity, -Infinity, Infinity];
  for (const b of picked) {
    const hall = halls.get(b.hall);
    if (!hall) continue;
    minDx = Math.max(minDx, -b.x);
    maxDx = Math.min(maxDx, hall.width - b.x - b.width);
    minDy = Math.max(minDy, -b.y);
    maxDy = Math.min(maxDy, hall.depth - b.y - b.depth);
  }
  const clamp = (value: number, low: number, high: number) => (low > high ? 0 : Math.min(Math.max(value, low), high));
  const moveX = clamp(dx, minDx, maxDx);
  const moveY = clamp(dy, minDy, maxDy);
  return editBooths(doc, keys, (b) => {
    const hall = halls.get(b.hall);
    // Snapped, then kept inside: a booth off the grid (a CAD plan) lands on it, never past a wall.
    const x = snap(b.x + moveX, step);
    const y = snap(b.y + moveY, step);
    return { ...b, x: hall ? roundM(Math.min(Math.max(0, x), hall.width - b.width)) : x, y: hall ? roundM(Math.min(Math.max(0, y), hall.depth - b.depth)) : y };
  });
}

/** One booth's new size, snapped to the grid, at least a metre and at most to its hall's walls. */
export function resizeBooth(doc: PlanDoc, key: string, width: number, depth: number, step = GRID_STEP_M): PlanResult {
  const hall = doc.halls.find((h) => h.key === doc.booths.find((b) => b.key === key)?.hall);
  return editBooths(doc, [key], (b) => ({
    ...b,
    width: roundM(Math.min(Math.max(SIZE_MIN, snap(width, step)), hall ? hall.width - b.x : SIZE_MAX)),
    depth: roundM(Math.min(Math.max(SIZE_MIN, snap(depth, step)), hall ? hall.depth - b.y : SIZE_MAX)),
  }));
}

export interface BoothFields {
  number?: string;
  type?: number | null;
  price?: number | null;
  x?: number;
  y?: number;
  width?: number;
  depth?: number;
}

/** What the side panel sets on the selected booths (a number only on one booth), as typed: no snapping. */
export function setFields(doc: PlanDoc, keys: readonly string[], fields: BoothFields): PlanResult {
  return editBooths(doc, keys, (b) => ({
    ...b,
    // A number names one booth: it is set only when one booth is selected.
    ...(fields.number !== undefined && keys.length === 1 ? { number: normalNumber(fields.number) } : {}),
    ...(fields.type !== undefined ? { type: fields.type } : {}),
    ...(fields.price !== undefined ? { price: fields.price === null ? null : roundM(fields.price) } : {}),
    ...(fields.x !== undefined ? { x: roundM(fields.x) } : {}),
    ...(fields.y !== undefined ? { y: roundM(fields.y) } : {}),
    ...(fields.width !== undefined ? { width: roundM(fields.width) } : {}),
    ...(fields.depth !== undefined ? { depth: roundM(fields.depth) } : {}),
  }));
}

export const setType = (doc: PlanDoc, keys: readonly string[], type: number | null) => setFields(doc, keys, { type });

/** Blocked booths are not for sale (aisles, pillars, the organizer's own); unblocking makes them available. */
export const setBlocked = (doc: PlanDoc, keys: readonly string[], blocked: boolean) => editBooths(doc, keys, (b) => ({ ...b, state: blocked ? "blocked" : "available" }));

export function deleteBooths(doc: PlanDoc, keys: readonly string[]): PlanResult {
  const wanted = new Set(keys);
  const picked = doc.booths.filter((b) => wanted.has(b.key));
  if (picked.length === 0) return refuse({ key: "unknownBooth" });
  const locked = picked.filter(isLocked);
  if (locked.length > 0) return refuse(...locked.map((b) => ({ key: "locked" as const, booth: b.number, values: { state: b.state } })));
  return { ok: true, doc: { ...doc, booths: doc.booths.filter((b) => !wanted.has(b.key)) } };
}

/** Booths in reading order: rows top to bottom (tops within half a metre are one row), each row left to right. */
export function readingOrder<B extends Pick<PlanBooth, "x" | "y">>(booths: readonly B[]): B[] {
  const byTop = [...booths].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: B[][] = [];
  for (const booth of byTop) {
    const row = rows.at(-1);
    if (row && booth.y - row[0]!.y <= GRID_STEP_M) row.push(booth);
    else rows.push([booth]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.x - b.x));
}

/** The selected booths numbered prefix + start, prefix + start + 1… in reading order (A1…A20 along a row). */
export function numberRow(doc: PlanDoc, keys: readonly string[], prefix: string, start: number): PlanResult {
  if (!Number.isSafeInteger(start) || start < 0) return refuse({ key: "numberPattern", booth: `${normalNumber(prefix)}${start}` });
  const wanted = new Set(keys);
  const order = readingOrder(doc.booths.filter((b) => wanted.has(b.key)));
  const numbers = new Map(order.map((b, i) => [b.key, `${normalNumber(prefix)}${start + i}`]));
  return editBooths(doc, keys, (b) => ({ ...b, number: numbers.get(b.key) ?? b.number }));
}

/* ------------------------------------------------------------------- halls */

export interface HallFields {
  name: string;
  name_en: string;
  width: number;
  depth: number;
}

export function addHall(doc: PlanDoc, fields: HallFields): PlanResult & { key?: string } {
  const key = nextKey(doc.halls.map((h) => h.key), "hn");
  const hall: PlanHall = { key, id: null, name: fields.name.trim(), name_en: fields.name_en.trim(), width: fields.width, depth: fields.depth, background: null };
  const problems = [...hallProblems(hall), ...(doc.halls.length >= MAX_PLAN_HALLS ? [{ key: "tooMany" as const, values: { max: MAX_PLAN_BOOTHS, halls: MAX_PLAN_HALLS } }] : [])];
  return problems.length > 0 ? refuse(...problems) : { ok: true, doc: { ...doc, halls: [...doc.halls, hall] }, key };
}

/** A hall renamed or resized; it may not shrink past a booth on it. */
export function updateHall(doc: PlanDoc, key: string, fields: HallFields): PlanResult {
  const current = doc.halls.find((h) => h.key === key);
  if (!current) return refuse({ key: "unknownHall" });
  const hall: PlanHall = { ...current, name: fields.name.trim(), name_en: fields.name_en.trim(), width: fields.width, depth: fields.depth };
  const problems = hallProblems(hall);
  if (problems.length > 0) return refuse(...problems);
  const outside = doc.booths.filter((b) => b.hall === key && inside(b, current) && !inside(b, hall));
  if (outside.length > 0) return refuse(...outside.map((b) => ({ key: "hallTooSmall" as const, booth: b.number })));
  return { ok: true, doc: { ...doc, halls: doc.halls.map((h) => (h.key === key ? hall : h)) } };
}

/** A hall's picture set (the path of a file uploaded for it) or taken away (null). */
export function setHallBackground(doc: PlanDoc, key: string, background: string | null): PlanResult {
  const hall = doc.halls.find((h) => h.key === key);
  if (!hall) return refuse({ key: "unknownHall" });
  if (background !== null && !isSitePicture(background)) return refuse({ key: "background", values: { hall: hall.name } });
  return { ok: true, doc: { ...doc, halls: doc.halls.map((h) => (h.key === key ? { ...h, background } : h)) } };
}

/** A hall goes only when no booth is on it. */
export function deleteHall(doc: PlanDoc, key: string): PlanResult {
  if (!doc.halls.some((h) => h.key === key)) return refuse({ key: "unknownHall" });
  if (doc.booths.some((b) => b.hall === key)) return refuse({ key: "hallNotEmpty" });
  return { ok: true, doc: { ...doc, halls: doc.halls.filter((h) => h.key !== key) } };
}

/* --------------------------------------------------------------------- undo */

export interface History {
  past: PlanDoc[];
  present: PlanDoc;
}

export const startHistory = (doc: PlanDoc): History => ({ past: [], present: doc });

/** A new present, the old one kept for undo (the oldest dropped past HISTORY_LIMIT). */
export const commit = (history: History, doc: PlanDoc): History => (doc === history.present ? history : { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: doc });

export const undo = (history: History): History => (history.past.length === 0 ? history : { past: history.past.slice(0, -1), present: history.past.at(-1)! });

export const canUndo = (history: History) => history.past.length > 0;

/* ------------------------------------------------------------ posted plans */

const text = (value: unknown, max: number) => (typeof value === "string" && value.length <= max ? value : null);
const num = (value: unknown) => (finite(value) ? value : null);
const STATES: readonly BoothState[] = ["available", "held", "booked", "blocked"];

/**
 * The plan a form posted (JSON in a hidden field), shaped exactly as the editor sends it, or null for anything
 * else: unknown shapes, wrong types, more booths or halls than a plan holds. Values are not checked here
 * (checkPlan does that and says why); numbers are upper-cased as the unique index and holds read them.
 */
export function parsePlan(json: string): PlanDoc | null {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null) return null;
  const { halls, booths } = raw as { halls?: unknown; booths?: unknown };
  if (!Array.isArray(halls) || !Array.isArray(booths) || halls.length > MAX_PLAN_HALLS || booths.length > MAX_PLAN_BOOTHS) return null;
  const doc: PlanDoc = { halls: [], booths: [] };
  for (const item of halls as unknown[]) {
    const h = (item ?? {}) as Record<string, unknown>;
    const key = text(h.key, 20);
    const id = h.id === null ? null : num(h.id);
    const [name, name_en] = [text(h.name, 200), text(h.name_en ?? "", 200)];
    const [width, depth] = [num(h.width), num(h.depth)];
    const background = h.background === null || h.background === undefined ? null : text(h.background, BACKGROUND_MAX);
    if (!key || (id !== null && !Number.isSafeInteger(id)) || name === null || name_en === null || width === null || depth === null) return null;
    if (h.background !== null && h.background !== undefined && background === null) return null;
    doc.halls.push({ key, id, name, name_en, width, depth, background });
  }
  for (const item of booths as unknown[]) {
    const b = (item ?? {}) as Record<string, unknown>;
    const key = text(b.key, 20);
    const id = b.id === null ? null : num(b.id);
    const number = text(b.number, 40);
    const hall = text(b.hall, 20);
    const [x, y, width, depth] = [num(b.x), num(b.y), num(b.width), num(b.depth)];
    const type = b.type === null ? null : num(b.type);
    const price = b.price === null || b.price === undefined ? null : num(b.price);
    const state = STATES.find((s) => s === b.state);
    if (!key || (id !== null && !Number.isSafeInteger(id)) || number === null || !hall || x === null || y === null || width === null || depth === null) return null;
    if ((b.type !== null && type === null) || (b.price !== null && b.price !== undefined && price === null) || !state) return null;
    doc.booths.push({ key, id, number: normalNumber(number), hall, x, y, width, depth, type, price, state });
  }
  const keys = [...doc.halls.map((h) => h.key), ...doc.booths.map((b) => b.key)];
  return new Set(keys).size === keys.length ? doc : null;
}

/* ---------------------------------------------------------------- the save */

/**
 * The version an editor opens and saves under: a hash of everything the organizer sets (halls with their pictures, and each booth's
 * number, hall, place, size, type, price and whether it is blocked), keyed by id. Another editor's save changes
 * it; an exhibitor's hold, booking or withdrawal does not (they move held and booked, which the editor never
 * writes), so a plan opened during a busy sale can still be saved. A hold that lands on a booth the organizer
 * changed is caught by planWrites, against the booths as they are at the save.
 */
export function planVersion(doc: PlanDoc): string {
  const halls = doc.halls.map((h) => [h.key, h.name, h.name_en, h.width, h.depth, h.background ?? ""].join("|")).sort();
  const booths = doc.booths.map((b) => [b.key, b.number, b.hall, roundM(b.x), roundM(b.y), roundM(b.width), roundM(b.depth), b.type ?? "", b.price ?? "", b.state === "blocked" ? 1 : 0].join("|")).sort();
  // FNV-1a, twice with different offsets: 64 bits, with no crypto API (the browser and the Worker alike).
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (const char of [...halls, "#", ...booths].join("\n")) {
    const code = char.codePointAt(0)!;
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x01000193 + 0x2000) >>> 0;
  }
  return `${doc.booths.length}-${a.toString(36)}${b.toString(36)}`;
}

/** The fields of a booth as the content API writes them; `hall` is a hall's key until new halls have ids. */
export interface BoothWrite {
  number?: string;
  hall?: string;
  x?: number;
  y?: number;
  width?: number;
  depth?: number;
  booth_type?: number | null;
  price?: number | null;
  state?: "available" | "blocked";
}

/** What the organizer sets of a hall, written when it changed. */
const HALL_FIELDS = ["name", "name_en", "width", "depth", "background"] as const;
type HallField = (typeof HALL_FIELDS)[number];

export interface PlanWrites {
  halls: { create: PlanHall[]; update: { id: number; data: Partial<Pick<PlanHall, HallField>> }[]; remove: number[] };
  booths: {
    remove: number[];
    /** Booths that first take a temporary number, so numbers can move between booths (A1 ↔ A2) under the unique index. */
    park: { id: number; number: string }[];
    update: { id: number; data: BoothWrite }[];
    create: { key: string; data: Required<Omit<BoothWrite, "state">> & { state: "available" | "blocked" } }[];
  };
}

/** The writes of a save, the sent plan keyed as stored (new halls "hn1"…, new booths "n1"…), and how many records change. */
export type SavePlan = { ok: true; writes: PlanWrites; doc: PlanDoc; changed: number } | { ok: false; errors: PlanError[] };

const boothData = (b: PlanBooth) => ({ number: b.number, hall: b.hall, x: roundM(b.x), y: roundM(b.y), width: roundM(b.width), depth: roundM(b.depth), booth_type: b.type, price: b.price, state: b.state === "blocked" ? ("blocked" as const) : ("available" as const) });

/**
 * The sent plan keyed as the stored one is: a stored hall or booth by its id ("h3", "b12"), a new one by its place
 * ("hn1", "n1"), so keys a form made up can never stand for another record.
 */
function rekeyed(doc: PlanDoc): PlanDoc {
  const halls = new Map(doc.halls.map((h, i) => [h.key, h.id !== null ? hallKey(h.id) : `hn${i + 1}`]));
  return {
    halls: doc.halls.map((h) => ({ ...h, key: halls.get(h.key)! })),
    booths: doc.booths.map((b, i) => ({ ...b, key: b.id !== null ? boothKey(b.id) : `n${i + 1}`, hall: halls.get(b.hall) ?? `?${b.hall}` })),
  };
}

/**
 * What saving `sent` over the stored plan `current` (keyed by id, as the loader builds it) writes, or why it may
 * not: the sent plan must pass checkPlan for the booths it changes (types of `types`), name only halls and booths
 * of this plan, and leave every booth that is held or booked now exactly as it is (it may have been held since the
 * editor opened). Only the fields that changed are written, the state only when the organizer blocked or
 * unblocked; never a booth's hold, booking or exhibitor.
 */
export function planWrites(current: PlanDoc, sent: PlanDoc, types: ReadonlySet<number>): SavePlan {
  const errors: PlanError[] = [];
  const next = rekeyed(sent);
  const stored = new Map(current.booths.map((b) => [b.key, b]));
  const storedHalls = new Map(current.halls.map((h) => [h.key, h]));
  for (const hall of next.halls) {
    if (hall.id !== null && !storedHalls.has(hall.key)) errors.push({ key: "unknownHall", values: { hall: hall.name } });
    // A picture is checked when it changes: one the site team set otherwise (the content manager) may stay.
    const picture = hall.background;
    if (picture !== null && picture !== storedHalls.get(hall.key)?.background && !isSitePicture(picture)) errors.push({ key: "background", values: { hall: hall.name } });
  }
  const seen = new Set<string>();
  for (const booth of next.booths) {
    if ((booth.id !== null && !stored.has(booth.key)) || seen.has(booth.key)) errors.push({ key: "unknownBooth", booth: booth.number });
    seen.add(booth.key);
  }
  if (new Set(next.halls.map((h) => h.key)).size !== next.halls.length) errors.push({ key: "unknownHall" });
  // A booth's state is the stored one unless the organizer blocked or unblocked it; held and booked ones stay so.
  const aligned: PlanDoc = {
    halls: next.halls,
    booths: next.booths.map((b) => {
      const before = stored.get(b.key);
      if (before && isLocked(before) && b.state === "blocked") errors.push({ key: "locked", booth: before.number, values: { state: before.state } });
      return { ...b, state: before && isLocked(before) ? before.state : b.state === "blocked" ? "blocked" : "available" };
    }),
  };
  const changed = changedBooths(current, aligned);
  for (const booth of aligned.booths) {
    const before = stored.get(booth.key);
    if (before && isLocked(before) && changed.has(booth.key)) errors.push({ key: "locked", booth: before.number, values: { state: before.state } });
  }
  for (const booth of current.booths) if (!seen.has(booth.key) && isLocked(booth)) errors.push({ key: "locked", booth: booth.number, values: { state: booth.state } });
  errors.push(...checkPlan(aligned, { types, only: changed }));
  if (errors.length > 0) return { ok: false, errors: unique(errors) };

  const keptHalls = new Set(next.halls.map((h) => h.key));
  const hallUpdates = next.halls.flatMap((h) => {
    const before = storedHalls.get(h.key);
    if (!before || h.id === null) return [];
    const data = Object.fromEntries(HALL_FIELDS.filter((f) => before[f] !== h[f]).map((f) => [f, h[f]]));
    return Object.keys(data).length > 0 ? [{ id: h.id, data }] : [];
  });
  const writes: PlanWrites = {
    halls: { create: next.halls.filter((h) => h.id === null), update: hallUpdates, remove: current.halls.filter((h) => !keptHalls.has(h.key) && h.id !== null).map((h) => h.id!) },
    booths: { remove: current.booths.filter((b) => !seen.has(b.key) && b.id !== null).map((b) => b.id!), park: [], update: [], create: [] },
  };
  const renamed = new Map<number, string>();
  for (const booth of aligned.booths) {
    const before = stored.get(booth.key);
    if (!before || booth.id === null) {
      writes.booths.create.push({ key: booth.key, data: boothData(booth) });
      continue;
    }
    if (!changed.has(booth.key)) continue;
    const now = boothData(booth);
    const was = boothData(before);
    const data: BoothWrite = {};
    for (const field of ["number", "hall", "x", "y", "width", "depth", "booth_type", "price", "state"] as const) if (now[field] !== was[field]) Object.assign(data, { [field]: now[field] });
    if (Object.keys(data).length === 0) continue;
    if (data.number !== undefined) renamed.set(booth.id, data.number);
    writes.booths.update.push({ id: booth.id, data });
  }
  // A booth whose number another booth takes moves aside first, under a number no booth has nor will have.
  const removed = new Set(writes.booths.remove);
  const holderOf = new Map(current.booths.filter((b) => b.id !== null && !removed.has(b.id)).map((b) => [b.number, b.id!]));
  const taken = new Set([...current.booths.map((b) => b.number), ...next.booths.map((b) => b.number)]);
  for (const target of renamed.values()) {
    const holder = holderOf.get(target);
    if (holder === undefined || !renamed.has(holder)) continue;
    let parked = `0.0.${holder.toString(36)}`.toUpperCase();
    for (let n = 1; taken.has(parked); n++) parked = `0.${n}.${holder.toString(36)}`.toUpperCase();
    taken.add(parked);
    writes.booths.park.push({ id: holder, number: parked });
  }
  const count = writes.halls.create.length + writes.halls.update.length + writes.halls.remove.length + writes.booths.remove.length + writes.booths.update.length + writes.booths.create.length;
  return { ok: true, writes, doc: aligned, changed: count };
}

/** How many records a PlanWrites holds. */
export const writeCount = (w: PlanWrites) =>
  w.halls.create.length + w.halls.update.length + w.halls.remove.length + w.booths.remove.length + w.booths.park.length + w.booths.update.length + w.booths.create.length;

/**
 * The first step of a large save: the writes in their order (new halls, changed halls, removed booths, parked
 * numbers, changed booths, new booths, removed halls), whole phases while they fit in `limit`, the phase that does
 * not fit cut at the limit and the phases after it left for the next step, which the save computes afresh from
 * the plan then stored. Each phase needs only the ones before it done (a number freed before it is taken, a hall
 * made before its booths); parked numbers go all at once, so no booth keeps a parked number into a step that does
 * not rename it. One request then stays far inside the database's statements per request, however large the
 * CSV file imported.
 */
export function firstStep(writes: PlanWrites, limit: number): { step: PlanWrites; rest: number } {
  let budget = limit;
  let cut = false;
  const take = <T>(list: T[], whole = false): T[] => {
    if (cut) return [];
    if (whole || list.length <= budget) {
      budget -= list.length;
      return list;
    }
    cut = true;
    const part = list.slice(0, Math.max(0, budget));
    budget = 0;
    return part;
  };
  const hallsCreate = take(writes.halls.create);
  const hallsUpdate = take(writes.halls.update);
  const remove = take(writes.booths.remove);
  const park = take(writes.booths.park, true);
  const update = take(writes.booths.update);
  const create = take(writes.booths.create);
  const hallsRemove = take(writes.halls.remove);
  const step: PlanWrites = { halls: { create: hallsCreate, update: hallsUpdate, remove: hallsRemove }, booths: { remove, park, update, create } };
  return { step, rest: writeCount(writes) - writeCount(step) };
}

/** One side of what a save changed, as the back office's audit log keeps it: halls and booths by key, and the version. */
export interface PlanSide {
  version: string;
  halls: Record<string, Omit<PlanHall, "key">>;
  booths: Record<string, Omit<PlanBooth, "key">>;
}

const sameHall = (a: PlanHall, b: PlanHall) => HALL_FIELDS.every((field) => a[field] === b[field]);

/**
 * What a save changed between the plan stored before and after it: the halls and booths added, removed or changed
 * in anything organizers set, as they were and as they are (a side without the record leaves it out); null when
 * nothing did. An exhibitor's hold or booking in between is no change of the plan's.
 */
export function planChanges(before: PlanDoc, after: PlanDoc): { before: PlanSide; after: PlanSide } | null {
  const hallsBefore = new Map(before.halls.map((h) => [h.key, h]));
  const hallsAfter = new Map(after.halls.map((h) => [h.key, h]));
  const hallDiffers = (key: string) => {
    const [was, is] = [hallsBefore.get(key), hallsAfter.get(key)];
    return !was || !is || !sameHall(was, is);
  };
  const halls = new Set([...hallsBefore.keys(), ...hallsAfter.keys()].filter(hallDiffers));
  // Each way round: a booth new or changed after, and one removed or changed before.
  const booths = new Set([...changedBooths(before, after), ...changedBooths(after, before)]);
  if (halls.size === 0 && booths.size === 0) return null;
  const side = (doc: PlanDoc): PlanSide => ({
    version: planVersion(doc),
    halls: Object.fromEntries(doc.halls.filter((h) => halls.has(h.key)).map(({ key, ...hall }) => [key, hall])),
    booths: Object.fromEntries(doc.booths.filter((b) => booths.has(b.key)).map(({ key, ...booth }) => [key, booth])),
  });
  return { before: side(before), after: side(after) };
}

/** Each error once (a booth both moved and blocked while held is said once). */
const unique = (errors: PlanError[]) => [...new Map(errors.map((e) => [JSON.stringify(e), e])).values()];

/* --------------------------------------------------------------------- CSV */

/** The booth file's columns, in the order the export writes them; the import reads them by this header. */
export const BOOTH_CSV_COLUMNS = ["number", "hall", "x", "y", "width", "depth", "type"] as const;
type BoothColumn = (typeof BOOTH_CSV_COLUMNS)[number];

export interface TypeName {
  id: number;
  name: string;
  name_en: string;
}

/** The plan's booths as CSV, halls in the plan's order, booths in number order; hall and type named by `locale`. */
export function boothsCsv(doc: PlanDoc, types: readonly TypeName[], locale: "th" | "en"): string {
  const nameOf = (thing: { name: string; name_en: string }) => (locale === "en" && thing.name_en ? thing.name_en : thing.name);
  const typeNames = new Map(types.map((t) => [t.id, nameOf(t)]));
  const rows: CsvCell[][] = doc.halls.flatMap((hall) =>
    doc.booths
      .filter((b) => b.hall === hall.key)
      .sort((a, b) => compareBoothNumbers(a.number, b.number))
      .map((b) => [b.number, nameOf(hall), roundM(b.x), roundM(b.y), roundM(b.width), roundM(b.depth), b.type === null ? "" : (typeNames.get(b.type) ?? b.type)]),
  );
  return toCsv(BOOTH_CSV_COLUMNS, rows);
}

const folded = (name: string) => name.normalize("NFC").trim().toLowerCase().replace(/\s+/g, " ");

/** "3", "3.5", "3,5" (a decimal comma, as Thai and European spreadsheets may write): metres or null. */
function metres(cell: string): number | null {
  const clean = csvText(cell).replace(/^(\d+),(\d+)$/, "$1.$2");
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  return roundM(Number(clean));
}

export type ImportResult = { ok: true; doc: PlanDoc; added: number; updated: number } | { ok: false; errors: PlanError[] };

/**
 * A CSV file of booths (number, hall, x, y, width, depth, type; a header names the columns in any order) laid
 * over the plan: a number the plan has updates that booth, a new one adds a booth; booths the file leaves out
 * stay. Halls by name in Thai or English, types by name in either or by id, an empty type for none. Any wrong
 * line refuses the whole file with every wrong line said (a number held or booked that the file would change is
 * one), so a bad file changes nothing.
 */
export function importBoothsCsv(doc: PlanDoc, file: string, types: readonly TypeName[]): ImportResult {
  if (file.length > CSV_MAX_BYTES) return { ok: false, errors: [{ key: "csvTooBig", values: { kb: CSV_MAX_BYTES / 1024 } }] };
  const parsed = parseCsv(file);
  if (!parsed.ok) return { ok: false, errors: [{ key: "csvQuote", line: parsed.line }] };
  const records = parsed.records.filter((r) => r.cells.some((c) => c.trim() !== ""));
  const header = records[0]?.cells.map((c) => folded(csvText(c)));
  const named = header?.includes("number") ?? false;
  const columns = new Map<BoothColumn, number>(BOOTH_CSV_COLUMNS.map((column, i) => [column, named ? header!.indexOf(column) : i]));
  const missing = BOOTH_CSV_COLUMNS.filter((c) => c !== "type" && columns.get(c)! < 0);
  if (missing.length > 0) return { ok: false, errors: [{ key: "csvColumns", line: 1, values: { columns: missing.join(", ") } }] };
  const rows = named ? records.slice(1) : records;
  if (rows.length === 0) return { ok: false, errors: [{ key: "csvEmpty" }] };
  if (rows.length > MAX_PLAN_BOOTHS) return { ok: false, errors: [{ key: "tooMany", values: { max: MAX_PLAN_BOOTHS, halls: MAX_PLAN_HALLS } }] };

  const hallByName = new Map<string, PlanHall>();
  for (const hall of doc.halls) for (const name of [hall.name, hall.name_en]) if (name.trim() && !hallByName.has(folded(name))) hallByName.set(folded(name), hall);
  const typeByName = new Map<string, number>();
  for (const type of types) for (const name of [type.name, type.name_en]) if (name.trim() && !typeByName.has(folded(name))) typeByName.set(folded(name), type.id);
  const typeIds = new Set(types.map((t) => t.id));

  const errors: PlanError[] = [];
  const lineOf = new Map<string, number>();
  const fileNumbers = new Map<string, number>();
  const byNumber = new Map(doc.booths.map((b) => [b.number, b]));
  let booths = [...doc.booths];
  let added = 0;
  let updated = 0;
  for (const { line, cells } of rows) {
    const cell = (column: BoothColumn) => csvText(cells[columns.get(column)!] ?? "");
    const number = normalNumber(cell("number"));
    const lineErrors: PlanError[] = [];
    if (!BOOTH_NUMBER.test(number)) lineErrors.push({ key: "numberPattern", line, booth: number });
    else if (fileNumbers.has(number)) lineErrors.push({ key: "csvDuplicate", line, booth: number, values: { first: fileNumbers.get(number)! } });
    const hall = hallByName.get(folded(cell("hall")));
    if (!hall) lineErrors.push({ key: "unknownHall", line, booth: number, values: { hall: cell("hall") } });
    const values = { x: metres(cell("x")), y: metres(cell("y")), width: metres(cell("width")), depth: metres(cell("depth")) };
    const bad = (Object.keys(values) as (keyof typeof values)[]).filter((k) => values[k] === null);
    if (bad.length > 0) lineErrors.push({ key: "csvValue", line, booth: number, values: { columns: bad.join(", ") } });
    const typeCell = columns.get("type")! >= 0 ? cell("type") : "";
    const type = typeCell === "" ? null : /^\d+$/.test(typeCell) && typeIds.has(Number(typeCell)) ? Number(typeCell) : (typeByName.get(folded(typeCell)) ?? undefined);
    if (type === undefined) lineErrors.push({ key: "unknownType", line, booth: number, values: { type: typeCell } });
    if (lineErrors.length > 0) {
      errors.push(...lineErrors);
      continue;
    }
    fileNumbers.set(number, line);
    const fields = { hall: hall!.key, x: values.x!, y: values.y!, width: values.width!, depth: values.depth!, type: type! };
    const existing = byNumber.get(number);
    if (existing) {
      const next = { ...existing, ...fields };
      if (sameBooth(existing, next)) continue;
      if (isLocked(existing)) {
        errors.push({ key: "locked", line, booth: number, values: { state: existing.state } });
        continue;
      }
      booths = booths.map((b) => (b.key === existing.key ? next : b));
      lineOf.set(existing.key, line);
      updated++;
    } else {
      const key = nextKey(booths.map((b) => b.key), "n");
      booths.push({ key, id: null, number, price: null, state: "available", ...fields });
      lineOf.set(key, line);
      added++;
    }
  }
  const next = { ...doc, booths };
  // The checks of the whole plan for the booths the file touched, each said on its line.
  const byKey = new Map(booths.map((b) => [b.number, b.key]));
  const lineOfNumber = (number: string | undefined) => (number === undefined ? undefined : lineOf.get(byKey.get(number) ?? ""));
  for (const problem of checkPlan(next, { only: new Set(lineOf.keys()) })) {
    const line = lineOfNumber(problem.booth);
    errors.push(line === undefined ? problem : { ...problem, line });
    // Two booths of the file on each other: each line says so.
    const other = problem.key === "overlap" ? String(problem.values?.other) : undefined;
    const otherLine = lineOfNumber(other);
    if (otherLine !== undefined) errors.push({ key: "overlap", line: otherLine, booth: other!, values: { other: problem.booth! } });
  }
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
  return { ok: true, doc: next, added, updated };
}

/** One line of the exhibitors' export: a held or booked booth and whose it is. */
export interface ExhibitorRow {
  number: string;
  hall: string;
  company: string;
  state: BoothState;
}

/** The held and booked booths with their exhibitor's company, halls in the plan's order, booths by number. */
export function exhibitorRows(doc: PlanDoc, companyOf: (booth: PlanBooth) => string, locale: "th" | "en"): ExhibitorRow[] {
  return doc.halls.flatMap((hall) =>
    doc.booths
      .filter((b) => b.hall === hall.key && isLocked(b))
      .sort((a, b) => compareBoothNumbers(a.number, b.number))
      .map((b) => ({ number: b.number, hall: locale === "en" && hall.name_en ? hall.name_en : hall.name, company: companyOf(b), state: b.state })),
  );
}
