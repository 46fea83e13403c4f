import type { BoothKind, BoothState } from "../../app/domain/booths.ts";
import { recordBySlug, type SeedRecord } from "../lib.ts";
import { tradeShows } from "./trade-shows.ts";

/**
 * The floor plans of two shows that take bookings (docs/decisions/066, issue 48): ProPak Asia at BITEC Bangna
 * over halls EH 98–EH 100 and LED Expo Thailand at IMPACT Muang Thong Thani over halls 5 and 6. They are not the
 * shows the booking-by-count tests use (METALEX, THAIFEX), since a show with booths is booked by booth.
 *
 * Drawn as organizers draw them, in metres from a hall's top-left corner: an entrance strip across the top, then
 * bands of blocks with 3 m aisles between the bands and 4 m cross aisles between the blocks of a band. A shell
 * block is two rows of 3 × 3 m booths back to back, its end booths corners; a peninsula (9 × 6 m) may close a
 * block's end instead; raw space comes in 6 × 6 m plots; a 12 m band carries an island (12 × 12 m) between raw
 * plots two deep. Booths are numbered by row, a letter per row of the hall (I and O left out, as on printed
 * plans, not to be read as 1 and 0) and a number along it, behind the hall's code: "EH98-C7", "H5-A3".
 *
 * Which booths are booked is a fixed hash of the show and the number, so the plan is the same on every run and a
 * change to one hall moves no booth of another. This module only lays the plans out; seed/data/floor-plans.ts
 * makes the records and seed/data/booth-types.ts counts the plan's booths of each type.
 */

/** A block of a band, left to right. */
type Segment =
  /** Two rows of `shell` booths back to back, the end ones corners; a peninsula may close one end. */
  | { shell: number; peninsula?: "start" | "end" }
  /** `raw` plots of 6 × 6 m side by side; two deep in a 12 m band. */
  | { raw: number }
  /** One 12 × 12 m island (12 m band only). */
  | { island: true };

interface Band {
  depth: 6 | 12;
  segments: Segment[];
}

interface HallSpec {
  /** Prefix of the hall's booth numbers. */
  code: string;
  name: string;
  name_en: string;
  width: number;
  depth: number;
  /** Depth of the entrance strip (registration, foyer) above the first band. */
  entrance: number;
  bands: Band[];
  /** Booths not for sale, by number without the hall's code: pillars, the organizer's lounge and office. */
  blocked: string[];
}

interface Company {
  name: string;
  name_en: string;
}

interface ShowSpec {
  slug: string;
  halls: HallSpec[];
  /** Thai and English stems and trades combined into the names of the smaller exhibitors ("Siam" + "Packtech"). */
  stems: [string, string][];
  trades: [string, string][];
  /** The bigger exhibitors, who take the islands, peninsulas and raw space first. */
  majors: Company[];
}

export interface PlannedHall {
  trade_show: number;
  /** Index of the hall in its show, 0 first. */
  index: number;
  code: string;
  name: string;
  name_en: string;
  width_m: number;
  depth_m: number;
}

export interface PlannedBooth {
  trade_show: number;
  /** The hall's index in `plannedHalls`. */
  hall: number;
  number: string;
  x: number;
  y: number;
  width: number;
  depth: number;
  kind: BoothKind;
  state: Exclude<BoothState, "held">;
  exhibitor?: Company;
}

/** Aisles between bands and between the blocks of a band; the clear margin along a hall's walls. */
const BAND_AISLE = 3;
const CROSS_AISLE = 4;
const WALL = 4;

/** Row letters as printed plans use them: no I or O. */
const ROW_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";

/** The share of each kind that is booked months before the show: the big spaces and the corners go first. */
const BOOKED_SHARE: Record<BoothKind, number> = {
  "shell-scheme": 0.13,
  corner: 0.3,
  "raw-space": 0.35,
  peninsula: 0.55,
  island: 0.3,
};

