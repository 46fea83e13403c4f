/**
 * A show's floor plan as its pages read it (docs/decisions/066): what state a booth is in at an instant, which
 * booths are corners or islands, the stock of each booth type, where an exhibitor stands, the booths of each hall.
 * Pure functions over plain records in metres; the content API's shapes stay in the loader
 * (app/features/trade-shows/floor-plan.server.ts).
 */
import type { BoothKind, BoothState } from "../domain/booths.ts";

/** A booth's place on its hall in metres, from the hall's top-left corner. */
export interface BoothRect {
  x: number;
  y: number;
  width: number;
  depth: number;
}

/** Two edges this close (metres) touch: plans drawn in a CAD tool or by hand are off by a few centimetres. */
export const EDGE_TOLERANCE_M = 0.05;

/**
 * The state a booth is in at `now` (ms since the epoch, the real clock): a hold whose `held_until` has come
 * counts as available, so an abandoned hold frees its booths without anything running; a held booth without an
 * end is held by a booking (waiting for the organizer) and stays held. A booth without a state is available.
 */
export function effectiveState(booth: { state?: BoothState | null; held_until?: string | null }, now: number): BoothState {
  const state = booth.state ?? "available";
  if (state !== "held" || !booth.held_until) return state;
  const until = Date.parse(booth.held_until);
  return Number.isFinite(until) && until <= now ? "available" : "held";
}

/** What a booth's open sides make it: open on two adjacent sides, on three, or on all four. */
export type OpenPosition = Extract<BoothKind, "corner" | "peninsula" | "island">;

type Side = "top" | "right" | "bottom" | "left";

/** The length two ranges share (negative when they are apart). */
const overlap = (a1: number, a2: number, b1: number, b2: number) => Math.min(a2, b2) - Math.max(a1, b1);

/**
 * The position of each booth among its neighbours, in the order given (null: one side open or none, or two
 * opposite ones). A side is open when no other booth touches it along more than the tolerance; with the hall's
 * size, a side against the hall's wall is closed too (it faces no aisle). Edges are looked up by their rounded
 * coordinate, so a hall of 600 booths costs a few thousand comparisons, not 360,000.
 */
export function boothPositions(
  booths: readonly BoothRect[],
  hall?: { width: number; depth: number },
  tolerance = EDGE_TOLERANCE_M,
): (OpenPosition | null)[] {
  const cell = Math.max(tolerance, 0.001);
  const key = (value: number) => Math.round(value / cell);
  const index = (edge: (b: BoothRect) => number) => {
    const map = new Map<number, number[]>();
    booths.forEach((b, i) => {
      const k = key(edge(b));
      const list = map.get(k);
      if (list) list.push(i);
      else map.set(k, [i]);
    });
    return map;
  };
  const lefts = index((b) => b.x);
  const rights = index((b) => b.x + b.width);
  const tops = index((b) => b.y);
  const bottoms = index((b) => b.y + b.depth);

  /** Whether a booth of `edges` has an edge at `at` that shares more than the tolerance with [from, to]. */
  const touched = (self: number, edges: Map<number, number[]>, edge: (b: BoothRect) => number, at: number, along: (b: BoothRect) => [number, number], from: number, to: number) => {
    const k = key(at);
    for (const near of [k - 1, k, k + 1]) {
      for (const j of edges.get(near) ?? []) {
        if (j === self) continue;
        const other = booths[j]!;
        if (Math.abs(edge(other) - at) > tolerance) continue;
        const [start, end] = along(other);
        if (overlap(from, to, start, end) > tolerance) return true;
      }
    }
    return false;
  };
  const alongY = (b: BoothRect): [number, number] => [b.y, b.y + b.depth];
  const alongX = (b: BoothRect): [number, number] => [b.x, b.x + b.width];

  return booths.map((b, i) => {
    const right = b.x + b.width;
    const bottom = b.y + b.depth;
    const closed: Record<Side, boolean> = {
      left: (hall !== undefined && b.x <= tolerance) || touched(i, rights, (o) => o.x + o.width, b.x, alongY, b.y, bottom),
      right: (hall !== undefined && right >= hall.width - tolerance) || touched(i, lefts, (o) => o.x, right, alongY, b.y, bottom),
      top: (hall !== undefined && b.y <= tolerance) || touched(i, bottoms, (o) => o.y + o.depth, b.y, alongX, b.x, right),
      bottom: (hall !== undefined && bottom >= hall.depth - tolerance) || touched(i, tops, (o) => o.y, bottom, alongX, b.x, right),
    };
    const open = (["top", "right", "bottom", "left"] as const).filter((side) => !closed[side]);
    if (open.length === 4) return "island";
    if (open.length === 3) return "peninsula";
    // Two open sides make a corner only when they meet: top and bottom open is a booth between two others.
    if (open.length === 2 && !(closed.top === closed.bottom)) return "corner";
    return null;
  });
}

/**
 * Available booths per booth type at `now` ("stock follows the plan"): type id → count. A type with no
 * available booth is absent (read it as 0); booths without a type count for none.
 */
