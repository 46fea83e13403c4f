/**
 * master-data-app (single type): the lists that forms and filters use.
 * Stored values are stable keys: provinces and countries by their English name (the value stored in
 * `province` / `country` of other records), sectors, job types and categories by a lowercase slug.
 */
import type { SectorGroup } from "../../app/domain/sectors.ts";

type Region = "north" | "northeast" | "central" | "east" | "west" | "south";
type Province = { value: string; th: string; en: string; region: Region };

const p = (en: string, th: string, region: Region): Province => ({ value: en, th, en, region });

export const provinces: Province[] = [
  p("Bangkok", "กรุงเทพมหานคร", "central"),
  p("Amnat Charoen", "อำนาจเจริญ", "northeast"),
  p("Ang Thong", "อ่างทอง", "central"),
  p("Bueng Kan", "บึงกาฬ", "northeast"),
  p("Buriram", "บุรีรัมย์", "northeast"),
  p("Chachoengsao", "ฉะเชิงเทรา", "east"),
  p("Chai Nat", "ชัยนาท", "central"),
  p("Chaiyaphum", "ชัยภูมิ", "northeast"),
  p("Chanthaburi", "จันทบุรี", "east"),
  p("Chiang Mai", "เชียงใหม่", "north"),
  p("Chiang Rai", "เชียงราย", "north"),
  p("Chonburi", "ชลบุรี", "east"),
  p("Chumphon", "ชุมพร", "south"),
  p("Kalasin", "กาฬสินธุ์", "northeast"),
  p("Kamphaeng Phet", "กำแพงเพชร", "central"),
  p("Kanchanaburi", "กาญจนบุรี", "west"),
  p("Khon Kaen", "ขอนแก่น", "northeast"),
  p("Krabi", "กระบี่", "south"),
  p("Lampang", "ลำปาง", "north"),
  p("Lamphun", "ลำพูน", "north"),
  p("Loei", "เลย", "northeast"),
  p("Lopburi", "ลพบุรี", "central"),
  p("Mae Hong Son", "แม่ฮ่องสอน", "north"),
  p("Maha Sarakham", "มหาสารคาม", "northeast"),
  p("Mukdahan", "มุกดาหาร", "northeast"),
  p("Nakhon Nayok", "นครนายก", "central"),
  p("Nakhon Pathom", "นครปฐม", "central"),
  p("Nakhon Phanom", "นครพนม", "northeast"),
  p("Nakhon Ratchasima", "นครราชสีมา", "northeast"),
  p("Nakhon Sawan", "นครสวรรค์", "central"),
  p("Nakhon Si Thammarat", "นครศรีธรรมราช", "south"),
  p("Nan", "น่าน", "north"),
  p("Narathiwat", "นราธิวาส", "south"),
  p("Nong Bua Lamphu", "หนองบัวลำภู", "northeast"),
  p("Nong Khai", "หนองคาย", "northeast"),
  p("Nonthaburi", "นนทบุรี", "central"),
  p("Pathum Thani", "ปทุมธานี", "central"),
  p("Pattani", "ปัตตานี", "south"),
  p("Phang Nga", "พังงา", "south"),
  p("Phatthalung", "พัทลุง", "south"),
  p("Phayao", "พะเยา", "north"),
  p("Phetchabun", "เพชรบูรณ์", "central"),
  p("Phetchaburi", "เพชรบุรี", "west"),
  p("Phichit", "พิจิตร", "central"),
  p("Phitsanulok", "พิษณุโลก", "central"),
  p("Phra Nakhon Si Ayutthaya", "พระนครศรีอยุธยา", "central"),
  p("Phrae", "แพร่", "north"),
  p("Phuket", "ภูเก็ต", "south"),
  p("Prachinburi", "ปราจีนบุรี", "east"),
  p("Prachuap Khiri Khan", "ประจวบคีรีขันธ์", "west"),
  p("Ranong", "ระนอง", "south"),
  p("Ratchaburi", "ราชบุรี", "west"),
  p("Rayong", "ระยอง", "east"),
  p("Roi Et", "ร้อยเอ็ด", "northeast"),
  p("Sa Kaeo", "สระแก้ว", "east"),
  p("Sakon Nakhon", "สกลนคร", "northeast"),
  p("Samut Prakan", "สมุทรปราการ", "central"),
  p("Samut Sakhon", "สมุทรสาคร", "central"),
  p("Samut Songkhram", "สมุทรสงคราม", "central"),
  p("Saraburi", "สระบุรี", "central"),
  p("Satun", "สตูล", "south"),
  p("Sing Buri", "สิงห์บุรี", "central"),
  p("Sisaket", "ศรีสะเกษ", "northeast"),
  p("Songkhla", "สงขลา", "south"),
  p("Sukhothai", "สุโขทัย", "central"),
  p("Suphan Buri", "สุพรรณบุรี", "central"),
  p("Surat Thani", "สุราษฎร์ธานี", "south"),
  p("Surin", "สุรินทร์", "northeast"),
  p("Tak", "ตาก", "west"),
  p("Trang", "ตรัง", "south"),
  p("Trat", "ตราด", "east"),
  p("Ubon Ratchathani", "อุบลราชธานี", "northeast"),
  p("Udon Thani", "อุดรธานี", "northeast"),
  p("Uthai Thani", "อุทัยธานี", "central"),
  p("Uttaradit", "อุตรดิตถ์", "north"),
  p("Yala", "ยะลา", "south"),
  p("Yasothon", "ยโสธร", "northeast"),
];

