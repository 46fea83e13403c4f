import type { SeedRecord } from "../lib.ts";

/** Listing and membership packages sold on the portal (prices in THB, excluding VAT). */
export const packages: SeedRecord[] = [
  {
    id: 1, slug: "exhibitor-starter", audience: "exhibitor", price: 0, billing_period: "year", sort_order: 1, highlighted: false,
    name: "สมาชิกผู้แสดงสินค้า", name_en: "Exhibitor Starter",
    summary: "สมัครฟรีสำหรับผู้ประกอบการที่ต้องการจองบูธและขอใบเสนอราคาผ่านพอร์ทัล", summary_en: "Free for businesses that want to book stands and request quotations through the portal.",
    features: ["ส่งคำขอจองบูธได้ทุกงานที่เปิดรับจอง", "ขอใบเสนอราคาจากผู้รับเหมาและสถานที่จัดงาน", "บันทึกงานที่สนใจไว้ในบุ๊กมาร์ก", "รับจดหมายข่าวรายสัปดาห์"],
    features_en: ["Booth requests for every show taking bookings", "Quotation requests to contractors and venues", "Bookmark shows you are interested in", "Weekly newsletter"],
    created_at: "2025-01-20T02:00:00.000Z",
  },
  {
    id: 2, slug: "contractor-listing", audience: "contractor", price: 9900, billing_period: "year", sort_order: 2, highlighted: false,
    name: "แพ็กเกจผู้รับเหมา", name_en: "Contractor Listing",
    summary: "แสดงข้อมูลบริษัทในทำเนียบผู้รับเหมาและรับคำขอใบเสนอราคาจากผู้แสดงสินค้า", summary_en: "A company profile in the contractor directory, with quotation requests from exhibitors.",
    features: ["หน้าโปรไฟล์บริษัทพร้อมแกลเลอรีผลงาน 20 ภาพ", "รับคำขอใบเสนอราคาไม่จำกัด", "แสดงในผลค้นหาตามจังหวัดและประเภทบริการ", "รายงานจำนวนผู้เข้าชมโปรไฟล์รายเดือน"],
    features_en: ["Company profile with a 20-image portfolio", "Unlimited quotation requests", "Listed in search by province and service", "Monthly profile view report"],
    created_at: "2025-01-20T02:10:00.000Z",
  },
  {
    id: 3, slug: "venue-premium", audience: "venue", price: 36000, billing_period: "year", sort_order: 3, highlighted: true,
    name: "แพ็กเกจสถานที่จัดงาน พรีเมียม", name_en: "Venue Premium",
    summary: "เพิ่มการมองเห็นสถานที่จัดงานให้ผู้จัดงานและบริษัทที่กำลังหาสถานที่", summary_en: "Put your venue in front of organizers and companies looking for space.",
    features: ["แสดงเป็นสถานที่แนะนำในหน้าแรกและหน้าค้นหา", "รับคำขอใบเสนอราคาพร้อมรายละเอียดงาน", "ปฏิทินงานที่จัดในสถานที่ของคุณ", "บทความประชาสัมพันธ์ปีละ 2 เรื่อง", "รายงานผู้เข้าชมและคำขอรายไตรมาส"],
    features_en: ["Featured on the home page and in search", "Quotation requests with full event details", "A calendar of events at your venue", "Two sponsored articles a year", "Quarterly report of views and requests"],
    created_at: "2025-01-20T02:20:00.000Z",
  },
  {
    id: 4, slug: "organizer-pro", audience: "organizer", price: 48000, billing_period: "year", sort_order: 4, highlighted: true,
    name: "แพ็กเกจผู้จัดงาน โปร", name_en: "Organizer Pro",
    summary: "ประกาศงานแสดงสินค้า รับจองบูธออนไลน์ และติดตามรายชื่อผู้สนใจในที่เดียว", summary_en: "List your shows, take booth requests online and track leads in one place.",
    features: ["ประกาศงานแสดงสินค้าไม่จำกัดจำนวน", "รับคำขอจองบูธออนไลน์พร้อมระบบติดตามสถานะ", "ส่งออกรายชื่อผู้สนใจเป็นไฟล์ CSV", "แบนเนอร์หน้าแรก 2 สัปดาห์ต่อปี", "ผู้ดูแลบัญชีส่วนตัว"],
    features_en: ["Unlimited show listings", "Online booth requests with status tracking", "Export leads to CSV", "Two weeks of home-page banner a year", "A dedicated account manager"],
    created_at: "2025-01-20T02:30:00.000Z",
  },
  {
    id: 5, slug: "show-spotlight", audience: "organizer", price: 15000, billing_period: "event", sort_order: 5, highlighted: false,
    name: "สปอตไลต์งานแสดงสินค้า", name_en: "Show Spotlight",
    summary: "โปรโมตงานแสดงสินค้าหนึ่งงานก่อนวันเปิดงาน", summary_en: "Promote a single show in the run-up to opening day.",
    features: ["แสดงในหมวดงานแนะนำ 30 วัน", "ประกาศในจดหมายข่าวรายสัปดาห์ 2 ครั้ง", "ข่าวประชาสัมพันธ์ 1 เรื่อง"],
    features_en: ["Featured show slot for 30 days", "Two mentions in the weekly newsletter", "One press release"],
    created_at: "2025-02-10T02:00:00.000Z",
  },
];
