import type { SeedRecord } from "../lib.ts";
import { plannedCount } from "./floor-plan-layout.ts";
import { tradeShows } from "./trade-shows.ts";

/**
 * Booth types of the shows that take reservations, priced from each show's `booth_price_from` (a 9 sqm shell
 * scheme, before VAT) the way Thai organizers price their floors: a corner costs about a tenth more, raw space
 * is sold per square metre a little below the shell rate, islands and peninsulas carry a premium. A show with a
 * floor plan (seed/data/floor-plan-layout.ts) has as many booths of a type as its plan; elsewhere counts are
 * indicative, and the large shows' island is a single stand, so the demo shows a type with one booth left.
 */

interface Kind {
  kind: "shell-scheme" | "corner" | "raw-space" | "peninsula" | "island";
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  size: number;
  /** Price per sqm relative to the shell scheme's. */
  rate: number;
}

const SHELL: Kind = {
  kind: "shell-scheme",
  name: "บูธมาตรฐาน 3×3 ม.",
  name_en: "Shell scheme, 3 × 3 m",
  description: "ผนังกั้น พรม ป้ายชื่อบริษัท โต๊ะ 1 ตัว เก้าอี้ 2 ตัว สปอตไลต์ 3 ดวง และปลั๊กไฟ 1 จุด",
  description_en: "Walls, carpet, a fascia name board, one table, two chairs, three spotlights and a power socket.",
  size: 9,
  rate: 1,
};

const CORNER: Kind = {
  kind: "corner",
  name: "บูธหัวมุม 3×3 ม.",
  name_en: "Corner shell scheme, 3 × 3 m",
  description: "บูธมาตรฐานที่เปิดโล่งสองด้าน มองเห็นได้จากทางเดินสองทาง",
  description_en: "A shell scheme open on two sides, seen from two aisles.",
  size: 9,
  rate: 1.1,
};

const RAW: Kind = {
  kind: "raw-space",
  name: "พื้นที่เปล่า 6×6 ม.",
  name_en: "Raw space, 6 × 6 m",
  description: "พื้นที่เปล่าสำหรับบูธสั่งทำ ไม่รวมผนังและงานตกแต่ง ต้องส่งแบบบูธให้ผู้จัดงานอนุมัติก่อนติดตั้ง",
  description_en: "Bare floor for a custom stand, without walls or fittings; the stand design needs the organizer's approval before build-up.",
  size: 36,
  rate: 0.85,
};

const PENINSULA: Kind = {
  kind: "peninsula",
  name: "พื้นที่เปล่าเปิดสามด้าน 6×9 ม.",
  name_en: "Peninsula raw space, 6 × 9 m",
  description: "พื้นที่เปล่าที่เปิดสามด้าน เหมาะกับบูธสั่งทำที่ต้องการให้ผู้ชมเดินเข้าได้หลายทาง",
  description_en: "Bare floor open on three sides, for custom stands that visitors enter from several aisles.",
  size: 54,
  rate: 0.95,
};

const ISLAND: Kind = {
  kind: "island",
  name: "พื้นที่เกาะกลาง 12×12 ม.",
  name_en: "Island raw space, 12 × 12 m",
  description: "พื้นที่เปล่าเปิดทั้งสี่ด้านใกล้ทางเข้าฮอลล์ จำนวนจำกัด",
  description_en: "Bare floor open on all four sides near the hall entrance; very few available.",
  size: 144,
  rate: 1,
};

/** Rounded to the 500 baht an organizer's price list would show. */
const roundPrice = (baht: number) => Math.round(baht / 500) * 500;

function typesOf(show: SeedRecord): Kind[] {
  const price = Number(show.booth_price_from);
  // Regional fairs sell shells and raw space; the big Bangkok shows every kind.
  return price >= 40_000 ? [SHELL, CORNER, RAW, PENINSULA, ISLAND] : [SHELL, CORNER, RAW];
}

function quantityOf(kind: Kind, show: SeedRecord): number {
  const planned = plannedCount(show.id, kind.kind);
  if (planned !== undefined) return planned;
  const exhibitors = Number(show.exhibitors_count ?? 300);
  switch (kind.kind) {
    case "shell-scheme":
      return Math.max(40, Math.round(exhibitors * 0.4));
    case "corner":
      return Math.max(8, Math.round(exhibitors * 0.05));
    case "raw-space":
      return Math.max(6, Math.round(exhibitors * 0.08));
    case "peninsula":
      return 4;
    case "island":
      return 1;
  }
}

let nextId = 1;

export const boothTypes: SeedRecord[] = tradeShows
  .filter((show) => show.reservation_open && show.booth_price_from !== undefined && show.booth_currency === "THB")
  .flatMap((show) =>
    typesOf(show).map((kind, index) => ({
      id: nextId++,
      trade_show: show.id,
      name: kind.name,
      name_en: kind.name_en,
      kind: kind.kind,
      size_sqm: kind.size,
      price: roundPrice((Number(show.booth_price_from) / 9) * kind.size * kind.rate),
      quantity: quantityOf(kind, show),
      description: kind.description,
      description_en: kind.description_en,
      sort_order: index,
      created_at: show.created_at,
    })),
  );