const c = (code: string, en: string, th: string) => ({ value: en, code, th, en });

export const countries = [
  c("TH", "Thailand", "ไทย"),
  c("CN", "China", "จีน"),
  c("JP", "Japan", "ญี่ปุ่น"),
  c("KR", "South Korea", "เกาหลีใต้"),
  c("TW", "Taiwan", "ไต้หวัน"),
  c("HK", "Hong Kong", "ฮ่องกง"),
  c("SG", "Singapore", "สิงคโปร์"),
  c("MY", "Malaysia", "มาเลเซีย"),
  c("VN", "Vietnam", "เวียดนาม"),
  c("ID", "Indonesia", "อินโดนีเซีย"),
  c("PH", "Philippines", "ฟิลิปปินส์"),
  c("MM", "Myanmar", "เมียนมา"),
  c("KH", "Cambodia", "กัมพูชา"),
  c("LA", "Laos", "ลาว"),
  c("IN", "India", "อินเดีย"),
  c("AE", "United Arab Emirates", "สหรัฐอาหรับเอมิเรตส์"),
  c("SA", "Saudi Arabia", "ซาอุดีอาระเบีย"),
  c("DE", "Germany", "เยอรมนี"),
  c("FR", "France", "ฝรั่งเศส"),
  c("IT", "Italy", "อิตาลี"),
  c("ES", "Spain", "สเปน"),
  c("NL", "Netherlands", "เนเธอร์แลนด์"),
  c("GB", "United Kingdom", "สหราชอาณาจักร"),
  c("US", "United States", "สหรัฐอเมริกา"),
  c("AU", "Australia", "ออสเตรเลีย"),
  c("BR", "Brazil", "บราซิล"),
];

const s = (value: string, th: string, en: string, group: SectorGroup) => ({ value, th, en, group });

