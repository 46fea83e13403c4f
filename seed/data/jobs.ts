import type { PayUnit } from "../../app/domain/jobs.ts";
import { seedDate } from "../dates.ts";
import { type SeedImage, type SeedRecord } from "../lib.ts";
import { contractors } from "./contractors.ts";
import { organizers } from "./organizers.ts";

/** Jobs in the event industry, posted by the fictional organizers and contractors of the seed. */

const logoOf = (slug: string): { company_name: string; company_name_en: string; company_logo: SeedImage; domain: string } => {
  const c = contractors.find((r) => r.slug === slug) ?? organizers.find((r) => r.slug === slug);
  if (!c) throw new Error(`seed: unknown company slug "${slug}"`);
  const site = (c.contactor as { website?: { name: string } }).website?.name ?? "";
  return {
    company_name: c.company_name as string,
    company_name_en: c.company_name_en as string,
    company_logo: c.cover_img as SeedImage,
    // Applications go to a plainly example address (RFC 2606), never to a real company's domain.
    domain: site.endsWith(".example.com") ? site : `${slug}.example.com`,
  };
};

type J = {
  id: number; slug: string; company: string; title: string; title_en: string;
  province: string; type: "full-time" | "part-time" | "contract" | "internship" | "freelance"; category: string;
  min?: number; max?: number; unit?: PayUnit; desc: string[]; desc_en: string[]; req: string[]; req_en: string[];
  valid: string; created_at: string;
};

