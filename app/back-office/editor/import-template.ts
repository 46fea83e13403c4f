import { toCsv } from "~/lib/csv";
import { thaiYear } from "~/lib/dates";
import { type ColumnKey, IMPORT_COLUMNS, type ImportKind } from "./import-columns";

/**
 * The template the site team sends organizers: every column of the kind headed in Thai and English, and two
 * example rows as organizers really fill them, one the Thai way (Buddhist-era days, Thai names) and one the
 * English way (ISO days, English names), at real venues of the directory. `year` is next year, so the examples
 * never lie in the past.
 */
type Example = Partial<Record<ColumnKey, string>>;

function examples(kind: ImportKind, year: number): [Example, Example] {
  const be = thaiYear(year);
  if (kind === "venues") {
    return [
      {
        venueName: "ศูนย์ประชุมดิ เอ็มเพรส เชียงใหม่",
        venueNameEn: "The Empress Convention Centre, Chiang Mai",
        venueType: "โรงแรมและศูนย์ประชุม",
        addressTh: "199/42 ถนนช้างคลาน ตำบลช้างคลาน อำเภอเมืองเชียงใหม่",
        addressEn: "199/42 Chang Klan Road, Chang Klan, Mueang Chiang Mai",
        province: "เชียงใหม่",
        country: "ไทย",
        halls: "3",
        area: "4,500",
        capacity: "2,000",
        phone: "053 253 199",
        summaryTh: "ห้องประชุมใหญ่กลางเมืองเชียงใหม่ ใกล้ไนท์บาซาร์ เหมาะกับงานสัมมนาและงานแสดงสินค้าขนาดกลาง",
      },
      {
        venueName: "ศูนย์ประชุมสถาบันวิจัยจุฬาภรณ์",
        venueNameEn: "Chulabhorn Research Institute Convention Center",
        venueType: "University convention centre",
        addressEn: "54 Kamphaeng Phet 6 Road, Talat Bang Khen, Lak Si, Bangkok",
        province: "Bangkok",
        country: "Thailand",
        halls: "2",
        capacity: "1,500",
        summaryEn: "A convention centre in northern Bangkok, near Don Mueang, for conferences and academic fairs.",
      },
    ];
  }
  if (kind === "thai-events") {
    return [
      {
        showName: `มหกรรมไม้ดอกไม้ประดับเชียงใหม่ ${be}`,
        showNameEn: `Chiang Mai Flower Festival ${year}`,
        startDate: `6/2/${be}`,
        endDate: `8/2/${be}`,
        category: "ไม้ดอกไม้ประดับ",
        venue: "สวนบวกหาด เชียงใหม่",
        province: "เชียงใหม่",
        freeEntry: "ใช่",
        summaryTh: "ขบวนรถบุปผชาติ การประกวดสวนหย่อม และตลาดต้นไม้ในสวนสาธารณะกลางเมือง",
      },
      {
        showName: `งานกาชาด ${be}`,
        showNameEn: `Red Cross Fair ${year}`,
        startDate: `${year}-12-11`,
        endDate: `${year}-12-20`,
        category: "Charity fairs",
        venue: "Lumpini Park",
        province: "Bangkok",
        freeEntry: "no",
        summaryEn: "The Thai Red Cross Society's yearly charity fair, with lucky draws, food stalls and stage shows.",
      },
    ];
  }
  return [
    {
      showName: `งานแสดงสินค้าเกษตรและอาหารภาคอีสาน ${be}`,
      showNameEn: `Isan Agri & Food Expo ${year}`,
      startDate: `14/8/${be}`,
      endDate: `17/8/${be}`,
      scope: "ไทย",
      venue: "ศูนย์ประชุมและแสดงสินค้านานาชาติขอนแก่น (KICE)",
      province: "ขอนแก่น",
      country: "ไทย",
      industry: "เกษตรและเทคโนโลยีการเกษตร",
      summaryTh: "เครื่องจักรกลการเกษตร เมล็ดพันธุ์ และผลิตภัณฑ์อาหารแปรรูปจากผู้ผลิตในภาคตะวันออกเฉียงเหนือ",
    },
    {
      showName: `งานแสดงสินค้าระบบแสงสว่างกรุงเทพ ${be}`,
      showNameEn: `Bangkok Lighting Expo ${year}`,
      startDate: `${year}-09-09`,
      endDate: `${year}-09-11`,
      scope: "Thai",
      venue: "Queen Sirikit National Convention Center (QSNCC)",
      province: "Bangkok",
      country: "Thailand",
      industry: "Lighting & LED",
      organizer: "N.C.C. Exhibition Organizer Co., Ltd.",
      summaryEn: "LED lighting, smart controls and architectural lighting design for buildings and cities.",
      website: "https://www.example.com/lighting-expo",
    },
  ];
}

/** The template as a CSV file; `header` gives a column's header (both languages, app/back-office/editor/import-columns.ts). */
export function importTemplate(kind: ImportKind, header: (key: ColumnKey) => string, year: number): string {
  const columns = IMPORT_COLUMNS[kind];
  return toCsv(
    columns.map((col) => header(col.key)),
    examples(kind, year).map((example) => columns.map((col) => example[col.key] ?? "")),
  );
}
