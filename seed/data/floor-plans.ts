import type { SeedRecord } from "../lib.ts";
import { boothTypes } from "./booth-types.ts";
import { plannedBooths, plannedHalls } from "./floor-plan-layout.ts";
import { tradeShows } from "./trade-shows.ts";

/**
 * The halls and numbered booths of the shows with a floor plan (laid out in seed/data/floor-plan-layout.ts), as
 * records: ids from 1 in plan order, each booth pointing at its show's booth type of its kind. Booked booths carry
 * the exhibitor's name as a confirmed booking whose exhibitor agreed to be listed would; nothing is held, since
 * holds are members' and last 15 minutes, and who booked (`booth_reservation`) is left empty.
 */

const createdAt = (showId: number) => tradeShows.find((show) => show.id === showId)!.created_at;

export const halls: SeedRecord[] = plannedHalls.map((hall, i) => ({
  id: i + 1,
  trade_show: hall.trade_show,
  name: hall.name,
  name_en: hall.name_en,
  width_m: hall.width_m,
  depth_m: hall.depth_m,
  sort_order: hall.index,
  created_at: createdAt(hall.trade_show),
}));

function boothTypeOf(showId: number, kind: string): number {
  const type = boothTypes.find((t) => t.trade_show === showId && t.kind === kind);
  if (!type) throw new Error(`seed: show ${showId} has a ${kind} booth on its plan but no such booth type`);
  return type.id;
}

export const booths: SeedRecord[] = plannedBooths.map((booth, i) => ({
  id: i + 1,
  trade_show: booth.trade_show,
  hall: halls[booth.hall]!.id,
  number: booth.number,
  x: booth.x,
  y: booth.y,
  width: booth.width,
  depth: booth.depth,
  booth_type: boothTypeOf(booth.trade_show, booth.kind),
  state: booth.state,
  ...(booth.exhibitor ? { exhibitor: booth.exhibitor.name, exhibitor_en: booth.exhibitor.name_en } : {}),
  created_at: createdAt(booth.trade_show),
}));