const ul = (items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join("")}</ul>`;

function job(j: J): SeedRecord {
  const c = logoOf(j.company);
  return {
    id: j.id,
    title: j.title,
    title_en: j.title_en,
    slug: j.slug,
    company_name: c.company_name,
    company_name_en: c.company_name_en,
    company_logo: c.company_logo,
    province: j.province,
    job_type: j.type,
    category: j.category,
    ...(j.min !== undefined ? { salary_min: j.min } : {}),
    ...(j.max !== undefined ? { salary_max: j.max } : {}),
    ...(j.min !== undefined || j.max !== undefined ? { salary_unit: j.unit ?? "month" } : {}),
    description: `<p>${j.desc[0]}</p>${ul(j.desc.slice(1))}`,
    description_en: `<p>${j.desc_en[0]}</p>${ul(j.desc_en.slice(1))}`,
    requirements: ul(j.req),
    requirements_en: ul(j.req_en),
    apply_email: `jobs@${c.domain}`,
    valid_through: seedDate(j.valid),
    created_at: j.created_at,
  };
}

export const jobs: SeedRecord[] = [
  job({ id: 1, slug: "booth-designer-3d", company: "booth-design-siam", title: "นักออกแบบบูธสามมิติ", title_en: "3D Booth Designer", province: "Bangkok", type: "full-time", category: "design", min: 28000, max: 45000,
    desc: ["ออกแบบบูธสำหรับงานแสดงสินค้าตั้งแต่รับบรีฟจนถึงส่งแบบก่อสร้าง", "ทำภาพสามมิติและแบบก่อสร้างสำหรับบูธขนาด 18–300 ตารางเมตร", "นำเสนองานออกแบบกับลูกค้าร่วมกับทีมขาย", "ประสานงานกับโรงงานระหว่างผลิตและติดตั้ง"],
    desc_en: ["Design trade show stands from brief to construction drawings.", "Produce 3D renders and working drawings for 18–300 sqm stands", "Present designs to clients with the sales team", "Work with the workshop during production and build-up"],
    req: ["ปริญญาตรีด้านสถาปัตยกรรม ออกแบบภายใน หรือสาขาที่เกี่ยวข้อง", "ใช้ 3ds Max หรือ SketchUp และ AutoCAD ได้ดี", "มีแฟ้มผลงานออกแบบบูธหรือพื้นที่จัดแสดง"], req_en: ["Degree in architecture, interior design or a related field", "Strong 3ds Max or SketchUp, plus AutoCAD", "A portfolio of stand or exhibition design"],
    valid: "2027-01-31", created_at: "2026-11-02T02:00:00.000Z" }),
  job({ id: 2, slug: "exhibition-sales-executive", company: "siam-expo-and-events", title: "เจ้าหน้าที่ขายพื้นที่งานแสดงสินค้า", title_en: "Exhibition Sales Executive", province: "Bangkok", type: "full-time", category: "sales", min: 25000, max: 35000,
    desc: ["ขายพื้นที่บูธให้ผู้ประกอบการในอุตสาหกรรมบรรจุภัณฑ์และอาหาร", "ติดต่อผู้แสดงสินค้าเดิมและหาลูกค้ารายใหม่", "ดูแลผู้แสดงสินค้าตั้งแต่ทำสัญญาจนถึงวันงาน", "รายงานยอดขายและคาดการณ์รายเดือน"],
    desc_en: ["Sell stand space to packaging and food companies.", "Renew past exhibitors and find new ones", "Look after exhibitors from contract to show day", "Report monthly sales and forecasts"],
    req: ["ประสบการณ์งานขายแบบธุรกิจต่อธุรกิจอย่างน้อย 1 ปี", "สื่อสารภาษาอังกฤษได้", "มีใบอนุญาตขับขี่รถยนต์"], req_en: ["At least one year of B2B sales", "Working English", "Driving licence"],
    valid: "2026-12-31", created_at: "2026-10-20T02:00:00.000Z" }),
  job({ id: 3, slug: "event-project-manager", company: "rattanakosin-culture-festival", title: "ผู้จัดการโครงการอีเวนต์และเทศกาล", title_en: "Event & Festival Project Manager", province: "Bangkok", type: "full-time", category: "operations", min: 45000, max: 70000,
    desc: ["บริหารโครงการเทศกาลวัฒนธรรมร่วมกับหน่วยงานท้องถิ่น", "วางแผนงบประมาณ ตารางเวลา และทีมงาน", "ประสานผู้รับเหมา ชุมชน และหน่วยงานราชการ", "ดูแลความปลอดภัยและการจัดการฝูงชน"],
    desc_en: ["Run cultural festival projects with local authorities.", "Plan budgets, schedules and teams", "Coordinate contractors, communities and government bodies", "Oversee safety and crowd management"],
    req: ["ประสบการณ์บริหารโครงการอีเวนต์อย่างน้อย 5 ปี", "เดินทางต่างจังหวัดได้", "มีประสบการณ์ทำงานกับหน่วยงานภาครัฐจะพิจารณาเป็นพิเศษ"], req_en: ["Five years' event project management", "Willing to travel upcountry", "Public-sector experience is a plus"],
    valid: "2027-01-15", created_at: "2026-10-28T02:00:00.000Z" }),
  job({ id: 4, slug: "av-technician", company: "light-and-sound-production", title: "ช่างเทคนิคระบบแสงและเสียง", title_en: "Audio-Visual Technician", province: "Bangkok", type: "full-time", category: "technical", min: 18000, max: 28000,
    desc: ["ติดตั้งและควบคุมระบบแสง เสียง และจอภาพในงานอีเวนต์", "ตรวจเช็กอุปกรณ์ก่อนและหลังงาน", "แก้ไขปัญหาหน้างานร่วมกับวิศวกรเสียง", "ทำงานกะกลางคืนในช่วงติดตั้งและรื้อถอน"],
    desc_en: ["Rig and run lighting, sound and video at events.", "Check equipment before and after each job", "Troubleshoot on site with the sound engineer", "Night shifts during build-up and dismantling"],
    req: ["ปวส. ขึ้นไป สาขาไฟฟ้าหรืออิเล็กทรอนิกส์", "ทำงานบนที่สูงได้", "มีประสบการณ์ใช้มิกเซอร์ดิจิทัลจะพิจารณาเป็นพิเศษ"], req_en: ["Higher vocational certificate in electrical or electronics", "Comfortable working at height", "Digital mixing console experience is a plus"],
    valid: "2026-12-20", created_at: "2026-09-15T02:00:00.000Z" }),
  job({ id: 5, unit: "day", slug: "registration-staff-part-time", company: "talent-bridge-staffing", title: "พนักงานลงทะเบียนหน้างาน (พาร์ทไทม์)", title_en: "Registration Staff (Part-time)", province: "Nonthaburi", type: "part-time", category: "hospitality", min: 800, max: 1200,
    desc: ["ต้อนรับและลงทะเบียนผู้เข้าชมงานแสดงสินค้าที่อิมแพ็ค เมืองทองธานี ค่าจ้างรายวัน", "สแกนบัตรและพิมพ์บัตรผู้เข้าชม", "ให้ข้อมูลผังงานและสัมมนา", "ทำงานตามวันงาน 3–5 วันต่อเดือน"],
    desc_en: ["Welcome and register visitors at trade shows at IMPACT Muang Thong Thani; paid by the day.", "Scan and print visitor badges", "Give directions and seminar information", "Three to five show days a month"],
    req: ["อายุ 18 ปีขึ้นไป", "สื่อสารภาษาอังกฤษได้ ภาษาจีนหรือญี่ปุ่นจะพิจารณาเป็นพิเศษ", "บุคลิกดี ยิ้มแย้ม"], req_en: ["Aged 18 or over", "Conversational English; Chinese or Japanese a plus", "Friendly and well presented"],
    valid: "2027-03-31", created_at: "2026-11-09T02:00:00.000Z" }),
  job({ id: 6, slug: "marketing-executive-trade-shows", company: "bangkok-tradeshow-media", title: "เจ้าหน้าที่การตลาดงานแสดงสินค้า", title_en: "Trade Show Marketing Executive", province: "Bangkok", type: "full-time", category: "marketing", min: 25000, max: 38000,
    desc: ["วางแผนและดำเนินแคมเปญดึงผู้เข้าชมสำหรับงานเฟอร์นิเจอร์และเมืองอัจฉริยะ", "ดูแลอีเมลมาร์เก็ตติ้งและโซเชียลมีเดีย", "ประสานงานสื่อและพันธมิตร", "วิเคราะห์ข้อมูลการลงทะเบียน"],
    desc_en: ["Plan and run visitor campaigns for furniture and smart city shows.", "Manage e-mail marketing and social media", "Work with media and partners", "Analyse registration data"],
    req: ["ประสบการณ์การตลาดดิจิทัลอย่างน้อย 2 ปี", "เขียนภาษาไทยและอังกฤษได้ดี", "ใช้เครื่องมือวิเคราะห์ข้อมูลเว็บไซต์ได้"], req_en: ["Two years in digital marketing", "Strong written Thai and English", "Familiar with web analytics"],
    valid: "2027-01-10", created_at: "2026-10-11T02:00:00.000Z" }),
  job({ id: 7, slug: "booth-installer-chiang-mai", company: "lanna-booth-and-stage", title: "ช่างติดตั้งบูธ ประจำเชียงใหม่", title_en: "Booth Installer, Chiang Mai", province: "Chiang Mai", type: "contract", category: "technical", min: 15000, max: 22000,
    desc: ["ติดตั้งและรื้อถอนบูธ เวที และซุ้มงานเทศกาลในภาคเหนือ สัญญาจ้าง 6 เดือน", "งานไม้และงานโครงสร้างเบา", "ดูแลความเรียบร้อยของชิ้นงานก่อนส่งมอบ", "เดินทางไปงานในจังหวัดใกล้เคียง"],
    desc_en: ["Build and dismantle stands, stages and festival pavilions across the North; six-month contract.", "Joinery and light structures", "Finish work to handover standard", "Travel to nearby provinces"],
    req: ["มีประสบการณ์งานช่างไม้หรือติดตั้ง", "ทำงานเป็นทีมได้", "ขับรถกระบะได้จะพิจารณาเป็นพิเศษ"], req_en: ["Carpentry or installation experience", "Good team player", "Able to drive a pickup is a plus"],
    valid: "2026-12-31", created_at: "2026-10-03T02:00:00.000Z" }),
  job({ id: 8, slug: "event-marketing-intern", company: "health-horizon-exhibitions", title: "นักศึกษาฝึกงานฝ่ายการตลาดอีเวนต์", title_en: "Event Marketing Intern", province: "Bangkok", type: "internship", category: "marketing", min: 8000, max: 10000,
    desc: ["ฝึกงานฝ่ายการตลาดของงานแฟร์สุขภาพและความงาม ระยะเวลา 4 เดือน", "ช่วยผลิตคอนเทนต์โซเชียลมีเดีย", "ช่วยดูแลผู้แสดงสินค้าในวันงาน", "จัดทำรายงานสรุปผลงาน"],
    desc_en: ["Four-month internship on the marketing team of our health and beauty fairs.", "Help produce social media content", "Support exhibitors on show days", "Prepare post-show reports"],
    req: ["นักศึกษาปริญญาตรีปีที่ 3–4 สาขานิเทศศาสตร์ การตลาด หรือที่เกี่ยวข้อง", "ใช้ Canva หรือโปรแกรมกราฟิกได้"], req_en: ["Third- or fourth-year student in communications, marketing or similar", "Comfortable with Canva or graphics software"],
    valid: "2027-02-28", created_at: "2026-11-12T02:00:00.000Z" }),
  job({ id: 9, unit: "project", slug: "freelance-event-photographer", company: "andaman-event-partners", title: "ช่างภาพอีเวนต์ฟรีแลนซ์", title_en: "Freelance Event Photographer", province: "Phuket", type: "freelance", category: "design",
    desc: ["ถ่ายภาพงานแสดงสินค้าและงานประชุมในภูเก็ตและพังงา จ่ายตามงาน", "ส่งภาพคัดเลือกภายใน 24 ชั่วโมง", "ถ่ายภาพบุคคลสำหรับผู้บรรยาย", "ถ่ายวิดีโอสั้นสำหรับโซเชียลมีเดีย"],
    desc_en: ["Photograph trade shows and conferences in Phuket and Phang Nga; paid per job.", "Deliver a selection within 24 hours", "Speaker portraits", "Short videos for social media"],
    req: ["มีแฟ้มผลงานถ่ายภาพอีเวนต์", "มีอุปกรณ์ของตนเอง"], req_en: ["Event photography portfolio", "Own equipment"],
    valid: "2027-04-30", created_at: "2026-09-22T02:00:00.000Z" }),
  job({ id: 10, slug: "freight-coordinator", company: "expo-logistics-service", title: "เจ้าหน้าที่ประสานงานขนส่งสินค้างานแสดง", title_en: "Exhibition Freight Coordinator", province: "Samut Prakan", type: "full-time", category: "operations", min: 22000, max: 32000,
    desc: ["ประสานการขนส่งสินค้าจัดแสดงขาเข้าและขาออก", "จัดทำเอกสารพิธีการศุลกากรและ ATA Carnet", "ประสานตารางเข้าพื้นที่กับผู้จัดงาน", "ดูแลทีมขนย้ายหน้างาน"],
    desc_en: ["Coordinate inbound and outbound exhibition freight.", "Prepare customs documents and ATA Carnets", "Agree access slots with organizers", "Supervise on-site handling crews"],
    req: ["ประสบการณ์ด้านชิปปิ้งหรือโลจิสติกส์ระหว่างประเทศ", "ภาษาอังกฤษดี", "ทำงานนอกเวลาช่วงติดตั้งงานได้"], req_en: ["Shipping or international logistics experience", "Good English", "Flexible hours during build-up"],
    valid: "2027-01-31", created_at: "2026-10-07T02:00:00.000Z" }),
  job({ id: 11, slug: "graphic-designer-signage", company: "print-signage-thai", title: "กราฟิกดีไซเนอร์งานป้ายและบูธ", title_en: "Graphic Designer, Signage & Stands", province: "Bangkok", type: "full-time", category: "design", min: 20000, max: 30000,
    desc: ["จัดเตรียมไฟล์งานพิมพ์ขนาดใหญ่สำหรับบูธและป้ายในงานแสดงสินค้า", "ตรวจไฟล์ลูกค้าก่อนพิมพ์", "ออกแบบป้ายบอกทางและป้ายชื่อบูธ", "ประสานงานกับทีมติดตั้ง"],
    desc_en: ["Prepare large-format artwork for stands and show signage.", "Pre-flight client files", "Design wayfinding and fascia boards", "Work with the installation team"],
    req: ["ใช้ Illustrator และ Photoshop ได้คล่อง", "เข้าใจการเตรียมไฟล์งานพิมพ์"], req_en: ["Fluent in Illustrator and Photoshop", "Understands print file preparation"],
    valid: "2026-12-15", created_at: "2026-08-25T02:00:00.000Z" }),
  job({ id: 12, unit: "day", slug: "interpreter-chinese-freelance", company: "talent-bridge-staffing", title: "ล่ามภาษาจีนประจำบูธ (ฟรีแลนซ์)", title_en: "Chinese Interpreter for Booths (Freelance)", province: "Bangkok", type: "freelance", category: "hospitality",
    desc: ["แปลภาษาจีน–ไทยให้ผู้แสดงสินค้าในงานแสดงสินค้าที่กรุงเทพฯ จ่ายรายวัน", "ล่ามระหว่างการเจรจาธุรกิจ", "ช่วยแปลเอกสารสินค้า"],
    desc_en: ["Interpret Chinese–Thai for exhibitors at Bangkok trade shows; paid by the day.", "Interpret during business meetings", "Help translate product literature"],
    req: ["สื่อสารภาษาจีนกลางได้คล่อง", "มีความรู้ศัพท์ด้านอุตสาหกรรมจะพิจารณาเป็นพิเศษ"], req_en: ["Fluent Mandarin", "Industrial vocabulary is a plus"],
    valid: "2027-06-30", created_at: "2026-11-04T02:00:00.000Z" }),
  job({ id: 13, slug: "sales-coordinator-khon-kaen", company: "isan-trade-fair", title: "ผู้ประสานงานขาย ประจำขอนแก่น", title_en: "Sales Coordinator, Khon Kaen", province: "Khon Kaen", type: "full-time", category: "sales", min: 18000, max: 25000,
    desc: ["ประสานงานขายพื้นที่งานแสดงสินค้าเกษตรในภาคอีสาน", "ติดต่อผู้แทนจำหน่ายและสหกรณ์", "จัดทำใบเสนอราคาและสัญญา", "ดูแลผู้แสดงสินค้าในวันงาน"],
    desc_en: ["Coordinate stand sales for farm shows across the Northeast.", "Contact dealers and co-operatives", "Prepare quotes and contracts", "Support exhibitors on show days"],
    req: ["ปริญญาตรีทุกสาขา", "มีใจรักงานบริการ", "พูดภาษาอีสานได้จะพิจารณาเป็นพิเศษ"], req_en: ["Bachelor's degree in any field", "Service-minded", "Speaking Isan is a plus"],
    valid: "2026-12-31", created_at: "2026-09-30T02:00:00.000Z" }),
  job({ id: 14, slug: "sustainability-booth-designer", company: "greenbooth-recycle", title: "นักออกแบบบูธรักษ์โลก", title_en: "Sustainable Booth Designer", province: "Bangkok", type: "full-time", category: "design", min: 30000, max: 48000,
    desc: ["ออกแบบบูธจากวัสดุรีไซเคิลและระบบถอดประกอบใช้ซ้ำ", "คำนวณปริมาณวัสดุและคาร์บอนของแต่ละบูธ", "พัฒนาระบบชิ้นส่วนมาตรฐานร่วมกับโรงงาน"],
    desc_en: ["Design stands from recycled materials and demountable systems.", "Calculate materials and carbon for each stand", "Develop standard component systems with the workshop"],
    req: ["ประสบการณ์ออกแบบบูธหรือเฟอร์นิเจอร์อย่างน้อย 3 ปี", "สนใจการออกแบบเพื่อความยั่งยืน"], req_en: ["Three years designing stands or furniture", "A genuine interest in sustainable design"],
    valid: "2027-01-31", created_at: "2026-11-16T02:00:00.000Z" }),
  job({ id: 15, slug: "event-operations-officer-pattaya", company: "eastern-seaboard-expo", title: "เจ้าหน้าที่ปฏิบัติการงานแสดงสินค้า ประจำพัทยา", title_en: "Event Operations Officer, Pattaya", province: "Chonburi", type: "contract", category: "operations", min: 22000, max: 30000,
    desc: ["ดูแลงานปฏิบัติการหน้างานของงานแสดงสินค้าในพัทยาและศรีราชา สัญญาจ้าง 1 ปี", "ตรวจสอบผังบูธและความปลอดภัย", "ประสานผู้รับเหมาและศูนย์ประชุม"],
    desc_en: ["Run on-site operations for shows in Pattaya and Si Racha; one-year contract.", "Check floor plans and safety", "Coordinate contractors and the venue"],
    req: ["ประสบการณ์งานอีเวนต์หรืองานก่อสร้างอย่างน้อย 2 ปี", "อ่านแบบได้"], req_en: ["Two years in events or construction", "Can read drawings"],
    valid: "2027-02-15", created_at: "2026-10-24T02:00:00.000Z" }),
];
