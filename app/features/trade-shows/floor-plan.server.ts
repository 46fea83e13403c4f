import type { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { ContentClient } from "~/content/client";
import { contentClient } from "~/content/content-client.server";
import { imagePath, localized } from "~/content/localized";
import { pageCountOf } from "~/content/server";
import type { BoothKind, BoothState } from "~/domain/booths";
import type { Locale } from "~/domain/locales";
import { formatPrice } from "~/features/events/price";
import {
  availableByType,
  boothPositions,
  EXHIBITOR_QUERY_MAX,
  effectiveState,
  exhibitorList,
  groupByHall,
  type OpenPosition,
  searchExhibitors,
  sharedPrefix,
} from "~/lib/floor-plan";
import { parseIdParam, recordLookup } from "~/lib/route-params";
import type { Attributes } from "~/model/entities";
import type { StrapiEntity, StrapiList } from "~/model/types";

/**
 * A show's public floor plan (issue 48, docs/decisions/066): its halls and every booth through the content API,
 * turned into what the show page draws in its language. Who holds or booked a booth is never asked for.
 */

const BOOTH_FIELDS = ["number", "x", "y", "width", "depth", "state", "held_until", "price", "exhibitor", "exhibitor_en"] as const;
const TYPE_FIELDS = ["name", "name_en", "kind", "size_sqm", "price"] as const;
/** Strapi caps a page at 100 rows. */
const PAGE_SIZE = 100;
/** 2,000 booths: far above any show's plan, and a bound on the requests one page makes. */
const MAX_PAGES = 20;

const HALL_FIELDS = ["name", "name_en", "width_m", "depth_m", "background"] as const;

type HallRecord = Pick<Attributes<"halls">, (typeof HALL_FIELDS)[number]>;
type BoothTypeRecord = Pick<Attributes<"booth-types">, (typeof TYPE_FIELDS)[number] | "name_en">;
type BoothRecord = Pick<Attributes<"booths">, (typeof BOOTH_FIELDS)[number]> & {
  booth_type?: { data: StrapiEntity<BoothTypeRecord> | null };
  hall?: { data: { id: number } | null };
};

/** The plan as the content API answers it: the show's halls in their order and all its booths. */
export interface FloorPlanRecords {
  halls: StrapiEntity<HallRecord>[];
  booths: StrapiEntity<BoothRecord>[];
}

class PlanUnreadable extends Error {}

async function page<A>(client: ContentClient, path: string, query: Record<string, unknown>): Promise<StrapiList<A>> {
  const result = await client.query<StrapiList<A>>(path, query);
  if (!result.ok) throw new PlanUnreadable(`${path} answered ${result.status}: ${result.error.message}`);
  return result.data;
}

/**
 * The halls and booths of the show `show` (an id or a slug, as in its URL), or null when it has no hall. The
 * halls and the first page of booths are asked at once; the other pages of booths then all together.
 */
export async function readFloorPlan(client: ContentClient, show: { id: number } | { slug: string }, preview = false): Promise<FloorPlanRecords | null> {
  const ofShow = { trade_show: "id" in show ? { id: { $eq: show.id } } : { slug: { $eq: show.slug } } };
  const draft = preview ? { publicationState: "preview" } : {};
  const booths = (n: number) =>
    page<BoothRecord>(client, "api/booths", {
      filters: ofShow,
      fields: BOOTH_FIELDS,
      populate: { booth_type: { fields: TYPE_FIELDS }, hall: { fields: ["id"] } },
      sort: ["id:asc"],
      pagination: { page: n, pageSize: PAGE_SIZE },
      ...draft,
    });
  const [halls, first] = await Promise.all([
    page<HallRecord>(client, "api/halls", {
      filters: ofShow,
      fields: HALL_FIELDS,
      sort: ["sort_order:asc", "id:asc"],
      pagination: { page: 1, pageSize: PAGE_SIZE },
      ...draft,
    }),
    booths(1),
  ]);
  if (halls.data.length === 0) return null;
  const pages = Math.min(pageCountOf(first), MAX_PAGES);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => booths(i + 2)));
  return { halls: halls.data, booths: [first, ...rest].flatMap((list) => list.data) };
}

/**
 * The plan of the show in the URL's `rawId`, shared by the requests of this isolate while the halls and booths
 * are unchanged (`publicData`: a minute at most); null when the show has none, or when the plan cannot be read
 * (the page then shows the show without it rather than failing). A preview reads the draft with the API token.
 */
export async function loadFloorPlan(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
  preview = false,
): Promise<FloorPlanRecords | null> {
  const id = parseIdParam(rawId);
  const lookup = id ? recordLookup(id) : null;
  if (!lookup) return null;
  const client = contentClient(request, context, preview ? "server" : "anonymous");
  const read = () => readFloorPlan(client, lookup, preview);
  try {
    // A failure throws through publicData, so it is not remembered.
    return preview ? await read() : await context.get(appContext).publicData(`floor-plan:${JSON.stringify(lookup)}`, read);
  } catch (error) {
    if (!(error instanceof PlanUnreadable)) throw error;
    console.error(`floor plan of ${id}: ${error.message}`);
    return null;
  }
}

/** A booth's state in one letter: available, held, booked, blocked (x). */
export type StateCode = "a" | "h" | "b" | "x";
const STATE_CODES: Record<BoothState, StateCode> = { available: "a", held: "h", booked: "b", blocked: "x" };