const PROPAK: ShowSpec = {
  slug: "propak-asia-2027",
  halls: [
    {
      code: "EH98",
      name: "ฮอลล์ EH 98",
      name_en: "Hall EH 98",
      width: 108,
      depth: 72,
      entrance: 10,
      bands: [
        { depth: 12, segments: [{ raw: 4 }, { island: true }, { raw: 4 }] },
        { depth: 6, segments: [{ shell: 7, peninsula: "start" }, { shell: 10 }, { shell: 7, peninsula: "end" }] },
        { depth: 6, segments: [{ shell: 10 }, { raw: 5 }, { shell: 10 }] },
        { depth: 6, segments: [{ shell: 10 }, { shell: 10 }, { shell: 10 }] },
      ],
      // The organizer's office at the end of the middle block of rows C and D, and two pillars.
      blocked: ["C9", "D8", "F5", "H16"],
    },
    {
      code: "EH99",
      name: "ฮอลล์ EH 99",
      name_en: "Hall EH 99",
      width: 108,
      depth: 72,
      entrance: 8,
      bands: [
        { depth: 6, segments: [{ raw: 4 }, { shell: 10 }, { raw: 4 }] },
        { depth: 6, segments: [{ shell: 10 }, { shell: 10 }, { shell: 10 }] },
        { depth: 6, segments: [{ shell: 8 }, { raw: 4 }, { shell: 8 }] },
      ],
      // Two pillars, and two raw plots of row E kept for the exhibitors' lounge.
      blocked: ["C15", "D6", "E9", "E10"],
    },
    {
      code: "EH100",
      name: "ฮอลล์ EH 100",
      name_en: "Hall EH 100",
      width: 96,
      depth: 64,
      entrance: 8,
      bands: [
        { depth: 12, segments: [{ raw: 3 }, { island: true }, { raw: 3 }] },
        { depth: 6, segments: [{ shell: 8 }, { shell: 8 }, { shell: 8 }] },
        { depth: 6, segments: [{ shell: 6, peninsula: "start" }, { shell: 8 }, { shell: 6, peninsula: "end" }] },
      ],
      // The registration counter and a pillar.
      blocked: ["C12", "D12", "F8"],
    },
  ],
  stems: [
    ["สยาม", "Siam"], ["เจ้าพระยา", "Chao Phraya"], ["อีสเทิร์น", "Eastern"], ["ธนบุรี", "Thonburi"],
    ["ล้านนา", "Lanna"], ["รุ่งโรจน์", "Rungroj"], ["เจริญสุข", "Charoensuk"], ["สหมิตร", "Sahamit"],
    ["พัฒนา", "Pattana"], ["ธนากร", "Thanakorn"], ["สมบูรณ์", "Somboon"], ["ประเสริฐ", "Prasert"],
    ["วัฒนา", "Wattana"], ["สุขสวัสดิ์", "Suksawat"], ["อยุธยา", "Ayutthaya"], ["บางพลี", "Bang Phli"],
  ],
  trades: [
    ["แพ็คเทค", "Packtech"], ["แพ็ค แมชชีนเนอรี่", "Pack Machinery"], ["ฟู้ด โพรเซส เอ็นจิเนียริ่ง", "Food Process Engineering"],
    ["เลเบลลิ่ง ซิสเต็มส์", "Labelling Systems"], ["คอนเวเยอร์", "Conveyor"], ["เฟล็กซิเบิล แพ็คเกจจิ้ง", "Flexible Packaging"],
    ["คาร์ตัน พริ้นท์", "Carton Print"], ["ฟิลลิ่ง เทคโนโลยี", "Filling Technology"], ["สเตนเลส เวิร์คส์", "Stainless Works"],
    ["โค้ดดิ้ง โซลูชั่นส์", "Coding Solutions"], ["พลาสติก ฟิล์ม", "Plastic Film"], ["อินสเปกชั่น ซิสเต็มส์", "Inspection Systems"],
  ],
  majors: [
    { name: "บริษัท นอร์ดเวิร์ค แพ็คเกจจิ้ง แมชชีนเนอรี่ (ประเทศไทย) จำกัด", name_en: "Nordwerk Packaging Machinery (Thailand) Co., Ltd." },
    { name: "บริษัท อัลเพนฟิล ซิสเต็มส์ (ประเทศไทย) จำกัด", name_en: "Alpenfill Systems (Thailand) Co., Ltd." },
    { name: "บริษัท คันไซ ซีลเทค (ประเทศไทย) จำกัด", name_en: "Kansai Sealtec (Thailand) Co., Ltd." },
    { name: "บริษัท ลอมบาร์เดีย แพ็คเกจจิ้ง เอเชีย จำกัด", name_en: "Lombardia Packaging Asia Co., Ltd." },
    { name: "บริษัท แดนวิค ฟู้ด เทคโนโลยี (ประเทศไทย) จำกัด", name_en: "Danvik Food Technology (Thailand) Co., Ltd." },
    { name: "บริษัท ไถจง ออโต้แพ็ค (ประเทศไทย) จำกัด", name_en: "Taichung Autopack (Thailand) Co., Ltd." },
    { name: "บริษัท ฮันบิท แพ็ค ซิสเต็มส์ (ประเทศไทย) จำกัด", name_en: "Hanbit Pack Systems (Thailand) Co., Ltd." },
    { name: "บริษัท สยามยูเนี่ยน คอนเทนเนอร์ จำกัด", name_en: "Siam Union Container Co., Ltd." },
    { name: "บริษัท บาวาเรีย โพรเซส เอ็นจิเนียริ่ง เอเชีย จำกัด", name_en: "Bavaria Process Engineering Asia Co., Ltd." },
    { name: "บริษัท โอซาก้า เวท ซิสเต็มส์ (ประเทศไทย) จำกัด", name_en: "Osaka Weigh Systems (Thailand) Co., Ltd." },
    { name: "บริษัท ไทย โพลีเฟล็กซ์ อินดัสทรี จำกัด", name_en: "Thai Polyflex Industry Co., Ltd." },
    { name: "บริษัท เวนโต เทอร์โมฟอร์มมิ่ง เอเชีย จำกัด", name_en: "Vento Thermoforming Asia Co., Ltd." },
  ],
};

