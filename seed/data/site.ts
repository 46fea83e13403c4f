import { moveYears, seedDate } from "../dates.ts";
import { englishDate, englishDayMonth, recordBySlug, seedImage, thaiDate, thaiDayMonth, type SeedRecord } from "../lib.ts";
import { tradeShows } from "./trade-shows.ts";

/**
 * Home-page banners, pop-ups and client logos. Client companies are fictional. A banner or pop-up that names a
 * date or a year takes it from the record it announces or from its own moved dates, so its words agree with the
 * data on any day the seed runs (seed/dates.ts).
 */

const metalex = recordBySlug(tradeShows, "metalex-2027", "trade show");
/** The shows that take bookings now are next season's: the year two months after the day the seed runs. */
const bookingSeason = [["2027-01-25", seedDate("2027-01-25")]] as const;

export const banners: SeedRecord[] = [
  // Announces a show: its page, dates and booking deadline come from the show's record (the home page shows them).
  { id: 1, sort_order: 1, active: true, trade_show: Number(metalex.id), link: "/thai-trade-show-details/metalex-2027",
    title: `${metalex.name} ที่ไบเทค บางนา`, title_en: `${metalex.name_en} at BITEC Bangna`,
    subtitle: "งานเครื่องจักรกลที่ใหญ่ที่สุดของอาเซียน", subtitle_en: "ASEAN's largest machine-tool show.",
    cta_label: "ดูรายละเอียดงาน", cta_label_en: "See the show",
    image: seedImage("banners", "trade-shows-thailand", "ภาพกราฟิกฮอลล์แสดงสินค้าและบูธหลากสี", "Graphic of an exhibition hall with colourful stands"), created_at: "2025-01-25T02:00:00.000Z" },
  { id: 2, sort_order: 2, active: true, link: "/booth-reservation-lists",
    title: moveYears("เปิดจองบูธแล้ว งานแสดงสินค้าปี 2570", bookingSeason), title_en: moveYears("Booth bookings open for 2027 shows", bookingSeason),
    subtitle: "ส่งคำขอจองพื้นที่ถึงผู้จัดงานได้ทันที", subtitle_en: "Send space requests straight to organizers.",
    cta_label: "จองบูธ", cta_label_en: "Book a booth",
    image: seedImage("banners", "booth-reservations-2027", "ภาพกราฟิกผังบูธในฮอลล์แสดงสินค้า", "Graphic of a booth floor plan"), created_at: "2026-06-01T02:00:00.000Z" },
  { id: 3, sort_order: 3, active: true, link: "/venue-show-lists",
    title: "สถานที่จัดงานทั่วไทย จากกรุงเทพฯ ถึงภูเก็ต", title_en: "Venues across Thailand, from Bangkok to Phuket",
    subtitle: "เปรียบเทียบพื้นที่ ฮอลล์ และสิ่งอำนวยความสะดวก", subtitle_en: "Compare space, halls and facilities.",
    cta_label: "ดูสถานที่จัดงาน", cta_label_en: "Explore venues",
    image: seedImage("banners", "venues-across-thailand", "ภาพกราฟิกศูนย์ประชุมและเส้นขอบฟ้าเมือง", "Graphic of a convention centre and city skyline"), created_at: "2025-02-15T02:00:00.000Z" },
  { id: 4, sort_order: 4, active: true, link: "/contractor-show-lists",
    title: "หาผู้รับเหมาบูธที่ไว้ใจได้", title_en: "Find a booth contractor you can trust",
    subtitle: "ขอใบเสนอราคาจากผู้รับเหมาหลายรายในครั้งเดียว", subtitle_en: "Request quotes from several contractors at once.",
    cta_label: "ขอใบเสนอราคา", cta_label_en: "Request quotes",
    image: seedImage("banners", "booth-contractors", "ภาพกราฟิกโครงสร้างบูธระหว่างการติดตั้ง", "Graphic of a stand structure being built"), created_at: "2025-03-01T02:00:00.000Z" },
  { id: 5, sort_order: 5, active: false, link: "/thai-event-lists",
    title: "เทศกาลลอยกระทงทั่วไทย", title_en: "Loy Krathong festivals around Thailand",
    subtitle: "สุโขทัย เชียงใหม่ อยุธยา และอีกมากมาย", subtitle_en: "Sukhothai, Chiang Mai, Ayutthaya and more.",
    cta_label: "ดูเทศกาล", cta_label_en: "See festivals",
    image: seedImage("banners", "loy-krathong-festivals", "ภาพกราฟิกแสงเทียนและกระทงบนผิวน้ำ", "Graphic of candlelight and krathongs on water"), created_at: "2026-10-20T02:00:00.000Z" },
];

/** The package offer's last day, moved with the seed: its pop-up names it and the year of the packages. */
const offerEnds = seedDate("2027-01-31");
const offerYear = Number(offerEnds.slice(0, 4));