/** One booth as the page draws it. Short keys: a plan of 600 booths travels with the page's data. */
export interface PlanBooth {
  /** The booth's number ("A12"). */
  n: string;
  /** Place and size in metres. */
  x: number;
  y: number;
  w: number;
  d: number;
  /** The state now (a hold that ended is available). */
  s: StateCode;
  /** Its type: an index into `types`. */
  t?: number;
  /** Open on two adjacent sides, three or four, when its type does not already say so. */
  o?: OpenPosition;
  /** Its own price, when it costs other than its type. */
  p?: string;
}

export interface PlanHall {
  id: number;
  /** Name in the page's language. */
  n: string;
  /** The area drawn, in metres. */
  w: number;
  d: number;
  /** What every booth number of the hall starts with ("EH98-"), left out on its drawing. */
  s?: string;
  /** The hall's picture: its address, drawn beneath the booths stretched to the hall's width and depth in metres. */
  bg?: { u: string; w: number; d: number };
  /** Booths in number order. */
  b: PlanBooth[];
}

export interface PlanType {
  /** Name in the page's language. */
  n: string;
  k: BoothKind | null;
  /** Floor area in m². */
  z: number;
  /** Price in the page's language. */
  p: string;
  /** Booths of the type available now. */
  a: number;
}

export interface FloorPlanView {
  halls: PlanHall[];
  /** The booth types the plan uses, cheapest first. */
  types: PlanType[];
  /** Confirmed exhibitors (those of the search, when there is one): name and booth numbers. */
  ex: { n: string; b: string[] }[];
  /** The exhibitor search as typed. */
  q: string;
  /** Numbers of the booths the search found. */
  hits: string[];
}

const metres = (value: number) => Math.round(value * 100) / 100;

/** Each booth type's booths that may be booked at `now` (stock follows the plan, decision 066). */
export function planStock(records: FloorPlanRecords, now: number): Map<number, number> {
  return availableByType(
    records.booths.map(({ attributes: a }) => ({ type: a.booth_type?.data?.id ?? null, state: a.state, held_until: a.held_until })),
    now,
  );
}

/** What the page draws: states at `now`, names and prices in the page's language, the exhibitor search's booths. */
export function floorPlanView(records: FloorPlanRecords, { locale, now, query }: { locale: Locale; now: number; query: string }): FloorPlanView {
  const booths = records.booths.map(({ id, attributes: a }) => ({
    id,
    ...a,
    number: a.number,
    hall: a.hall?.data?.id ?? null,
    type: a.booth_type?.data ?? null,
    state: effectiveState(a, now),
  }));

  const used = new Map<number, StrapiEntity<BoothTypeRecord>>();
  for (const booth of booths) if (booth.type) used.set(booth.type.id, booth.type);
  const stock = planStock(records, now);
  const typeList = [...used.values()].sort((a, b) => a.attributes.price - b.attributes.price || a.id - b.id);
  const typeIndex = new Map(typeList.map((type, i) => [type.id, i]));
  const types: PlanType[] = typeList.map(({ id, attributes: t }) => ({
    n: localized(t, "name", locale),
    k: t.kind ?? null,
    z: t.size_sqm,
    p: formatPrice(t.price, "THB", locale),
    a: stock.get(id) ?? 0,
  }));

  const halls = groupByHall(
    records.halls.map(({ id, attributes }) => ({ id, ...attributes })),
    booths,
  ).map(({ hall, booths: inHall, bounds }): PlanHall => {
    const positions = boothPositions(inHall, { width: hall.width_m, depth: hall.depth_m });
    const prefix = sharedPrefix(inHall.map((b) => b.number));
    const picture = imagePath(hall.background);
    return {
      id: hall.id,
      n: localized(hall, "name", locale),
      w: metres(bounds.width),
      d: metres(bounds.depth),
      ...(prefix ? { s: prefix } : {}),
      ...(picture ? { bg: { u: picture, w: hall.width_m, d: hall.depth_m } } : {}),
      b: inHall.map((booth, i): PlanBooth => {
        const view: PlanBooth = { n: booth.number, x: metres(booth.x), y: metres(booth.y), w: metres(booth.width), d: metres(booth.depth), s: STATE_CODES[booth.state] };
        if (booth.type) view.t = typeIndex.get(booth.type.id)!;
        const position = positions[i];
        if (position && position !== booth.type?.attributes.kind) view.o = position;
        if (booth.price != null && booth.price !== booth.type?.attributes.price) view.p = formatPrice(booth.price, "THB", locale);
        return view;
      }),
    };
  });

  const onPlan = halls.flatMap((hall) => hall.b.map((b) => b.n));
  const drawn = new Set(onPlan);
  const listed = booths.filter((b) => drawn.has(b.number));
  const q = query.trim().slice(0, EXHIBITOR_QUERY_MAX);
  const hits = searchExhibitors(listed, q);
  const found = new Set(hits);
  const collator = new Intl.Collator(locale === "th" ? "th" : "en").compare;
  const ex = exhibitorList(
    listed.filter((b) => !q || found.has(b.number)).map((b) => ({ number: b.number, name: localized(b, "exhibitor", locale) })),
    collator,
  ).map(({ name, numbers }) => ({ n: name, b: numbers }));
  return { halls, types, ex, q, hits };
}