const LED_EXPO: ShowSpec = {
  slug: "led-expo-thailand-2027",
  halls: [
    {
      code: "H5",
      name: "ฮอลล์ 5",
      name_en: "Hall 5",
      width: 96,
      depth: 64,
      entrance: 8,
      bands: [
        { depth: 12, segments: [{ raw: 2 }, { island: true }, { raw: 2 }] },
        { depth: 6, segments: [{ shell: 8 }, { shell: 8 }, { shell: 8 }] },
        { depth: 6, segments: [{ shell: 5, peninsula: "start" }, { shell: 8 }, { shell: 5, peninsula: "end" }] },
      ],
      // The organizer's office and a pillar.
      blocked: ["C1", "D1", "E13"],
    },
    {
      code: "H6",
      name: "ฮอลล์ 6",
      name_en: "Hall 6",
      width: 96,
      depth: 64,
      entrance: 8,
      bands: [
        { depth: 6, segments: [{ shell: 8 }, { raw: 3 }, { shell: 8 }] },
        { depth: 6, segments: [{ shell: 8 }, { shell: 8 }, { shell: 8 }] },
      ],
      // The business-matching lounge and a pillar.
      blocked: ["C11", "C12", "B5"],
    },
  ],
  stems: [
    ["สยาม", "Siam"], ["เจ้าพระยา", "Chao Phraya"], ["รัตนโกสินทร์", "Rattanakosin"], ["ธนบุรี", "Thonburi"],
    ["ล้านนา", "Lanna"], ["รุ่งเรือง", "Rungruang"], ["แสงทอง", "Saengthong"], ["สหมิตร", "Sahamit"],
    ["ศรีนคร", "Srinakorn"], ["ธนากร", "Thanakorn"], ["อุดมสุข", "Udomsuk"], ["ประเสริฐ", "Prasert"],
    ["วัฒนา", "Wattana"], ["อีสาน", "Isan"],
  ],
  trades: [
    ["ไลท์ติ้ง", "Lighting"], ["แอลอีดี เทคโนโลยี", "LED Technology"], ["สมาร์ท ไลท์ติ้ง", "Smart Lighting"],
    ["ลูมิแนร์", "Luminaire"], ["อีเล็คทริค ซัพพลาย", "Electric Supply"], ["โซลาร์ ไลท์", "Solar Light"],
    ["แลมป์ อินดัสทรี", "Lamp Industry"], ["ไลท์ติ้ง ดีไซน์", "Lighting Design"], ["ไซน์เนจ", "Signage"],
    ["ไลท์ติ้ง คอนโทรล", "Lighting Control"], ["ดิสเพลย์ เทคโนโลยี", "Display Technology"],
  ],
  majors: [
    { name: "บริษัท ลูเมนเฮาส์ ไลท์ติ้ง (ประเทศไทย) จำกัด", name_en: "Lumenhaus Lighting (Thailand) Co., Ltd." },
    { name: "บริษัท เซินเจิ้น ไบรท์เวย์ ออปโตอิเล็กทรอนิกส์ จำกัด", name_en: "Shenzhen Brightway Optoelectronics Co., Ltd." },
    { name: "บริษัท เกียวโต ลูมิเทค (ประเทศไทย) จำกัด", name_en: "Kyoto Lumitec (Thailand) Co., Ltd." },
    { name: "บริษัท นอร์ดลิชท์ ลอยช์เทน เอเชีย จำกัด", name_en: "Nordlicht Leuchten Asia Co., Ltd." },
    { name: "บริษัท ไถหนาน เลดแม็กซ์ (ประเทศไทย) จำกัด", name_en: "Tainan Ledmax (Thailand) Co., Ltd." },
    { name: "บริษัท ปูซาน ไลท์เวฟ (ประเทศไทย) จำกัด", name_en: "Busan Lightwave (Thailand) Co., Ltd." },
    { name: "บริษัท มิลาโน ลูเช ดีไซน์ เอเชีย จำกัด", name_en: "Milano Luce Design Asia Co., Ltd." },
    { name: "บริษัท ไทย ลูมิแนนซ์ อินดัสทรี จำกัด", name_en: "Thai Luminance Industry Co., Ltd." },
  ],
};