export const popups: SeedRecord[] = [
  { id: 1, active: true, audience: "companies", link: "/package", starts_at: seedDate("2026-11-01T00:00:00.000Z"), ends_at: `${offerEnds}T16:59:59.000Z`,
    title: `แพ็กเกจปี ${offerYear + 543} ลด 15% เมื่อสมัครก่อน ${thaiDayMonth(offerEnds)}`, title_en: `${offerYear} packages: 15% off until ${englishDayMonth(offerEnds)}`,
    body: `<p>สถานที่จัดงาน ผู้จัดงาน และผู้รับเหมาที่สมัครหรือต่ออายุแพ็กเกจรายปีภายในวันที่ ${thaiDate(offerEnds)} รับส่วนลด 15%</p>`, body_en: `<p>Venues, organizers and contractors who join or renew an annual package by ${englishDate(offerEnds)} get 15% off.</p>`,
    cta_label: "ดูแพ็กเกจ", cta_label_en: "See packages",
    image: seedImage("popups", "packages-2027", "ภาพกราฟิกบัตรสมาชิกและดาว", "Graphic of a membership card and stars"), created_at: "2026-10-30T02:00:00.000Z" },
  { id: 2, active: true, audience: "visitors", link: "/newsletter", starts_at: seedDate("2026-11-01T00:00:00.000Z"), ends_at: seedDate("2027-06-30T16:59:59.000Z"),
    title: "สมัครรับจดหมายข่าวงานแสดงสินค้า", title_en: "Get the trade show newsletter",
    body: "<p>รับสรุปงานที่เปิดรับจองบูธและข่าวอุตสาหกรรมไมซ์ เดือนละสองครั้ง</p>", body_en: "<p>A twice-monthly round-up of shows taking bookings and MICE industry news.</p>",
    cta_label: "สมัครเลย", cta_label_en: "Subscribe",
    image: seedImage("popups", "newsletter", "ภาพกราฟิกซองจดหมายและปฏิทิน", "Graphic of an envelope and a calendar"), created_at: "2026-04-28T02:00:00.000Z" },
];

type Client = [id: number, slug: string, name: string, name_en: string];

const clientRows: Client[] = [
  [1, "siam-polymer-packaging", "บริษัท สยามพอลิเมอร์ แพคเกจจิ้ง จำกัด", "Siam Polymer Packaging Co., Ltd."],
  [2, "chao-phraya-foods", "บริษัท เจ้าพระยา ฟู้ดส์ จำกัด", "Chao Phraya Foods Co., Ltd."],
  [3, "lanna-coffee-roasters", "บริษัท ล้านนา คอฟฟี่ โรสเตอร์ส จำกัด", "Lanna Coffee Roasters Co., Ltd."],
  [4, "bangna-precision-engineering", "บริษัท บางนา พรีซิชั่น เอ็นจิเนียริ่ง จำกัด", "Bangna Precision Engineering Co., Ltd."],
  [5, "andaman-resort-supplies", "บริษัท อันดามัน รีสอร์ท ซัพพลายส์ จำกัด", "Andaman Resort Supplies Co., Ltd."],
  [6, "isan-agri-machinery", "บริษัท อีสาน อะกริ แมชชีนเนอรี่ จำกัด", "Isan Agri Machinery Co., Ltd."],
  [7, "rattana-gems", "บริษัท รัตนา เจมส์ จำกัด", "Rattana Gems Co., Ltd."],
  [8, "sukhumvit-medical-devices", "บริษัท สุขุมวิท เมดิคอล ดีไวซ์ จำกัด", "Sukhumvit Medical Devices Co., Ltd."],
  [9, "eastern-cold-chain", "บริษัท อีสเทิร์น โคลด์เชน จำกัด", "Eastern Cold Chain Co., Ltd."],
  [10, "sunrise-solar-solutions", "บริษัท ซันไรส์ โซลาร์ โซลูชันส์ จำกัด", "Sunrise Solar Solutions Co., Ltd."],
  [11, "teak-and-rattan-living", "บริษัท ทีค แอนด์ แรตแทน ลีฟวิ่ง จำกัด", "Teak & Rattan Living Co., Ltd."],
  [12, "hat-yai-halal-kitchen", "บริษัท หาดใหญ่ ฮาลาล คิทเช่น จำกัด", "Hat Yai Halal Kitchen Co., Ltd."],
];

export const ourClients: SeedRecord[] = clientRows.map(([id, slug, name, name_en]) => ({
  id,
  name,
  name_en,
  logo: seedImage("clients", slug, `โลโก้ ${name}`, `${name_en} logo`),
  sort_order: id,
  created_at: `2025-02-${String(id + 10).padStart(2, "0")}T02:00:00.000Z`,
}));

/** Client logos carry a short monogram; the image generator reads it from here. */
export const clientMonograms: Record<string, string> = Object.fromEntries(
  clientRows.map(([, slug, , en]) => [
    slug,
    en.replace(/Co\., Ltd\.|&/g, "").split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]).join("").toUpperCase(),
  ]),
);