/** Industries (the `industry` of shows, events and jobs) and business sectors (the `sector` of companies). */
export const sectors = [
  s("automotive", "ยานยนต์และชิ้นส่วน", "Automotive & parts", "industry"),
  s("food-beverage", "อาหารและเครื่องดื่ม", "Food & beverage", "industry"),
  s("packaging-plastics", "บรรจุภัณฑ์และพลาสติก", "Packaging & plastics", "industry"),
  s("medical-healthcare", "การแพทย์และสุขภาพ", "Medical & healthcare", "industry"),
  s("pharmaceuticals", "ยาและเวชภัณฑ์", "Pharmaceuticals", "industry"),
  s("renewable-energy", "พลังงานทดแทน", "Renewable energy", "industry"),
  s("gems-jewellery", "อัญมณีและเครื่องประดับ", "Gems & jewellery", "industry"),
  s("agriculture", "เกษตรและเทคโนโลยีการเกษตร", "Agriculture & agritech", "industry"),
  s("logistics", "โลจิสติกส์และซัพพลายเชน", "Logistics & supply chain", "industry"),
  s("furniture-decor", "เฟอร์นิเจอร์และของแต่งบ้าน", "Furniture & home décor", "industry"),
  s("machinery-metalworking", "เครื่องจักรกลและโลหการ", "Machinery & metalworking", "industry"),
  s("manufacturing", "การผลิตและระบบอัตโนมัติ", "Manufacturing & automation", "industry"),
  s("electronics-technology", "อิเล็กทรอนิกส์และเทคโนโลยี", "Electronics & technology", "industry"),
  s("architecture-construction", "สถาปัตยกรรมและวัสดุก่อสร้าง", "Architecture & construction", "industry"),
  s("finance-investment", "การเงินและการลงทุน", "Finance & investment", "industry"),
  s("mother-baby", "แม่และเด็ก", "Mother, baby & kids", "industry"),
  s("lighting", "ระบบแสงสว่างและไฟ LED", "Lighting & LED", "industry"),
  s("hospitality-tourism", "การท่องเที่ยวและการโรงแรม", "Hospitality & tourism", "industry"),
  s("lifestyle-gifts", "ไลฟ์สไตล์และของขวัญ", "Lifestyle & gifts", "industry"),
  s("rubber-palm", "ยางพาราและปาล์มน้ำมัน", "Rubber & palm oil", "industry"),
  s("culture-tourism", "ศิลปวัฒนธรรมและประเพณี", "Culture & heritage", "industry"),
  s("education", "การศึกษา", "Education", "industry"),
  s("exhibition-convention", "ศูนย์แสดงสินค้าและการประชุม", "Exhibition & convention centre", "venue"),
  s("hotel-convention", "โรงแรมและศูนย์ประชุม", "Hotel & convention centre", "venue"),
  s("retail-event-hall", "ฮอลล์ในศูนย์การค้า", "Event hall in a shopping centre", "venue"),
  s("university-convention", "ศูนย์ประชุมในมหาวิทยาลัย", "University convention centre", "venue"),
  s("park-outdoor", "สวนสาธารณะและพื้นที่กลางแจ้ง", "Park & outdoor grounds", "venue"),
  s("heritage-site", "แหล่งมรดกทางวัฒนธรรม", "Heritage site", "venue"),
  s("exhibition-organizer", "ผู้จัดงานแสดงสินค้า", "Exhibition organizer", "organizer"),
  s("event-organizer", "ผู้จัดอีเวนต์และเทศกาล", "Event & festival organizer", "organizer"),
  s("government-agency", "หน่วยงานภาครัฐ", "Government agency", "organizer"),
  s("booth-construction", "ออกแบบและก่อสร้างบูธ", "Booth design & build", "contractor"),
  s("audio-visual", "แสง สี เสียง และจอภาพ", "Audio-visual & staging", "contractor"),
  s("furniture-rental", "เช่าเฟอร์นิเจอร์และอุปกรณ์", "Furniture & equipment rental", "contractor"),
  s("printing-signage", "งานพิมพ์และป้าย", "Printing & signage", "contractor"),
  s("event-logistics", "ขนส่งสินค้างานแสดง", "Exhibition freight & logistics", "contractor"),
  s("floral-decor", "จัดดอกไม้และตกแต่ง", "Floral & décor", "contractor"),
  s("catering", "อาหารและจัดเลี้ยง", "Catering", "contractor"),
  s("staffing", "พนักงานต้อนรับและล่าม", "Event staffing & interpreters", "contractor"),
  s("digital-experience", "สื่อดิจิทัลและอินเทอร์แอคทีฟ", "Digital & interactive experience", "contractor"),
];

