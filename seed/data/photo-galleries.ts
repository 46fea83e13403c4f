import { seedImage, type SeedRecord } from "../lib.ts";
import { tradeShows } from "./trade-shows.ts";

/** Photo galleries of past trade shows; each has 6-12 generated images. */

const SCENES: [string, string][] = [
  ["บรรยากาศทางเข้างาน", "Visitors arriving at the entrance"],
  ["ผู้เข้าชมเยี่ยมชมบูธ", "Visitors at the stands"],
  ["การสาธิตสินค้า", "A live product demonstration"],
  ["เวทีสัมมนา", "The seminar stage"],
  ["การเจรจาธุรกิจ", "A business matching session"],
  ["พิธีเปิดงาน", "The opening ceremony"],
  ["โซนนิทรรศการหลัก", "The main exhibition zone"],
  ["ทีมงานประจำบูธ", "A booth team at work"],
  ["ผู้ซื้อจากต่างประเทศ", "Overseas buyers on the floor"],
  ["ช่วงพักระหว่างสัมมนา", "A break between sessions"],
  ["การประกวดภายในงาน", "An on-site competition"],
  ["ภาพมุมสูงของฮอลล์", "The hall from above"],
];

type G = [id: number, showSlug: string, count: number, description: string, description_en: string, created_at: string];

const rows: G[] = [
  [1, "metalex-2026", 10, "ภาพบรรยากาศสี่วันของงานเครื่องจักรกลที่ไบเทค ตั้งแต่การสาธิตเครื่องจักรจนถึงเวทีสัมมนาเทคนิค", "Four days of the machine tools show at BITEC, from live machining to technical seminars.", "2026-11-21T12:00:00.000Z"],
  [2, "thaifex-anuga-asia-2026", 12, "ภาพจากงานอาหารและเครื่องดื่มนานาชาติที่อิมแพ็ค ทั้งพาวิลเลียนนานาชาติ การแข่งขันทำอาหาร และวันเปิดให้ประชาชน", "The international food and beverage show at IMPACT: pavilions, chef competitions and the public day.", "2026-06-01T10:00:00.000Z"],
  [3, "propak-asia-2026", 8, "สายการผลิตบรรจุภัณฑ์ที่เดินเครื่องจริงและโซนบรรจุภัณฑ์ยั่งยืน", "Packaging lines running live and the sustainable packaging zone.", "2026-06-14T10:00:00.000Z"],
  [4, "bangkok-gems-jewelry-fair-september-2026", 9, "พลอยสี เครื่องประดับดีไซน์ไทย และบรรยากาศการเจรจาซื้อขายที่ศูนย์การประชุมแห่งชาติสิริกิติ์", "Coloured stones, Thai-designed jewellery and trading at QSNCC.", "2026-09-14T10:00:00.000Z"],
  [5, "agritechnica-asia-2026", 6, "เครื่องจักรกลการเกษตร โดรน และเวทีความรู้เกษตรแม่นยำ", "Farm machinery, drones and precision-farming talks.", "2026-05-23T10:00:00.000Z"],
  [6, "manufacturing-expo-2026", 10, "แม่พิมพ์ ชิ้นส่วน และระบบอัตโนมัติจากผู้ผลิตทั่วภูมิภาค", "Moulds, components and automation from makers across the region.", "2026-06-21T10:00:00.000Z"],
  [7, "fi-asia-thailand-2026", 7, "ห้องชิมส่วนผสมอาหารและเวทีแนวโน้มอาหารเพื่อสุขภาพ", "The ingredient tasting bar and the health food trends stage.", "2026-09-19T10:00:00.000Z"],
  [8, "thai-plastics-packaging-tech-fair-2026", 6, "การจับคู่ธุรกิจระหว่างผู้ผลิตบรรจุภัณฑ์กับเจ้าของแบรนด์", "Business matching between packaging makers and brand owners.", "2026-08-23T10:00:00.000Z"],
  [9, "southern-rubber-palm-oil-expo-2026", 8, "เครื่องจักรแปรรูปยางและเวทีวิเคราะห์ราคายางที่หาดใหญ่", "Rubber processing machinery and the price outlook forum in Hat Yai.", "2026-07-12T10:00:00.000Z"],
  [10, "thailand-smart-city-iot-expo-2026", 11, "การสาธิตเทคโนโลยีเมืองอัจฉริยะและเวทีเสวนาที่ถ่ายทอดสดออนไลน์", "Smart city demos and the livestreamed panels.", "2026-10-10T10:00:00.000Z"],
];

export const photoGalleries: SeedRecord[] = rows.map(([id, showSlug, count, description, description_en, created_at]) => {
  const show = tradeShows.find((s) => s.slug === showSlug);
  if (!show) throw new Error(`seed: unknown trade show slug "${showSlug}"`);
  const slug = `gallery-${showSlug}`;
  const images = Array.from({ length: count }, (_, i) => {
    const [th, en] = SCENES[i % SCENES.length]!;
    return seedImage("galleries", `${slug}-${String(i + 1).padStart(2, "0")}`, `${th} – ${show.name}`, `${en} – ${show.name_en}`);
  });
  return {
    id,
    title: `ภาพบรรยากาศ ${show.name}`,
    title_en: `Photos: ${show.name_en}`,
    slug,
    description,
    description_en,
    event_date: show.start_date,
    cover_img: images[0],
    images,
    trade_show: show.id,
    venue: show.venue,
    created_at,
  };
});