export function availableByType(
  booths: readonly { type?: number | null; state?: BoothState | null; held_until?: string | null }[],
  now: number,
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const booth of booths) {
    if (booth.type == null || effectiveState(booth, now) !== "available") continue;
    counts.set(booth.type, (counts.get(booth.type) ?? 0) + 1);
  }
  return counts;
}

/**
 * Booth numbers as people read them: "A2" before "A10", letters compared without case. No Intl: the same order
 * on the server and in a browser.
 */
export function compareBoothNumbers(a: string, b: string): number {
  const chunks = (text: string) => text.toUpperCase().match(/\d+|\D+/g) ?? [];
  const left = chunks(a);
  const right = chunks(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i]!;
    const y = right[i]!;
    if (x === y) continue;
    const numeric = /^\d/.test(x) && /^\d/.test(y);
    if (numeric && Number(x) !== Number(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return left.length - right.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** A name as the search compares it: composed, lower case, without any spacing (Thai names are spaced at will). */
const searchable = (text: string) => text.normalize("NFC").toLowerCase().replace(/\s+/gu, "");

/** The longest search text that is looked at (a name is at most 200 characters). */
export const EXHIBITOR_QUERY_MAX = 100;

/**
 * The numbers of the booths whose exhibitor's Thai or English name contains `query` (case and spacing aside),
 * in booth-number order; nothing for an empty query.
 */
export function searchExhibitors(
  booths: readonly { number: string; exhibitor?: string | null; exhibitor_en?: string | null }[],
  query: string,
): string[] {
  const wanted = searchable(query.slice(0, EXHIBITOR_QUERY_MAX));
  if (!wanted) return [];
  return booths
    .filter((b) => [b.exhibitor, b.exhibitor_en].some((name) => !!name && searchable(name).includes(wanted)))
    .map((b) => b.number)
    .sort(compareBoothNumbers);
}

/**
 * The confirmed exhibitors (booths with a company name, in the page's language) with their booth numbers: one
 * entry per name, names in `collator` order (Thai order on Thai pages), numbers in booth-number order.
 */
export function exhibitorList(booths: readonly { number: string; name: string }[], collator: (a: string, b: string) => number): { name: string; numbers: string[] }[] {
  const byName = new Map<string, string[]>();
  for (const { number, name } of booths) {
    const trimmed = name.trim();
    if (!trimmed) continue;
    const list = byName.get(trimmed);
    if (list) list.push(number);
    else byName.set(trimmed, [number]);
  }
  return [...byName]
    .map(([name, numbers]) => ({ name, numbers: numbers.sort(compareBoothNumbers) }))
    .sort((a, b) => collator(a.name, b.name));
}

/**
 * The start every number of a hall shares, up to and with a separator ("EH98-" of "EH98-A1" and "EH98-C10"), which
 * the hall's drawing can leave out (the table keeps the whole number); "" when they share none.
 */
export function sharedPrefix(numbers: readonly string[]): string {
  const [first, ...rest] = numbers;
  if (first === undefined) return "";
  let shared = first;
  for (const number of rest) {
    let i = 0;
    while (i < shared.length && i < number.length && shared[i] === number[i]) i++;
    shared = shared.slice(0, i);
  }
  const cut = Math.max(shared.lastIndexOf("-"), shared.lastIndexOf("."));
  const prefix = shared.slice(0, cut + 1);
  return numbers.every((number) => number.length > prefix.length) ? prefix : "";
}

/** The height of a booth's number on the plan, in metres. */
export const LABEL_SIZE_M = 0.9;

/**
 * The font size (metres) that fits `label` in a booth of `width` × `depth`: LABEL_SIZE_M, smaller for a long
 * number on a narrow booth (a character is taken as 0.62 of the size wide), never below 0.35 m.
 */
export function labelSize(label: string, width: number, depth: number): number {
  const fit = Math.min(LABEL_SIZE_M, (width - 0.2) / (Math.max(1, label.length) * 0.62), depth * 0.8);
  return Math.max(0.35, Math.floor(fit * 100) / 100);
}

/** A hall of the plan: its record, its booths in number order, and the area to draw (the hall, grown to any booth past its walls). */
export interface HallGroup<H, B> {
  hall: H;
  booths: B[];
  bounds: { width: number; depth: number };
}

/**
 * The booths of each hall, halls in the order given (the organizer's), booths in number order; a booth of no
 * given hall is left out. The bounds are the hall's size in metres, grown to take in a booth drawn past its wall.
 */
export function groupByHall<H extends { id: number; width_m: number; depth_m: number }, B extends BoothRect & { hall: number | null | undefined; number: string }>(
  halls: readonly H[],
  booths: readonly B[],
): HallGroup<H, B>[] {
  const groups = new Map(halls.map((hall) => [hall.id, { hall, booths: [] as B[], bounds: { width: hall.width_m, depth: hall.depth_m } }]));
  for (const booth of booths) {
    const group = booth.hall == null ? undefined : groups.get(booth.hall);
    if (!group) continue;
    group.booths.push(booth);
    group.bounds.width = Math.max(group.bounds.width, booth.x + booth.width);
    group.bounds.depth = Math.max(group.bounds.depth, booth.y + booth.depth);
  }
  for (const group of groups.values()) group.booths.sort((a, b) => compareBoothNumbers(a.number, b.number));
  return [...groups.values()];
}