export const jobTypes = [
  { value: "full-time", th: "งานประจำ", en: "Full-time" },
  { value: "part-time", th: "พาร์ทไทม์", en: "Part-time" },
  { value: "contract", th: "สัญญาจ้าง", en: "Contract" },
  { value: "internship", th: "ฝึกงาน", en: "Internship" },
  { value: "freelance", th: "ฟรีแลนซ์", en: "Freelance" },
];

/** Job categories (the `category` of jobs). */
export const jobCategories = [
  { value: "sales", th: "ขายพื้นที่และการขาย", en: "Sales" },
  { value: "marketing", th: "การตลาดและสื่อสาร", en: "Marketing & communications" },
  { value: "design", th: "ออกแบบ", en: "Design" },
  { value: "operations", th: "ปฏิบัติการและบริหารโครงการ", en: "Operations & project management" },
  { value: "technical", th: "ช่างเทคนิค", en: "Technical" },
  { value: "hospitality", th: "บริการและต้อนรับ", en: "Hospitality & guest services" },
];

/** The news menus (the same ids as news-list.menu_id and news.connect_menu.menu). */
export const menus = [
  { id: 1, value: "trade-show-news", slug: "trade-show-news", th: "ข่าวงานแสดงสินค้า", en: "Trade show news" },
  { id: 2, value: "mice-industry", slug: "mice-industry", th: "ข่าวอุตสาหกรรมไมซ์", en: "MICE industry news" },
  { id: 3, value: "venue-updates", slug: "venue-updates", th: "อัปเดตสถานที่จัดงาน", en: "Venue updates" },
  { id: 4, value: "press-releases", slug: "press-releases", th: "ข่าวประชาสัมพันธ์", en: "Press releases" },
  { id: 5, value: "events-festivals", slug: "events-festivals", th: "เทศกาลและกิจกรรม", en: "Events & festivals" },
];

/** Categories of Thai events (the `category` of thai-events). */
export const eventCategories = [
  { value: "festival-tradition", th: "ประเพณีและเทศกาล", en: "Festivals & traditions" },
  { value: "market-fair", th: "ตลาดนัดและงานแฟร์", en: "Markets & fairs" },
  { value: "music-concert", th: "ดนตรีและคอนเสิร์ต", en: "Music & concerts" },
  { value: "flower-garden", th: "ไม้ดอกไม้ประดับ", en: "Flowers & gardens" },
  { value: "design-creative", th: "ออกแบบและความคิดสร้างสรรค์", en: "Design & creativity" },
  { value: "charity-fair", th: "งานกาชาดและการกุศล", en: "Charity fairs" },
  { value: "books-culture", th: "หนังสือและวัฒนธรรม", en: "Books & culture" },
];

export const masterData = [
  {
    id: 1,
    provinces,
    countries,
    sectors,
    job_types: jobTypes,
    menus,
    event_categories: eventCategories,
    created_at: "2025-01-06T02:00:00.000Z",
  },
];

/**
 * Labels for the stable keys stored in JSON lists (`facilities` of venues, `services` of organizers and
 * contractors, `tags` of shows, events and articles). The model keeps these lists unlocalised; the app
 * shows them through this dictionary. Not a collection: the app imports it.
 */