/** The shows with a floor plan, in the order their halls and booths are numbered. */
const PLANS: readonly ShowSpec[] = [PROPAK, LED_EXPO];

/** FNV-1a: a stable 32-bit hash, so whether a booth is booked depends on its show and number only. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Names for a show's booked booths in order: the majors for the big spaces, stem + trade for the rest, each once. */
function namer(spec: ShowSpec): (kind: BoothKind) => Company {
  const combos = spec.stems.flatMap(([stem, stem_en]) => spec.trades.map(([trade, trade_en]) => ({
    name: `บริษัท ${stem} ${trade} จำกัด`,
    name_en: `${stem_en} ${trade_en} Co., Ltd.`,
  })));
  // Walk the combinations with a stride coprime to their count, so neighbouring booths get unrelated names.
  let step = 53;
  while (gcd(step, combos.length) !== 1) step += 2;
  let small = 0;
  let major = 0;
  return (kind) => {
    if (kind !== "shell-scheme" && kind !== "corner" && major < spec.majors.length) return spec.majors[major++]!;
    if (small >= combos.length) throw new Error(`seed: ${spec.slug} books more booths than it has exhibitor names`);
    return combos[(small++ * step) % combos.length]!;
  };
}

function segmentWidth(segment: Segment): number {
  if ("shell" in segment) return segment.shell * 3 + (segment.peninsula ? 9 : 0);
  if ("raw" in segment) return segment.raw * 6;
  return 12;
}

interface Slot {
  /** Row within the band: 0 the upper, 1 the lower. */
  row: 0 | 1;
  x: number;
  y: number;
  width: number;
  depth: number;
  kind: BoothKind;
}

