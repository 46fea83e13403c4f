import type { BoothState } from "~/domain/booths";
import type { OpenPosition } from "~/lib/floor-plan";
/** Thai texts of a show's public floor plan and its exhibitor list. The English file beside it has the same shape. */
const plans = {
  title: "ผังบูธ",
  intro: "สีและลวดลายของบูธบอกสถานะ แตะหรือคลิกที่บูธเพื่อดูขนาด ประเภท และราคา ผังแต่ละฮอลล์เลื่อนดูได้ทั้งแนวตั้งและแนวนอน",
  zoomHelp: "ขยายหรือย่อผังได้ด้วยปุ่มที่มุมผัง ถ่างหรือจีบสองนิ้ว กด Ctrl (หรือ ⌘ บน Mac) ค้างไว้แล้วหมุนล้อเมาส์ หรือกดปุ่ม + และ − บนแป้นพิมพ์",
  zoom: {
    group: "ปรับขนาดผัง {{hall}}",
    in: "ขยายผัง",
    out: "ย่อผัง",
    reset: "กลับขนาดเดิม",
  },
  card: {
    pick: "เลือกบูธนี้",
    bookOne: "จองบูธนี้",
    bookMany: "จองบูธที่เลือก {{n}} บูธ",
    close: "ปิด",
  },
  legend: "คำอธิบายสัญลักษณ์",
  legendItem: "{{state}} {{n}} บูธ",
  hit: "บูธของบริษัทที่ค้นหา",
  states: {
    available: "ว่าง",
    held: "ติดจอง",
    booked: "จองแล้ว",
    blocked: "ไม่เปิดจอง",
  } satisfies Record<BoothState, string>,
  positions: {
    corner: "หัวมุม",
    peninsula: "เปิดสามด้าน",
    island: "เกาะกลาง",
  } satisfies Record<OpenPosition, string>,
  hallSummary_one: "ผังบูธ {{hall}}: ทั้งหมด {{n}} บูธ ว่าง {{available}} บูธ",
  hallSummary_other: "ผังบูธ {{hall}}: ทั้งหมด {{n}} บูธ ว่าง {{available}} บูธ",
  hallScroll: "ผังบูธ {{hall}} เลื่อนดูได้",
  byType: "บูธว่างแยกตามประเภท",
  typeStock: "{{name}} {{size}} ตร.ม. · {{price}} · ว่าง {{n}} บูธ",
  table: {
    caption: "รายละเอียดบูธใน{{hall}}",
    hallBooths_one: "รายการบูธใน{{hall}} ({{n}} บูธ)",
    hallBooths_other: "รายการบูธใน{{hall}} ({{n}} บูธ)",
    pick: "เลือก",
    pickBooth: "เลือกบูธ {{number}}",
    number: "บูธ",
    size: "ขนาด",
    sizeValue: "{{w}} × {{d}} ม. ({{area}} ตร.ม.)",
    type: "ประเภท",
    price: "ราคา",
    state: "สถานะ",
  },
  book: "จองบูธที่เลือก",
  bookHelp: "ติ๊กเลือกบูธที่ว่างได้ครั้งละไม่เกิน {{max}} บูธ ระบบจะกันบูธไว้ให้คุณ {{minutes}} นาทีระหว่างกรอกข้อมูลการจอง",
  exhibitors: {
    title: "รายชื่อผู้ออกงาน",
    search: "ค้นหาชื่อบริษัท",
    submit: "ค้นหา",
    found_one: "ผลการค้นหา “{{q}}”: พบ {{n}} บูธ",
    found_other: "ผลการค้นหา “{{q}}”: พบ {{n}} บูธ",
    notFound: "ไม่พบบริษัทที่มีชื่อตรงกับ “{{q}}”",
    showAll: "ดูรายชื่อทั้งหมด",
    none: "ยังไม่มีรายชื่อผู้ออกงานที่ผู้จัดงานยืนยันแล้ว",
  },
};

export default plans;