export const keyLabels: Record<string, { th: string; en: string }> = {
  // facilities
  parking: { th: "ที่จอดรถ", en: "Parking" },
  wifi: { th: "Wi-Fi ทั่วอาคาร", en: "Wi-Fi throughout" },
  "loading-dock": { th: "ลานขนถ่ายสินค้า", en: "Loading docks" },
  "food-court": { th: "ศูนย์อาหาร", en: "Food court" },
  "hotel-on-site": { th: "โรงแรมในพื้นที่", en: "Hotel on site" },
  "rail-link": { th: "เดินทางด้วยรถไฟฟ้า", en: "Rail link" },
  "meeting-rooms": { th: "ห้องประชุมย่อย", en: "Meeting rooms" },
  "prayer-room": { th: "ห้องละหมาด", en: "Prayer room" },
  accessible: { th: "รองรับผู้ใช้รถเข็น", en: "Wheelchair accessible" },
  "business-centre": { th: "ศูนย์บริการธุรกิจ", en: "Business centre" },
  "outdoor-area": { th: "ลานกิจกรรมกลางแจ้ง", en: "Outdoor event area" },
  restrooms: { th: "ห้องน้ำสาธารณะ", en: "Public restrooms" },
  // services
  "trade-shows": { th: "จัดงานแสดงสินค้า", en: "Trade shows" },
  conferences: { th: "จัดประชุมสัมมนา", en: "Conferences" },
  "business-matching": { th: "จับคู่ธุรกิจ", en: "Business matching" },
  "public-fairs": { th: "งานแฟร์สำหรับประชาชน", en: "Consumer fairs" },
  festivals: { th: "เทศกาลและอีเวนต์", en: "Festivals & events" },
  "mice-promotion": { th: "ส่งเสริมอุตสาหกรรมไมซ์", en: "MICE promotion" },
  "booth-design": { th: "ออกแบบบูธ", en: "Booth design" },
  "custom-build": { th: "ก่อสร้างบูธสั่งทำ", en: "Custom booth building" },
  "modular-systems": { th: "ระบบบูธโมดูลาร์", en: "Modular booth systems" },
  "shell-scheme": { th: "บูธมาตรฐาน", en: "Shell scheme" },
  "sound-light": { th: "แสง สี เสียง", en: "Sound & lighting" },
  "led-screens": { th: "จอ LED", en: "LED screens" },
  "stage-truss": { th: "เวทีและโครงทรัส", en: "Stages & truss" },
  "furniture-rental": { th: "เช่าเฟอร์นิเจอร์", en: "Furniture rental" },
  "graphics-printing": { th: "งานพิมพ์กราฟิก", en: "Graphics & printing" },
  freight: { th: "ขนส่งและพิธีการศุลกากร", en: "Freight & customs" },
  floral: { th: "จัดดอกไม้", en: "Floral design" },
  catering: { th: "จัดเลี้ยง", en: "Catering" },
  staffing: { th: "พนักงานประจำบูธ", en: "Booth staff" },
  interpreters: { th: "ล่ามแปลภาษา", en: "Interpreters" },
  interactive: { th: "สื่ออินเทอร์แอคทีฟ", en: "Interactive media" },
  "sustainable-materials": { th: "วัสดุรักษ์โลก", en: "Sustainable materials" },
  // tags
  b2b: { th: "เฉพาะนักธุรกิจ", en: "Trade only" },
  "public-days": { th: "มีวันเปิดให้ประชาชน", en: "Public days" },
  conference: { th: "มีการประชุมวิชาการ", en: "Conference programme" },
  "business-matching-tag": { th: "จับคู่ธุรกิจ", en: "Business matching" },
  international: { th: "ผู้แสดงสินค้านานาชาติ", en: "International exhibitors" },
  "new-launch": { th: "เปิดตัวสินค้าใหม่", en: "Product launches" },
  sustainability: { th: "ความยั่งยืน", en: "Sustainability" },
  "family-friendly": { th: "เหมาะกับครอบครัว", en: "Family friendly" },
  "night-event": { th: "กิจกรรมยามค่ำ", en: "Evening programme" },
  shopping: { th: "ช้อปปิ้ง", en: "Shopping" },
};