/** The booths of one band, left to right, in metres from the hall's corner. */
function bandSlots(band: Band, hall: HallSpec, top: number): Slot[] {
  const total = band.segments.reduce((sum, s) => sum + segmentWidth(s), 0) + CROSS_AISLE * (band.segments.length - 1);
  if (total > hall.width - 2 * WALL) throw new Error(`seed: a band of ${hall.code} is ${total} m wide, the hall ${hall.width} m`);
  let x = Math.floor((hall.width - total) / 2);
  const slots: Slot[] = [];
  for (const segment of band.segments) {
    if ("shell" in segment) {
      if (band.depth !== 6) throw new Error(`seed: shell blocks of ${hall.code} stand in 6 m bands`);
      let left = x;
      if (segment.peninsula === "start") {
        slots.push({ row: 0, x, y: top, width: 9, depth: 6, kind: "peninsula" });
        left += 9;
      }
      for (let c = 0; c < segment.shell; c++) {
        const openEnd = (c === 0 && segment.peninsula !== "start") || (c === segment.shell - 1 && segment.peninsula !== "end");
        const kind: BoothKind = openEnd ? "corner" : "shell-scheme";
        slots.push({ row: 0, x: left + 3 * c, y: top, width: 3, depth: 3, kind });
        slots.push({ row: 1, x: left + 3 * c, y: top + 3, width: 3, depth: 3, kind });
      }
      if (segment.peninsula === "end") slots.push({ row: 0, x: left + 3 * segment.shell, y: top, width: 9, depth: 6, kind: "peninsula" });
    } else if ("raw" in segment) {
      for (let c = 0; c < segment.raw; c++) {
        slots.push({ row: 0, x: x + 6 * c, y: top, width: 6, depth: 6, kind: "raw-space" });
        if (band.depth === 12) slots.push({ row: 1, x: x + 6 * c, y: top + 6, width: 6, depth: 6, kind: "raw-space" });
      }
    } else {
      if (band.depth !== 12) throw new Error(`seed: an island of ${hall.code} needs a 12 m band`);
      slots.push({ row: 0, x, y: top, width: 12, depth: 12, kind: "island" });
    }
    x += segmentWidth(segment) + CROSS_AISLE;
  }
  return slots;
}

function plan(): { halls: PlannedHall[]; booths: PlannedBooth[] } {
  const halls: PlannedHall[] = [];
  const booths: PlannedBooth[] = [];
  for (const spec of PLANS) {
    const show: SeedRecord = recordBySlug(tradeShows, spec.slug, "trade show");
    const name = namer(spec);
    spec.halls.forEach((hall, index) => {
      const hallIndex = halls.length;
      halls.push({ trade_show: show.id, index, code: hall.code, name: hall.name, name_en: hall.name_en, width_m: hall.width, depth_m: hall.depth });
      const blocked = new Set(hall.blocked);
      let top = hall.entrance;
      hall.bands.forEach((band, b) => {
        const letters = [ROW_LETTERS[2 * b]!, ROW_LETTERS[2 * b + 1]!];
        const counters = [0, 0];
        for (const slot of bandSlots(band, hall, top)) {
          const local = `${letters[slot.row]}${++counters[slot.row]!}`;
          const number = `${hall.code}-${local}`;
          const booked = !blocked.has(local) && hash(`${spec.slug}/${number}`) % 1000 < BOOKED_SHARE[slot.kind] * 1000;
          const state = blocked.delete(local) ? "blocked" : booked ? "booked" : "available";
          booths.push({
            trade_show: show.id,
            hall: hallIndex,
            number,
            x: slot.x,
            y: slot.y,
            width: slot.width,
            depth: slot.depth,
            kind: slot.kind,
            state,
            ...(state === "booked" ? { exhibitor: name(slot.kind) } : {}),
          });
        }
        top += band.depth + BAND_AISLE;
      });
      if (top - BAND_AISLE > hall.depth - WALL) throw new Error(`seed: the bands of ${hall.code} run ${top - BAND_AISLE} m deep, the hall ${hall.depth} m`);
      if (blocked.size > 0) throw new Error(`seed: ${hall.code} blocks booths it does not have: ${[...blocked].join(", ")}`);
    });
  }
  return { halls, booths };
}

const planned = plan();

export const plannedHalls: readonly PlannedHall[] = planned.halls;
export const plannedBooths: readonly PlannedBooth[] = planned.booths;

/** How many booths of a kind a show's floor plan has, or undefined when the show has no plan. */
export function plannedCount(showId: number, kind: BoothKind): number | undefined {
  if (!plannedHalls.some((hall) => hall.trade_show === showId)) return undefined;
  return plannedBooths.filter((booth) => booth.trade_show === showId && booth.kind === kind).length;
}
